/**
 * The stored authorization token (spec 000 §7: "a bearer token read from local storage"), kept in
 * localStorage under {@link TOKEN_STORAGE_KEY} (`authorization`).
 */
import { TOKEN_STORAGE_KEY } from '@portal/contracts/shared/session-keys';
import { forgetThemeChoice } from '../shared/theme/theme-choice';

/** The stored token, or null when signed out. */
export function getStoredToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

/** Stores the signed token of a new session. */
export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/**
 * Removes the stored token (log out, 401 from the community API: spec 000 §4 Session) and the cached theme
 * choice of the member (issue 42: signed-out pages follow the device).
 */
export function clearStoredToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  forgetThemeChoice();
}
