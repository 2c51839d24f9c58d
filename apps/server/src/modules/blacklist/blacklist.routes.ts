/**
 * Blacklist routes (issue 14; spec 001 §7 "GET, POST and PUT api/v1/admin/community/{id}/block[/{userId}]
 * with reason", "POST api/v1/admin/community/{id}/unblock"). Signed-in callers; the service checks §6.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBlockBody,
  ZBlockChangeResponse,
  ZBlockListQuery,
  ZBlockListResponse,
  ZBlockReasonBody,
  ZCommunityIdParams,
  ZCommunityMemberParams,
  ZUnblockBody,
} from '@portal/contracts';
import { z } from 'zod';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import * as service from './blacklist.service';

/** The blacklist routes (communityBlacklist plus admin-area access). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('community blacklist');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/admin/community/:id/block',
    doc('The blacklist, searched by name or e-mail, 10 per page', {
      params: ZCommunityIdParams,
      querystring: ZBlockListQuery,
      response: ZBlockListResponse,
    }),
    async (request) => service.listBlocked(requestContext(request), request.params.id, request.query),
  );

  app.post(
    '/api/v1/admin/community/:id/block',
    doc('Blacklist users with a reason', {
      params: ZCommunityIdParams,
      body: ZBlockBody,
      response: ZBlockChangeResponse.extend({ membersCount: z.number().int() }),
    }),
    async (request) => service.blockUsers(requestContext(request), request.params.id, request.body),
  );

  app.put(
    '/api/v1/admin/community/:id/block/:userId',
    doc('Change the reason of a block', {
      params: ZCommunityMemberParams,
      body: ZBlockReasonBody,
      response: ZBlockChangeResponse,
    }),
    async (request) =>
      service.changeReason(
        requestContext(request),
        request.params.id,
        request.params.userId,
        request.body.reason,
      ),
  );

  app.post(
    '/api/v1/admin/community/:id/unblock',
    doc('Take users off the blacklist', {
      params: ZCommunityIdParams,
      body: ZUnblockBody,
      response: ZBlockChangeResponse,
    }),
    async (request) => service.unblockUsers(requestContext(request), request.params.id, request.body.userIds),
  );
};

export default routes;
