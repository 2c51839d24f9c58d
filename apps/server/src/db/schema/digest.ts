/**
 * The digest e-mail (issue 38 point 2, docs/digest.md): one row per member who chose a frequency or has
 * received a digest. A member without a row has the default frequency (`DIGEST_DEFAULT_FREQUENCY`, contracts).
 * `last_period` is the idempotency guard of the job: a digest is enqueued for a period only by the statement
 * that moves `last_period` to it (`… where last_period is distinct from $period`), in the transaction that
 * records the e-mail, so a crash or a second replica never sends one period twice.
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

export const digestSubscriptions = pgTable(
  'digest_subscriptions',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** daily | weekly | none */
    frequency: text('frequency').notNull(),
    /** The last period a digest was considered for (`daily:2026-12-05`, `weekly:2026-11-30`); null before. */
    lastPeriod: text('last_period'),
    /** When that happened: the next digest gathers what is new since then. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    index('digest_subscriptions_frequency_idx').on(t.tenantId, t.frequency),
  ],
);
