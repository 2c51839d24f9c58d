/**
 * URL schemas shared by every URL field of the contracts (issue 10 §10): links are http(s) only, so no
 * `javascript:`, `data:`, `vbscript:` or `file:` address is ever stored and later rendered as a link.
 */
import { z } from 'zod';

/** Longest URL we store, in characters. */
export const URL_MAX_LENGTH = 2000;

/** Shown when a link is not an http(s) address. */
export const HTTP_URL_MESSAGE = 'Please enter a web address starting with http:// or https://';
/** Shown when a file reference is neither a path on this site nor an http(s) address. */
export const SITE_PATH_MESSAGE = 'Please use a file uploaded to the portal or a web address';

const httpUrlCheck = z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/ });

/** True for an absolute `http:`/`https:` URL with a host (zod's WHATWG URL check, as browsers parse it). */
export function isHttpUrl(value: string): boolean {
  return httpUrlCheck.safeParse(value).success;
}

/**
 * True for a path on this site: starts with one `/` (not `//` or `/\`, which browsers read as another
 * host), and has no whitespace or control characters.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\p{Cc}]*$/u.test(value);
}

/**
 * An absolute http(s) URL (trimmed, ≤ {@link URL_MAX_LENGTH} characters). `message` replaces the default
 * error text for fields whose spec words it differently.
 */
export function httpUrl(message: string = HTTP_URL_MESSAGE) {
  return z.string().trim().max(URL_MAX_LENGTH).refine(isHttpUrl, message);
}

/** The shared http(s)-only URL schema (issue 10 §10): external links, announcement links, asset links. */
export const ZHttpUrl = httpUrl();

/**
 * A reference to a file: a path on this site (what the upload routes answer, e.g. `/api/events/files/…`)
 * or an absolute http(s) URL. For fields that legitimately hold a path; never `javascript:` or `data:`.
 */
export const ZHttpUrlOrPath = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH)
  .refine((value) => isSitePath(value) || isHttpUrl(value), SITE_PATH_MESSAGE);

/**
 * Answer of the `…/signed-url` calls (issue 10 §9): a site path with a short-lived signature (`u`, `expires`,
 * `sig`) that opens one file or frame for the caller, for `<img src>`, frames and download links.
 */
export const ZSignedUrlResponse = z.object({ url: z.string() });
export type TSignedUrlResponse = z.infer<typeof ZSignedUrlResponse>;
