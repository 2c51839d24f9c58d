/**
 * The digest's unsubscribe token (issue 38 point 2, RFC 8058): `{member id}.{HMAC}` where the HMAC
 * (`ctx.hmac`, keyed with AUTH_SECRET) signs the purpose, the tenant, the member and the list (`digest`). It
 * does not expire (an unsubscribe link must keep working in an old e-mail) and opens nothing but that one
 * member's digest preference; a token of one tenant fails on another tenant's host.
 */
import crypto from 'node:crypto';
import type { Hmac } from '../../lib/signed-url';

/** The mailing list a token names (one today: the digest). */
export const DIGEST_LIST = 'digest';

const TOKEN_SHAPE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-f]{64})$/;

const payload = (tenantId: string, userId: string) =>
  ['list-unsubscribe', tenantId, userId, DIGEST_LIST].join('\n');

/** The token of `userId`'s digest in `tenantId`. */
export function unsubscribeToken(hmac: Hmac, tenantId: string, userId: string): string {
  return `${userId}.${hmac(payload(tenantId, userId))}`;
}

/**
 * Reads a token: `'malformed'` when it is not of the token's shape (the caller's 400), null when the signature
 * does not match this tenant (the caller's 404), else the member id it names.
 */
export function verifyUnsubscribeToken(
  hmac: Hmac,
  tenantId: string,
  token: string | undefined,
): { userId: string } | 'malformed' | null {
  const match = TOKEN_SHAPE.exec(token ?? '');
  if (!match) return 'malformed';
  const [, userId, sig] = match as unknown as [string, string, string];
  const expected = Buffer.from(hmac(payload(tenantId, userId)), 'hex');
  const given = Buffer.from(sig, 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? { userId } : null;
}
