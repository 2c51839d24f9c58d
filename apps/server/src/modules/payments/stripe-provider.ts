/**
 * Stripe as a tenant's payment provider (issue 34, docs/payments.md), through the official `stripe` SDK:
 * hosted Checkout Sessions (mode payment, AUD, one line per cart or invoice line, success and cancel URLs on
 * the tenant's canonical origin), server-side retrieval of a session's outcome, closing an open session, and
 * refunds of a PaymentIntent. Each tenant has its own account, so its own secret key (`STRIPE_SECRET_KEYS`);
 * `STRIPE_API_BASE` points the SDK at a local Stripe-compatible server (tests, development).
 */
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type {
  CreateCheckoutInput,
  CreatedCheckout,
  PaymentProvider,
  ProviderOutcome,
  RefundInput,
} from './payment-provider';

/** The message of a provider that could not be reached or refused a call (502). */
export const PROVIDER_UNREACHABLE = 'The payment service could not be reached. Try again in a moment.';

/** How to reach Stripe for one tenant. */
export interface StripeProviderOptions {
  secretKey: string;
  /** The tenant's canonical origin (`https://members.ota.org.au`): success and cancel URLs are built on it. */
  origin: string;
  /** A Stripe-compatible API base URL instead of Stripe's own (`http://127.0.0.1:12111`). */
  apiBase?: string;
}

/** The SDK client for a key, optionally aimed at another API base URL. */
export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** The id of an expandable Stripe field (`pi_…` or the expanded object's id), or null. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * A Checkout Session as a provider outcome: `complete` + paid (or nothing to pay) → paid, `complete` + unpaid
 * → processing (a delayed method such as BECS Direct Debit), `expired` → expired, otherwise open. The
 * reference is the session's PaymentIntent.
 */
export function outcomeOfSession(session: Stripe.Checkout.Session): ProviderOutcome {
  const reference = idOf(session.payment_intent);
  const amountCents = session.amount_total ?? null;
  if (session.status === 'complete')
    return { status: session.payment_status === 'unpaid' ? 'processing' : 'paid', reference, amountCents };
  if (session.status === 'expired') return { status: 'expired', reference, amountCents };
  return { status: 'open', reference, amountCents };
}

/** Runs a Stripe call; any failure of the provider becomes a 502 with {@link PROVIDER_UNREACHABLE}. */
async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw Object.assign(new AppError('BAD_GATEWAY', PROVIDER_UNREACHABLE), { cause: error, what });
  }
}

/** Stripe for one tenant. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode = false;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = stripeClient(options.secretKey, options.apiBase);
  }

  /**
   * Creates a Checkout Session (mode payment, AUD, GST-inclusive unit amounts in cents) whose
   * `client_reference_id` and metadata name the portal's checkout; created once per checkout id (idempotency
   * key). @throws AppError BAD_GATEWAY.
   */
  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const metadata = { tenant: input.tenantId, kind: input.kind, checkoutId: input.checkoutId };
    const session = await call('create checkout session', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'aud',
          client_reference_id: input.checkoutId,
          metadata,
          payment_intent_data: { metadata },
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: 'aud',
              unit_amount: line.unitCents,
              product_data: { name: line.name.slice(0, 250) },
            },
          })),
          success_url: `${this.options.origin}${input.returnPath}`,
          cancel_url: `${this.options.origin}${input.cancelPath}`,
          ...(input.email ? { customer_email: input.email } : {}),
        },
        { idempotencyKey: `checkout-${input.checkoutId}` },
      ),
    );
    if (!session.url) throw new AppError('BAD_GATEWAY', PROVIDER_UNREACHABLE);
    return {
      sessionId: session.id,
      checkoutUrl: session.url,
      expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
    };
  }

  /** Retrieves the session from Stripe (never trusts the browser). @throws AppError BAD_GATEWAY. */
  async retrieveOutcome(sessionId: string): Promise<ProviderOutcome> {
    return outcomeOfSession(
      await call('retrieve checkout session', () => this.stripe.checkout.sessions.retrieve(sessionId)),
    );
  }

  /** Expires an open session; a session completed meanwhile answers its real outcome. */
  async expireCheckout(sessionId: string): Promise<ProviderOutcome> {
    const current = await this.retrieveOutcome(sessionId);
    if (current.status !== 'open') return current;
    try {
      return outcomeOfSession(await this.stripe.checkout.sessions.expire(sessionId));
    } catch {
      // Completed between the two calls: Stripe refuses to expire it; its state says what happened.
      return this.retrieveOutcome(sessionId);
    }
  }

  /**
   * Verifies a webhook delivery with the endpoint's signing secret (`stripe.webhooks.constructEvent`: HMAC of
   * the raw body, 5-minute timestamp tolerance). @returns the event. @throws the SDK's signature error.
   */
  verifyWebhook(payload: Buffer, signature: string, secret: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(payload, signature, secret);
  }

  /** Refunds `amountCents` of a PaymentIntent, once per idempotency key. @throws AppError BAD_GATEWAY. */
  async refund(input: RefundInput): Promise<{ reference: string }> {
    const refund = await call('create refund', () =>
      this.stripe.refunds.create(
        { payment_intent: input.reference, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { reference: refund.id };
  }
}
