/**
 * Demo attendance (issue 15): in every tenant, the most recent past CPD event gets 12 attendees (free
 * registrations at its cheapest price), 8 of them checked in and credited with the event's CPD hours — one ticket
 * nominates the demo client as substitute, who is credited instead of the holder; the next upcoming CPD event gets
 * 10 attendees (the demo member among them) waiting to be checked in. Tenants with CPD off (lca) get the same
 * attendees without credits.
 */
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { demoEmail, type Seeder } from '../../seed/seed-run';
import { events, ticketCheckIns, ticketPrices, tickets } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { creditEventAttendance } from '../cpd/cpd.service';
import { cpdHoursOf } from './attendance.service';

type EventRow = typeof events.$inferSelect;

/** A published CPD event before (`past`) or after now, nearest first. */
async function cpdEvent(scope: TenantScope, past: boolean): Promise<EventRow | undefined> {
  const now = new Date();
  const [row] = await scope.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.isCpd, true),
        eq(events.isPublished, true),
        past ? lt(events.startUtc, now) : gt(events.startUtc, now),
      ),
    )
    .orderBy(past ? desc(events.startUtc) : asc(events.startUtc))
    .limit(1);
  return row;
}

/** Free tickets of `userIds` at the event's first price. @returns the new tickets' ids (in order). */
async function register(scope: TenantScope, event: EventRow, userIds: string[], tag: string) {
  const [price] = await scope.db
    .select()
    .from(ticketPrices)
    .where(eq(ticketPrices.eventId, event.id))
    .orderBy(asc(ticketPrices.id))
    .limit(1);
  if (!price || userIds.length === 0) return [];
  const rows = await scope.db
    .insert(tickets)
    .values(
      userIds.map((userId, i) => ({
        tenantId: scope.tenantId,
        eventId: event.id,
        ticketPriceId: price.id,
        userId,
        ticketNumber: `E${event.id}-${tag}${String(i + 1).padStart(2, '0')}`,
        amountCents: 0,
      })),
    )
    .returning({ id: tickets.id, userId: tickets.userId });
  await scope.db
    .update(ticketPrices)
    .set({ sold: price.sold + rows.length })
    .where(eq(ticketPrices.id, price.id));
  return rows;
}

/** Seeds the attendees of one past and one upcoming CPD event. */
export const seedAttendance: Seeder = async ({ scope, demo, userIds }) => {
  const others = userIds.filter((id) => !Object.values(demo).includes(id));
  const past = await cpdEvent(scope, true);
  if (past) {
    const attendees = await register(scope, past, others.slice(0, 12), 'ATT');
    const substitute = attendees[7];
    if (substitute)
      await scope.db
        .update(tickets)
        .set({
          nominee: {
            nomineeTitle: 'Ms',
            nomineeName: 'Jack Wilson',
            nomineeEmail: demoEmail('client', scope.tenantId),
            nomineeMobile: '0400000000',
            nomineeOrgName: null,
          },
        })
        .where(eq(tickets.id, substitute.id));
    const hours = cpdHoursOf(past);
    for (const [i, ticket] of attendees.slice(0, 8).entries()) {
      const creditedUserId = hours === null ? null : i === 7 ? demo.client : ticket.userId;
      await scope.db.insert(ticketCheckIns).values({
        tenantId: scope.tenantId,
        ticketId: ticket.id,
        eventId: past.id,
        checkedInBy: demo.admin,
        creditedUserId,
        checkedInAt: past.startUtc,
      });
      if (creditedUserId && hours !== null)
        await creditEventAttendance(
          { scope },
          {
            userId: creditedUserId,
            eventId: past.id,
            ticketId: ticket.id,
            title: past.title,
            hours,
            startsAt: past.startUtc,
            domain: past.cpdDetails?.Domain ?? null,
            presenter: past.presenters.map((p) => p.name).join(', ') || null,
          },
        );
    }
  }
  const next = await cpdEvent(scope, false);
  if (next) await register(scope, next, [demo.member, ...others.slice(12, 21)], 'NEXT');
};
