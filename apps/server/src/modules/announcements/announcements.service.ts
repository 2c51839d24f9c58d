/**
 * Announcements — spec 000 §7 "Engagement and announcements" (the member's active announcement unless
 * dismissed, dismissal) and spec 001 §7 "Global admin" (`GET api/v1/admin/announcements?page&pageSize`,
 * `POST`, `PUT` and `DELETE …/{id}`), §4 (only one active at a time), §5 Announcement (date range, start not
 * before today), §6 (`generalAnnouncements`, `canManageAnnouncements`).
 */
import {
  ANNOUNCEMENT_MESSAGES as M,
  type TAdminAnnouncement,
  type TAnnouncement,
  type ZAnnouncementBody,
} from '@portal/contracts';
import type { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { auditedWrite, type AuditRow } from '../../db/audit';
import type { TenantScope } from '../../db/tenant-scope';
import { announcements } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { assertCanManageAnnouncements } from './announcements.policy';
import { presentAdminAnnouncement, presentAnnouncement } from './announcements.presenter';
import {
  deleteAnnouncement,
  findActiveAnnouncementFor,
  findActiveAnnouncementJson,
  findAnnouncement,
  findAnnouncementPage,
  insertDismissal,
  listSegments,
  saveAnnouncement,
} from './announcements.repository';

/** The parsed admin body. */
type Body = z.infer<typeof ZAnnouncementBody>;

/** `GET api/v1/announcements`: the member's active announcement unless dismissed (a list of 0 or 1). */
export async function activeAnnouncements(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
): Promise<TAnnouncement[]> {
  const row = await findActiveAnnouncementFor(ctx.scope, ctx.actor.id);
  return row ? [presentAnnouncement(row)] : [];
}

/**
 * `GET api/v1/announcements` as the JSON text of `ZAnnouncementsResponse` (the answer of
 * {@link activeAnnouncements}, built by PostgreSQL in one prepared statement).
 */
export async function activeAnnouncementsJson(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<string> {
  const json = await findActiveAnnouncementJson(ctx.scope, ctx.actor.id);
  return json === null ? '[]' : `[${json}]`;
}

/** `PUT api/v1/announcements/{id}/cancelled`: dismisses for the member. @throws AppError NOT_FOUND. */
export async function dismissAnnouncement(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: number) {
  const row = await findAnnouncement(ctx.scope, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  await insertDismissal(ctx.scope, row.id, ctx.actor.id);
  return { id: row.id, cancelled: true as const };
}

/** `GET api/v1/admin/announcements?page&pageSize`: newest first. @throws AppError FORBIDDEN. */
export async function listAdminAnnouncements(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { page: number; pageSize: number },
) {
  assertCanManageAnnouncements(ctx.actor);
  const { rows, total } = await findAnnouncementPage(ctx.scope, query.page, query.pageSize);
  return { announcements: rows.map(presentAdminAnnouncement), totalItemCount: total };
}

/** `GET api/v1/admin/announcements/segments`: segments an announcement can target. @throws FORBIDDEN. */
export async function announcementSegments(ctx: Pick<RequestContext, 'scope' | 'actor'>) {
  assertCanManageAnnouncements(ctx.actor);
  return listSegments(ctx.scope);
}

/** Today as `YYYY-MM-DD` (UTC; the tenants' time zones are ahead of UTC, so never later than their today). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** @throws AppError 400 for a segment of another tenant, or a new start date before today. */
async function validate(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  body: Body,
  previousStart: string | null,
) {
  const known = new Set((await listSegments(ctx.scope)).map((s) => s.segmentId));
  if (body.segmentIds.some((id) => !known.has(id)))
    throw new AppError('BAD_REQUEST', M.unknownSegment, { errors: { segmentIds: [M.unknownSegment] } });
  if (body.startDate !== previousStart && body.startDate < todayUtc())
    throw new AppError('BAD_REQUEST', M.startInPast, { errors: { startDate: [M.startInPast] } });
}

/** Context of the admin writes: they record themselves in their transaction (issue 39 point 3). */
type WriteContext = Pick<RequestContext, 'scope' | 'actor' | 'audit'>;

/**
 * What the audit record compares (before and after the write): the announcement row `id` (none for `null`,
 * before a create) and `activeAnnouncementIds`, the tenant's active ones — an active one deactivates the others.
 */
async function announcementState(scope: TenantScope, id: number | null): Promise<AuditRow> {
  const active = await scope.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.isActive, true))
    .orderBy(asc(announcements.id));
  const [row] =
    id === null ? [] : await scope.db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  return { ...row, activeAnnouncementIds: active.map((a) => a.id) };
}

/**
 * `POST api/v1/admin/announcements`: creates; an active one deactivates the others. Recorded in its
 * transaction with the created row as `after` values (target: the new id). @throws 403, 400.
 */
export async function createAnnouncement(ctx: WriteContext, body: Body): Promise<TAdminAnnouncement> {
  return auditedWrite(
    ctx,
    {
      targetId: (result) => String(result.id),
      load: (scope, result) => announcementState(scope, result ? result.id : null),
    },
    async (ctx) => {
      assertCanManageAnnouncements(ctx.actor);
      await validate(ctx, body, null);
      const saved = await saveAnnouncement(ctx.scope, null, body, ctx.actor.id);
      return presentAdminAnnouncement(saved!);
    },
  );
}

/**
 * `PUT api/v1/admin/announcements/{id}`: replaces the fields (activating or deactivating included); an active
 * one deactivates the others; members who dismissed it see it again. Recorded in its transaction with the
 * changed fields before and after. @throws 403, 404, 400.
 */
export async function updateAnnouncement(
  ctx: WriteContext,
  id: number,
  body: Body,
): Promise<TAdminAnnouncement> {
  return auditedWrite(ctx, { load: (scope) => announcementState(scope, id) }, async (ctx) => {
    assertCanManageAnnouncements(ctx.actor);
    const current = await findAnnouncement(ctx.scope, id);
    if (!current) throw new AppError('NOT_FOUND', M.notFound);
    await validate(ctx, body, current.startDate);
    const saved = await saveAnnouncement(ctx.scope, id, body, ctx.actor.id);
    if (!saved) throw new AppError('NOT_FOUND', M.notFound);
    return presentAdminAnnouncement(saved);
  });
}

/**
 * `DELETE api/v1/admin/announcements/{id}`. Recorded in its transaction with the removed row as `before`
 * values. @throws 403, 404.
 */
export async function removeAnnouncement(ctx: WriteContext, id: number) {
  return auditedWrite(ctx, { load: (scope) => announcementState(scope, id) }, async (ctx) => {
    assertCanManageAnnouncements(ctx.actor);
    if (!(await deleteAnnouncement(ctx.scope, id))) throw new AppError('NOT_FOUND', M.notFound);
    return { id };
  });
}
