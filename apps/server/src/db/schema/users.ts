/**
 * Users and segments — spec 000 §3 (User, Segment) and §6 (global role, permission flags).
 * Every row carries `tenant_id`; e-mails are stored lower-cased and unique per tenant.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TContactType, TPermissionFlags, TThemeChoice } from '@portal/contracts';
import { tenants } from './tenants';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    preferredName: text('preferred_name'),
    pronoun: text('pronoun'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    graduationDate: date('graduation_date'),
    avatarUrl: text('avatar_url'),
    /** Global role: Standard 0, Admin 1, WorkSpaceOwner 2, Manager 3. */
    role: smallint('role').notNull().default(0),
    contactTypes: text('contact_types')
      .array()
      .notNull()
      .$type<TContactType[]>()
      .default(sql`'{}'::text[]`),
    mobile: text('mobile'),
    registeredEmail: text('registered_email'),
    postalAddress1: text('postal_address1'),
    suburb: text('suburb'),
    postcode: text('postcode'),
    state: text('state'),
    country: text('country'),
    /**
     * The member number (issue 34 point 5): the ONE place it is held — unique per tenant, given when the first
     * membership invoice is paid (`assignMemberNumber`), never changed. Format: `formatMemberNumber` (contracts).
     */
    memberNum: text('member_num'),
    isFirstLogin: boolean('is_first_login').notNull().default(false),
    enableTfa: boolean('enable_tfa').notNull().default(false),
    mailTo: boolean('mail_to').notNull().default(true),
    allowSms: boolean('allow_sms').notNull().default(false),
    /**
     * Session version (issue 10 §7): carried by every token as `sv`; a password reset or change, a cancelled
     * membership or an administrator's "sign out everywhere" increments it, so every older token stops working.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** When the account was closed (issue 39 point 5): the profile is anonymised and sign-in refused. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the member last downloaded their data (issue 39 point 5): one download per 10 minutes. */
    dataExportedAt: timestamp('data_exported_at', { withTimezone: true }),
    /** The member's theme (issue 42 point 1, migration 0033): system | light | dark | high-contrast. */
    theme: text('theme').$type<TThemeChoice>().notNull().default('system'),
    permissions: jsonb('permissions').$type<Partial<TPermissionFlags>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email),
    index('users_tenant_name_idx').on(t.tenantId, t.firstName, t.lastName),
    uniqueIndex('users_tenant_member_num_uq').on(t.tenantId, t.memberNum),
    // Managers list (spec 001 §7 `GET api/v1/admin/account/admin?role`), by e-mail.
    index('users_tenant_role_email_idx').on(t.tenantId, t.role, t.email),
  ],
);

/**
 * One row per tenant whose `xmin` versions every author profile of the tenant — the `id`, `first_name`,
 * `last_name`, `avatar_url` and `pronoun` of its users, the `user` of a comment's JSON (spec 001 §3 Comment).
 * A trigger on `users` raises `version` in the transaction of every change to one of them (migration 0040);
 * a comment page reads this one row instead of each author's (modules/comments/comment-fragments.ts). No row
 * until the tenant's first profile change.
 */
export const authorProfileVersions = pgTable('author_profile_versions', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** Profile changes so far (the version read is the row's `xmin`, which every change renews). */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Segments: interests, communication preferences and other member groupings (spec 000 §3 Segment). */
export const segments = pgTable(
  'segments',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    /** interest | commpref | areaofpractices | fundingscheme | membership */
    type: text('type').notNull(),
  },
  (t) => [index('segments_tenant_type_idx').on(t.tenantId, t.type)],
);

export const userSegments = pgTable(
  'user_segments',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.segmentId] }),
    index('user_segments_segment_idx').on(t.segmentId),
  ],
);
