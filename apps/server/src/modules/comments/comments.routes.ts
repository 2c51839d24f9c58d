/**
 * Comment routes — spec 001 §7 "Posts" (comment calls; docs/api-communities.md). Create takes multipart
 * (files) or JSON; every other body is JSON validated by the contracts' schemas.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZComment,
  ZCommentIdParams,
  ZCommentLikeResponse,
  ZCommentsQuery,
  ZCommentsResponse,
  ZCreateCommentFields,
  ZDeleteCommentResponse,
  ZPostIdParams,
  ZReportBody,
  ZReportResponse,
  ZUpdateCommentBody,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { parseOr400 } from '../../lib/validation';
import { MULTIPART_OR_JSON, readBody } from '../../plugins/uploads';
import * as commentsService from './comments.service';
import { routeDoc } from '../../lib/route-doc';
import { sendJsonText } from '../../lib/sql-json';

/** The comment routes of a post (spec 001 §7 "Posts", comment calls); signed-in callers only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('posts');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/community/post/:id/comment',
    doc("A post's comments, all levels", {
      params: ZPostIdParams,
      querystring: ZCommentsQuery,
      response: ZCommentsResponse,
    }),
    async (request, reply) =>
      sendJsonText(
        reply,
        await commentsService.listComments(requestContext(request), request.params.id, request.query),
      ),
  );

  app.post(
    '/api/v1/community/post/:id/comment',
    doc('Comment or reply (multipart with files, or JSON)', {
      params: ZPostIdParams,
      consumes: MULTIPART_OR_JSON,
      form: { fields: ZCreateCommentFields, files: { files: 'many' } },
      response: { 201: ZComment },
    }),
    async (request, reply) => {
      const { input, files } = await readBody(request, commentsService.commentInput);
      const fields = parseOr400(ZCreateCommentFields, input);
      return reply
        .status(201)
        .send(await commentsService.createComment(requestContext(request), request.params.id, fields, files));
    },
  );

  app.put(
    '/api/v1/community/post/comment/:commentId',
    doc('Edit a comment', { params: ZCommentIdParams, body: ZUpdateCommentBody, response: ZComment }),
    async (request) =>
      commentsService.updateComment(requestContext(request), request.params.commentId, request.body.body),
  );

  app.delete(
    '/api/v1/community/post/comment/:commentId',
    doc('Delete a comment and its subtree', { params: ZCommentIdParams, response: ZDeleteCommentResponse }),
    async (request) => commentsService.deleteComment(requestContext(request), request.params.commentId),
  );

  for (const [action, on] of [
    ['like', true],
    ['dislike', false],
  ] as const)
    app.post(
      `/api/v1/community/post/comment/:commentId/${action}`,
      doc(`${action} a comment`, { params: ZCommentIdParams, response: ZCommentLikeResponse }),
      async (request) =>
        commentsService.setCommentLike(requestContext(request), request.params.commentId, on),
    );

  app.post(
    '/api/v1/community/post/comment/:commentId/report',
    doc('Report a comment (once per user)', {
      params: ZCommentIdParams,
      body: ZReportBody.pick({ message: true }),
      response: ZReportResponse,
    }),
    async (request) =>
      commentsService.reportComment(requestContext(request), request.params.commentId, request.body.message),
  );
};

export default routes;
