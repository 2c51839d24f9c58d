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
import { presentPermissions, presentSettings } from './account.presenter';
import { accountOf, updateSettings } from './account.service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/account',
    { schema: { tags, summary: 'The signed-in account', response: { 200: ZAccount } } },
    async (request) => accountOf(context(request), request.tenant!, request.impersonatorId),
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
    async (request) => updateSettings(context(request), request.body),
  );
};
export default routes;
