/**
 * Account details routes — spec 000 §7 "User details": legacy tenants `GET`/`PUT /api/User`; the workflow
 * tenant (psa) `GET /api/User/GetWorkflowFormFieldDefinitionAndValue` and `POST .../SetWorkflowFormFieldValue`
 * (the other flavour's calls answer 404); `POST /api/User/confirm-email` (ours) confirms a new e-mail address
 * with the code sent to it. Registered by `settings.routes.ts` (authenticated).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConfirmEmailBody,
  ZConfirmEmailResponse,
  ZLegacyProfile,
  ZProfileUpdateResponse,
  ZSetWorkflowFieldsBody,
  ZSetWorkflowFieldsResponse,
  ZUpdateLegacyProfileBody,
  ZWorkflowForm,
} from '@portal/contracts';
import type { Env } from '../../config/env';
import { requestAuthDeps } from '../../lib/auth-deps';
import { requestContext } from '../../plugins/auth';
import {
  confirmEmail,
  legacyProfile,
  setWorkflowFields,
  updateLegacyProfile,
  workflowForm,
} from './profile.service';
import { routeDoc } from '../../lib/route-doc';

const doc = routeDoc('settings');

const routes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    '/api/User',
    doc('Account details, legacy tenants', { response: ZLegacyProfile }),
    async (request) => legacyProfile(requestContext(request)),
  );

  app.put(
    '/api/User',
    doc('Save account details, legacy tenants (a new e-mail waits for its code)', {
      body: ZUpdateLegacyProfileBody,
      response: ZProfileUpdateResponse,
    }),
    async (request) => {
      const ctx = requestContext(request);
      return updateLegacyProfile(ctx, requestAuthDeps(request, ctx.scope, env), request.body);
    },
  );

  app.get(
    '/api/User/GetWorkflowFormFieldDefinitionAndValue',
    doc('Account details, workflow tenant (404 on the other flavour)', {
      response: ZWorkflowForm,
      errors: [404],
    }),
    async (request) => workflowForm(requestContext(request)),
  );

  app.post(
    '/api/User/SetWorkflowFormFieldValue',
    doc('Save workflow fields (Id, EntityId, Value) of the member’s own record, workflow tenant', {
      body: ZSetWorkflowFieldsBody,
      response: ZSetWorkflowFieldsResponse,
    }),
    async (request) => {
      const ctx = requestContext(request);
      return setWorkflowFields(ctx, requestAuthDeps(request, ctx.scope, env), request.body);
    },
  );

  app.post(
    '/api/User/confirm-email',
    doc('Confirm a new e-mail address with the code sent to it', {
      body: ZConfirmEmailBody,
      response: ZConfirmEmailResponse,
    }),
    async (request) => {
      const ctx = requestContext(request);
      return confirmEmail(ctx, requestAuthDeps(request, ctx.scope, env), request.body);
    },
  );
};
export default routes;
