/**
 * Event attendance (issue 15 "CPD from attendance"): one row per checked-in ticket (002 §3 User ticket).
 * `creditedUserId` is the member credited with the event's CPD hours (the holder, or the nominated substitute
 * when they are a member of the tenant; null when nobody was credited).
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events, tickets } from './events';
import { tenants } from './tenants';
import { users } from './users';

/** A ticket checked in at its event by an event administrator. */
export const ticketCheckIns = pgTable(
  'ticket_check_ins',
  {
    ticketId: integer('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    creditedUserId: uuid('credited_user_id').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_check_ins_event_idx').on(t.tenantId, t.eventId)],
);
