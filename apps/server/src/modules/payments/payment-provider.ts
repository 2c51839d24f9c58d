/**
 * The payment-provider interface (issue 4 Checkout, issue 34) that the cart (tickets) and memberships
 * (join, renewal, Pending invoices) use: a provider opens a hosted checkout for an amount in AUD cents and
 * answers where the member goes; whether money was taken is decided only by the provider's verified answer
 * (`retrieveOutcome` on the server, a signed webhook, or the test provider's own hosted page), never by the
 * browser's return URL. Implementations: `TestPaymentProvider` (test-provider.ts, demo tenants only) and
 * `StripePaymentProvider` (stripe-provider.ts).
 */

/** What is paid: a cart of tickets, one invoice, or (test provider only) an Auto Rollover card consent. */
export type CheckoutKind = 'cart' | 'invoice' | 'consent';

/** One line of the hosted checkout: name, quantity and GST-inclusive unit price in AUD cents. */
export interface CheckoutLine {
  name: string;
  quantity: number;
  unitCents: number;
}

/** What a provider needs to open a hosted checkout. */
export interface CreateCheckoutInput {
  tenantId: string;
  /** The portal's unguessable checkout id (row id; Stripe `client_reference_id` and metadata). */
  checkoutId: string;
  kind: CheckoutKind;
  /** GST-inclusive total in AUD cents (the sum of the lines). */
  amountCents: number;
  lines: CheckoutLine[];
  /** Site-relative portal path the provider returns to after paying (made absolute on the tenant's canonical origin). */
  returnPath: string;
  /** Site-relative portal path the provider returns to when the member cancels. */
  cancelPath: string;
  /** The payer's e-mail, prefilled on the provider's page when given. */
  email?: string | null;
}

/** A hosted checkout the provider opened. */
export interface CreatedCheckout {
  /** The provider's session id (Stripe `cs_…`; the test provider answers the portal's checkout id). */
  sessionId: string;
  /** Where the member pays: absolute (Stripe) or a same-origin path (test provider). */
  checkoutUrl: string;
  /** When the provider closes the session (Stripe: 24 h by default). */
  expiresAt: Date | null;
}

/**
 * The provider's verified state of a session: `paid` (money taken; `reference` is the payment, Stripe
 * PaymentIntent `pi_…`), `open` (nothing yet, still payable), `processing` (completed with a delayed payment
 * method, not yet paid), `expired` (closed unpaid), `failed` (a delayed payment failed).
 */
export interface ProviderOutcome {
  status: 'paid' | 'open' | 'processing' | 'expired' | 'failed';
  reference: string | null;
  /** Amount the provider reports for the session, AUD cents (null when it says none). */
  amountCents: number | null;
}

/** A refund to make through the provider. */
export interface RefundInput {
  /** The payment's provider reference (Stripe PaymentIntent `pi_…`). */
  reference: string;
  /** AUD cents, more than 0. */
  amountCents: number;
  /** Same key, same refund: retrying after a failure never refunds twice. */
  idempotencyKey: string;
}

/** A payment gateway of one tenant. */
export interface PaymentProvider {
  /** `test` | `stripe`: stored with each checkout and payment row. */
  readonly name: 'test' | 'stripe';
  /** True for the built-in test provider: every page, notice and receipt it touches says "Test mode". */
  readonly testMode: boolean;
  /** Opens a hosted checkout. @throws AppError BAD_GATEWAY when the provider cannot be reached. */
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** The provider's state of a session, retrieved server-side. @throws AppError BAD_GATEWAY. */
  retrieveOutcome(sessionId: string): Promise<ProviderOutcome>;
  /**
   * Closes an open session so it can no longer be paid, and answers its final state (`paid` when the member
   * completed it meanwhile). @throws AppError BAD_GATEWAY.
   */
  expireCheckout(sessionId: string): Promise<ProviderOutcome>;
  /** Refunds part or all of a payment. @returns the refund's reference. @throws AppError BAD_GATEWAY. */
  refund(input: RefundInput): Promise<{ reference: string }>;
  /**
   * Test provider only — its hosted page's test card: `pay` succeeds (a `paid` outcome with a test reference),
   * `decline` is refused (the session stays `open`). A real provider has no such method, so its sessions can
   * never be paid by a form post to the portal.
   */
  testCard?(sessionId: string, action: 'pay' | 'decline'): ProviderOutcome;
  /**
   * Test provider only — Auto Rollover card consent: saves a test card (its reference) and charges it later.
   * Absent on providers without saved-card consent (Stripe here): Auto Rollover is then not offered.
   */
  consent?: {
    save(sessionId: string): Promise<{ reference: string }>;
    charge(reference: string, amountCents: number): Promise<{ ok: boolean; reference: string }>;
  };
}
