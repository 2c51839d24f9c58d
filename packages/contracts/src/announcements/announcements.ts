/**
 * Dashboard announcements — spec 000 §3 (Announcement: id, title, description, link), §7 "Engagement and
 * announcements" (`GET api/v1/announcements`, `PUT api/v1/announcements/{id}/cancelled`), /admin/announcement.
 */
import { z } from 'zod';
import { ZIntId, ZIntIdParam } from '../shared/input';
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

/** The admin view and edit body of the tenant's announcement (/admin/announcement). */
export const ZAdminAnnouncement = ZAnnouncement.extend({
  isActive: z.boolean(),
  /** Segment ids the announcement is for; empty means every member (spec 000 §6 segment rule). */
  segmentIds: z.array(z.number().int()),
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

/** `PUT api/v1/admin/announcement` body. A changed announcement is shown again to members who dismissed it. */
export const ZUpdateAnnouncementBody = z
  .object({
    title: z.string().trim().min(1, 'Please enter a title').max(200),
    description: z.string().trim().min(1, 'Please enter a description').max(2000),
    link: httpUrl('Please enter a valid URL')
      .nullable()
      .or(z.literal('').transform(() => null)),
    isActive: z.boolean(),
    segmentIds: z.array(ZIntId).max(100),
  })
  .strict();
export type TUpdateAnnouncementBody = z.infer<typeof ZUpdateAnnouncementBody>;

/** `PUT api/v1/announcements/{id}/cancelled` answer: the dismissed announcement's id. */
export const ZAnnouncementCancelledResponse = z.object({ id: z.number().int(), cancelled: z.literal(true) });
/** `GET api/v1/admin/announcement/segments` answer: the segments an announcement can target. */
export const ZAnnouncementSegmentsResponse = z.array(ZSegmentRef);
