/**
 * Moderation routes (issue 14; spec 001 §7 Posts admin calls, docs/api-community-admin.md): statistics,
 * the admin posts table, reported posts and comments, declining and approving reports, and the
 * cross-community moderation queue. Every route needs a signed-in caller; the service checks §6.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminPostsQuery,
  ZAdminPostsResponse,
  ZCommentReportParams,
  ZCommunityIdParams,
  ZCommunityStatistics,
  ZModerationQuery,
  ZModerationQueue,
  ZReportedCommentsResponse,
  ZReportIdsQuery,
  ZReportsQuery,
  ZResolvedResponse,
} from '@portal/contracts';
import { z } from 'zod';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import * as service from './moderation.service';

/** The moderation routes (spec 001 §6 rules on each). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('community moderation');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/admin/community/moderation',
    doc('Cross-community moderation queue: pending posts and open reports of every community you moderate', {
      querystring: ZModerationQuery,
      response: ZModerationQueue,
    }),
    async (request) => service.moderationQueue(requestContext(request), request.query),
  );

  app.get(
    '/api/v1/admin/community/:id/post/statistics',
    doc('Sidebar counts: all, pending, reported posts, reported comments, archived (one query)', {
      params: ZCommunityIdParams,
      response: ZCommunityStatistics,
    }),
    async (request) => service.statistics(requestContext(request), request.params.id),
  );

  app.get(
    '/api/v1/admin/community/:id/post/report',
    doc('Posts with open reports and their reports (postDelete)', {
      params: ZCommunityIdParams,
      querystring: ZReportsQuery,
      response: ZAdminPostsResponse,
    }),
    async (request) => service.reportedPosts(requestContext(request), request.params.id, request.query),
  );

  app.delete(
    '/api/v1/admin/community/:id/post/report',
    doc('Decline (resolve) post reports by ids (postDelete)', {
      params: ZCommunityIdParams,
      querystring: ZReportIdsQuery,
      response: ZResolvedResponse,
    }),
    async (request) =>
      service.declineReports(requestContext(request), request.params.id, 'post', request.query.ids),
  );

  app.get(
    '/api/v1/admin/community/:id/post',
    doc('Admin posts table by status, newest first (postApprove for pending; a moderation flag otherwise)', {
      params: ZCommunityIdParams,
      querystring: ZAdminPostsQuery,
      response: ZAdminPostsResponse,
    }),
    async (request) => service.adminPosts(requestContext(request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/admin/community/:id/comment/report',
    doc('Comments with open reports and their reports (commentDelete)', {
      params: ZCommunityIdParams,
      querystring: ZReportsQuery,
      response: ZReportedCommentsResponse,
    }),
    async (request) => service.reportedComments(requestContext(request), request.params.id, request.query),
  );

  app.delete(
    '/api/v1/admin/community/:id/comment/report',
    doc('Decline (resolve) comment reports by ids (commentDelete)', {
      params: ZCommunityIdParams,
      querystring: ZReportIdsQuery,
      response: ZResolvedResponse,
    }),
    async (request) =>
      service.declineReports(requestContext(request), request.params.id, 'comment', request.query.ids),
  );

  app.post(
    '/api/v1/admin/community/:id/comment/:commentId/report/approve',
    doc('Approve the reports of a comment: the comment and its replies are deleted (commentDelete)', {
      params: ZCommentReportParams,
      response: ZResolvedResponse.extend({ commentsCount: z.number().int() }),
    }),
    async (request) =>
      service.approveCommentReport(requestContext(request), request.params.id, request.params.commentId),
  );
};

export default routes;
