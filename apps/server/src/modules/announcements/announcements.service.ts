/**
 * Dashboard announcements — spec 000 §7 "Engagement and announcements": the member's active announcement
 * (unless dismissed), dismissal, and the tenant's one announcement for editing (/admin/announcement).
 */
import type { TAdminAnnouncement, TAnnouncement, TUpdateAnnouncementBody } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';
import { requireAnnouncementManager } from './announcements.policy';
import { presentAdminAnnouncement, presentAnnouncement } from './announcements.presenter';
import {
  findActiveAnnouncementFor,
  findAnnouncement,
  findLatestAnnouncement,
  insertDismissal,
  listSegments,
  saveAnnouncement,
} from './announcements.repository';

/** The caller: tenant scope and the signed-in member. */
export interface AnnouncementsContext {
  scope: TenantScope;
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>;
}

/** `GET api/v1/announcements`: the member's active announcement unless dismissed (a list of 0 or 1). */
export async function activeAnnouncements(ctx: AnnouncementsContext): Promise<TAnnouncement[]> {
  const row = await findActiveAnnouncementFor(ctx.scope, ctx.actor.id);
  return row ? [presentAnnouncement(row)] : [];
}

/** `PUT api/v1/announcements/{id}/cancelled`: dismisses for the member. @throws AppError NOT_FOUND. */
export async function dismissAnnouncement(ctx: AnnouncementsContext, id: number) {
  const row = await findAnnouncement(ctx.scope, id);
  if (!row) throw new AppError('NOT_FOUND', 'Announcement not found');
  await insertDismissal(ctx.scope, row.id, ctx.actor.id);
  return { id: row.id, cancelled: true as const };
}

/** `GET api/v1/admin/announcement`: the tenant's announcement or null. @throws AppError FORBIDDEN. */
export async function announcementForEditing(ctx: AnnouncementsContext): Promise<TAdminAnnouncement | null> {
  requireAnnouncementManager(ctx.actor);
  const row = await findLatestAnnouncement(ctx.scope);
  return row ? presentAdminAnnouncement(row) : null;
}

/** `GET api/v1/admin/announcement/segments`: segments an announcement can target. @throws FORBIDDEN. */
export async function announcementSegments(ctx: AnnouncementsContext) {
  requireAnnouncementManager(ctx.actor);
  return listSegments(ctx.scope);
}

/**
 * `PUT api/v1/admin/announcement`: creates or updates the tenant's announcement.
 * @throws AppError FORBIDDEN; BAD_REQUEST for a segment of another tenant.
 */
export async function saveTenantAnnouncement(
  ctx: AnnouncementsContext,
  body: TUpdateAnnouncementBody,
): Promise<TAdminAnnouncement> {
  requireAnnouncementManager(ctx.actor);
  const known = new Set((await listSegments(ctx.scope)).map((s) => s.segmentId));
  if (body.segmentIds.some((id) => !known.has(id)))
    throw new AppError('BAD_REQUEST', 'Unknown segment', { errors: { segmentIds: ['Unknown segment'] } });
  const current = await findLatestAnnouncement(ctx.scope);
  const saved = await saveAnnouncement(ctx.scope, current?.id ?? null, { ...body, link: body.link ?? null });
  return presentAdminAnnouncement(saved);
}
