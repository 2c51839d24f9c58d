/**
 * Community administration routes — spec 001 §7 (docs/api-communities.md "Administration"): create a
 * community, the alias check, the admin members table, approve / change role / remove / add members, and
 * the user search of the member picker. Every route needs a signed-in user; the service checks §6.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAboutBody,
  ZAccountBatchBody,
  ZAccountBatchResponse,
  ZAccountIdParams,
  ZAccountSummary,
  ZAdminCommunityQuery,
  ZAdminCommunityResponse,
  ZAboutResponse,
  ZAccountSearchBody,
  ZAccountSearchResponse,
  ZAddMembersBody,
  ZAddMembersResponse,
  ZAdminMembersBody,
  ZAdminMembersResponse,
  ZAliasExistsQuery,
  ZAliasExistsResponse,
  ZCommunityChangeResponse,
  ZCommunityForm,
  ZCommunityIdParams,
  ZCommunityMemberParams,
  ZCreateCommunityResponse,
  ZMemberChangeResponse,
  ZMemberUpdateBody,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { requireMultipart } from '../../plugins/uploads';
import * as admin from './community-admin.service';
import * as edit from './community-edit';
import { routeDoc } from '../../lib/route-doc';

/** The community administration routes (spec 001 §7 admin calls, §6 rules); every route needs a signed-in caller. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('community administration');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/admin/community',
    doc(
      'The communities the caller administers, 10 per page, or the one with id (admin-area access) — spec 001 §7',
      {
        querystring: ZAdminCommunityQuery,
        response: ZAdminCommunityResponse,
      },
    ),
    async (request) => admin.adminCommunities(requestContext(request), request.query),
  );

  app.post(
    '/api/v1/admin/community',
    doc('Create a community (Admin only; multipart with imageFile) — spec 001 §5 Community form', {
      consumes: ['multipart/form-data'],
      form: { fields: ZCommunityForm, files: { imageFile: 'one' } },
      response: { 201: ZCreateCommunityResponse },
    }),
    async (request, reply) => {
      const created = await admin.createCommunity(requestContext(request), await requireMultipart(request));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/v1/admin/community/:id',
    doc('Edit (Community form) or archive / unarchive a community (multipart; admins) — spec 001 §5', {
      params: ZCommunityIdParams,
      consumes: ['multipart/form-data'],
      form: { fields: ZCommunityForm, files: { imageFile: 'one' } },
      response: ZCommunityChangeResponse,
    }),
    async (request) =>
      edit.updateCommunity(requestContext(request), request.params.id, await requireMultipart(request)),
  );

  app.delete(
    '/api/v1/admin/community/:id',
    doc('Delete a community (marked deleted; Admin only)', {
      params: ZCommunityIdParams,
      response: ZCommunityChangeResponse,
    }),
    async (request) => edit.deleteCommunity(requestContext(request), request.params.id),
  );

  app.put(
    '/api/v1/admin/community/:id/about',
    doc("Save the 'Who are we?' text (sanitised HTML)", {
      params: ZCommunityIdParams,
      body: ZAboutBody,
      response: ZAboutResponse,
    }),
    async (request) => edit.saveAbout(requestContext(request), request.params.id, request.body.about),
  );

  app.get(
    '/api/v1/admin/community/exists-by-alias',
    doc('Is this alias taken? (case-insensitive)', {
      querystring: ZAliasExistsQuery,
      response: ZAliasExistsResponse,
    }),
    async (request) => admin.aliasExists(requestContext(request), request.query.alias),
  );

  app.post(
    '/api/v1/admin/community/:id/getlist',
    doc('Admin members table: Awaiting and Joined (or the given statuses), 10 per page', {
      params: ZCommunityIdParams,
      body: ZAdminMembersBody,
      response: ZAdminMembersResponse,
    }),
    async (request) => admin.adminListMembers(requestContext(request), request.params.id, request.body),
  );

  app.put(
    '/api/v1/admin/community/:id/member/:userId',
    doc("Change a member's role, approve a request or return a removed member ({ status: 'Joined' })", {
      params: ZCommunityMemberParams,
      body: ZMemberUpdateBody,
      response: ZMemberChangeResponse,
    }),
    async (request) =>
      admin.updateMember(requestContext(request), request.params.id, request.params.userId, request.body),
  );

  app.delete(
    '/api/v1/admin/community/:id/member/:userId',
    doc('Remove a member (status Removed) or decline a pending request', {
      params: ZCommunityMemberParams,
      response: ZMemberChangeResponse,
    }),
    async (request) => admin.removeMember(requestContext(request), request.params.id, request.params.userId),
  );

  app.post(
    '/api/v1/admin/community/:id/member',
    doc('Add members (communityAddMember)', {
      params: ZCommunityIdParams,
      body: ZAddMembersBody,
      response: ZAddMembersResponse,
    }),
    async (request) => admin.addMembers(requestContext(request), request.params.id, request.body.userIds),
  );

  app.post(
    '/api/v1/account/search',
    doc('User search of the member picker (keyword ≥ 3 characters)', {
      body: ZAccountSearchBody,
      response: ZAccountSearchResponse,
    }),
    async (request) => admin.searchAccounts(requestContext(request), request.body),
  );

  app.get(
    '/api/v1/account/:id',
    doc('One user of the tenant by id (admin-area access) — spec 001 §7 Users', {
      params: ZAccountIdParams,
      response: ZAccountSummary,
    }),
    async (request) => admin.accountById(requestContext(request), request.params.id),
  );

  app.post(
    '/api/v1/account/batch',
    doc('Users by ids, 100 per page by first name (admin-area access) — spec 000 §7, 001 §7 Users', {
      body: ZAccountBatchBody,
      response: ZAccountBatchResponse,
    }),
    async (request) => admin.accountBatch(requestContext(request), request.body),
  );
};

export default routes;
