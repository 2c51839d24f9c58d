/**
 * Membership payments (issue 13; 002 §4 hosted checkout): the invoice of a membership period (join, renewal,
 * Auto Rollover) and what a paid period does to the membership; the hosted checkout and its completion are in
 * `invoice-checkout.ts` (issue 34). One live invoice per membership period
 * (unique index) and the status checks under the locks make two concurrent renewals pay once.
 */
import {
  MEMBERSHIP_CONFIG,
  membershipPeriodOf,
  nextMembershipPeriod,
  type TMembershipPeriod,
  type TMembershipPeriodRule,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../events/events.service';
import {
  createPendingInvoice,
  findMembershipPeriodInvoice,
  type InvoiceRow,
} from '../invoices/invoices.service';
import {
  findMemberUser,
  findMembershipType,
  updateMembership,
  type MembershipRow,
  type MembershipTypeRow,
} from './memberships.repository';
import { grantMember } from './member-number';

/** `YYYY-MM-DD` of a date (UTC). */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The period rule of a membership: its type's, else the tenant's (`MEMBERSHIP_CONFIG`). */
export function periodRuleOf(scope: TenantScope, type: MembershipTypeRow | null): TMembershipPeriodRule {
  return (
    (type?.periodRule as TMembershipPeriodRule | undefined) ?? MEMBERSHIP_CONFIG[scope.tenantId].periodRule
  );
}

/**
 * The period a renewal pays for: the one after renewedToDate while it is current (today or later), else the
 * period containing today (a lapsed membership restarts now).
 */
export function renewalPeriod(
  membership: Pick<MembershipRow, 'renewedToDate'>,
  rule: TMembershipPeriodRule,
  today: string,
): TMembershipPeriod {
  const to = membership.renewedToDate;
  return to && to >= today ? nextMembershipPeriod(rule, to) : membershipPeriodOf(rule, today);
}

/** Whether an error is a unique-constraint violation (PostgreSQL 23505), also when wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * The live invoice of a membership period: the existing Pending or Paid one, or a new Pending invoice for the
 * type's fee (GST included). A concurrent creator losing the unique-index race reads the winner's invoice.
 */
export async function periodInvoice(
  scope: TenantScope,
  membership: MembershipRow,
  period: TMembershipPeriod,
  now: Date,
): Promise<InvoiceRow> {
  const existing = await findMembershipPeriodInvoice(scope, membership.id, period.start);
  if (existing) return existing;
  const type = membership.membershipTypeId
    ? await findMembershipType(scope, membership.membershipTypeId)
    : null;
  if (!type) throw new AppError('CONFLICT', 'This membership has no membership type to invoice.');
  const user = await findMemberUser(scope, membership.userId);
  const day = dayOf(now);
  const line = {
    itemName: `${type.name} membership ${period.start} – ${period.end}`,
    quantity: 1,
    unitCents: type.feeIncGstCents,
    totalCents: type.feeIncGstCents,
  };
  try {
    await inTransaction(scope, (tx) =>
      createPendingInvoice(tx, {
        userId: membership.userId,
        kind: 'membership',
        membershipId: membership.id,
        periodStart: period.start,
        periodEnd: period.end,
        invoiceDate: day,
        dueDate: period.start > day ? period.start : day,
        description: `${type.name} membership ${period.start} to ${period.end}`,
        totalIncGstCents: type.feeIncGstCents,
        totalExcGstCents: type.feeIncGstCents - type.gstCents,
        gstCents: type.gstCents,
        userFullName: user ? `${user.firstName} ${user.lastName}` : '',
        memberNum: user?.memberNum ?? null,
        lineItems: [line],
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const live = await findMembershipPeriodInvoice(scope, membership.id, period.start);
  if (!live) throw new AppError('CONFLICT', 'The invoice could not be created. Try again.');
  return live;
}

/**
 * Applies a paid period to a locked membership (inside the payment's transaction): Pending/Expired → Active,
 * joinDate on first payment, renewedToDate = the later of itself and the period's end, and the account a
 * Member with its one member number (`grantMember`).
 */
export async function applyPaidPeriod(
  tx: TenantScope,
  membership: MembershipRow,
  period: { end: string },
  today: string,
): Promise<void> {
  if (membership.memberStatus === 'Cancelled' || membership.memberStatus === 'Life') return;
  const renewedToDate =
    membership.renewedToDate && membership.renewedToDate > period.end ? membership.renewedToDate : period.end;
  await updateMembership(tx, membership.id, {
    memberStatus: 'Active',
    joinDate: membership.joinDate ?? today,
    renewedToDate,
  });
  await grantMember(tx, membership.userId);
}
