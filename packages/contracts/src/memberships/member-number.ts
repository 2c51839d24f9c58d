/**
 * The member number (spec 000 §3 User.memberNum, Membership.memberNum, Invoice.memberNum, Contact enquiry
 * memberNumber; 002 §3; issue 34 point 5 "one member number"). A member has ONE number, held on the account
 * (`users.member_num`), given once when the first membership invoice is paid (the account becomes a Member)
 * and kept for life — also after a cancellation or a lapse, and when the member rejoins. Every answer, screen,
 * e-mail and document shows that number; docs/api-membership.md "Member number".
 *
 * Format, one per tenant: the tenant id upper-cased, a hyphen, and the tenant's next number counted from
 * {@link FIRST_MEMBER_NUMBER} (`OTA-100001`, `OTA-100002`, … `LCA-100001`). Six digits from the start, so
 * numbers sort and read alike for the first 899,999 members; never zero-padded, so a member number cannot be
 * mistaken for an invoice number (`INV-OTA-000013`).
 */

/** The first member number of every tenant. */
export const FIRST_MEMBER_NUMBER = 100001;

/**
 * The member number `n` of tenant `tenantId`: `formatMemberNumber('ota', 100001)` → `'OTA-100001'`.
 * @param n a whole number ≥ {@link FIRST_MEMBER_NUMBER} (taken from the tenant's counter).
 * @throws RangeError when `n` is not a whole number ≥ {@link FIRST_MEMBER_NUMBER}.
 */
export function formatMemberNumber(tenantId: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < FIRST_MEMBER_NUMBER)
    throw new RangeError(`A member number is a whole number from ${FIRST_MEMBER_NUMBER}; got ${n}.`);
  return `${tenantId.toUpperCase()}-${n}`;
}

/** Whether `value` is a member number of tenant `tenantId` in the format of {@link formatMemberNumber}. */
export function isMemberNumberOf(tenantId: string, value: string): boolean {
  const prefix = `${tenantId.toUpperCase()}-`;
  if (!value.startsWith(prefix)) return false;
  const digits = value.slice(prefix.length);
  return /^[1-9]\d{5,}$/.test(digits) && Number(digits) >= FIRST_MEMBER_NUMBER;
}
