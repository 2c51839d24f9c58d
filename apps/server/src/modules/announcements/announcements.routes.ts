/**
 * Dashboard announcements — spec 000 §7 "Engagement and announcements": `GET api/v1/announcements` (the
 * member's active announcement unless dismissed, as a list of at most one) and
 * `PUT api/v1/announcements/{id}/cancelled` (dismiss). Admin (/admin/announcement, generalAnnouncements):
 * `GET` and `PUT api/v1/admin/announcement`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminAnnouncement,
  ZAnnouncementIdParams,
  ZAnnouncementsResponse,
  ZSegmentRef,
  ZUpdateAnnouncementBody,
  type TAdminAnnouncement,
} from '@portal/contracts';
import { context } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';
import {
  findActiveAnnouncementFor,
  findAnnouncement,
  findLatestAnnouncement,
  insertDismissal,
  listSegments,
  saveAnnouncement,
  type AnnouncementRow,
} from './announcements.repository';

const present = (row: AnnouncementRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  link: row.link,
});
const presentAdmin = (row: AnnouncementRow): TAdminAnnouncement => ({
  ...present(row),
  isActive: row.isActive,
  segmentIds: row.segmentIds,
});

/** Editing announcements: global Admin, or the generalAnnouncements flag (spec 000 §6). */
export function canManageAnnouncements(actor: Actor): boolean {
  return actor.role === 1 || actor.permissions.generalAnnouncements === true;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['announcements'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/announcements',
    {
      schema: {
        tags,
        summary: "The member's active announcement, unless dismissed (0 or 1 item)",
        response: { 200: ZAnnouncementsResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      const row = await findActiveAnnouncementFor(scope, actor.id);
      return row ? [present(row)] : [];
    },
  );

  app.put(
    '/api/v1/announcements/:id/cancelled',
    {
      schema: {
        tags,
        summary: 'Dismiss an announcement for the signed-in member',
        params: ZAnnouncementIdParams,
        response: { 200: z.object({ id: z.number().int(), cancelled: z.literal(true) }) },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      const row = await findAnnouncement(scope, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Announcement not found');
      await insertDismissal(scope, row.id, actor.id);
      return { id: row.id, cancelled: true as const };
    },
  );

  app.get(
    '/api/v1/admin/announcement',
    {
      schema: {
        tags,
        summary: "The tenant's announcement for editing (null when none)",
        response: { 200: ZAdminAnnouncement.nullable() },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      if (!canManageAnnouncements(actor)) throw new AppError('FORBIDDEN', 'Forbidden');
      const row = await findLatestAnnouncement(scope);
      return row ? presentAdmin(row) : null;
    },
  );

  app.get(
    '/api/v1/admin/announcement/segments',
    {
      schema: {
        tags,
        summary: "The tenant's segments an announcement can target",
        response: { 200: z.array(ZSegmentRef) },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      if (!canManageAnnouncements(actor)) throw new AppError('FORBIDDEN', 'Forbidden');
      return listSegments(scope);
    },
  );

  app.put(
    '/api/v1/admin/announcement',
    {
      schema: {
        tags,
        summary: "Create or update the tenant's announcement",
        body: ZUpdateAnnouncementBody,
        response: { 200: ZAdminAnnouncement },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      if (!canManageAnnouncements(actor)) throw new AppError('FORBIDDEN', 'Forbidden');
      const known = new Set((await listSegments(scope)).map((s) => s.segmentId));
      const unknown = request.body.segmentIds.filter((id) => !known.has(id));
      if (unknown.length)
        throw new AppError('BAD_REQUEST', 'Unknown segment', { errors: { segmentIds: ['Unknown segment'] } });
      const current = await findLatestAnnouncement(scope);
      const saved = await saveAnnouncement(scope, current?.id ?? null, {
        ...request.body,
        link: request.body.link ?? null,
      });
      return presentAdmin(saved);
    },
  );
};
export default routes;
