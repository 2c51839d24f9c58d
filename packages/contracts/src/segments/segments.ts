/**
 * Segments: interests, practice areas, funding schemes and communication preferences — spec 000 §3 Segment
 * (segmentId, segmentName; full lists as id-to-name maps), §6 ("Content is filtered by the user's segments"),
 * §7 "Account and profile"; 002 §2 Interests and preferences, §4, §7. A member's segments are the ones the
 * content service filters news and resources by.
 */
import { z } from 'zod';
import { ZIntId } from '../shared/input';
import { ZSegmentRef } from '../users/users';

export { ZSegmentRef, type TSegmentRef } from '../users/users';

/** Segment types stored on the server. `membership` segments are set by the association, never by members. */
export const SEGMENT_TYPES = [
  'interest',
  'commpref',
  'areaofpractices',
  'fundingscheme',
  'membership',
] as const;
export type TSegmentType = (typeof SEGMENT_TYPES)[number];
/** Types a member adds and removes themselves (002 §2 Interests and preferences). */
export const MEMBER_SEGMENT_TYPES = ['interest', 'commpref', 'areaofpractices', 'fundingscheme'] as const;
export type TMemberSegmentType = (typeof MEMBER_SEGMENT_TYPES)[number];

/** The `{segmentType}` of `GET /api/user/segment/{segmentType}` (spec 000 §7: areaofpractices, fundingscheme). */
export const USER_SEGMENT_PATH_TYPES = ['areaofpractices', 'fundingscheme'] as const;

/** Full segment lists: id → name (spec 000 §3 "full lists arrive as id-to-name maps"). */
export const ZSegmentMap = z.record(z.string(), z.string());
export type TSegmentMap = z.infer<typeof ZSegmentMap>;

/** The member's segments of one kind: `{ segmentId, segmentName }[]`, by name. */
export const ZSegmentList = z.array(ZSegmentRef);
export type TSegmentList = z.infer<typeof ZSegmentList>;

/** `GET /api/segment/all` query: optional type (default: every type a member can choose). */
export const ZSegmentAllQuery = z.object({ type: z.enum(MEMBER_SEGMENT_TYPES).optional() });

/** `POST`/`DELETE api/user/segment/interests` body: one interest (`segmentId`) or several (`segmentIds`). */
export const ZSegmentIdsBody = z
  .object({ segmentId: ZIntId.optional(), segmentIds: z.array(ZIntId).min(1).max(100).optional() })
  .strict()
  .refine((body) => body.segmentId !== undefined || body.segmentIds !== undefined, {
    message: 'Choose a segment',
    path: ['segmentId'],
  });
export type TSegmentIdsBody = z.infer<typeof ZSegmentIdsBody>;

/** The ids of a {@link TSegmentIdsBody}, each once. */
export function segmentIdsOf(body: TSegmentIdsBody): number[] {
  return [
    ...new Set([...(body.segmentIds ?? []), ...(body.segmentId !== undefined ? [body.segmentId] : [])]),
  ];
}

/** `GET api/user/segment/{id}` answer: the segment and whether the member has it. */
export const ZUserSegment = ZSegmentRef.extend({ segmentType: z.string(), selected: z.boolean() });
export type TUserSegment = z.infer<typeof ZUserSegment>;

/** Path of the segment calls taking a key: a numeric id, `interests`, `commprefs` or a segment type. */
export const ZUserSegmentKeyParams = z.object({
  key: z.union([
    z.enum(['interests', 'commprefs', ...USER_SEGMENT_PATH_TYPES]),
    z.coerce.number().int().min(1).max(2_147_483_647),
  ]),
});

/** Messages of the preference screens (002 §8: load failures are only logged; these are ours). */
export const SEGMENT_MESSAGES = {
  notFound: 'Segment not found',
  added: 'Added',
  removed: 'Removed',
  failed: 'Something went wrong. Try again.',
} as const;
