/** Community administration rows → contract shapes (spec 001 §7 Users: the member picker's search, the admin look-ups). */
import type { TAccountSearchResponse, TAccountSummary } from '@portal/contracts';

/** A user found by the member picker's search, with their status in the community (null when none). */
export interface AccountSearchRow {
  id: string;
  firstName: string;
  lastName: string;
  avatarSrc: string | null;
  email: string;
  status: string | null;
}

/** Maps a search row to the contract's account entry (`isBlocked`, `isInCommunity` from the status). */
export function presentAccount(r: AccountSearchRow): TAccountSearchResponse['users'][number] {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    avatarSrc: r.avatarSrc,
    registeredEmail: r.email,
    isBlocked: r.status === 'Blocked',
    isInCommunity: r.status === 'Joined',
  };
}

/** Maps a user row to the admin look-ups' account entry (spec 001 §7 Users: `GET api/v1/account/{id}`, batch). */
export function presentAccountSummary(r: Omit<AccountSearchRow, 'status'>): TAccountSummary {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    avatarSrc: r.avatarSrc,
    registeredEmail: r.email,
  };
}
