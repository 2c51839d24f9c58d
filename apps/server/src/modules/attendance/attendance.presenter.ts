/** A check-in list row → the contract's attendee (issue 15): the nominee attends when nominated. */
import type { TAttendee } from '@portal/contracts';
import type { AttendeeRow } from './attendance.repository';

/** The attendee; `creditedTo` the name of the member credited with the event's CPD hours (null: none). */
export function presentAttendee(row: AttendeeRow, creditedTo: string | null): TAttendee {
  const holderName = `${row.holder.firstName} ${row.holder.lastName}`.trim();
  const nominee = row.ticket.nominee;
  return {
    ticketId: row.ticket.id,
    ticketNumber: row.ticket.ticketNumber,
    ticketPrice: row.priceName,
    holderName,
    holderEmail: row.holder.email,
    attendeeKind: nominee ? 'nominee' : 'holder',
    attendeeName: nominee?.nomineeName ?? holderName,
    attendeeEmail: nominee?.nomineeEmail ?? row.holder.email,
    checkedInAt: row.checkIn ? row.checkIn.checkedInAt.toISOString() : null,
    cpdCreditedTo: creditedTo,
  };
}
