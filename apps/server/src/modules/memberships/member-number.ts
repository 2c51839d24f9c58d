/**
 * One member number per member (issue 34 point 5; spec 000 §3 User.memberNum, Membership.memberNum, Invoice
 * memberNum): held on the account (`users.member_num`, unique per tenant), in the tenant's one format
 * (`formatMemberNumber` in contracts: `OTA-100001`), given once — when a paid membership makes the account a
 * Member — and kept for life. Every answer, screen, e-mail and document reads it from the account.
 */
import { formatMemberNumber } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { fillInvoiceMemberNumber } from '../invoices/invoices.service';
import {
  isMemberNumberTaken,
  lockUserMemberNumber,
  reserveMemberNumbers,
  setMemberContactType,
  setUserMemberNumber,
} from './memberships.repository';

/**
 * Gives the account `userId` its member number, inside the caller's transaction: the account row is locked; an
 * account that has a number keeps it; otherwise the tenant's next number (skipping one held by hand-entered
 * data) is stored on the account and written on the account's invoices that carry none.
 * @returns the account's member number, or null for an unknown account.
 */
export async function assignMemberNumber(tx: TenantScope, userId: string): Promise<string | null> {
  const user = await lockUserMemberNumber(tx, userId);
  if (!user) return null;
  if (user.memberNum) return user.memberNum;
  let memberNum = formatMemberNumber(tx.tenantId, await reserveMemberNumbers(tx));
  while (await isMemberNumberTaken(tx, memberNum))
    memberNum = formatMemberNumber(tx.tenantId, await reserveMemberNumbers(tx));
  await setUserMemberNumber(tx, userId, memberNum);
  await fillInvoiceMemberNumber({ scope: tx }, userId, memberNum);
  return memberNum;
}

/**
 * A paid membership makes the account a Member (issue 13 "Member follows an Active or Life membership"; issue
 * 34 point 7), inside the payment's transaction: the contact type Member and the member number.
 * @returns the account's member number (null for an unknown account).
 */
export async function grantMember(tx: TenantScope, userId: string): Promise<string | null> {
  await setMemberContactType(tx, userId, true);
  return assignMemberNumber(tx, userId);
}
