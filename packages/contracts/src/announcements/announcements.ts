/**
 * Dashboard announcements — spec 000 §3 (Announcement: id, title, description, link), §7 "Engagement and
 * announcements" (`GET api/v1/announcements`, `PUT api/v1/announcements/{id}/cancelled`); the admin calls
 * of spec 001 §7 "Global admin" (`api/v1/admin/announcements`), §5 Announcement, §8 messages.
 */
import { z } from 'zod';
import { ZIntId, ZIntIdParam, zRequiredText } from '../shared/input';
import { httpUrl } from '../shared/url';
import { ZSegmentRef } from '../users/users';

/** One announcement as the dashboard receives it. */
export const ZAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

/** `GET api/v1/announcements` answer: the member's active announcement, or an empty list. */
export const ZAnnouncementsResponse = z.array(ZAnnouncement);
export type TAnnouncementsResponse = z.infer<typeof ZAnnouncementsResponse>;

export const ZAnnouncementIdParams = z.object({ id: ZIntIdParam });

/** Messages of spec 001 §5 Announcement and §8 (exact wording), and our own server answers. */
export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: 'Please enter an announcement title',
  descriptionRequired: 'Please enter an announcement description',
  invalidLink: 'Please enter valid link',
  dateRangeRequired: 'Please set an announcement date range',
  fetchFailed: 'Failed to fetch announcements. Try again.',
  createFailed: 'Failed to create announcement. Try again.',
  activateFailed: 'Failed to activate announcement. Try again.',
  deleteFailed: 'Failed to delete announcement. Try again.',
  // Ours (the spec says "start not before today" without wording it).
  startInPast: 'The start date cannot be before today',
  endBeforeStart: 'The end date cannot be before the start date',
  notFound: 'Announcement not found',
  unknownSegment: 'Unknown segment',
} as const;

/** Limits: title and description lengths; the admin list's default page size (spec 001 §9: 1000). */
export const ANNOUNCEMENT_LIMITS = { titleMax: 200, descriptionMax: 2000, pageSize: 1000 } as const;

/** A calendar date `YYYY-MM-DD`. */
const ZDate = z.iso.date(ANNOUNCEMENT_MESSAGES.dateRangeRequired);

/**
 * An announcement as the admin table shows it (spec 001 §3 Announcement): plus the date range (inclusive
 * calendar dates, null for records made before ranges existed), isActive, createdAt, createdByUserId and the
 * target segments (empty = every member, spec 000 §6 segment rule).
 */
export const ZAdminAnnouncement = ZAnnouncement.extend({
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  createdByUserId: z.string().nullable(),
  segmentIds: z.array(z.number().int()),
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

/** `GET api/v1/admin/announcements?page&pageSize` (newest first). */
export const ZAdminAnnouncementsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(ANNOUNCEMENT_LIMITS.pageSize),
});
/** A page of announcements and the total. */
export const ZAdminAnnouncementsResponse = z.object({
  announcements: z.array(ZAdminAnnouncement),
  totalItemCount: z.number().int(),
});
export type TAdminAnnouncementsResponse = z.infer<typeof ZAdminAnnouncementsResponse>;

/**
 * `POST api/v1/admin/announcements` and `PUT …/{id}` body (spec 001 §5 Announcement). Saving one as active
 * deactivates the one active before (§4 "Only one may be active at a time"). An edit is shown again to
 * members who dismissed the earlier text.
 */
export const ZAnnouncementBody = z
  .object({
    title: zRequiredText(ANNOUNCEMENT_MESSAGES.titleRequired).max(ANNOUNCEMENT_LIMITS.titleMax),
    description: zRequiredText(ANNOUNCEMENT_MESSAGES.descriptionRequired).max(
      ANNOUNCEMENT_LIMITS.descriptionMax,
    ),
    link: httpUrl(ANNOUNCEMENT_MESSAGES.invalidLink)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
    startDate: ZDate,
    endDate: ZDate,
    isActive: z.boolean(),
    segmentIds: z.array(ZIntId).max(100).default([]),
  })
  .strict()
  .refine((b) => b.endDate >= b.startDate, {
    message: ANNOUNCEMENT_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type TAnnouncementBody = z.input<typeof ZAnnouncementBody>;

/** `DELETE api/v1/admin/announcements/{id}` answer. */
export const ZAnnouncementDeletedResponse = z.object({ id: z.number().int() });

/** `PUT api/v1/announcements/{id}/cancelled` answer: the dismissed announcement's id. */
export const ZAnnouncementCancelledResponse = z.object({ id: z.number().int(), cancelled: z.literal(true) });
/** `GET api/v1/admin/announcements/segments` answer: the segments an announcement can target. */
export const ZAnnouncementSegmentsResponse = z.array(ZSegmentRef);
