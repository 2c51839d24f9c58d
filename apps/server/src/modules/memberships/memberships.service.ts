/**
 * Memberships — spec 000 §2 (welcome wizard outcome, Settings: membership profile, cancel membership), §3, §4,
 * §5, §6, §7 Membership, §8; 002 §7 Membership and invoices; issue 13. The member's membership, its renewal /
 * manage / update-payment links, cancellation, and the Auto Rollover job. Payments: `membership-payments.ts`.
 */
import {
  CANCEL_REASON_OTHER,
  MEMBERSHIP_CONFIG,
  MEMBERSHIP_MESSAGES,
  membershipAccess,
  renewalNotOpenMessage,
  type TCanCancelMembershipResponse,
  type TFinalStepRedirectLink,
  type TMembership,
  type TMembershipLinkResponse,
  type TOutcomeType,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { requireCancelMembership } from './memberships.policy';
import { endAllSessions } from '../account/account.service';
import type { PaymentProvider, ProviderOutcome } from '../payments/payments.service';
import { withTransaction } from '../../db/tenant-scope';
import { invoicePaymentUrl, pendingMembershipInvoices, settleInvoice } from '../invoices/invoices.service';
import { applyPaidPeriod, dayOf, periodInvoice, presentCharge, renewalStateOf } from './membership-payments';
import {
  openInvoiceCheckout,
  settleInvoiceCheckout as settleInvoice_,
  type InvoiceCheckoutOutcome,
  type SettleInvoiceOptions,
} from './invoice-checkout';
import {
  claimDueAutoRenewals,
  expireLapsed,
  findConsent,
  findCurrentMembership,
  findMembershipType,
  lockMembership,
  removeConsent,
  setMemberContactType,
  updateMembership,
  type MembershipRow,
} from './memberships.repository';
import { toDollars } from '../../lib/money';
import { openConsentCheckout } from './consent-checkout';
import { adminInvoices, adminMemberships } from './membership-admin';

/**
 * For the staff exports (issue 39 point 2): one page of the memberships table, with the screen's filters
 * (`GET /api/admin/memberships`). Delegates to membership-admin.ts `adminMemberships`. @throws FORBIDDEN.
 */
export function adminMembershipsPage(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { status?: string; keyword?: string; page: number; size: number },
) {
  return adminMemberships(ctx, query);
}

/**
 * For the staff exports (issue 39 point 2): one page of the invoices table, with the screen's filters
 * (`GET /api/admin/invoices`). Delegates to membership-admin.ts `adminInvoices`. @throws FORBIDDEN.
 */
export function adminInvoicesPage(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { status?: string; keyword?: string; from?: string; to?: string; page: number; size: number },
) {
  return adminInvoices(ctx, query);
}

/**
 * For the payments module's webhook (issue 34): applies a provider's verified outcome to a membership invoice
 * checkout (the invoice paid and the period applied once; an unpaid outcome recorded as an attempt). Delegates
 * to invoice-checkout.ts `settleInvoiceCheckout`. @returns the outcome, or `'duplicate'` for an event already
 * processed.
 */
export function settleInvoiceCheckout(
  ctx: Pick<RequestContext, 'scope'>,
  checkoutId: string,
  outcome: ProviderOutcome,
  provider: PaymentProvider,
  options: SettleInvoiceOptions = {},
): Promise<InvoiceCheckoutOutcome | 'duplicate'> {
  return settleInvoice_(ctx.scope, checkoutId, outcome, provider, options);
}

/**
 * The outcome type of a membership: a life member → 'Life Member'; a Pending one (joined, first invoice
 * unpaid) → 'Pay First Invoice'; an active membership with auto-renew on → 'Auto Rollover'; anything else (no
 * membership, no auto-renew, lapsed) → 'Renew Membership'.
 */
export function outcomeTypeOf(membership: MembershipRow | null): TOutcomeType {
  if (membership?.isLifeMember || membership?.memberStatus === 'Life') return 'Life Member';
  if (membership?.memberStatus === 'Pending') return 'Pay First Invoice';
  if (membership?.autoRenew && membership.memberStatus === 'Active') return 'Auto Rollover';
  return 'Renew Membership';
}

/**
 * `GET /api/user/form/first-time/final-step-redirect-link` (spec 000 §2 Welcome wizard, §7): the outcome type
 * and where its button goes — the payment-details page for Auto Rollover, the renewal page for Renew
 * Membership, none (home) for Life Member, and for Pay First Invoice (issue 34 point 3) the Pending first
 * invoice's signed pay link, the same `paymentUrl` the Invoices screen's Pay opens (the invoices list when no
 * invoice is open). URLs are site-relative so every tenant host works; `ctx.hmac` signs the pay link.
 */
export async function finalStepRedirectLink(
  ctx: Pick<RequestContext, 'scope' | 'hmac'>,
  userId: string,
): Promise<TFinalStepRedirectLink> {
  const membership = await findCurrentMembership(ctx.scope, userId);
  const type = outcomeTypeOf(membership);
  if (type === 'Pay First Invoice') {
    const [invoice] = await pendingMembershipInvoices(ctx, [membership!.id]);
    const redirectUrl = invoice
      ? invoicePaymentUrl(ctx.hmac, ctx.scope.tenantId, userId, invoice.id)
      : '/settings/invoices';
    return { type, redirectUrl };
  }
  const redirectUrl =
    type === 'Life Member'
      ? null
      : type === 'Auto Rollover'
        ? '/settings/membership-profile?action=update-payment'
        : '/settings/membership-profile?action=renew';
  return { type, redirectUrl };
}

/** Whether a membership may be renewed at all: Active or Expired, not a life member (the window aside). */
function renewable(membership: MembershipRow): boolean {
  return ['Active', 'Expired'].includes(membership.memberStatus) && !membership.isLifeMember;
}

/**
 * `GET /api/user/membership` (000 §7) → `{ data }`: the member's current membership, or null. Its memberNum is
 * the account's one member number (issue 34 point 5). The renewal state (issue 34 point 4): `canRenew` only
 * inside the tenant's renewal window or when lapsed, `renewalOpensOn`, and `renewalCharge` (the period and the
 * amount Renew charges today, dollars incl. GST), with `nextPeriod` = its period.
 */
export async function getMembership(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor'>,
  now = new Date(),
): Promise<{ data: TMembership | null }> {
  const row = await findCurrentMembership(ctx.scope, ctx.actor.id);
  if (!row) return { data: null };
  const [type, pending] = await Promise.all([
    row.membershipTypeId ? findMembershipType(ctx.scope, row.membershipTypeId) : null,
    pendingMembershipInvoices(ctx, [row.id]),
  ]);
  const renewal = renewalStateOf(ctx.scope, row, type, dayOf(now));
  const charge = type && renewal.charge ? presentCharge(renewal.charge, type) : null;
  return {
    data: {
      id: row.id,
      memberNum: ctx.actor.memberNum,
      membershipName: row.membershipName,
      memberStatus: row.memberStatus,
      joinDate: row.joinDate,
      renewedToDate: row.renewedToDate,
      terminationDate: row.terminationDate,
      membershipTypeId: row.membershipTypeId,
      isLifeMember: row.isLifeMember,
      autoRenew: row.autoRenew,
      canRenew: renewal.isOpen,
      renewalOpensOn: renewal.opensOn,
      nextPeriod: charge?.period ?? null,
      renewalCharge: charge,
      feeIncGst: type ? toDollars(type.feeIncGstCents) : null,
      pendingInvoiceId: pending[0]?.id ?? null,
    },
  };
}

/**
 * `GET /api/user/membership/renewallink` → `{ success, url }`: opens (or reuses) the renewal invoice of what
 * Renew charges today (the next period, or a lapsed membership's restart priced as a join; issue 34 point 4) and
 * its hosted checkout. `success: false` (logged, 002 §8) when the membership cannot be renewed at all or the
 * renewal feature is off.
 * @throws AppError CONFLICT (409) 'Renewal opens on 2 May 2027.' before the renewal window opens.
 */
export async function renewalLink(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor'>,
  provider: PaymentProvider,
  now = new Date(),
): Promise<TMembershipLinkResponse> {
  const row = await findCurrentMembership(ctx.scope, ctx.actor.id);
  if (!row || !renewable(row) || !membershipAccess(ctx.tenant, ctx.actor).membershipRenewal)
    return { success: false, url: null };
  const type = row.membershipTypeId ? await findMembershipType(ctx.scope, row.membershipTypeId) : null;
  const renewal = renewalStateOf(ctx.scope, row, type, dayOf(now));
  if (!renewal.charge) return { success: false, url: null };
  if (!renewal.isOpen) throw new AppError('CONFLICT', renewalNotOpenMessage(renewal.opensOn!));
  const invoice = await periodInvoice(ctx.scope, row, renewal.charge, now);
  if (invoice.status !== 'Pending') return { success: false, url: null };
  return { success: true, url: await openInvoiceCheckout(ctx.scope, invoice, provider, 'renewal') };
}

/**
 * `GET /api/user/membership/managelink` and `updatepaymentlink` → `{ success, url }`: the hosted Auto Rollover
 * page (`/checkout/consent/{sessionId}`) where the member saves a card (consent on) or turns Auto Rollover off.
 */
export async function consentLink(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor'>,
  provider: PaymentProvider | null,
): Promise<TMembershipLinkResponse> {
  const row = await findCurrentMembership(ctx.scope, ctx.actor.id);
  if (!row || !renewable(row) || !membershipAccess(ctx.tenant, ctx.actor).membershipProfile)
    return { success: false, url: null };
  // Saved-card consent exists only with the test provider (issue 34): with Stripe, members renew themselves.
  if (!provider?.consent) return { success: false, url: null };
  return { success: true, url: await openConsentCheckout(ctx.scope, row, provider) };
}

/** Active and Life memberships may be cancelled (000 §6: also needs the feature). */
const cancellable = (row: MembershipRow | null): row is MembershipRow =>
  !!row && (row.memberStatus === 'Active' || row.memberStatus === 'Life');

/**
 * `GET api/user/CanCancelMembership` (000 §7) → `{ canCancelMembership, cancelMembershipReasons }`: true for an
 * Active or Life membership when `settings.cancel_membership` is on; the reasons of the tenant's configuration.
 */
export async function canCancelMembership(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor'>,
): Promise<TCanCancelMembershipResponse> {
  const row = await findCurrentMembership(ctx.scope, ctx.actor.id);
  return {
    canCancelMembership: cancellable(row) && membershipAccess(ctx.tenant, ctx.actor).cancelMembership,
    cancelMembershipReasons: MEMBERSHIP_CONFIG[ctx.scope.tenantId].cancelReasons.map((reason) => ({
      value: reason,
      label: reason,
    })),
  };
}

/**
 * `POST api/user/CancelMembership` (000 §4/§5/§7): cancels the membership (terminationDate today, reason
 * recorded, Auto Rollover and consent removed, contact type Member removed) in one transaction, then ends
 * every session of the member and mails a confirmation.
 * @throws AppError FORBIDDEN (feature off), BAD_REQUEST (reason not offered), CONFLICT (not cancellable).
 */
export async function cancelMembership(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor' | 'mail'>,
  body: { CancelMembershipReason: string; CancelMembershipReasonOther?: string | null },
  now = new Date(),
): Promise<{ success: true; message: string }> {
  requireCancelMembership(ctx.tenant, ctx.actor);
  if (!MEMBERSHIP_CONFIG[ctx.scope.tenantId].cancelReasons.includes(body.CancelMembershipReason))
    throw new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.reasonRequired);
  const current = await findCurrentMembership(ctx.scope, ctx.actor.id);
  if (!cancellable(current)) throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.cannotCancel);
  await withTransaction(ctx.scope, async (tx) => {
    const row = await lockMembership(tx, current.id);
    if (!cancellable(row)) throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.cannotCancel);
    await updateMembership(tx, row.id, {
      memberStatus: 'Cancelled',
      terminationDate: dayOf(now),
      autoRenew: false,
      cancelReason: body.CancelMembershipReason,
      cancelReasonOther:
        body.CancelMembershipReason === CANCEL_REASON_OTHER
          ? (body.CancelMembershipReasonOther?.trim() ?? null)
          : null,
      cancelledAt: now,
    });
    await removeConsent(tx, row.id);
    await setMemberContactType(tx, row.userId, false);
  });
  await endAllSessions(ctx, ctx.actor.id);
  await ctx.mail.send(ctx.scope, {
    to: ctx.actor.email,
    subject: `${ctx.tenant.displayName}: your membership has been cancelled`,
    text: `Dear ${ctx.actor.firstName},\n\nYour ${current.membershipName} membership (member number ${ctx.actor.memberNum ?? '—'}) was cancelled on ${dayOf(now)}.\nReason: ${body.CancelMembershipReason}.\n\nYou have been signed out. We hope to see you again.\n\n${ctx.tenant.fullName}`,
  });
  return { success: true, message: MEMBERSHIP_MESSAGES.cancelled };
}

/** Days before renewedToDate from which Auto Rollover renews. */
export const AUTO_RENEW_LEAD_DAYS = 14;

/** What one run of the job (or its round of one tenant) did. */
export interface AutoRenewReport {
  renewed: number;
  expired: number;
}

/**
 * The Auto Rollover round of one tenant (issue 13), run by `membership-job.ts` for every tenant: renews each
 * Active auto-renew membership with a stored consent whose renewedToDate is within
 * {@link AUTO_RENEW_LEAD_DAYS} (or passed) and whose renewal window is open (issue 34 point 4: the same periods
 * and prices as Renew — the next period at the full fee, a lapsed one restarted as a join) — the invoice
 * charged with the consent and Paid, renewedToDate extended — then marks the remaining lapsed memberships
 * Expired (Member removed). A `provider` that cannot charge a saved card (Stripe here, issue 34; or none)
 * renews nothing by itself. Safe to run twice or concurrently: rows are claimed `FOR UPDATE SKIP LOCKED`, and
 * a membership whose renewedToDate already covers the period (or whose period invoice is Paid) is skipped.
 */
export async function autoRenewTenant(
  ctx: Pick<RequestContext, 'scope'>,
  provider: PaymentProvider | null,
  now = new Date(),
): Promise<AutoRenewReport> {
  const today = dayOf(now);
  const dueBy = dayOf(new Date(now.getTime() + AUTO_RENEW_LEAD_DAYS * 86_400_000));
  const renewed = await withTransaction(ctx.scope, async (tx) => {
    // Only a provider that charges saved cards renews by itself (issue 34: the test provider).
    if (!provider?.consent) return 0;
    let count = 0;
    for (const row of await claimDueAutoRenewals(tx, dueBy, 200)) {
      const consent = await findConsent(tx, row.id);
      const type = row.membershipTypeId ? await findMembershipType(tx, row.membershipTypeId) : null;
      if (!consent || !type) continue;
      const renewal = renewalStateOf(tx, row, type, today);
      // The same periods as a manual renewal: only inside the tenant's window (or lapsed).
      if (!renewal.isOpen || !renewal.charge) continue;
      const period = renewal.charge.period;
      if (row.renewedToDate && row.renewedToDate >= period.end) continue;
      const invoice = await periodInvoice(tx, row, renewal.charge, now);
      if (invoice.status !== 'Pending') continue;
      if (consent.provider !== provider.name) continue;
      const charge = await provider.consent.charge(consent.reference, invoice.totalIncGstCents);
      if (!charge.ok) continue;
      await settleInvoice({ scope: tx }, invoice, {
        provider: consent.provider,
        reference: charge.reference,
      });
      await applyPaidPeriod(tx, row, period, today);
      count += 1;
    }
    return count;
  });
  const expired = await withTransaction(ctx.scope, async (tx) => {
    const userIds = await expireLapsed(tx, today);
    for (const userId of new Set(userIds)) await setMemberContactType(tx, userId, false);
    return userIds.length;
  });
  return { renewed, expired };
}
