/**
 * Waitlists of sold-out ticket prices (issue 38 point 3; docs/waitlists.md). One row per time a member joined a
 * price's waitlist; at most one active entry (`waiting` or `offered`) per member and price. `position` orders
 * the line (a rejoin gets the next position, so it goes to the end; staff swap positions to reorder); an
 * `offered` entry holds one seat of the price (`ticket_prices.held`) until `hold_until`.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';
import { events, ticketPrices } from './events';

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => ticketPrices.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** waiting | offered | claimed | expired | declined | removed (contracts `WAITLIST_STATUSES`). */
    status: text('status').notNull().default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_active_uq')
      .on(t.tenantId, t.ticketPriceId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The line of a price (first waiting by position) and the staff list.
    index('waitlist_entries_line_idx').on(t.tenantId, t.ticketPriceId, t.status, t.position),
    // The member's entries on an event's prices.
    index('waitlist_entries_user_event_idx').on(t.tenantId, t.userId, t.eventId),
  ],
);
