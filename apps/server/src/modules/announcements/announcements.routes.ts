/**
 * Dashboard announcements — spec 000 §7 "Engagement and announcements": `GET api/v1/announcements` (the
 * member's active announcement unless dismissed, as a list of at most one) and
 * `PUT api/v1/announcements/{id}/cancelled` (dismiss). Admin (spec 001 §7 "Global admin",
 * `canManageAnnouncements`): `GET` and `POST api/v1/admin/announcements`, `PUT` and `DELETE …/{id}`, and the
 * segments an announcement can target.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminAnnouncement,
  ZAdminAnnouncementsQuery,
  ZAdminAnnouncementsResponse,
  ZAnnouncementBody,
  ZAnnouncementCancelledResponse,
  ZAnnouncementDeletedResponse,
  ZAnnouncementIdParams,
  ZAnnouncementSegmentsResponse,
  ZAnnouncementsResponse,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import {
  activeAnnouncementsJson,
  announcementSegments,
  createAnnouncement,
  dismissAnnouncement,
  listAdminAnnouncements,
  removeAnnouncement,
  updateAnnouncement,
} from './announcements.service';
import { routeDoc } from '../../lib/route-doc';
import { sendJsonText } from '../../lib/sql-json';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('announcements');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/announcements',
    doc("The member's active announcement, unless dismissed (0 or 1 item)", {
      response: ZAnnouncementsResponse,
    }),
    async (request, reply) => sendJsonText(reply, await activeAnnouncementsJson(requestContext(request))),
  );

  app.put(
    '/api/v1/announcements/:id/cancelled',
    doc('Dismiss an announcement for the signed-in member', {
      params: ZAnnouncementIdParams,
      response: ZAnnouncementCancelledResponse,
    }),
    async (request) => dismissAnnouncement(requestContext(request), request.params.id),
  );

  app.get(
    '/api/v1/admin/announcements',
    doc('Announcements, newest first (generalAnnouncements)', {
      querystring: ZAdminAnnouncementsQuery,
      response: ZAdminAnnouncementsResponse,
    }),
    async (request) => listAdminAnnouncements(requestContext(request), request.query),
  );
  app.get(
    '/api/v1/admin/announcements/segments',
    doc("The tenant's segments an announcement can target", { response: ZAnnouncementSegmentsResponse }),
    async (request) => announcementSegments(requestContext(request)),
  );
  app.post(
    '/api/v1/admin/announcements',
    doc('Create an announcement; an active one deactivates the others', {
      body: ZAnnouncementBody,
      response: { 201: ZAdminAnnouncement },
    }),
    async (request, reply) =>
      reply.code(201).send(await createAnnouncement(requestContext(request), request.body)),
  );
  app.put(
    '/api/v1/admin/announcements/:id',
    doc('Edit, activate or deactivate an announcement', {
      params: ZAnnouncementIdParams,
      body: ZAnnouncementBody,
      response: ZAdminAnnouncement,
    }),
    async (request) => updateAnnouncement(requestContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/v1/admin/announcements/:id',
    doc('Delete an announcement', { params: ZAnnouncementIdParams, response: ZAnnouncementDeletedResponse }),
    async (request) => removeAnnouncement(requestContext(request), request.params.id),
  );
};

export default routes;
