/**
 * Post and comment routes — spec 001 §7 "Posts" (docs/api-communities.md). Create and edit take
 * multipart (files) or JSON; every other body is JSON validated by the contracts' schemas.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCommunityIdParams,
  ZCommunityPostsQuery,
  ZCreatePostFields,
  ZFeedQuery,
  ZPost,
  ZPostCounterResponse,
  ZPostIdParams,
  ZPostLikeResponse,
  ZPostSaveResponse,
  ZPostShareResponse,
  ZPostSearchQuery,
  ZPostStatusResponse,
  ZPostTagsQuery,
  ZPostTagsResponse,
  ZPostViewResponse,
  ZPostsResponse,
  ZReportBody,
  ZReportResponse,
  ZSetPostStatusBody,
  ZSetPostStatusParams,
  ZSetTagsBody,
  ZSetTagsResponse,
  ZUpdatePostFields,
  ZUserIdParams,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { parseOr400 } from '../../lib/validation';
import { MULTIPART_OR_JSON, readBody } from '../../plugins/uploads';
import * as postsService from './posts.service';
import * as postLists from './post-lists.service';
import * as interactions from './post-interactions.service';
import { routeDoc } from '../../lib/route-doc';
import { sendJsonText } from '../../lib/sql-json';

/** The posts routes (spec 001 §7 "Posts": feed, search, create, edit, status, tags, likes, saves, reports); signed-in callers only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('posts');
  app.addHook('preHandler', app.authenticate);
  const id = ZPostIdParams;

  app.get(
    '/api/v1/community/post/feed',
    doc('Home feed or saved posts', { querystring: ZFeedQuery, response: ZPostsResponse }),
    async (request, reply) =>
      sendJsonText(reply, await postLists.feed(requestContext(request), request.query)),
  );

  app.get(
    '/api/v1/community/post/search-by-body',
    doc('Search posts by title and body', { querystring: ZPostSearchQuery, response: ZPostsResponse }),
    async (request, reply) =>
      sendJsonText(reply, await postLists.searchPosts(requestContext(request), request.query)),
  );

  app.get(
    '/api/v1/community/post/tag',
    doc('Post tags with post counts', { querystring: ZPostTagsQuery, response: ZPostTagsResponse }),
    async (request) => interactions.listPostTags(requestContext(request), request.query),
  );

  app.get(
    '/api/v1/community/:id/posts',
    doc("A community's published posts (403 private)", {
      params: ZCommunityIdParams,
      querystring: ZCommunityPostsQuery,
      response: ZPostsResponse,
    }),
    async (request, reply) =>
      sendJsonText(
        reply,
        await postLists.communityPosts(requestContext(request), request.params.id, request.query),
      ),
  );

  app.get(
    '/api/v1/community/users/:id/post-counter',
    doc("A user's post and comment counts", { params: ZUserIdParams, response: ZPostCounterResponse }),
    async (request) => postsService.postCounter(requestContext(request), request.params.id),
  );

  app.post(
    '/api/v1/community/post',
    doc('Create a post (multipart: imageFile, files, fields)', {
      consumes: MULTIPART_OR_JSON,
      form: { fields: ZCreatePostFields, files: { imageFile: 'one', files: 'many' } },
      response: { 201: ZPost },
    }),
    async (request, reply) => {
      const { input, files } = await readBody(request, postsService.createPostInput);
      const fields = parseOr400(ZCreatePostFields, input);
      return reply.status(201).send(await postsService.createPost(requestContext(request), fields, files));
    },
  );

  app.get('/api/v1/community/post/:id', doc('A post', { params: id, response: ZPost }), async (request) =>
    postsService.getPost(requestContext(request), request.params.id),
  );

  app.put(
    '/api/v1/community/post/:id',
    doc('Edit, close or open a post', {
      params: id,
      consumes: MULTIPART_OR_JSON,
      form: { fields: ZUpdatePostFields, files: { imageFile: 'one', files: 'many' } },
      response: ZPost,
    }),
    async (request) => {
      const { input, files } = await readBody(request, postsService.updatePostInput);
      const fields = parseOr400(ZUpdatePostFields, input);
      return postsService.updatePost(requestContext(request), request.params.id, fields, files);
    },
  );

  app.delete(
    '/api/v1/community/post/:id',
    doc('Delete a post (status Deleted)', { params: id, response: ZPostStatusResponse }),
    async (request) => postsService.deletePost(requestContext(request), request.params.id),
  );

  app.put(
    '/api/v1/community/post/:id/set-tags',
    doc("Replace a post's tags", { params: id, body: ZSetTagsBody, response: ZSetTagsResponse }),
    async (request) =>
      interactions.setPostTags(requestContext(request), request.params.id, request.body.tagIds),
  );

  app.post(
    '/api/v1/community/post/:id/view',
    doc('Count a view', { params: id, response: ZPostViewResponse }),
    async (request) => interactions.viewPost(requestContext(request), request.params.id),
  );

  app.post(
    '/api/v1/community/post/:id/share',
    doc('Share a post: its author is notified (notification type 6; path ours)', {
      params: id,
      response: ZPostShareResponse,
    }),
    async (request) => interactions.sharePost(requestContext(request), request.params.id),
  );

  for (const [action, on] of [
    ['like', true],
    ['dislike', false],
  ] as const)
    app.post(
      `/api/v1/community/post/:id/${action}`,
      doc(`${action} a post`, { params: id, response: ZPostLikeResponse }),
      async (request) => interactions.setPostLike(requestContext(request), request.params.id, on),
    );

  for (const [action, on] of [
    ['save', true],
    ['unsave', false],
  ] as const)
    app.post(
      `/api/v1/community/post/:id/${action}`,
      doc(`${action} a post`, { params: id, response: ZPostSaveResponse }),
      async (request) => interactions.setPostSaved(requestContext(request), request.params.id, on),
    );

  app.post(
    '/api/v1/community/post/:id/report',
    doc('Report a post (once per user)', { params: id, body: ZReportBody, response: ZReportResponse }),
    async (request) => interactions.reportPost(requestContext(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/admin/community/:cid/post/:pid/set-status',
    doc('Approve, decline, publish, restore or archive after report (spec 001 §4)', {
      params: ZSetPostStatusParams,
      body: ZSetPostStatusBody,
      response: ZPost,
    }),
    async (request) =>
      postsService.setPostStatus(
        requestContext(request),
        request.params.cid,
        request.params.pid,
        request.body.status,
      ),
  );
};

export default routes;
