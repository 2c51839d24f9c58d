/**
 * The local copy of the cleared first-login flag (spec 000 §2 Guided tour: "the first-login flag is cleared
 * on the server and locally"), per user, so the tour never opens twice even before the account refetches.
 */

const key = (userId: string) => `portal.firstLoginDone.${userId}`;

/** True when this browser already cleared the flag for the user. */
export function isFirstLoginClearedLocally(userId: string): boolean {
  return localStorage.getItem(key(userId)) === '1';
}

/** Remembers that the flag was cleared. */
export function clearFirstLoginLocally(userId: string): void {
  localStorage.setItem(key(userId), '1');
}
