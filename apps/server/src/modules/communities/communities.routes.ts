/**
 * Community routes, member side — spec 001 §7 "Communities", "Joining", "Members", "Categories"
 * (docs/api-communities.md). Every route needs a signed-in user of the request's tenant.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCategoriesQuery,
  ZCategoriesResponse,
  ZCommunityAbout,
  ZCommunityByAliasQuery,
  ZCommunityDetail,
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
import type { FastifyRequest } from 'fastify';
import { context } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import * as service from './communities.service';
import { readMultipart } from './uploads';

/** The service context of a request. */
export function communityContext(request: FastifyRequest): service.CommunityContext {
  const { scope, actor } = context(request);
  return { scope, actor, events: request.server.communityEvents, storage: request.server.storage };
}

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
    async (request) => service.listCommunities(communityContext(request), request.body),
  );

  app.post(
    '/api/v1/community/preference',
    {
      schema: { tags, summary: 'Joined and moderated communities', response: { 200: ZCommunityPreference } },
    },
    async (request) => service.communityPreference(communityContext(request)),
  );

  app.post(
    '/api/v1/community/get-top-favorites',
    { schema: { tags, summary: 'Favourite communities', response: { 200: ZTopFavoritesResponse } } },
    async (request) => service.topFavorites(communityContext(request)),
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
    async (request) => service.listCategories(communityContext(request), request.query),
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
    async (request) => service.communityDetail(communityContext(request), { alias: request.query.alias }),
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
    async (request) => service.communityDetail(communityContext(request), { id: request.params.id }),
  );

  app.get(
    '/api/v1/community/:id/about',
    { schema: { tags, summary: "'Who are we?' HTML", params: idParams, response: { 200: ZCommunityAbout } } },
    async (request) => service.communityAbout(communityContext(request), request.params.id),
  );

  app.get(
    '/api/v1/community/:id/terms',
    { schema: { tags, summary: 'Agreement HTML', params: idParams, response: { 200: ZCommunityTerms } } },
    async (request) => service.communityTerms(communityContext(request), request.params.id),
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
      async (request) => service.setCommunityLike(communityContext(request), request.params.id, like),
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
      async (request) => service.setCommunityFavorite(communityContext(request), request.params.id, favorite),
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
    async (request) => service.viewCommunity(communityContext(request), request.params.id),
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
    async (request) => service.joinQuestions(communityContext(request), request.params.id),
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
    async (request) => service.joinCommunity(communityContext(request), request.params.id, request.body),
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
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Expected multipart/form-data');
      const { files } = await readMultipart(request);
      return service.sendJoinFiles(communityContext(request), request.params.id, request.params.qid, files);
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
    async (request) => service.cancelJoin(communityContext(request), request.params.id),
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
    async (request) => service.leaveCommunity(communityContext(request), request.params.id),
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
    async (request) => service.listMembers(communityContext(request), request.params.id, request.query),
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
    async (request) => service.recommendedCommunities(communityContext(request)),
  );
};

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
};
const MIME_INLINE = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf']);

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
        params: z.object({ '*': z.string().max(300) }),
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
      const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      reply.header('content-type', MIME[ext] ?? 'application/octet-stream');
      reply.header('cache-control', 'private, max-age=86400');
      reply.header('x-content-type-options', 'nosniff');
      if (!MIME_INLINE.has(ext)) reply.header('content-disposition', 'attachment');
      return reply.send(stream);
    },
  );
};

export default routes;
