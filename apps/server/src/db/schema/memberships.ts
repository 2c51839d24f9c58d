/**
 * Memberships — spec 000 §3 (Membership: memberNum, membershipName, memberStatus, joinDate, renewedToDate,
 * terminationDate), issue 13: membership types per tenant, states Pending → Active → Expired / Cancelled and
 * Life, cancellation reason, Auto Rollover payment consent, hosted membership checkouts, brand assets and the
 * Find an OT listing. `autoRenew` and `isLifeMember` decide the first-time outcome type (spec 000 §2).
 * A membership's memberNum is its member's: held once on `users.member_num` (issue 34 point 5), numbered from
 * the tenant's {@link memberNumberCounters}.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** A membership type of a tenant: yearly fee (cents, GST included) and period rule (financial | calendar). */
export const membershipTypes = pgTable(
  'membership_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    feeIncGstCents: integer('fee_inc_gst_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    /** financial (1 July – 30 June) | calendar */
    periodRule: text('period_rule').notNull(),
    /** Offered on the join form. */
    isJoinable: boolean('is_joinable').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('membership_types_tenant_name_uq').on(t.tenantId, t.name)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipTypeId: integer('membership_type_id').references(() => membershipTypes.id),
    membershipName: text('membership_name').notNull(),
    /** Pending | Active | Expired | Cancelled | Life */
    memberStatus: text('member_status').notNull().default('Active'),
    joinDate: date('join_date'),
    renewedToDate: date('renewed_to_date'),
    terminationDate: date('termination_date'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    isLifeMember: boolean('is_life_member').notNull().default(false),
    cancelReason: text('cancel_reason'),
    cancelReasonOther: text('cancel_reason_other'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_tenant_user_idx').on(t.tenantId, t.userId, t.renewedToDate),
    index('memberships_tenant_status_idx').on(t.tenantId, t.memberStatus, t.renewedToDate),
  ],
);

/**
 * The member numbering of a tenant (issue 34 point 5): `lastNumber` is the number part of the tenant's latest
 * member number (`OTA-100007` → 100007). Taken and bumped in the transaction that gives a number (the row lock
 * queues concurrent payments), so two members never get the same number.
 */
export const memberNumberCounters = pgTable('member_number_counters', {
  tenantId: tenantId().primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Auto Rollover consent: the stored payment method reference of a membership (one per membership). */
export const paymentConsents = pgTable(
  'payment_consents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_consents_membership_uq').on(t.membershipId)],
);

/**
 * A hosted checkout of a membership: `invoice` pays one Pending invoice (join, renewal, Pay); `consent` stores
 * the Auto Rollover payment consent. The id is the portal's unguessable checkout id (the capability of
 * `/checkout/invoice/{id}`); the provider's own session is `providerSessionId` (issue 34).
 */
export const membershipCheckouts = pgTable(
  'membership_checkouts',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** invoice | consent */
    purpose: text('purpose').notNull(),
    /** join | renewal | invoice — where the member returns. */
    origin: text('origin').notNull().default('invoice'),
    invoiceId: uuid('invoice_id'),
    provider: text('provider').notNull(),
    /** Pending | Processing | Paid | Expired | Failed | Saved | Removed (a declined attempt stays Pending). */
    status: text('status').notNull().default('Pending'),
    amountCents: integer('amount_cents').notNull().default(0),
    /** The provider's session id and hosted page URL, and when the session expires (issue 34). */
    providerSessionId: text('provider_session_id'),
    url: text('url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('membership_checkouts_tenant_invoice_idx').on(t.tenantId, t.invoiceId, t.status)],
);

/** Brand assets of a tenant (000 §2): member logo images and PDF documents, bytes in file storage. */
export const brandAssets = pgTable(
  'brand_assets',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    /** image | document */
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('brand_assets_tenant_order_idx').on(t.tenantId, t.sortOrder)],
);

/** A member's Find an OT listing (ota): one per member. */
export const findAnOtListings = pgTable(
  'find_an_ot_listings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceName: text('practice_name').notNull(),
    address: text('address').notNull().default(''),
    suburb: text('suburb').notNull(),
    postcode: text('postcode').notNull(),
    state: text('state').notNull(),
    phone: text('phone').notNull().default(''),
    website: text('website'),
    isVisible: boolean('is_visible').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('find_an_ot_listings_user_uq').on(t.tenantId, t.userId),
    index('find_an_ot_listings_postcode_idx').on(t.tenantId, t.isVisible, t.postcode),
    index('find_an_ot_listings_suburb_idx').on(t.tenantId, t.isVisible, sql`lower(${t.suburb})`),
    index('find_an_ot_listings_name_idx').on(t.tenantId, t.isVisible, t.practiceName),
  ],
);

/** Areas of practice and funding schemes (segment ids) of a listing. */
export const findAnOtSegments = pgTable(
  'find_an_ot_segments',
  {
    tenantId: tenantId(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => findAnOtListings.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id').notNull(),
  },
  (t) => [
    uniqueIndex('find_an_ot_segments_uq').on(t.listingId, t.segmentId),
    index('find_an_ot_segments_segment_idx').on(t.tenantId, t.segmentId),
  ],
);
