/**
 * Storage names the web app and server agree on, without zod (the web app's entry reads the token at start).
 * `api.ts` re-exports them.
 */

/** Query string flag names the web app and server agree on. */
export const TOKEN_STORAGE_KEY = 'authorization';
