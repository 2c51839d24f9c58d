/**
 * CPD tracking — spec 002 §3 (CPD period: cpdPeriodId, periodStartDate, periodEndDate, completedTotalHours,
 * minimumRequiredHours, cpdRecords; CPD record: cpdId, title, categoryName, presenter, domain, completedDate,
 * hours, attachments, editUrl, relatedEventId). Completed hours are the sum of the period's records.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredAttachment } from './communities';
import { events } from './events';
import { tenants } from './tenants';
import { users } from './users';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The code printed on a certificate or summary (`GET /verify/{code}`): 16 upper-case hex digits (64 random
 * bits) made by the database, so every insert (seeds included) gets one.
 */
const verificationCode = () =>
  text('verification_code')
    .notNull()
    .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16))`);

/** A member's CPD period (dates inclusive); `minimumRequiredHours` null means the default 20 (002 §9). */
export const cpdPeriods = pgTable(
  'cpd_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStartDate: date('period_start_date').notNull(),
    periodEndDate: date('period_end_date').notNull(),
    minimumRequiredHours: numeric('minimum_required_hours', { precision: 6, scale: 2, mode: 'number' }),
    verificationCode: verificationCode(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cpd_periods_user_start_uq').on(t.tenantId, t.userId, t.periodStartDate),
    uniqueIndex('cpd_periods_code_uq').on(t.verificationCode),
  ],
);

/**
 * One CPD activity of a member, in hours (decimal). `source`: 'self' (logged by the member, with evidence
 * `attachments`), 'event' (credited from a check-in: `relatedEventId`, `ticketId`; once per member and event) or
 * 'course' (a completed enrolment: `enrolmentId`; once per enrolment).
 */
export const cpdRecords = pgTable(
  'cpd_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    categoryName: text('category_name'),
    presenter: text('presenter'),
    domain: text('domain'),
    completedDate: date('completed_date').notNull(),
    hours: numeric('hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    relatedEventId: integer('related_event_id').references(() => events.id, { onDelete: 'set null' }),
    source: text('source').notNull().default('self'),
    ticketId: integer('ticket_id'),
    enrolmentId: integer('enrolment_id'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    verificationCode: verificationCode(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('cpd_records_user_date_idx').on(t.tenantId, t.userId, t.completedDate),
    uniqueIndex('cpd_records_code_uq').on(t.verificationCode),
    uniqueIndex('cpd_records_event_credit_uq')
      .on(t.tenantId, t.userId, t.relatedEventId)
      .where(sql`source = 'event'`),
    index('cpd_records_ticket_idx').on(t.tenantId, t.ticketId),
    uniqueIndex('cpd_records_enrolment_uq').on(t.tenantId, t.enrolmentId),
  ],
);
