/**
 * The built-in test provider (issue 4 Checkout; issue 34: only for tenants configured with it, by default the
 * demo tenants of `npm start`). Its hosted pages are served by the portal itself on the tenant's host
 * (`/checkout/{id}`, `/checkout/invoice/{id}`), each marked "Test mode": Pay uses a test card that succeeds,
 * Decline one that is refused. No money moves; references start with `test_`.
 */
import crypto from 'node:crypto';
import type {
  CreateCheckoutInput,
  CreatedCheckout,
  PaymentProvider,
  ProviderOutcome,
  RefundInput,
} from './payment-provider';

/** Lifetime of a test checkout session: 24 hours, as Stripe's default. */
export const TEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** The test provider. Stateless: the portal's checkout rows hold what a gateway would. */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;

  /** Answers the portal's own hosted page for the checkout id (`/checkout[/invoice|/consent]/{id}`). */
  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const base = input.kind === 'cart' ? '/checkout' : `/checkout/${input.kind}`;
    return {
      sessionId: input.checkoutId,
      checkoutUrl: `${base}/${encodeURIComponent(input.checkoutId)}`,
      expiresAt: new Date(Date.now() + TEST_SESSION_TTL_MS),
    };
  }

  /** A test session is open until its page is used: its outcome reaches the portal through `testCard`. */
  async retrieveOutcome(): Promise<ProviderOutcome> {
    return { status: 'open', reference: null, amountCents: null };
  }

  /** Closing a test session always succeeds (it was never paid elsewhere). */
  async expireCheckout(): Promise<ProviderOutcome> {
    return { status: 'expired', reference: null, amountCents: null };
  }

  /** A test refund: nothing moves; the reference names the idempotency key. */
  async refund(input: RefundInput): Promise<{ reference: string }> {
    return { reference: `test_refund_${input.idempotencyKey}` };
  }

  /** The test card of the hosted page: `pay` is paid with a `test_pay_…` reference; `decline` leaves it open. */
  testCard(sessionId: string, action: 'pay' | 'decline'): ProviderOutcome {
    return action === 'pay'
      ? { status: 'paid', reference: `test_pay_${sessionId.slice(0, 12)}`, amountCents: null }
      : { status: 'open', reference: null, amountCents: null };
  }

  /** Auto Rollover with a saved test card: saving and charging it always succeed. */
  readonly consent = {
    save: async (sessionId: string) => ({ reference: `test_card_${sessionId.slice(0, 12)}` }),
    charge: async (reference: string) => ({
      ok: true,
      reference: `test_pay_${crypto.randomBytes(6).toString('hex')}_${reference.slice(-6)}`,
    }),
  };
}
