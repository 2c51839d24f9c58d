/**
 * Interests and preferences — spec 000 §3 Segment, §6 ("Content is filtered by the user's segments"), §7;
 * 002 §2, §4 (added/removed, list reloads), §7. A member adds and removes their own interests, practice areas,
 * funding schemes and communication preferences; `membership` segments belong to the association and are
 * never changed here. The rows written are the ones `modules/content/content.visibility.ts` reads, so adding
 * an interest makes that segment's news and resources appear, removing it hides them.
 */
import {
  MEMBER_SEGMENT_TYPES,
  SEGMENT_MESSAGES,
  type TMemberSegmentType,
  type TSegmentList,
  type TSegmentMap,
  type TUserSegment,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import * as repository from './segments.repository';

const notFound = () => new AppError('NOT_FOUND', SEGMENT_MESSAGES.notFound);
const isMemberType = (type: string): type is TMemberSegmentType =>
  (MEMBER_SEGMENT_TYPES as readonly string[]).includes(type);

/** id → name of the tenant's segments of `types` (spec 000 §3 "full lists arrive as id-to-name maps"). */
async function segmentMap(
  ctx: Pick<RequestContext, 'scope'>,
  types: readonly string[],
): Promise<TSegmentMap> {
  const rows = await repository.listSegments(ctx.scope, types);
  return Object.fromEntries(rows.map((row) => [String(row.id), row.name]));
}

/** `GET /api/segment/all`: every segment a member can choose, or those of one type. */
export function allSegments(ctx: Pick<RequestContext, 'scope'>, type?: TMemberSegmentType) {
  return segmentMap(ctx, type ? [type] : MEMBER_SEGMENT_TYPES);
}

/** `GET api/segment/interests`: the tenant's interests, id → name. */
export function interestSegments(ctx: Pick<RequestContext, 'scope'>) {
  return segmentMap(ctx, ['interest']);
}

/** The member's segments of one type (`GET api/user/segment/interests`, `/commprefs`, `/{segmentType}`). */
export function memberSegmentsOf(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  type: TMemberSegmentType,
): Promise<TSegmentList> {
  return repository.memberSegments(ctx.scope, ctx.actor.id, [type]);
}

/**
 * The tenant's segments with these ids, all of a type a member may choose (and of `only` when given).
 * @throws AppError 404 'Segment not found' for an unknown, another tenant's or a membership segment.
 */
async function choosable(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  ids: readonly number[],
  only?: TMemberSegmentType,
) {
  const rows = await repository.findSegments(ctx.scope, ids);
  if (
    rows.length !== ids.length ||
    rows.some((row) => !isMemberType(row.type) || (only && row.type !== only))
  )
    throw notFound();
  return rows;
}

/**
 * Whether every id is one of the tenant's segments a member may choose — the segments a community can be
 * offered to (spec 001 §3 Community segmentIds, §7 `GET /api/segment/all`). An empty list is true.
 */
export async function areChoosableSegments(
  ctx: Pick<RequestContext, 'scope'>,
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return true;
  const unique = [...new Set(ids)];
  const rows = await repository.findSegments(ctx.scope, unique);
  return rows.length === unique.length && rows.every((row) => isMemberType(row.type));
}

/** `POST api/user/segment/interests`: adds interests. @returns the member's interests. @throws 404. */
export async function addInterests(ctx: Pick<RequestContext, 'scope' | 'actor'>, ids: readonly number[]) {
  await choosable(ctx, ids, 'interest');
  await repository.addMemberSegments(ctx.scope, ctx.actor.id, ids);
  return memberSegmentsOf(ctx, 'interest');
}

/** `DELETE api/user/segment/interests`: removes interests. @returns the member's interests. @throws 404. */
export async function removeInterests(ctx: Pick<RequestContext, 'scope' | 'actor'>, ids: readonly number[]) {
  await choosable(ctx, ids, 'interest');
  await repository.removeMemberSegments(ctx.scope, ctx.actor.id, ids);
  return memberSegmentsOf(ctx, 'interest');
}

/** `GET api/user/segment/{id}`: the segment and whether the member has it. @throws 404. */
export async function memberSegment(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: number,
): Promise<TUserSegment> {
  const [row] = await choosable(ctx, [id]);
  return {
    segmentId: row!.id,
    segmentName: row!.name,
    segmentType: row!.type,
    selected: await repository.hasSegment(ctx.scope, ctx.actor.id, id),
  };
}

/**
 * `POST` / `DELETE api/user/segment/{id}`: adds or removes one segment of any type a member chooses (interests
 * and communication preferences share these calls, 000 §7). @returns the member's segments of that type.
 * @throws 404 'Segment not found'.
 */
export async function toggleSegment(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: number,
  add: boolean,
): Promise<TSegmentList> {
  const [row] = await choosable(ctx, [id]);
  if (add) await repository.addMemberSegments(ctx.scope, ctx.actor.id, [id]);
  else await repository.removeMemberSegments(ctx.scope, ctx.actor.id, [id]);
  return memberSegmentsOf(ctx, row!.type as TMemberSegmentType);
}

/** The tenant's segments of one type with their names (for lists built elsewhere, e.g. areas of expertise). */
export function segmentsOfType(
  ctx: Pick<RequestContext, 'scope'>,
  type: TMemberSegmentType,
): Promise<repository.SegmentRow[]> {
  return repository.listSegments(ctx.scope, [type]);
}

/** The ids of a member's segments of one type, ascending. */
export async function memberSegmentIds(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string,
  type: TMemberSegmentType,
): Promise<number[]> {
  const held = await repository.memberSegments(ctx.scope, userId, [type]);
  return held.map((row) => row.segmentId).sort((a, b) => a - b);
}

/**
 * Makes a member's segments of `type` exactly `ids` (adds the new, removes the unticked; other types untouched).
 * @throws AppError BAD_REQUEST `message` on `field` when an id is not a segment of that type of the tenant.
 */
export async function replaceMemberSegments(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string,
  type: TMemberSegmentType,
  ids: readonly number[],
  error: { field: string; message: string },
): Promise<void> {
  const allowed = new Set((await repository.listSegments(ctx.scope, [type])).map((r) => r.id));
  const chosen = [...new Set(ids)];
  if (chosen.some((id) => !allowed.has(id)))
    throw new AppError('BAD_REQUEST', error.message, { errors: { [error.field]: [error.message] } });
  const held = await memberSegmentIds(ctx, userId, type);
  await repository.removeMemberSegments(
    ctx.scope,
    userId,
    held.filter((id) => !chosen.includes(id)),
  );
  await repository.addMemberSegments(
    ctx.scope,
    userId,
    chosen.filter((id) => !held.includes(id)),
  );
}
