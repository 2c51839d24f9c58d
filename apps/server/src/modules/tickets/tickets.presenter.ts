/** Ticket rows → the contract's user ticket (spec 002 §3 User ticket); money in dollars, instants in UTC ISO. */
import type { TUserTicket } from '@portal/contracts';
import { toDollars } from '../../lib/money';
import type { TicketRow } from './tickets.repository';

/** Presents a ticket given its price name and event start; `canCancel` while active and not started at `now`. */
export function presentTicket(
  row: TicketRow,
  priceName: string,
  eventStart: Date,
  now = new Date(),
): TUserTicket {
  return {
    ticketId: row.id,
    eventId: row.eventId,
    ticketPrice: priceName,
    ticketNumber: row.ticketNumber,
    ticketPriceId: row.ticketPriceId,
    amount: toDollars(row.amountCents),
    attendanceStatus: row.attendanceStatus === 'Removed' ? 'Removed' : 'Active',
    dietaryRequirements: row.dietaryRequirements ?? null,
    otherDietaryRequirement: row.otherDietaryRequirement,
    accessibilityRequirement: row.accessibilityRequirement,
    canCancel: row.attendanceStatus === 'Active' && eventStart.getTime() > now.getTime(),
    isPaid: row.amountCents > 0,
    refundAmount: row.refundCents == null ? null : toDollars(row.refundCents),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    nominee: row.nominee ?? null,
    invoiceId: row.invoiceId,
    createdAt: row.createdAt.toISOString(),
  };
}
