/**
 * Auto Rollover payment consent (issue 13; 000 §2 wizard outcome "confirm or update payment details"): a
 * hosted page of the test provider where the member saves a card for automatic renewal (consent stored,
 * autoRenew on) or turns Auto Rollover off (consent removed, autoRenew off).
 */
import type { TenantScope } from '../../db/tenant-scope';
import { newCheckoutId, type PaymentProvider } from '../payments/payments.service';
import { withTransaction } from '../../db/tenant-scope';
import {
  completeCheckoutRow,
  findCheckout,
  insertCheckout,
  lockMembership,
  removeConsent,
  saveConsent,
  updateMembership,
  type MembershipRow,
} from './memberships.repository';

/**
 * Opens a hosted consent page for a membership (only providers with saved-card consent: the test provider).
 * @returns its site-relative URL.
 */
export async function openConsentCheckout(
  scope: TenantScope,
  membership: MembershipRow,
  provider: PaymentProvider,
): Promise<string> {
  const id = newCheckoutId();
  const created = await provider.createCheckout({
    tenantId: scope.tenantId,
    checkoutId: id,
    kind: 'consent',
    amountCents: 0,
    lines: [],
    returnPath: `/checkout/consent/${id}`,
    cancelPath: `/checkout/consent/${id}`,
  });
  await insertCheckout(scope, {
    id,
    providerSessionId: created.sessionId,
    url: created.checkoutUrl,
    expiresAt: created.expiresAt,
    userId: membership.userId,
    membershipId: membership.id,
    purpose: 'consent',
    origin: 'renewal',
    provider: provider.name,
  });
  return `/checkout/consent/${id}`;
}

/**
 * Completes a consent page: `save` stores the consent (the provider's reference) and turns autoRenew on;
 * `off` removes it and turns autoRenew off. Only once per page. @returns the portal URL to return to, or null
 * for an unknown / used session.
 */
export async function completeConsentCheckout(
  scope: TenantScope,
  sessionId: string,
  action: 'save' | 'off',
  provider: PaymentProvider | null,
  now = new Date(),
): Promise<string | null> {
  const consent = provider?.consent;
  if (!provider || !consent) return null;
  return withTransaction(scope, async (tx) => {
    const checkout = await findCheckout(tx, sessionId, true);
    if (!checkout || checkout.purpose !== 'consent' || checkout.status !== 'Pending') return null;
    if (checkout.provider !== provider.name) return null;
    const membership = await lockMembership(tx, checkout.membershipId);
    if (!membership || !['Active', 'Expired'].includes(membership.memberStatus)) return null;
    if (action === 'save') {
      const card = await consent.save(sessionId);
      await saveConsent(tx, membership.id, { provider: provider.name, reference: card.reference });
      await updateMembership(tx, membership.id, { autoRenew: true });
    } else {
      await removeConsent(tx, membership.id);
      await updateMembership(tx, membership.id, { autoRenew: false });
    }
    await completeCheckoutRow(tx, checkout.id, action === 'save' ? 'Saved' : 'Removed', now);
    return `/settings/membership-profile?autoRenew=${action === 'save' ? 'on' : 'off'}`;
  });
}
