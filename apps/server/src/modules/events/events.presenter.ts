/** Event rows → the contract's shapes (spec 002 §3 Event, Ticket price); money in dollars, instants in UTC ISO. */
import type { TEvent, TEventSummary, TTicketPrice } from '@portal/contracts';
import { toDollars } from '../../lib/money';
import type { EventCardRow, JoinedEventRow, TicketPriceRow } from './events.repository';

/** An event card (002 §3 Event subset) from its row with the caller's extras. */
export function presentSummary(row: EventCardRow): TEventSummary {
  const e = row.event;
  return {
    id: e.id,
    title: e.title,
    shortDesc: e.shortDesc,
    type: row.type,
    typeId: e.typeId,
    category: row.category,
    categoryId: e.categoryId,
    location: row.location,
    locationId: e.locationId,
    address: e.address,
    listingImg: e.listingImg,
    featureImg: e.featureImg,
    eventStart: e.startUtc.toISOString(),
    eventStartUtc: e.startUtc.toISOString(),
    eventEndUtc: e.endUtc.toISOString(),
    startDateTime: e.startLocal,
    startTimeZone: e.startTimeZone,
    endDateTime: e.endLocal,
    endTimeZone: e.endTimeZone,
    isCpd: e.isCpd,
    tags: row.tags,
    minPrice: row.minCents == null ? null : toDollars(row.minCents),
    soldOut: Boolean(row.soldOut),
    userTicketId: row.ticketId,
    isFavourite: Boolean(row.isFavourite),
  };
}

/** The event detail (every field of 002 §3 Event) from its card, row and live prices (display order). */
export function presentEvent(summary: TEventSummary, row: JoinedEventRow, prices: TicketPriceRow[]): TEvent {
  const e = row.event;
  return {
    ...summary,
    content: e.content,
    externalUrl: e.externalUrl,
    sessions: e.sessions,
    canEnrolContent: e.canEnrolContent,
    canEnrolLayout: e.canEnrolLayout,
    coursesLayout: e.coursesLayout,
    sponsorContent: e.sponsorContent,
    reasoningContent: e.reasoningContent,
    accessContent: e.accessContent,
    presenters: e.presenters,
    cpdDetails: e.cpdDetails ?? null,
    isSingleClickRegistration: e.isSingleClickRegistration,
    singleClickTicketPriceId: e.isSingleClickRegistration ? (prices[0]?.id ?? null) : null,
    isPublished: e.isPublished,
  };
}

/**
 * Ticket price (002 §3) with sold out and remaining places (`remaining` null = unlimited); seats held for
 * waitlist offers (issue 38) are not remaining.
 */
export function presentTicketPrice(row: TicketPriceRow): TTicketPrice {
  const remaining = row.capacity == null ? null : Math.max(0, row.capacity - row.sold - row.held);
  return {
    ticketPriceId: row.id,
    eventId: row.eventId,
    name: row.name,
    amount: toDollars(row.amountCents),
    soldOut: remaining === 0,
    capacity: row.capacity,
    remaining,
  };
}
