/**
 * Managers routes — spec 001 §7 "Global admin" (`api/v1/admin/account/admin` list, add, remove) and
 * "Communities" (`GET api/v1/admin/community/members_and_blocked`); docs/api-global-admin.md.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddManagerBody,
  ZManager,
  ZManagersQuery,
  ZManagersResponse,
  ZRemoveManagerQuery,
  ZUserRelationsQuery,
  ZUserRelationsResponse,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import * as service from './managers.service';

/** The managers routes (generalManagers). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('managers');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/admin/account/admin',
    doc('Accounts of one global role, default Manager (generalManagers)', {
      querystring: ZManagersQuery,
      response: ZManagersResponse,
    }),
    async (request) => service.listManagers(requestContext(request), request.query),
  );
  app.post(
    '/api/v1/admin/account/admin',
    doc('Give an existing account a global role by e-mail (generalManagers)', {
      body: ZAddManagerBody,
      response: ZManager,
    }),
    async (request) => service.addManager(requestContext(request), request.body),
  );
  app.delete(
    '/api/v1/admin/account/admin',
    doc('Return an account to Standard by e-mail (generalManagers)', {
      querystring: ZRemoveManagerQuery,
      response: ZManager,
    }),
    async (request) => service.removeManager(requestContext(request), request.query.userEmail),
  );
  app.get(
    '/api/v1/admin/community/members_and_blocked',
    doc("A user's community relations: community, role, isBlocked (generalManagers)", {
      querystring: ZUserRelationsQuery,
      response: ZUserRelationsResponse,
    }),
    async (request) => service.userRelations(requestContext(request), request.query),
  );
};

export default routes;
