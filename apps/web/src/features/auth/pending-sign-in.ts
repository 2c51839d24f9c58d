/**
 * The two-factor sign-in in progress (spec 000 §3 Login: email, requestId), kept in sessionStorage between
 * the sign-in page and the code page.
 */

const STORAGE_KEY = 'portal.pendingSignIn';

/** What the code page needs to finish a two-factor sign-in. */
export interface PendingSignIn {
  email: string;
  requestId: string;
}

/** Stores the pending sign-in. */
export function savePendingSignIn(pending: PendingSignIn): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
}

/** The pending sign-in, or null when missing or unreadable. */
export function readPendingSignIn(): PendingSignIn | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<PendingSignIn> | null;
    return value && typeof value.email === 'string' && typeof value.requestId === 'string'
      ? { email: value.email, requestId: value.requestId }
      : null;
  } catch {
    return null;
  }
}

/** Forgets the pending sign-in. */
export function clearPendingSignIn(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
