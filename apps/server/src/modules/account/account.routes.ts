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
import { requestContext } from '../../plugins/auth';
import { presentPermissions, presentSettings } from './account.presenter';
import { accountOf, updateSettings } from './account.service';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('account');
  app.addHook('preHandler', app.authenticate);

  app.get('/api/v1/account', doc('The signed-in account', { response: ZAccount }), async (request) =>
    accountOf(requestContext(request), request.server.actors),
  );

  app.get(
    '/api/v1/permission',
    doc('Global permission flags (spec 000 §6)', { response: ZPermissionResponse }),
    async (request) => presentPermissions(requestContext(request).actor),
  );

  app.get(
    '/api/v1/account/settings',
    doc('Account settings (two-factor, mail, sms)', { response: ZAccountSettings }),
    async (request) => presentSettings(requestContext(request).actor),
  );

  app.put(
    '/api/v1/account/settings',
    doc('Update account settings', { body: ZUpdateAccountSettingsBody, response: ZAccountSettings }),
    async (request) => updateSettings(requestContext(request), request.body),
  );
};
export default routes;
