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
import { context } from '../../plugins/auth';
import { settingsDeps } from './settings.deps';
import {
  confirmEmail,
  legacyProfile,
  setWorkflowFields,
  updateLegacyProfile,
  workflowForm,
} from './profile.service';

const routes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const tags = ['settings'];

  app.get(
    '/api/User',
    { schema: { tags, summary: 'Account details, legacy tenants', response: { 200: ZLegacyProfile } } },
    async (request) => legacyProfile(context(request)),
  );

  app.put(
    '/api/User',
    {
      schema: {
        tags,
        summary: 'Save account details, legacy tenants (a new e-mail waits for its code)',
        body: ZUpdateLegacyProfileBody,
        response: { 200: ZProfileUpdateResponse },
      },
    },
    async (request) => updateLegacyProfile(settingsDeps(request, env), request.body),
  );

  app.get(
    '/api/User/GetWorkflowFormFieldDefinitionAndValue',
    { schema: { tags, summary: 'Account details, workflow tenant', response: { 200: ZWorkflowForm } } },
    async (request) => workflowForm(context(request)),
  );

  app.post(
    '/api/User/SetWorkflowFormFieldValue',
    {
      schema: {
        tags,
        summary: 'Save workflow fields (Id, EntityId, Value) of the member’s own record, workflow tenant',
        body: ZSetWorkflowFieldsBody,
        response: { 200: ZSetWorkflowFieldsResponse },
      },
    },
    async (request) => setWorkflowFields(settingsDeps(request, env), request.body),
  );

  app.post(
    '/api/User/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirm a new e-mail address with the code sent to it',
        body: ZConfirmEmailBody,
        response: { 200: ZConfirmEmailResponse },
      },
    },
    async (request) => confirmEmail(settingsDeps(request, env), request.body),
  );
};
export default routes;
