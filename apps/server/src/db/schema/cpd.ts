/**
 * CPD tracking — spec 002 §3 (CPD period: cpdPeriodId, periodStartDate, periodEndDate, completedTotalHours,
 * minimumRequiredHours, cpdRecords; CPD record: cpdId, title, categoryName, presenter, domain, completedDate,
 * hours, attachments, editUrl, relatedEventId). Completed hours are the sum of the period's records.
 */
import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { tenants } from './tenants';
import { users } from './users';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    createdAt: createdAt(),
  },
  (t) => [index('cpd_periods_user_idx').on(t.tenantId, t.userId, t.periodStartDate)],
);

/** One CPD activity of a member, in hours (decimal). */
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
    createdAt: createdAt(),
  },
  (t) => [index('cpd_records_user_date_idx').on(t.tenantId, t.userId, t.completedDate)],
);
