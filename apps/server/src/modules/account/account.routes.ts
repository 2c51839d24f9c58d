/**
 * Account routes — spec 000 §7 "Account and profile": `GET api/v1/account`, `GET /api/v1/permission`,
 * `GET/PUT api/v1/account/settings`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccount,
  ZAccountSettings,
  ZPermissionResponse,
  ZUpdateAccountSettingsBody,
} from '@portal/contracts';
import { context } from '../../plugins/auth';
import { findUserSegments, updateUser } from './account.repository';
import { presentAccount, presentPermissions, presentSettings } from './account.presenter';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/account',
    { schema: { tags, summary: 'The signed-in account', response: { 200: ZAccount } } },
    async (request) => {
      const { scope, actor } = context(request);
      const segments = await findUserSegments(scope, actor.id);
      return presentAccount(actor, segments, request.tenant!, request.impersonatorId);
    },
  );

  app.get(
    '/api/v1/permission',
    {
      schema: {
        tags,
        summary: 'Global permission flags (spec 000 §6)',
        response: { 200: ZPermissionResponse },
      },
    },
    async (request) => presentPermissions(context(request).actor),
  );

  app.get(
    '/api/v1/account/settings',
    {
      schema: {
        tags,
        summary: 'Account settings (two-factor, mail, sms)',
        response: { 200: ZAccountSettings },
      },
    },
    async (request) => presentSettings(context(request).actor),
  );

  app.put(
    '/api/v1/account/settings',
    {
      schema: {
        tags,
        summary: 'Update account settings',
        body: ZUpdateAccountSettingsBody,
        response: { 200: ZAccountSettings },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      const { enableTFA, mailTo, allowSms } = request.body;
      const updated = await updateUser(scope, actor.id, {
        ...(enableTFA !== undefined ? { enableTfa: enableTFA } : {}),
        ...(mailTo !== undefined ? { mailTo } : {}),
        ...(allowSms !== undefined ? { allowSms } : {}),
      });
      return presentSettings(updated ?? actor);
    },
  );
};
export default routes;
