/**
 * Meeting routes — spec 001 §7 "Meetings" (docs/api-meetings.md). Create and edit take multipart (cover
 * `imageFile`, asset `files`) or JSON; every other body is JSON validated by the contracts' schemas.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCommunityIdParams,
  ZCommunityMeetingsQuery,
  ZCreateMeetingFields,
  ZDashboardMeetingsQuery,
  ZExploreMeetingsBody,
  ZMeeting,
  ZMeetingAssetParams,
  ZMeetingAssetsResponse,
  ZMeetingFavoriteResponse,
  ZMeetingMembersBody,
  ZMeetingMembersResponse,
  ZMeetingParams,
  ZMeetingPreference,
  ZMeetingsResponse,
  ZOkResponse,
  ZRsvpBody,
  ZRsvpResponse,
  ZUpdateMeetingFields,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { parseOr400 } from '../../lib/validation';
import { MULTIPART_OR_JSON, readBody, readMultipart } from '../../plugins/uploads';
import * as service from './meetings.service';
import * as adminService from './meeting-admin.service';
import { routeDoc } from '../../lib/route-doc';
import { sendFile } from '../../plugins/send-file';
import { sendJsonText } from '../../lib/sql-json';

/** The meetings routes (spec 001 §7 "Meetings": lists, RSVP, favourites, admin create/edit/delete, members, assets); signed-in callers only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('meetings');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/community/:id/meeting',
    doc("A community's meetings the caller may see", {
      params: ZCommunityIdParams,
      querystring: ZCommunityMeetingsQuery,
      response: ZMeetingsResponse,
    }),
    async (request) =>
      service.listCommunityMeetings(requestContext(request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/community/meeting/preference',
    doc('Meeting preference', { response: ZMeetingPreference }),
    async (request) => service.meetingPreference(requestContext(request)),
  );

  app.post(
    '/api/v1/community/meeting',
    doc('Explore meetings with filters', { body: ZExploreMeetingsBody, response: ZMeetingsResponse }),
    async (request) => service.exploreMeetings(requestContext(request), request.body),
  );

  app.get(
    '/api/v1/dashboard/meetings',
    doc('Upcoming meetings for the dashboard', {
      querystring: ZDashboardMeetingsQuery,
      response: ZMeetingsResponse,
    }),
    async (request, reply) =>
      sendJsonText(reply, await service.dashboardMeetingsJson(requestContext(request), request.query)),
  );

  app.get(
    '/api/v1/community/:id/meeting/:mid',
    doc('A meeting', { params: ZMeetingParams, response: ZMeeting }),
    async (request) => service.getMeeting(requestContext(request), request.params.id, request.params.mid),
  );

  app.post(
    '/api/v1/community/:id/meeting/:mid',
    doc('RSVP (closed after the meeting end or the RSVP deadline)', {
      params: ZMeetingParams,
      body: ZRsvpBody,
      response: ZRsvpResponse,
    }),
    async (request) =>
      service.rsvp(requestContext(request), request.params.id, request.params.mid, request.body.status),
  );

  for (const [path, on] of [
    ['add-to-favorite', true],
    ['delete-from-favorite', false],
  ] as const) {
    app.post(
      `/api/v1/community/:id/meeting/:mid/${path}`,
      doc(on ? 'Favourite a meeting' : 'Unfavourite a meeting', {
        params: ZMeetingParams,
        response: ZMeetingFavoriteResponse,
      }),
      async (request) =>
        service.setFavorite(requestContext(request), request.params.id, request.params.mid, on),
    );
  }

  app.get(
    '/api/v1/admin/community/:id/meeting',
    doc('Every meeting of a community (meetingAll)', {
      params: ZCommunityIdParams,
      querystring: ZCommunityMeetingsQuery,
      response: ZMeetingsResponse,
    }),
    async (request) =>
      service.listCommunityMeetings(requestContext(request), request.params.id, request.query, true),
  );

  app.post(
    '/api/v1/admin/community/:id/meeting',
    doc('Create a meeting (multipart: imageFile, files ≤ 5, fields; meetingAll)', {
      params: ZCommunityIdParams,
      consumes: MULTIPART_OR_JSON,
      form: { fields: ZCreateMeetingFields, files: { imageFile: 'one', files: 'many' } },
      response: { 201: ZMeeting },
    }),
    async (request, reply) => {
      const { input, files } = await readBody(request, adminService.meetingInput);
      const fields = parseOr400(ZCreateMeetingFields, input);
      return reply
        .status(201)
        .send(await adminService.createMeeting(requestContext(request), request.params.id, fields, files));
    },
  );

  app.put(
    '/api/v1/admin/community/:id/meeting/:mid',
    doc('Edit, publish to the dashboard or notify (meetingAll)', {
      params: ZMeetingParams,
      consumes: MULTIPART_OR_JSON,
      form: { fields: ZUpdateMeetingFields, files: { imageFile: 'one', files: 'many' } },
      response: ZMeeting,
    }),
    async (request) => {
      const { input, files } = await readBody(request, adminService.meetingInput);
      const fields = parseOr400(ZUpdateMeetingFields, input);
      return adminService.updateMeeting(
        requestContext(request),
        request.params.id,
        request.params.mid,
        fields,
        files,
      );
    },
  );

  app.delete(
    '/api/v1/admin/community/:id/meeting/:mid',
    doc('Delete a meeting (meetingAll)', { params: ZMeetingParams, response: ZOkResponse }),
    async (request) =>
      adminService.deleteMeeting(requestContext(request), request.params.id, request.params.mid),
  );

  for (const [path, add] of [
    ['add-members', true],
    ['remove-members', false],
  ] as const) {
    app.put(
      `/api/v1/admin/community/:id/meeting/:mid/${path}`,
      doc(add ? 'Invite members to a private meeting' : 'Remove invited members', {
        params: ZMeetingParams,
        body: ZMeetingMembersBody,
        response: ZMeetingMembersResponse,
      }),
      async (request) =>
        adminService.setMembers(
          requestContext(request),
          request.params.id,
          request.params.mid,
          request.body.userIds,
          add,
        ),
    );
  }

  app.get(
    '/api/v1/community/:id/meeting/:mid/asset',
    doc("A meeting's assets", { params: ZMeetingParams, response: ZMeetingAssetsResponse }),
    async (request) =>
      adminService.listAssets(requestContext(request), request.params.id, request.params.mid),
  );

  app.post(
    '/api/v1/community/:id/meeting/:mid/asset',
    doc('Upload meeting assets (multipart files; ≤ 5 in all; meetingAll)', {
      params: ZMeetingParams,
      consumes: ['multipart/form-data'],
      form: { files: { files: 'many' } },
      response: ZMeetingAssetsResponse,
    }),
    async (request) => {
      const { files } = request.isMultipart() ? await readMultipart(request) : { files: [] };
      return adminService.addAssets(requestContext(request), request.params.id, request.params.mid, files);
    },
  );

  app.get(
    '/api/v1/community/:id/meeting/:mid/asset/:assetId',
    doc('Download a meeting asset', { params: ZMeetingAssetParams, file: ['application/octet-stream'] }),
    async (request, reply) => {
      const { id, mid, assetId } = request.params;
      const asset = await adminService.assetFile(requestContext(request), id, mid, assetId);
      const stream = await app.storage.read(request.tenant!.id, asset.key);
      const file = { type: 'application/octet-stream', fileName: asset.fileName, body: stream };
      return sendFile(reply, file, 'attachment');
    },
  );

  app.delete(
    '/api/v1/community/:id/meeting/:mid/asset/:assetId',
    doc('Delete a meeting asset (meetingAll)', {
      params: ZMeetingAssetParams,
      response: ZMeetingAssetsResponse,
    }),
    async (request) => {
      const { id, mid, assetId } = request.params;
      const { assets } = await adminService.deleteAsset(requestContext(request), id, mid, assetId);
      return { assets };
    },
  );
};

export default routes;
