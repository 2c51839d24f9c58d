/**
 * Answers of the members' own data calls (issue 39 point 5): closure requests as the member and staff see them.
 */
import type { TAccountClosure, TAdminAccountClosure } from '@portal/contracts';
import type { ClosureRow } from './member-data.repository';

/** A closure request for its member (dates as ISO strings). */
export function presentClosure(
  row: Pick<ClosureRow, 'id' | 'status' | 'requestedAt' | 'decidedAt'>,
): TAccountClosure {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A pending closure request for staff, with the member's name and e-mail. */
export function presentAdminClosure(
  row: Pick<ClosureRow, 'id' | 'status' | 'requestedAt' | 'decidedAt' | 'userId'> & {
    firstName: string;
    lastName: string;
    email: string;
  },
): TAdminAccountClosure {
  return {
    ...presentClosure(row),
    userId: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
  };
}
