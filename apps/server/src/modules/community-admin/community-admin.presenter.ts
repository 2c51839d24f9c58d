/**
 * Community administration rows → contract shapes (spec 001 §7 Users: the member picker's search; the
 * moderated communities of `GET api/v1/admin/community`).
 */
import type { TAccountSearchResponse, TCommunitySummary } from '@portal/contracts';
import { fileUrl } from '../../plugins/uploads';

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

/** A moderated community as the "My {words}" list shows it: its image as a served URL (spec 001 §3). */
export function presentCommunitySummary(row: TCommunitySummary): TCommunitySummary {
  return { ...row, imageUrl: fileUrl(row.imageUrl) };
}
