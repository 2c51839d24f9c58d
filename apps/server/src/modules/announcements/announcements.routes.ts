/**
 * Dashboard announcements — spec 000 §7 "Engagement and announcements": `GET api/v1/announcements` (the
 * member's active announcement unless dismissed, as a list of at most one) and
 * `PUT api/v1/announcements/{id}/cancelled` (dismiss). Admin (/admin/announcement, `canManageAnnouncements`):
 * `GET` and `PUT api/v1/admin/announcement`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminAnnouncement,
  ZAnnouncementCancelledResponse,
  ZAnnouncementIdParams,
  ZAnnouncementSegmentsResponse,
  ZAnnouncementsResponse,
  ZUpdateAnnouncementBody,
} from '@portal/contracts';
import { context } from '../../plugins/auth';
import {
  activeAnnouncements,
  announcementForEditing,
  announcementSegments,
  dismissAnnouncement,
  saveTenantAnnouncement,
} from './announcements.service';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('announcements');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/announcements',
    doc("The member's active announcement, unless dismissed (0 or 1 item)", {
      response: ZAnnouncementsResponse,
    }),
    async (request) => activeAnnouncements(context(request)),
  );

  app.put(
    '/api/v1/announcements/:id/cancelled',
    doc('Dismiss an announcement for the signed-in member', {
      params: ZAnnouncementIdParams,
      response: ZAnnouncementCancelledResponse,
    }),
    async (request) => dismissAnnouncement(context(request), request.params.id),
  );

  app.get(
    '/api/v1/admin/announcement',
    doc("The tenant's announcement for editing (null when none)", {
      response: ZAdminAnnouncement.nullable(),
    }),
    async (request) => announcementForEditing(context(request)),
  );

  app.get(
    '/api/v1/admin/announcement/segments',
    doc("The tenant's segments an announcement can target", { response: ZAnnouncementSegmentsResponse }),
    async (request) => announcementSegments(context(request)),
  );

  app.put(
    '/api/v1/admin/announcement',
    doc("Create or update the tenant's announcement", {
      body: ZUpdateAnnouncementBody,
      response: ZAdminAnnouncement,
    }),
    async (request) => saveTenantAnnouncement(context(request), request.body),
  );
};
export default routes;
