/** Waitlist rows → the contracts' shapes (issue 38): instants as ISO strings, places 1-based. */
import type { TAdminWaitlistEntry, TMyWaitlistEntry, TWaitlistStatus } from '@portal/contracts';
import type { EntryRow, StaffEntryRow } from './waitlist.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The member's own active entry; `place` while waiting, null while offered. */
export function presentMyEntry(entry: EntryRow, place: number | null): TMyWaitlistEntry {
  return {
    ticketPriceId: entry.ticketPriceId,
    status: entry.status === 'offered' ? 'offered' : 'waiting',
    place,
    holdUntil: entry.status === 'offered' ? iso(entry.holdUntil) : null,
  };
}

/** An entry with its member for staff; `place` among the waiting ones (null otherwise). */
export function presentStaffEntry(row: StaffEntryRow, place: number | null): TAdminWaitlistEntry {
  return {
    id: row.entry.id,
    ticketPriceId: row.entry.ticketPriceId,
    userId: row.entry.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.entry.status as TWaitlistStatus,
    place,
    joinedAt: row.entry.createdAt.toISOString(),
    offeredAt: iso(row.entry.offeredAt),
    holdUntil: row.entry.status === 'offered' ? iso(row.entry.holdUntil) : null,
  };
}
