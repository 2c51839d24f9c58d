/**
 * What a verified Stripe event does (issue 34, docs/payments.md "Webhook"): the Checkout Session events settle
 * the portal's checkout they name (`client_reference_id`, metadata `kind` cart | invoice), and
 * `charge.refunded` records a refund made at Stripe. Each event id is processed once, in the transaction of
 * its effect; any other event type is only acknowledged.
 */
import type Stripe from 'stripe';
import type { TenantScope } from '../../db/tenant-scope';
import type { ProviderOutcome } from './payment-provider';
import type { ProviderEventRef } from './payments.repository';
import type { StripePaymentProvider } from './stripe-provider';
import { outcomeOfSession } from './stripe-provider';

/** The Checkout Session events handled, and the outcome each one states. */
export const SESSION_EVENTS = {
  'checkout.session.completed': null,
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
} as const satisfies Record<string, ProviderOutcome['status'] | null>;

/** What the webhook needs from the modules that own checkouts and invoices. */
export interface WebhookHandlers {
  /**
   * Settles a cart checkout (cart module) whose provider session is `sessionId`; `'duplicate'` for a replay,
   * null for an unknown checkout (or one of another session).
   */
  cart(
    checkoutId: string,
    sessionId: string,
    outcome: ProviderOutcome,
    event: ProviderEventRef,
  ): Promise<unknown>;
  /** Settles an invoice checkout (memberships module), as `cart`. */
  invoice(
    checkoutId: string,
    sessionId: string,
    outcome: ProviderOutcome,
    event: ProviderEventRef,
  ): Promise<unknown>;
  /** Records a refund made at the provider (invoices module); false for a replay. */
  refund(
    event: ProviderEventRef,
    refund: { paymentReference: string; refundedCents: number; reference: string },
  ): Promise<unknown>;
  /** Records an event that changes nothing, so a replay is recognised too. */
  acknowledge(event: ProviderEventRef): Promise<unknown>;
}

/** What the webhook did with an event (for the log and tests). */
export type WebhookResult = 'settled' | 'refund' | 'ignored';

/**
 * Dispatches a verified event. A session event whose metadata names another tenant, or whose checkout is not
 * this session's, settles nothing (acknowledged only).
 */
export async function handleStripeEvent(
  scope: TenantScope,
  event: Stripe.Event,
  handlers: WebhookHandlers,
): Promise<WebhookResult> {
  const ref: ProviderEventRef = { provider: 'stripe', id: event.id, type: event.type };
  if (event.type in SESSION_EVENTS) {
    const session = event.data.object as Stripe.Checkout.Session;
    const stated = SESSION_EVENTS[event.type as keyof typeof SESSION_EVENTS];
    const base = outcomeOfSession(session);
    const outcome: ProviderOutcome = stated ? { ...base, status: stated } : base;
    const checkoutId = session.client_reference_id;
    const kind = session.metadata?.kind;
    if (checkoutId && session.metadata?.tenant === scope.tenantId) {
      if (kind === 'cart') return (await handlers.cart(checkoutId, session.id, outcome, ref), 'settled');
      if (kind === 'invoice')
        return (await handlers.invoice(checkoutId, session.id, outcome, ref), 'settled');
    }
  } else if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const paymentReference =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (paymentReference) {
      await handlers.refund(ref, {
        paymentReference,
        refundedCents: charge.amount_refunded,
        reference: `${charge.id}:${charge.amount_refunded}`,
      });
      return 'refund';
    }
  }
  await handlers.acknowledge(ref);
  return 'ignored';
}

/** Verifies a delivery with the tenant's signing secret. @returns the event, or null for a bad signature. */
export function verifyStripeEvent(
  stripe: { provider: StripePaymentProvider; webhookSecret: string },
  payload: Buffer,
  signature: string | undefined,
): Stripe.Event | null {
  if (!signature) return null;
  try {
    return stripe.provider.verifyWebhook(payload, signature, stripe.webhookSecret);
  } catch {
    return null;
  }
}
