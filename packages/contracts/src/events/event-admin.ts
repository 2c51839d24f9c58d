/**
 * Event administration contracts (/admin/events, admins only; spec 000 §2, 002 §3 for the fields): the admin
 * form, the admin view of an event, the admin list and registrations, and uploads. Units as in events.ts
 * (money in AUD dollars, local wall-clock date-times with IANA time zones).
 */
import { z } from 'zod';
import { ZEventTimeZone } from '../shared/time-zone';
import { ZIntId } from '../shared/input';
import { ZHttpUrl, ZHttpUrlOrPath } from '../shared/url';
import {
  ZAttachment,
  ZAttendanceStatus,
  ZCanEnrolLayout,
  ZCourseLayout,
  ZCpdDetails,
  ZDocInput,
  ZEvent,
  ZEventSession,
  ZEventSummary,
  ZLinkInput,
  ZNominee,
  ZPresenter,
  ZTicketPrice,
} from './events';
import { WAITLIST_LIMITS } from '../waitlist/waitlist';

const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'Use YYYY-MM-DDTHH:mm');
/** 'UTC±HH:MM' or an IANA name; else 'Invalid time zone format' (spec 000 §9). */
const timeZone = ZEventTimeZone;

/**
 * Ticket price in the admin form: id (existing) or none (new), name, amount (dollars), capacity (null =
 * unlimited), and how long a waitlist offer holds a freed seat, in hours (issue 38; default 24).
 */
export const ZAdminTicketPrice = z.object({
  ticketPriceId: ZIntId.nullish(),
  name: z.string().trim().min(1).max(200),
  amount: z.number().min(0).max(100000).multipleOf(0.01),
  capacity: z.number().int().min(0).max(1000000).nullable(),
  holdHours: z
    .number()
    .int()
    .min(WAITLIST_LIMITS.minHoldHours)
    .max(WAITLIST_LIMITS.maxHoldHours)
    .default(WAITLIST_LIMITS.defaultHoldHours),
});
export type TAdminTicketPrice = z.infer<typeof ZAdminTicketPrice>;

/**
 * Create/edit body of `POST /api/admin/events` and `PUT /api/admin/events/{id}` — every field of 002 §3.
 * Start/end are local date-times with time zones ('UTC+HH:MM' or IANA); HTML fields are sanitised by the server; image URLs
 * come from `POST /api/admin/events/upload`. `tagIds` reference existing tags; `newTags` creates labels.
 * `segmentIds` (issue 38 point 2, optional, default none): the audience segments, ids of the tenant's member
 * segments (`GET /api/segment/all`; else 400); empty = everyone. They target the digest, not the event lists.
 */
export const ZAdminEventInput = z.object({
  title: z.string().trim().min(1).max(300),
  content: z.string().max(200000).nullish(),
  shortDesc: z.string().trim().max(1000).nullish(),
  typeId: ZIntId.nullish(),
  categoryId: ZIntId.nullish(),
  locationId: ZIntId.nullish(),
  address: z.string().trim().max(500).nullish(),
  externalUrl: ZHttpUrl.nullish().or(z.literal('')),
  featureImg: ZHttpUrlOrPath.nullish(),
  listingImg: ZHttpUrlOrPath.nullish(),
  startDateTime: localDateTime,
  startTimeZone: timeZone,
  endDateTime: localDateTime,
  endTimeZone: timeZone,
  sessions: z.array(ZEventSession).max(50).default([]),
  canEnrolContent: z.string().max(50000).nullish(),
  canEnrolLayout: z.array(ZCanEnrolLayout).max(20).default([]),
  coursesLayout: z.array(ZCourseLayout).max(20).default([]),
  sponsorContent: z.string().max(50000).nullish(),
  reasoningContent: z.string().max(50000).nullish(),
  accessContent: z.string().max(50000).nullish(),
  presenters: z.array(ZPresenter).max(50).default([]),
  isCpd: z.boolean().default(false),
  cpdDetails: ZCpdDetails.nullish(),
  tagIds: z.array(ZIntId).max(50).default([]),
  newTags: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  docs: z.array(ZDocInput).max(20).default([]),
  links: z.array(ZLinkInput).max(20).default([]),
  isSingleClickRegistration: z.boolean().default(false),
  ticketPrices: z.array(ZAdminTicketPrice).max(20).default([]),
  isPublished: z.boolean().default(false),
  segmentIds: z.array(ZIntId).max(100).default([]),
});
export type TAdminEventInput = z.input<typeof ZAdminEventInput>;

/**
 * Admin view of an event: the detail plus ticket prices with capacity/sold, docs, links, tag ids and the
 * audience segment ids (issue 38 point 2; empty = everyone).
 */
export const ZAdminEvent = ZEvent.extend({
  ticketPrices: z.array(
    ZTicketPrice.extend({ sold: z.number().int(), held: z.number().int(), holdHours: z.number().int() }),
  ),
  docs: z.array(ZAttachment),
  links: z.array(ZAttachment),
  tagIds: z.array(z.number().int()),
  segmentIds: z.array(z.number().int()),
  registrations: z.number().int(),
});
export type TAdminEvent = z.infer<typeof ZAdminEvent>;

/** `GET /api/admin/events?page&size&keyword&status` (status all|published|draft, page 1-based, size 20). */
export const ZAdminEventsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().trim().max(200).optional(),
  status: z.enum(['all', 'published', 'draft']).default('all'),
});
export const ZAdminEventsResponse = z.object({
  events: z.array(ZEventSummary.extend({ isPublished: z.boolean(), registrations: z.number().int() })),
  totalItems: z.number().int(),
});

/** `GET /api/admin/events/{id}/registrations?page&size` → registrations with member and nominee. */
export const ZRegistration = z.object({
  ticketId: z.number().int(),
  ticketNumber: z.string(),
  userId: z.string(),
  userFullName: z.string(),
  email: z.string(),
  ticketPrice: z.string(),
  amount: z.number(),
  attendanceStatus: ZAttendanceStatus,
  nominee: ZNominee.nullable(),
  dietaryRequirements: z.array(z.string()).nullable(),
  otherDietaryRequirement: z.string().nullable(),
  accessibilityRequirement: z.string().nullable(),
  createdAt: z.string(),
});
/** One registration row of the admin list. */
export type TRegistration = z.infer<typeof ZRegistration>;
export const ZRegistrationsResponse = z.object({
  registrations: z.array(ZRegistration),
  totalItems: z.number().int(),
});
export const ZAdminPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
/** `POST /api/admin/events/upload` (multipart `file`; images jpeg/png/webp/gif ≤ 5 MB, docs pdf/docx/xlsx/pptx/txt/csv ≤ 10 MB) → `{ url, name }`. */
export const ZUploadResponse = z.object({ url: z.string(), name: z.string() });
