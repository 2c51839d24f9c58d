/**
 * Payment-provider interface (issue 4 Checkout) and the built-in test provider. A provider creates a hosted
 * checkout for an amount and answers the URL the member is sent to (`checkoutUrl` of `POST /api/cart/checkout`,
 * 002 §7). The test provider's hosted page is served by the portal itself (`cart.routes.ts`), where the
 * member pays with a test card (success) or declines; a real gateway would call back the same completion.
 */
import crypto from 'node:crypto';

/** What a provider needs to open a hosted checkout: tenant, cart and the amount. */
export interface CreateCheckoutInput {
  tenantId: string;
  cartId: string;
  /** GST-inclusive total in cents (AUD). */
  amountCents: number;
  /**
   * What is paid: a cart (default; `cartId` is the cart) or one invoice (issue 13 membership join, renewal and
   * Pay; `cartId` then holds the invoice id). The test provider hosts each on its own page.
   */
  kind?: 'cart' | 'invoice';
}

/** A hosted checkout the member is sent to. */
export interface CreatedCheckout {
  /** Unguessable session id; also the capability of the hosted page. */
  sessionId: string;
  /** Where the member goes: absolute or same-origin path. */
  checkoutUrl: string;
}

/** A payment gateway: opens hosted checkouts and charges them (the built-in test provider, or a real one). */
export interface PaymentProvider {
  /** Stored with the session and on payment rows. */
  readonly name: string;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** Test cards: whether a charge succeeds. A real gateway decides this itself. */
  charge(sessionId: string, outcome: 'pay' | 'decline'): Promise<{ ok: boolean; reference: string }>;
}

/** The built-in test provider: hosted page at `/checkout/{sessionId}` on the tenant's own host. */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  async createCheckout(input?: CreateCheckoutInput): Promise<CreatedCheckout> {
    const sessionId = crypto.randomBytes(24).toString('base64url');
    const base = input?.kind === 'invoice' ? '/checkout/invoice' : '/checkout';
    return { sessionId, checkoutUrl: `${base}/${sessionId}` };
  }

  async charge(sessionId: string, outcome: 'pay' | 'decline') {
    return { ok: outcome === 'pay', reference: `test_${outcome}_${sessionId.slice(0, 12)}` };
  }
}
