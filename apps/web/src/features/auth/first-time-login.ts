/**
 * The first-time login in progress (spec 000 §3 Login: email, requestId; §4 First-time login), kept in
 * sessionStorage between the e-mail page and the code-verification page.
 */

const STORAGE_KEY = 'portal.firstTimeLogin';

/** What the code-verification page needs. */
export interface PendingFirstTimeLogin {
  email: string;
  requestId: string;
}

/** Stores the pending first-time login. */
export function savePendingFirstTimeLogin(pending: PendingFirstTimeLogin): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
}

/** The pending first-time login, or null when missing or unreadable. */
export function readPendingFirstTimeLogin(): PendingFirstTimeLogin | null {
  try {
    const value = JSON.parse(
      sessionStorage.getItem(STORAGE_KEY) ?? 'null',
    ) as Partial<PendingFirstTimeLogin> | null;
    return value && typeof value.email === 'string' && typeof value.requestId === 'string'
      ? { email: value.email, requestId: value.requestId }
      : null;
  } catch {
    return null;
  }
}

/** Forgets the pending first-time login. */
export function clearPendingFirstTimeLogin(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** The first welcome step (spec 000 §2: after 2000 ms the user goes to the first welcome step). */
export const FIRST_WELCOME_PATH = '/first-time-login/user-details';
