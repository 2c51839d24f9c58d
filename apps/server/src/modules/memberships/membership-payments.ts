/**
 * Membership payments (issue 13; 002 §4 hosted checkout): the invoice of a membership period (join, renewal,
 * Auto Rollover) and what a paid period does to the membership; the hosted checkout and its completion are in
 * `invoice-checkout.ts` (issue 34). One live invoice per membership period
 * (unique index) and the status checks under the locks make two concurrent renewals pay once.
 */
import {
  MEMBERSHIP_CONFIG,
  chargeLabel,
  joinCharge,
  membershipDayOf,
  renewalState,
  type MembershipCharge,
  type RenewalState,
  type TMembershipCharge,
  type TMembershipPeriodRule,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { invoiceTotals, toDollars } from '../../lib/money';
import { withTransaction } from '../../db/tenant-scope';
import {
  cancelOverlappingMembershipInvoices,
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

/**
 * The membership calendar day (`YYYY-MM-DD`) of an instant: the Australia/Sydney day (`membershipDayOf`, issue
 * 34 point 4), so a join at 9 am on 1 December is a December join although UTC still says 30 November.
 */
export const dayOf = (date: Date): string => membershipDayOf(date);

/** The period rule of a membership: its type's, else the tenant's (`MEMBERSHIP_CONFIG`). */
export function periodRuleOf(scope: TenantScope, type: MembershipTypeRow | null): TMembershipPeriodRule {
  return (
    (type?.periodRule as TMembershipPeriodRule | undefined) ?? MEMBERSHIP_CONFIG[scope.tenantId].periodRule
  );
}

/**
 * What joining on `today` covers and costs for a type under the tenant's join pricing (issue 34 point 4;
 * `MEMBERSHIP_CONFIG[tenant].joinPricing`): pro-rata whole months or the cut-off. Cents, GST included.
 */
export function joinChargeOf(scope: TenantScope, type: MembershipTypeRow, today: string): MembershipCharge {
  return joinCharge(MEMBERSHIP_CONFIG[scope.tenantId], periodRuleOf(scope, type), type.feeIncGstCents, today);
}

/**
 * The renewal state of a membership on `today` (issue 34 point 4): whether Renew is offered (the tenant's
 * renewal window, default 60 days before renewedToDate ends, or lapsed), from when, and what it charges (the
 * next period at the type's fee; a lapsed membership restarts priced as a join). Not renewable without a type.
 */
export function renewalStateOf(
  scope: TenantScope,
  membership: Pick<MembershipRow, 'memberStatus' | 'renewedToDate' | 'isLifeMember'>,
  type: MembershipTypeRow | null,
  today: string,
): RenewalState {
  if (!type) return { isRenewable: false, isOpen: false, opensOn: null, isLapsed: false, charge: null };
  return renewalState(
    MEMBERSHIP_CONFIG[scope.tenantId],
    periodRuleOf(scope, type),
    membership,
    type.feeIncGstCents,
    today,
  );
}

/**
 * The GST split of a charge (cents): the type's stored GST for its full fee, otherwise 1/11 of the amount as
 * every invoice splits it (`invoiceTotals`); 0 for a GST-free type.
 */
export function chargeTotals(
  charge: MembershipCharge,
  type: Pick<MembershipTypeRow, 'feeIncGstCents' | 'gstCents'>,
): { incCents: number; gstCents: number; excCents: number } {
  const incCents = charge.amountIncGstCents;
  if (type.gstCents === 0) return { incCents, gstCents: 0, excCents: incCents };
  if (incCents === type.feeIncGstCents)
    return { incCents, gstCents: type.gstCents, excCents: incCents - type.gstCents };
  return invoiceTotals([{ unitCents: incCents, quantity: 1 }]);
}

/** A charge as the API answers it (`TMembershipCharge`: dollars, GST included, with its GST part). */
export function presentCharge(
  charge: MembershipCharge,
  type: Pick<MembershipTypeRow, 'feeIncGstCents' | 'gstCents'>,
): TMembershipCharge {
  const totals = chargeTotals(charge, type);
  return {
    period: charge.period,
    amountIncGst: toDollars(totals.incCents),
    gst: toDollars(totals.gstCents),
    basis: charge.basis,
    monthsCharged: charge.monthsCharged,
    monthsInPeriod: charge.monthsInPeriod,
  };
}

/** Whether an error is a unique-constraint violation (PostgreSQL 23505), also when wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Whether a live invoice already bills exactly `charge` (same days and amount). */
const billsCharge = (invoice: InvoiceRow, charge: MembershipCharge) =>
  invoice.periodEnd === charge.period.end && invoice.totalIncGstCents === charge.amountIncGstCents;

/**
 * The live invoice of a membership charge (issue 13; issue 34 point 4): the existing Paid one of the period, or
 * the Pending one billing the same days and amount, or a new Pending invoice for `charge` (cents, GST included
 * and split by {@link chargeTotals}) whose line item and description name the period and, for pro-rata, the
 * months charged ('Full member membership 1 Dec 2026 – 31 Dec 2026, pro-rata 1 of 12 months'). A new invoice
 * cancels the membership's Pending invoices for overlapping days (a lapsed renewal priced again in a later
 * month). A concurrent creator losing the unique-index race reads the winner's invoice.
 * @throws AppError CONFLICT when the membership has no type.
 */
export async function periodInvoice(
  scope: TenantScope,
  membership: MembershipRow,
  charge: MembershipCharge,
  now: Date,
): Promise<InvoiceRow> {
  const { period } = charge;
  const existing = await findMembershipPeriodInvoice({ scope }, membership.id, period.start);
  if (existing && (existing.status === 'Paid' || billsCharge(existing, charge))) return existing;
  const type = membership.membershipTypeId
    ? await findMembershipType(scope, membership.membershipTypeId)
    : null;
  if (!type) throw new AppError('CONFLICT', 'This membership has no membership type to invoice.');
  const user = await findMemberUser(scope, membership.userId);
  const day = dayOf(now);
  const totals = chargeTotals(charge, type);
  const what = `${type.name} membership ${chargeLabel(charge)}`;
  const line = { itemName: what, quantity: 1, unitCents: totals.incCents, totalCents: totals.incCents };
  try {
    await withTransaction(scope, async (tx) => {
      await cancelOverlappingMembershipInvoices({ scope: tx }, membership.id, period, null);
      await createPendingInvoice(
        { scope: tx },
        {
          userId: membership.userId,
          kind: 'membership',
          membershipId: membership.id,
          periodStart: period.start,
          periodEnd: period.end,
          invoiceDate: day,
          dueDate: period.start > day ? period.start : day,
          description: what,
          totalIncGstCents: totals.incCents,
          totalExcGstCents: totals.excCents,
          gstCents: totals.gstCents,
          userFullName: user ? `${user.firstName} ${user.lastName}` : '',
          memberNum: user?.memberNum ?? null,
          lineItems: [line],
        },
      );
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const live = await findMembershipPeriodInvoice({ scope }, membership.id, period.start);
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
