/**
 * Community routes, member side — spec 001 §7 "Communities", "Joining", "Members", "Categories"
 * (docs/api-communities.md). Every route needs a signed-in user of the request's tenant.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCategoriesQuery,
  ZCategoriesResponse,
  ZCommunityAbout,
  ZCommunityByAliasQuery,
  ZCommunityDetail,
  ZCommunityFileParams,
  ZCommunityFavoriteResponse,
  ZCommunityIdParams,
  ZCommunityLikeResponse,
  ZCommunityListBody,
  ZCommunityListResponse,
  ZCommunityPreference,
  ZCommunityTerms,
  ZCommunityViewResponse,
  ZJoinBody,
  ZJoinFilesParams,
  ZJoinFilesResponse,
  ZJoinQuestionsResponse,
  ZMembersQuery,
  ZMembersResponse,
  ZMembershipStateResponse,
  ZRecommendedCommunitiesResponse,
  ZTopFavoritesResponse,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import { contentTypeOf, extensionOf, INLINE_EXTENSIONS } from '../../lib/mime';
import { requireMultipart } from '../../plugins/uploads';
import * as service from './communities.service';

/** The member-side communities routes (spec 001 §7 "Communities", "Joining", "Members", "Categories"); every route needs a signed-in caller. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['communities'];
  app.addHook('preHandler', app.authenticate);
  const idParams = ZCommunityIdParams;

  app.post(
    '/api/v1/community/getlist',
    {
      schema: {
        tags,
        summary: 'Communities with filters, sorted by name (spec 001 §7)',
        body: ZCommunityListBody,
        response: { 200: ZCommunityListResponse },
      },
    },
    async (request) => service.listCommunities(requestContext(request), request.body),
  );

  app.post(
    '/api/v1/community/preference',
    {
      schema: { tags, summary: 'Joined and moderated communities', response: { 200: ZCommunityPreference } },
    },
    async (request) => service.communityPreference(requestContext(request)),
  );

  app.post(
    '/api/v1/community/get-top-favorites',
    { schema: { tags, summary: 'Favourite communities', response: { 200: ZTopFavoritesResponse } } },
    async (request) => service.topFavorites(requestContext(request)),
  );

  app.get(
    '/api/v1/community/category',
    {
      schema: {
        tags,
        summary: 'Categories with subcategories',
        querystring: ZCategoriesQuery,
        response: { 200: ZCategoriesResponse },
      },
    },
    async (request) => service.listCategories(requestContext(request), request.query),
  );

  app.get(
    '/api/v1/community',
    {
      schema: {
        tags,
        summary: "Community by alias with the caller's role, status and permissions; 400 unknown alias",
        querystring: ZCommunityByAliasQuery,
        response: { 200: ZCommunityDetail },
      },
    },
    async (request) => service.communityDetail(requestContext(request), { alias: request.query.alias }),
  );

  app.get(
    '/api/v1/community/:id',
    {
      schema: {
        tags,
        summary: "Community by id with the caller's role, status and permissions",
        params: idParams,
        response: { 200: ZCommunityDetail },
      },
    },
    async (request) => service.communityDetail(requestContext(request), { id: request.params.id }),
  );

  app.get(
    '/api/v1/community/:id/about',
    { schema: { tags, summary: "'Who are we?' HTML", params: idParams, response: { 200: ZCommunityAbout } } },
    async (request) => service.communityAbout(requestContext(request), request.params.id),
  );

  app.get(
    '/api/v1/community/:id/terms',
    { schema: { tags, summary: 'Agreement HTML', params: idParams, response: { 200: ZCommunityTerms } } },
    async (request) => service.communityTerms(requestContext(request), request.params.id),
  );

  for (const [action, like] of [
    ['like', true],
    ['dislike', false],
  ] as const)
    app.post(
      `/api/v1/community/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action} a community`,
          params: idParams,
          response: { 200: ZCommunityLikeResponse },
        },
      },
      async (request) => service.setCommunityLike(requestContext(request), request.params.id, like),
    );

  for (const [action, favorite] of [
    ['add-to-favorite', true],
    ['delete-from-favorite', false],
  ] as const)
    app.post(
      `/api/v1/community/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action} (community)`,
          params: idParams,
          response: { 200: ZCommunityFavoriteResponse },
        },
      },
      async (request) => service.setCommunityFavorite(requestContext(request), request.params.id, favorite),
    );

  app.post(
    '/api/v1/community/:id/view',
    {
      schema: {
        tags,
        summary: 'Count one view',
        params: idParams,
        response: { 200: ZCommunityViewResponse },
      },
    },
    async (request) => service.viewCommunity(requestContext(request), request.params.id),
  );

  app.get(
    '/api/v1/community/:id/join/question',
    {
      schema: {
        tags,
        summary: 'Join questions',
        params: idParams,
        response: { 200: ZJoinQuestionsResponse },
      },
    },
    async (request) => service.joinQuestions(requestContext(request), request.params.id),
  );

  app.put(
    '/api/v1/community/:id/join',
    {
      schema: {
        tags,
        summary: 'Join (public, auto-join) or request to join (private) — spec 001 §4',
        params: idParams,
        body: ZJoinBody.default({ answers: [] }),
        response: { 200: ZMembershipStateResponse },
      },
    },
    async (request) => service.joinCommunity(requestContext(request), request.params.id, request.body),
  );

  app.put(
    '/api/v1/community/:id/join/question/:qid/send-files',
    {
      schema: {
        tags,
        summary: 'Upload the file answer of a join question (multipart `files`, one file)',
        params: ZJoinFilesParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZJoinFilesResponse },
      },
    },
    async (request) => {
      const { files } = await requireMultipart(request);
      return service.sendJoinFiles(requestContext(request), request.params.id, request.params.qid, files);
    },
  );

  app.put(
    '/api/v1/community/:id/join/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending join request',
        params: idParams,
        response: { 200: ZMembershipStateResponse },
      },
    },
    async (request) => service.cancelJoin(requestContext(request), request.params.id),
  );

  app.put(
    '/api/v1/community/:id/unjoin',
    {
      schema: {
        tags,
        summary: 'Leave the community',
        params: idParams,
        response: { 200: ZMembershipStateResponse },
      },
    },
    async (request) => service.leaveCommunity(requestContext(request), request.params.id),
  );

  app.get(
    '/api/v1/community/:id/member',
    {
      schema: {
        tags,
        summary: 'Joined members (403 private)',
        params: idParams,
        querystring: ZMembersQuery,
        response: { 200: ZMembersResponse },
      },
    },
    async (request) => service.listMembers(requestContext(request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/dashboard/recommended/community',
    {
      schema: {
        tags,
        summary: 'Recommended communities (not joined, most members first)',
        response: { 200: ZRecommendedCommunitiesResponse },
      },
    },
    async (request) => service.recommendedCommunities(requestContext(request)),
  );
};

/**
 * `GET /api/v1/community/files/{key}`: stored images and attachments of posts, comments and join answers.
 * Keys are unguessable and must belong to the request's tenant. Images are loaded by <img> tags, which cannot
 * send the bearer token, so this route is registered outside the authenticated plugin.
 */
export const communityFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/community/files/*',
    {
      schema: {
        tags: ['communities'],
        summary: 'A stored community file',
        params: ZCommunityFileParams,
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant?.id;
      const key = request.params['*'];
      if (!tenantId || !key) throw new AppError('NOT_FOUND', 'File not found');
      let stream;
      try {
        stream = await app.storage.read(tenantId, key);
      } catch {
        throw new AppError('NOT_FOUND', 'File not found');
      }
      const ext = extensionOf(key);
      reply.header('content-type', contentTypeOf(ext));
      reply.header('cache-control', 'private, max-age=86400');
      reply.header('x-content-type-options', 'nosniff');
      if (!INLINE_EXTENSIONS.has(ext)) reply.header('content-disposition', 'attachment');
      return reply.send(stream);
    },
  );
};

export default routes;
