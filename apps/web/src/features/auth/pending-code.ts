/**
 * A one-time-code sign-in in progress (spec 000 §3 Login: email, requestId), kept in sessionStorage between
 * the page that asks for the code and the page that takes it: the two-factor sign-in and the first-time login
 * each have their own key.
 */

/** What a code page needs to finish the sign-in. */
export interface PendingCode {
  email: string;
  requestId: string;
}

/** Save, read (null when missing or unreadable) and forget the pending sign-in under `storageKey`. */
export function pendingCodeStore(storageKey: string) {
  return {
    save(pending: PendingCode): void {
      sessionStorage.setItem(storageKey, JSON.stringify(pending));
    },
    read(): PendingCode | null {
      try {
        const value = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Partial<PendingCode> | null;
        return value && typeof value.email === 'string' && typeof value.requestId === 'string'
          ? { email: value.email, requestId: value.requestId }
          : null;
      } catch {
        return null;
      }
    },
    clear(): void {
      sessionStorage.removeItem(storageKey);
    },
  };
}
