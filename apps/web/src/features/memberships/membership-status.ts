/**
 * How a membership status shows (spec 000 §3 Membership memberStatus; states Pending → Active → Expired /
 * Cancelled, and Life): the tag colour, and which actions a status offers on the membership profile.
 */

/** Tag colour of a membership status; unknown text keeps the default style. */
export function membershipStatusColor(status: string): string | undefined {
  switch (status) {
    case 'Active':
      return 'green';
    case 'Life':
      return 'blue';
    case 'Pending':
      return 'gold';
    case 'Expired':
      return 'orange';
    case 'Cancelled':
      return 'red';
    default:
      return undefined;
  }
}

/** Renew is offered to members whose membership ends (Active or Expired; not Life, Pending or Cancelled). */
export function canRenew(status: string): boolean {
  return status === 'Active' || status === 'Expired';
}

/** A certificate exists for a membership that is or was in force. */
export function hasCertificate(status: string): boolean {
  return status === 'Active' || status === 'Life' || status === 'Expired';
}
