/**
 * Short-lived single-purpose signed URLs (issue 10 §9) for what a browser fetches without headers —
 * `<img src>`, frames, download links, the invoice PDF. A signature binds purpose, tenant, resource, user
 * and expiry, so the URL opens that one resource for that user for a few minutes and nothing else; no
 * bearer token ever appears in a URL (and so in a log).
 */
import crypto from 'node:crypto';
import { z } from 'zod';

/** Query parameters of a signed URL: `u` user id, `expires` (epoch ms), `sig` (hex HMAC-SHA256). */
export const ZSignedQuery = z.object({
  u: z.string().uuid(),
  expires: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TSignedQuery = z.infer<typeof ZSignedQuery>;
/**
 * The same parameters as a route's documented querystring: loose on purpose, so that a malformed or tampered
 * query reaches {@link verifySignedQuery} and answers 403 like any other bad signature.
 */
export const ZSignedQueryParams = z.object({
  u: z.string().max(64).optional(),
  expires: z.string().max(20).optional(),
  sig: z.string().max(128).optional(),
});

/** What a signature is bound to. `purpose` names the route family, e.g. 'content-asset', 'invoice-preview'. */
export interface SignedTarget {
  purpose: string;
  tenantId: string;
  resource: string;
}

/** The HMAC of the token service (`app.tokens.hmac`, keyed with AUTH_SECRET). */
export type Hmac = (value: string) => string;

/** Default lifetime of a signed URL: 10 minutes, in milliseconds. */
export const SIGNED_URL_TTL_MS = 10 * 60 * 1000;

const payload = (target: SignedTarget, userId: string, expires: number) =>
  ['signed-url', target.purpose, target.tenantId, target.resource, userId, String(expires)].join('\n');

/**
 * Signs `target` for `userId`, valid `ttlMs` from now.
 * @returns the query string (no leading `?`) to append to the resource's path.
 */
export function signQuery(
  hmac: Hmac,
  target: SignedTarget,
  userId: string,
  ttlMs = SIGNED_URL_TTL_MS,
): string {
  const expires = Date.now() + ttlMs;
  const sig = hmac(payload(target, userId, expires));
  return new URLSearchParams({ u: userId, expires: String(expires), sig }).toString();
}

/**
 * Checks a signed query for `target`.
 * @returns the signed user id, or null when the query is missing, malformed, expired or signed for
 * another purpose, tenant, resource or user.
 */
export function verifySignedQuery(hmac: Hmac, target: SignedTarget, query: unknown): string | null {
  const parsed = ZSignedQuery.safeParse(query);
  if (!parsed.success) return null;
  const { u, expires, sig } = parsed.data;
  if (expires < Date.now()) return null;
  const expected = Buffer.from(hmac(payload(target, u, expires)), 'hex');
  const given = Buffer.from(sig, 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? u : null;
}
