/**
 * Base URLs of the three APIs of spec 000 §7 (the community API, the general API and the content service); each
 * defaults to the app's own origin (DESIGN.md "Server"). A module of its own so that the first page's early
 * requests (app/first-requests.ts) build the same URLs as the clients without loading them.
 */

/** Base URL of the community API (`api/v1/…`). */
export const COMMUNITY_API_URL: string = import.meta.env.VITE_COMMUNITY_API_URL ?? '';

/** Base URL of the general API (`api/…`). */
export const GENERAL_API_URL: string = import.meta.env.VITE_GENERAL_API_URL ?? '';

/** Base URL of the content service (`api/content/…`). */
export const CONTENT_API_URL: string = import.meta.env.VITE_CONTENT_API_URL ?? '';
