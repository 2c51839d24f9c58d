/**
 * The check-in token of a ticket (issue 15: the QR code shown on the member's ticket): `T{ticketId}.{sig}`,
 * where `sig` is the first 24 hex digits (96 bits) of the server's HMAC over the tenant and the ticket id, so a
 * code names one ticket of one tenant and cannot be made up from a ticket number. Nothing is stored.
 */
import crypto from 'node:crypto';
import type { Hmac } from '../../lib/signed-url';

const signature = (hmac: Hmac, tenantId: string, ticketId: number) =>
  hmac(['ticket-check-in', tenantId, String(ticketId)].join('\n')).slice(0, 24);

/** The QR code value of a ticket. */
export function checkInCode(hmac: Hmac, tenantId: string, ticketId: number): string {
  return `T${ticketId}.${signature(hmac, tenantId, ticketId)}`;
}

/** The ticket id a scanned code names, or null when it is malformed or its signature does not match. */
export function ticketIdOfCode(hmac: Hmac, tenantId: string, code: string): number | null {
  const match = /^T(\d{1,10})\.([0-9a-f]{24})$/.exec(code.trim());
  if (!match) return null;
  const ticketId = Number(match[1]);
  if (!Number.isSafeInteger(ticketId) || ticketId < 1 || ticketId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(hmac, tenantId, ticketId));
  const given = Buffer.from(match[2]!);
  return crypto.timingSafeEqual(expected, given) ? ticketId : null;
}
