/**
 * Events, ticket prices, tickets, favourites, dietary requirements, carts, checkout sessions, invoices and
 * payments — spec 002 §3 (Event, Event ticket price, User ticket, Nominee, Cart, Invoice, Dietary) and §4.
 * Every row carries `tenant_id`; money is integer cents (AUD, GST-inclusive); instants are timestamptz (UTC).
 * Indexes cover every list filter and sort of 002 §7 (`POST /api/event/list`, user tickets, invoices).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAttachment, TEventSession, TPresenter } from '@portal/contracts';
import { tenants } from './tenants';
import { users } from './users';
import { memberships } from './memberships';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** Lookup tables of the filter sidebar (002 §3 Event filters: id → label maps). */
export const eventTypes = pgTable(
  'event_types',
  { id: serial('id').primaryKey(), tenantId: tenantId(), label: text('label').notNull() },
  (t) => [uniqueIndex('event_types_tenant_label_uq').on(t.tenantId, t.label)],
);
export const eventCategories = pgTable(
  'event_categories',
  { id: serial('id').primaryKey(), tenantId: tenantId(), label: text('label').notNull() },
  (t) => [uniqueIndex('event_categories_tenant_label_uq').on(t.tenantId, t.label)],
);
export const eventLocations = pgTable(
  'event_locations',
  { id: serial('id').primaryKey(), tenantId: tenantId(), label: text('label').notNull() },
  (t) => [uniqueIndex('event_locations_tenant_label_uq').on(t.tenantId, t.label)],
);
/** Tags of events (002 §3 Tag: id, label) served by `GET /api/tag/tags`. */
export const eventTags = pgTable(
  'event_tags',
  { id: serial('id').primaryKey(), tenantId: tenantId(), label: text('label').notNull() },
  (t) => [uniqueIndex('event_tags_tenant_label_uq').on(t.tenantId, t.label)],
);

/** Event (002 §3). `startUtc`/`endUtc` are the instants; `startLocal`/`endLocal` the wall-clock text in the zones. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    content: text('content'),
    shortDesc: text('short_desc'),
    typeId: integer('type_id').references(() => eventTypes.id),
    categoryId: integer('category_id').references(() => eventCategories.id),
    locationId: integer('location_id').references(() => eventLocations.id),
    address: text('address'),
    externalUrl: text('external_url'),
    featureImg: text('feature_img'),
    listingImg: text('listing_img'),
    startUtc: timestamp('start_utc', { withTimezone: true }).notNull(),
    endUtc: timestamp('end_utc', { withTimezone: true }).notNull(),
    startLocal: text('start_local').notNull(),
    startTimeZone: text('start_time_zone').notNull(),
    endLocal: text('end_local').notNull(),
    endTimeZone: text('end_time_zone').notNull(),
    sessions: jsonb('sessions').$type<TEventSession[]>().notNull().default([]),
    canEnrolContent: text('can_enrol_content'),
    canEnrolLayout: jsonb('can_enrol_layout')
      .$type<{ canEnrolTitle: string; canEnrolImageUrl: string | null }[]>()
      .notNull()
      .default([]),
    coursesLayout: jsonb('courses_layout')
      .$type<{ courseTitle: string; courseDesc: string | null; courseImageUrl: string | null }[]>()
      .notNull()
      .default([]),
    sponsorContent: text('sponsor_content'),
    reasoningContent: text('reasoning_content'),
    accessContent: text('access_content'),
    presenters: jsonb('presenters').$type<TPresenter[]>().notNull().default([]),
    isCpd: boolean('is_cpd').notNull().default(false),
    cpdDetails: jsonb('cpd_details').$type<Record<string, string>>(),
    docs: jsonb('docs').$type<TAttachment[]>().notNull().default([]),
    links: jsonb('links').$type<TAttachment[]>().notNull().default([]),
    isSingleClickRegistration: boolean('is_single_click_registration').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    /**
     * Audience segments (issue 38 point 2, migration 0032): empty = everyone. They target the digest (members
     * of other segments do not get the event there); they do not hide the event from the event lists.
     */
    segmentIds: integer('segment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * The event's tag ids (ascending, '{}' without tags): its `event_tag_links` of its own tenant, kept by the
     * triggers of migration 0038 (issue 37) in the transaction of every link written — never written by the
     * application. The list's tag filter (`tag_ids && '{…}'`, any of the tags) reads it from the list index.
     */
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * Lower-case title + short description, for the keyword filter (`search_text like lower(…)`): PostgreSQL's
     * `lower()` of what is written (trigger of migration 0041), so LIKE on it matches what ILIKE would.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order with the columns its filters test after `id` (unique, so the order is unchanged): the
    // filtered page and its bounded count read the index only (migration 0022, `tag_ids` since 0038,
    // docs/benchmarks.md).
    index('events_tenant_pub_start_idx').on(
      t.tenantId,
      t.isPublished,
      t.startUtc,
      t.id,
      t.endUtc,
      t.categoryId,
      t.locationId,
      t.typeId,
      t.isCpd,
      t.tagIds,
    ),
    index('events_tenant_pub_end_idx').on(t.tenantId, t.isPublished, t.endUtc),
    // The tenant's longest event (`max(end_utc - start_utc)`, one index probe): bounds the scan of the
    // upcoming-and-running list by start (`listConditions`, docs/benchmarks.md).
    index('events_tenant_duration_idx').on(t.tenantId, sql`(${t.endUtc} - ${t.startUtc})`),
    index('events_tenant_type_idx').on(t.tenantId, t.typeId, t.startUtc),
    index('events_tenant_category_idx').on(t.tenantId, t.categoryId, t.startUtc),
    index('events_tenant_location_idx').on(t.tenantId, t.locationId, t.startUtc),
    index('events_tenant_cpd_idx').on(t.tenantId, t.isCpd, t.startUtc),
    index('events_tenant_title_idx').on(t.tenantId, t.title),
    // Keyword filter (`search_text like lower('%…%')`): a trigram index (pg_trgm, migration 0003).
    index('events_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The list's type, category, location and tag filters on one GIN index (migration 0041, issue 37): the
    // bounded count reads the events matching them, not every upcoming event (`facetKeys`).
    index('events_list_facets_gin').using(
      'gin',
      sql`portal_event_facets(${t.typeId}, ${t.categoryId}, ${t.locationId}, ${t.tagIds})`,
    ),
    // Events targeted at a segment (`segment_ids && '{…}'`, migration 0032).
    index('events_segments_gin').using('gin', t.segmentIds),
  ],
);

/**
 * An event's card (issue 37, migration 0036): the contract's EventSummary (002 §3) without the caller's
 * `userTicketId` and `isFavourite`, as compact JSON text in `presentSummary`'s key order. Written only by the
 * triggers of migration 0036 (`portal_event_cards_refresh`) in the transaction of every write it depends on
 * (the event, its tag links and prices, a tag's or lookup's label); read by `POST /api/event/list`.
 */
export const eventCards = pgTable('event_cards', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  card: text('card').notNull(),
});

/**
 * A narrow copy of the events ending after yesterday (issue 37 point 4, migration 0049): id, tenant, published,
 * start, end and the lower-case search text, with a trigram GIN index on `search_text` (no other index). Written
 * only by the triggers of migration 0049 in the transaction of every insert or update of those columns (deleted
 * with the event by the cascade); holds every event ending at or after `now() - 1 day` and possibly some that
 * ended earlier, until the periodic delete (`upcoming-search-prune`, event-list-upcoming.ts). Read by the keyword
 * list's bounded count (`POST /api/event/list`, upcoming only), which still tests `end_utc >= now`.
 */
export const upcomingSearch = pgTable(
  'upcoming_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    isPublished: boolean('is_published').notNull(),
    startUtc: timestamp('start_utc', { withTimezone: true }).notNull(),
    endUtc: timestamp('end_utc', { withTimezone: true }).notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('upcoming_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

export const eventTagLinks = pgTable(
  'event_tag_links',
  {
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => eventTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.tagId] }),
    index('event_tag_links_tenant_tag_idx').on(t.tenantId, t.tagId, t.eventId),
  ],
);

/**
 * Ticket price (002 §3) with capacity (null = unlimited) and the running count of active tickets `sold`; `held`
 * counts the seats held for waitlist offers (issue 38: entries `offered`), kept under this row's lock, and
 * `holdHours` is how long an offer holds a seat (docs/waitlists.md).
 */
export const ticketPrices = pgTable(
  'ticket_prices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    capacity: integer('capacity'),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    holdHours: integer('hold_hours').notNull().default(24),
    sortOrder: integer('sort_order').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [index('ticket_prices_tenant_event_idx').on(t.tenantId, t.eventId)],
);

/** User ticket (002 §3): Active or Removed; refund recorded in cents for paid cancellations. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => ticketPrices.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketNumber: text('ticket_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    attendanceStatus: text('attendance_status').notNull().default('Active'),
    dietaryRequirements: jsonb('dietary_requirements').$type<string[] | null>(),
    otherDietaryRequirement: text('other_dietary_requirement'),
    accessibilityRequirement: text('accessibility_requirement'),
    nominee: jsonb('nominee').$type<{
      nomineeTitle: string;
      nomineeName: string;
      nomineeEmail: string;
      nomineeMobile: string;
      nomineeOrgName: string | null;
    } | null>(),
    cartId: uuid('cart_id'),
    invoiceId: uuid('invoice_id'),
    refundCents: integer('refund_cents'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_tenant_user_status_idx').on(t.tenantId, t.userId, t.attendanceStatus, t.eventId),
    index('tickets_tenant_event_idx').on(t.tenantId, t.eventId, t.createdAt),
    // The monthly registrations of /admin/insights: live tickets only (issue 39 point 4, migration 0034).
    index('tickets_tenant_live_created_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

/** Favourite events of a user (002 §2 Favourites). */
export const eventFavourites = pgTable(
  'event_favourites',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('event_favourites_tenant_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/** A user's standing dietary and accessibility requirements (002 §3 Dietary; 000 §7 api/user/requirements). */
export const userRequirements = pgTable('user_requirements', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  dietaryRequirements: jsonb('dietary_requirements').$type<string[] | null>(),
  otherDietaryRequirement: text('other_dietary_requirement'),
  accessibilityRequirement: text('accessibility_requirement'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cart (002 §3): Open → CheckoutPending → Paid; a declined payment returns it to Open. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_tenant_user_status_idx').on(t.tenantId, t.userId, t.status, t.createdAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => ticketPrices.id),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_cart_price_uq').on(t.cartId, t.ticketPriceId)],
);

/**
 * Hosted checkout of a cart: the id is the portal's unguessable checkout id (the capability of its link
 * `/checkout/{id}`); the provider's own session (Stripe `cs_…`) is `providerSessionId` (issue 34).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Pending | Processing | Paid | Declined | Cancelled | Expired | Failed */
    status: text('status').notNull().default('Pending'),
    amountCents: integer('amount_cents').notNull(),
    invoiceId: uuid('invoice_id'),
    /** The provider's session id and hosted page URL, and when the session expires (issue 34). */
    providerSessionId: text('provider_session_id'),
    url: text('url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_tenant_cart_idx').on(t.tenantId, t.cartId)],
);

/** Invoice (002 §3). Line items in cents: itemName, quantity, unitCents, totalCents. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: serial('seq').notNull(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id').references(() => carts.id),
    invoiceNum: text('invoice_num').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    description: text('description').notNull(),
    /** Paid | Cancelled | Refunded | Pending */
    status: text('status').notNull(),
    totalIncGstCents: integer('total_inc_gst_cents').notNull(),
    totalExcGstCents: integer('total_exc_gst_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    userFullName: text('user_full_name').notNull(),
    memberNum: text('member_num'),
    lineItems: jsonb('line_items')
      .$type<{ itemName: string; quantity: number; unitCents: number; totalCents: number }[]>()
      .notNull(),
    /** event | membership (issue 13) */
    kind: text('kind').notNull().default('event'),
    /** The membership a membership invoice pays for, and its period (inclusive). */
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_tenant_user_date_idx').on(t.tenantId, t.userId, t.invoiceDate),
    uniqueIndex('invoices_cart_uq').on(t.cartId),
    uniqueIndex('invoices_tenant_num_uq').on(t.tenantId, t.invoiceNum),
    // One live (Pending or Paid) invoice per membership period: two renewals can never both pay.
    uniqueIndex('invoices_membership_period_uq')
      .on(t.membershipId, t.periodStart)
      .where(sql`${t.status} in ('Pending', 'Paid')`),
    index('invoices_tenant_status_date_idx').on(t.tenantId, t.status, t.invoiceDate),
    // The monthly event revenue of /admin/insights, index-only (issue 39 point 4, migration 0034).
    index('invoices_tenant_event_paid_idx')
      .on(t.tenantId, t.invoiceDate, t.paidCents, t.refundedCents)
      .where(sql`${t.kind} = 'event' and ${t.status} = 'Paid'`),
  ],
);

/**
 * The invoice numbering of a tenant (issue 18: one gap-free sequence per tenant): `lastNumber` is the number
 * of the tenant's latest invoice. It is taken and bumped in the invoice's own transaction (the row lock
 * serialises concurrent checkouts; a rolled-back checkout gives its number back), so numbers never skip.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  tenantId: tenantId().primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Money movements: a payment of an invoice or a refund of a cancelled paid ticket (cents). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id'),
    /** payment | refund */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('payments_tenant_invoice_idx').on(t.tenantId, t.invoiceId)],
);
