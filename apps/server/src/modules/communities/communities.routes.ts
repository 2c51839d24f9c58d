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
import * as join from './community-join.service';
import { routeDoc } from '../../lib/route-doc';
import { sendFile } from '../../plugins/send-file';

/** The member-side communities routes (spec 001 §7 "Communities", "Joining", "Members", "Categories"); every route needs a signed-in caller. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('communities');
  app.addHook('preHandler', app.authenticate);
  const idParams = ZCommunityIdParams;

  app.post(
    '/api/v1/community/getlist',
    doc('Communities with filters, sorted by name (spec 001 §7)', {
      body: ZCommunityListBody,
      response: ZCommunityListResponse,
    }),
    async (request) => service.listCommunities(requestContext(request), request.body),
  );

  app.post(
    '/api/v1/community/preference',
    doc('Joined and moderated communities', { response: ZCommunityPreference }),
    async (request) => service.communityPreference(requestContext(request)),
  );

  app.post(
    '/api/v1/community/get-top-favorites',
    doc('Favourite communities', { response: ZTopFavoritesResponse }),
    async (request) => service.topFavorites(requestContext(request)),
  );

  app.get(
    '/api/v1/community/category',
    doc('Categories with subcategories', { querystring: ZCategoriesQuery, response: ZCategoriesResponse }),
    async (request) => service.listCategories(requestContext(request), request.query),
  );

  app.get(
    '/api/v1/community',
    doc("Community by alias with the caller's role, status and permissions; 400 unknown alias", {
      querystring: ZCommunityByAliasQuery,
      response: ZCommunityDetail,
    }),
    async (request) => service.communityDetail(requestContext(request), { alias: request.query.alias }),
  );

  app.get(
    '/api/v1/community/:id',
    doc("Community by id with the caller's role, status and permissions", {
      params: idParams,
      response: ZCommunityDetail,
    }),
    async (request) => service.communityDetail(requestContext(request), { id: request.params.id }),
  );

  app.get(
    '/api/v1/community/:id/about',
    doc("'Who are we?' HTML", { params: idParams, response: ZCommunityAbout }),
    async (request) => service.communityAbout(requestContext(request), request.params.id),
  );

  app.get(
    '/api/v1/community/:id/terms',
    doc('Agreement HTML', { params: idParams, response: ZCommunityTerms }),
    async (request) => service.communityTerms(requestContext(request), request.params.id),
  );

  for (const [action, like] of [
    ['like', true],
    ['dislike', false],
  ] as const)
    app.post(
      `/api/v1/community/:id/${action}`,
      doc(`${action} a community`, { params: idParams, response: ZCommunityLikeResponse }),
      async (request) => service.setCommunityLike(requestContext(request), request.params.id, like),
    );

  for (const [action, favorite] of [
    ['add-to-favorite', true],
    ['delete-from-favorite', false],
  ] as const)
    app.post(
      `/api/v1/community/:id/${action}`,
      doc(`${action} (community)`, { params: idParams, response: ZCommunityFavoriteResponse }),
      async (request) => service.setCommunityFavorite(requestContext(request), request.params.id, favorite),
    );

  app.post(
    '/api/v1/community/:id/view',
    doc('Count one view', { params: idParams, response: ZCommunityViewResponse }),
    async (request) => service.viewCommunity(requestContext(request), request.params.id),
  );

  app.get(
    '/api/v1/community/:id/join/question',
    doc('Join questions', { params: idParams, response: ZJoinQuestionsResponse }),
    async (request) => join.joinQuestions(requestContext(request), request.params.id),
  );

  app.put(
    '/api/v1/community/:id/join',
    doc('Join (public, auto-join) or request to join (private) — spec 001 §4', {
      params: idParams,
      body: ZJoinBody.default({ answers: [] }),
      response: ZMembershipStateResponse,
    }),
    async (request) => join.joinCommunity(requestContext(request), request.params.id, request.body),
  );

  app.put(
    '/api/v1/community/:id/join/question/:qid/send-files',
    doc('Upload the file answer of a join question (multipart `files`, one file)', {
      params: ZJoinFilesParams,
      consumes: ['multipart/form-data'],
      form: { files: { files: 'one' }, required: ['files'] },
      response: ZJoinFilesResponse,
    }),
    async (request) => {
      const { files } = await requireMultipart(request);
      return join.sendJoinFiles(requestContext(request), request.params.id, request.params.qid, files);
    },
  );

  app.put(
    '/api/v1/community/:id/join/cancel',
    doc('Cancel a pending join request', { params: idParams, response: ZMembershipStateResponse }),
    async (request) => join.cancelJoin(requestContext(request), request.params.id),
  );

  app.put(
    '/api/v1/community/:id/unjoin',
    doc('Leave the community', { params: idParams, response: ZMembershipStateResponse }),
    async (request) => join.leaveCommunity(requestContext(request), request.params.id),
  );

  app.get(
    '/api/v1/community/:id/member',
    doc('Joined members (403 private)', {
      params: idParams,
      querystring: ZMembersQuery,
      response: ZMembersResponse,
    }),
    async (request) => service.listMembers(requestContext(request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/dashboard/recommended/community',
    doc('Recommended communities (not joined, most members first)', {
      response: ZRecommendedCommunitiesResponse,
    }),
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
    routeDoc('communities')('A stored community file', {
      params: ZCommunityFileParams,
      access: 'public',
      file: ['application/octet-stream'],
    }),
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
      return sendFile(
        reply,
        { type: contentTypeOf(ext), body: stream },
        {
          disposition: INLINE_EXTENSIONS.has(ext) ? 'inline' : 'attachment',
          cacheControl: 'private, max-age=86400',
        },
      );
    },
  );
};

export default routes;
