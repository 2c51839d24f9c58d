/**
 * Administration of users (our side of spec 000 §2 `/admin/users`): paged search and impersonation.
 * `GET /api/v1/admin/users` needs admin access (spec 000 §6); impersonation needs the global Admin role.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZEndSessionsResponse,
  ZImpersonationResponse,
  ZUserIdParams,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { impersonate, listUsers, signOutEverywhere } from './admin.service';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('admin');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/admin/users',
    doc('Search users of this tenant (admin access)', {
      querystring: ZAdminUsersQuery,
      response: ZAdminUsersResponse,
    }),
    async (request) => listUsers(requestContext(request), request.query),
  );

  app.post(
    '/api/v1/admin/users/:id/impersonation',
    doc('Create a single-use sign-in-as link for a user (global Admin)', {
      params: ZUserIdParams,
      response: ZImpersonationResponse,
    }),
    async (request) => impersonate(requestContext(request), request.params.id),
  );

  app.post(
    '/api/v1/admin/users/:id/sign-out-everywhere',
    doc('End every session of a user of this tenant (global Admin; issue 10 §7)', {
      params: ZUserIdParams,
      response: ZEndSessionsResponse,
    }),
    async (request) => signOutEverywhere(requestContext(request), request.params.id),
  );
};
export default routes;
