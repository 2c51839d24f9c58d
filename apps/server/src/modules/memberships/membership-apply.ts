/**
 * Joining from a signed-in account (issue 34 point 7; 000 §6 contact types): an account without a membership —
 * a client user, say — applies from its membership profile for one of the tenant's joinable types. Like the
 * public join (`membership-join.ts`) it makes a Pending membership and its first Pending invoice, priced by the
 * tenant's join rule (pro-rata months or the cut-off, issue 34 point 4); paying it through the hosted checkout makes the account a Member with its member number
 * (`applyPaidPeriod` → `grantMember`), and the checkout returns to the membership profile.
 */
import {
  MEMBERSHIP_MESSAGES,
  type TMembershipApplyBody,
  type TMembershipJoinResponse,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../payments/payments.service';
import { withTransaction } from '../../db/tenant-scope';
import { openInvoiceCheckout } from './invoice-checkout';
import { dayOf, joinChargeOf, periodInvoice } from './membership-payments';
import {
  findCurrentMembership,
  findMembershipType,
  findUserMembership,
  insertMembership,
  lockUserMemberNumber,
} from './memberships.repository';
import type { RequestContext } from '../../plugins/auth';
import { requireMembershipProfile } from './memberships.policy';

/**
 * `POST /api/user/membership/join` `{ membershipTypeId }` → `{ membershipId, invoiceId, paymentUrl }`: the
 * caller's Pending membership of that type, its first invoice (what joining on `now` covers and costs, in
 * cents, GST included: pro-rata months or the cut-off, issue 34 point 4) and the invoice's hosted checkout URL (`/checkout/invoice/{sessionId}`).
 * The account row is locked while the membership is made, so two applications at once make one.
 * @throws AppError FORBIDDEN (membership profile off for the tenant), BAD_REQUEST 'Please select a membership
 * type.' (unknown or not joinable type), CONFLICT 'You already have a membership.' (any membership, also a
 * Pending, Expired or Cancelled one: those renew, pay or show on the profile).
 */
export async function applyForMembership(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor'>,
  provider: PaymentProvider,
  body: TMembershipApplyBody,
  now = new Date(),
): Promise<TMembershipJoinResponse> {
  requireMembershipProfile(ctx.tenant, ctx.actor);
  const type = await findMembershipType(ctx.scope, body.membershipTypeId);
  if (!type?.isJoinable)
    throw new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.joinTypeRequired, {
      errors: { membershipTypeId: [MEMBERSHIP_MESSAGES.joinTypeRequired] },
    });
  const membershipId = await withTransaction(ctx.scope, async (tx) => {
    await lockUserMemberNumber(tx, ctx.actor.id);
    if (await findCurrentMembership(tx, ctx.actor.id))
      throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.alreadyHasMembership);
    return insertMembership(tx, {
      userId: ctx.actor.id,
      membershipTypeId: type.id,
      membershipName: type.name,
      memberStatus: 'Pending',
    });
  });
  const membership = (await findUserMembership(ctx.scope, ctx.actor.id, membershipId))!;
  const invoice = await periodInvoice(ctx.scope, membership, joinChargeOf(ctx.scope, type, dayOf(now)), now);
  // 'renewal' returns to the membership profile (`invoiceReturnUrl`), where the paid membership now shows.
  const paymentUrl = await openInvoiceCheckout(ctx.scope, invoice, provider, 'renewal');
  return { membershipId, invoiceId: invoice.id, paymentUrl };
}
