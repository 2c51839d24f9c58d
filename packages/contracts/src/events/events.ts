/**
 * Events, tickets, favourites, dietary, cart, checkout and invoices — spec 002 §3 (entities), §4 (states),
 * §5 (validation), §7 (calls), §8 (messages), §9 (limits); the event administration API of /admin/events
 * (spec 000 §2) is in event-admin.ts. See docs/api-events.md for every path.
 *
 * Units: every money `amount`/`unitPrice`/`totalPrice`/`total*`/`balanceDue` is AUD in DOLLARS as a number
 * with at most 2 decimals (e.g. 121.5); the server stores integer cents. Dates are ISO 8601 strings
 * (`...Utc` fields and `eventStart` in UTC with `Z`; `startDateTime`/`endDateTime` are local wall-clock
 * `YYYY-MM-DDTHH:mm:ss` in the IANA `startTimeZone`/`endTimeZone`).
 */
import { z } from 'zod';
import { ZIntId, ZIntIdParam } from '../shared/input';
import { ZHttpUrl, ZHttpUrlOrPath } from '../shared/url';
import { ATTENDANCE_STATUSES, EVENT_LIMITS, LISTINGS } from './event-texts';

export * from './event-texts';

/** An event response value (002 §3, {@link EventResponse}). */
export const ZEventResponseValue = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** An attendance status ({@link ATTENDANCE_STATUSES}). */
export const ZAttendanceStatus = z.enum(ATTENDANCE_STATUSES);
/** A listing option of the filter sidebar ({@link LISTINGS}). */
export const ZListing = z.enum(LISTINGS);

// ---------------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------------

const id = ZIntIdParam;
const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());
const money = z.number();

/** `{ id: label }` map used by types, categories and locations (002 §3 Event filters). */
export const ZIdLabelMap = z.record(z.string(), z.string());
export type TIdLabelMap = z.infer<typeof ZIdLabelMap>;

/** Tag (002 §3): id, label. */
export const ZTag = z.object({ id: z.number().int(), label: z.string() });
export type TTag = z.infer<typeof ZTag>;

/** Session of an event: title, local start/end date-time and IANA time zones (002 §3). */
export const ZEventSession = z.object({
  title: z.string().max(300),
  startDateTime: z.string(),
  startTimeZone: z.string(),
  endDateTime: z.string(),
  endTimeZone: z.string(),
});
export type TEventSession = z.infer<typeof ZEventSession>;

export const ZPresenter = z.object({
  name: z.string().max(200),
  role: z.string().max(200).nullable(),
  profileImageUrl: ZHttpUrlOrPath.nullable(),
  profileDesc: z.string().max(5000).nullable(),
});
export type TPresenter = z.infer<typeof ZPresenter>;

export const ZCanEnrolLayout = z.object({
  canEnrolTitle: z.string().max(300),
  canEnrolImageUrl: ZHttpUrlOrPath.nullable(),
});
export const ZCourseLayout = z.object({
  courseTitle: z.string().max(300),
  courseDesc: z.string().max(5000).nullable(),
  courseImageUrl: ZHttpUrlOrPath.nullable(),
});
/** CPD details as key/value pairs (002 §3), e.g. `{ "CPD hours": "3", "Domain": "Practice" }`. */
export const ZCpdDetails = z.record(z.string(), z.string());

/** Nominee (002 §3) as stored on a ticket. */
export const ZNominee = z.object({
  nomineeTitle: z.string(),
  nomineeName: z.string(),
  nomineeEmail: z.string(),
  nomineeMobile: z.string(),
  nomineeOrgName: z.string().nullable(),
});

/** Attachment of an event (002 §7 docs or links): label, url. */
export const ZAttachment = z.object({ label: z.string(), url: z.string() });
/** An event document as an admin saves it: a file uploaded to the portal (site path) or an http(s) URL. */
export const ZDocInput = z.object({ label: z.string().max(300), url: ZHttpUrlOrPath });
/** An event link as an admin saves it: http(s) only (issue 10 §10). */
export const ZLinkInput = z.object({ label: z.string().max(300), url: ZHttpUrl });
export type TAttachment = z.infer<typeof ZAttachment>;

// ---------------------------------------------------------------------------------------------------------
// Events (002 §3 Event, §7 Events)
// ---------------------------------------------------------------------------------------------------------

/**
 * Event card of lists (002 §2 cards link to /events/{id}). `minPrice` is the cheapest ticket price in
 * dollars (0 = free, null = no ticket prices); `soldOut` true when every ticket price is sold out;
 * `userTicketId` is the member's first active ticket for the event or null.
 */
export const ZEventSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  shortDesc: z.string().nullable(),
  type: z.string().nullable(),
  typeId: z.number().int().nullable(),
  category: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  location: z.string().nullable(),
  locationId: z.number().int().nullable(),
  address: z.string().nullable(),
  listingImg: z.string().nullable(),
  featureImg: z.string().nullable(),
  eventStart: z.string(),
  eventStartUtc: z.string(),
  eventEndUtc: z.string(),
  startDateTime: z.string(),
  startTimeZone: z.string(),
  endDateTime: z.string(),
  endTimeZone: z.string(),
  isCpd: z.boolean(),
  tags: z.array(ZTag),
  minPrice: money.nullable(),
  soldOut: z.boolean(),
  userTicketId: z.number().int().nullable(),
  isFavourite: z.boolean(),
});
export type TEventSummary = z.infer<typeof ZEventSummary>;

/** Event detail — every field of 002 §3 Event (`GET /api/Event/{id}`). HTML fields are sanitised. */
export const ZEvent = ZEventSummary.extend({
  content: z.string().nullable(),
  externalUrl: z.string().nullable(),
  sessions: z.array(ZEventSession),
  canEnrolContent: z.string().nullable(),
  canEnrolLayout: z.array(ZCanEnrolLayout),
  coursesLayout: z.array(ZCourseLayout),
  sponsorContent: z.string().nullable(),
  reasoningContent: z.string().nullable(),
  accessContent: z.string().nullable(),
  presenters: z.array(ZPresenter),
  cpdDetails: ZCpdDetails.nullable(),
  isSingleClickRegistration: z.boolean(),
  singleClickTicketPriceId: z.number().int().nullable(),
  isPublished: z.boolean(),
});
export type TEvent = z.infer<typeof ZEvent>;

/**
 * `POST /api/event/list` body (002 §7; dashboard 000 §7). `page` is 1-based; `size` default 20, max 2000
 * (calendar year fetch). `isActiveEvent`: null = all, true = not yet ended, false = ended. `startDateFrom`
 * / `startDateTo` bound the event start (inclusive; a date means the whole day in UTC). `listing`:
 * 'events' (non-CPD), 'cpd' (CPD only) or an array of both. `sortField` eventStart (default) or title.
 */
export const ZEventListBody = z.object({
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(EVENT_LIMITS.maxPageSize).default(EVENT_LIMITS.pageSize),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  sortField: z.enum(['eventStart', 'title']).default('eventStart'),
  isActiveEvent: z.boolean().nullable().default(null),
  keyword: z.string().trim().max(200).nullish(),
  typeId: ZIntId.nullish(),
  locationId: z.array(ZIntId).max(100).nullish(),
  categoryId: z.array(ZIntId).max(100).nullish(),
  tagId: z.array(ZIntId).max(100).nullish(),
  listing: z.union([ZListing, z.array(ZListing).max(2)]).nullish(),
  startDateFrom: isoDate.nullish(),
  startDateTo: isoDate.nullish(),
});
export type TEventListBody = z.input<typeof ZEventListBody>;

/** `POST /api/event/list` answer: `events`, `totalItems`, and the same wrapped in `data` (002 §7). */
export const ZEventListResponse = z.object({
  events: z.array(ZEventSummary),
  totalItems: z.number().int(),
  data: z.object({ events: z.array(ZEventSummary), totalItems: z.number().int() }),
});
export type TEventListResponse = z.infer<typeof ZEventListResponse>;

/** `GET /api/event/whenfilter`: date presets of the filter sidebar with their computed range (UTC dates). */
export const ZWhenFilter = z.array(
  z.object({ id: z.string(), label: z.string(), startDateFrom: z.string(), startDateTo: z.string() }),
);
export type TWhenFilter = z.infer<typeof ZWhenFilter>;

/** `GET /api/tag/tags?keyword=` query; answer is `TTag[]` sorted by label (max 500). */
export const ZTagsQuery = z.object({ keyword: z.string().trim().max(100).optional() });

/** `GET /api/event/{id}/{attachment}` with attachment docs or links → `{ attachments }`. */
export const ZAttachmentKind = z.enum(['docs', 'links']);
export const ZAttachmentsResponse = z.object({ attachments: z.array(ZAttachment) });

/** Ticket price (002 §3): ticketPriceId, name, amount (dollars), soldOut; `remaining` null = unlimited. */
export const ZTicketPrice = z.object({
  ticketPriceId: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  amount: money,
  soldOut: z.boolean(),
  capacity: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type TTicketPrice = z.infer<typeof ZTicketPrice>;
export const ZTicketPricesResponse = z.array(ZTicketPrice);

// ---------------------------------------------------------------------------------------------------------
// Favourites (002 §2 Favourites, §7)
// ---------------------------------------------------------------------------------------------------------

/** `GET api/favourite/events?page=&size=` (page 1-based, size default 8) → `{ events, totalItems }`. */
export const ZFavouriteEventsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(8),
});
export const ZFavouriteEventsResponse = z.object({
  events: z.array(ZEventSummary),
  totalItems: z.number().int(),
});
/** `POST`/`DELETE api/favourite/event/{id}` → `{ eventId, isFavourite }` (idempotent). */
export const ZFavouriteToggleResponse = z.object({ eventId: z.number().int(), isFavourite: z.boolean() });

/** Id path parameter `{id}` (positive integer). */
export const ZEventIdParams = z.object({ id });

/** `GET /api/tag/tags` answer: tags sorted by label (max 500). */
export const ZTagsResponse = z.array(ZTag);

/** `GET /api/event/{id}/{attachment}` path parameters: the event id and `docs` or `links`. */
export const ZAttachmentParams = ZEventIdParams.extend({ attachment: ZAttachmentKind });

/**
 * Path of an uploaded event image or document, `GET /api/events/files/{year}/{month}/{name}` (the part after
 * the tenant in the storage key; `name` is `<random>.<ext>`).
 */
export const ZEventFileParams = z.object({
  year: z.string().regex(/^\d{4}$/),
  month: z.string().regex(/^\d{2}$/),
  name: z.string().regex(/^[\w-]+\.[a-z0-9]{1,10}$/),
});
