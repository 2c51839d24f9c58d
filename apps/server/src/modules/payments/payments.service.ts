/**
 * Payments (issue 34, docs/payments.md): which provider each tenant uses, built once from the configuration
 * (`PAYMENT_PROVIDERS`, `STRIPE_SECRET_KEYS`, `STRIPE_WEBHOOK_SECRETS`, `STRIPE_API_BASE`), and the records
 * every provider shares — processed provider events (once per event id) and checkout attempts (an invoice's
 * history). The cart and memberships modules use providers only through this file.
 */
import crypto from 'node:crypto';
import { PAYMENT_MESSAGES, TENANT_IDS, type TenantId } from '@portal/contracts';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { tenantOrigin } from '../../plugins/tenant';
import type * as provider from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';
import { attemptsOfInvoice, claimEvent, insertAttempt, linkCartAttempts } from './payments.repository';
import type * as repository from './payments.repository';
import type { RequestContext } from '../../plugins/auth';

/** A payment gateway of one tenant (payment-provider.ts): hosted checkouts, verified outcomes, refunds. */
export type PaymentProvider = provider.PaymentProvider;
/** One line of the hosted checkout: name, quantity and GST-inclusive unit price in AUD cents. */
export type CheckoutLine = provider.CheckoutLine;
/** The provider's verified state of a session (`paid`, `open`, `processing`, `expired`, `failed`). */
export type ProviderOutcome = provider.ProviderOutcome;
/** A verified provider event (provider and event id), recorded once. */
export type ProviderEventRef = repository.ProviderEventRef;
/** A checkout attempt to record (an invoice's or cart's payment history). */
export type NewAttempt = repository.NewAttempt;

/**
 * For tests and tools of other modules: a new built-in test provider (demo tenants only; its hosted page pays
 * with the test card), as `buildPaymentProviders` gives the demo tenants.
 */
export function newTestPaymentProvider(): PaymentProvider {
  return new TestPaymentProvider();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider of each tenant (issue 34). */
    payments: PaymentProviders;
  }
}

/** The payment providers of the tenants. */
export interface PaymentProviders {
  /** The tenant's provider, or null when none is configured. */
  of(tenantId: string): PaymentProvider | null;
  /** The tenant's Stripe provider and webhook signing secret, or null when the tenant does not use Stripe. */
  stripe(tenantId: string): { provider: StripePaymentProvider; webhookSecret: string } | null;
}

/**
 * Builds the providers from the configuration: `PAYMENT_PROVIDERS` when set (a tenant not listed, or listed
 * `none`, has none); otherwise the test provider for every tenant when the server seeds demo data
 * (`SEED_ON_START`), and none when it does not. Stripe providers get the tenant's key and its canonical origin.
 */
export function buildPaymentProviders(
  env: Pick<
    Env,
    | 'PAYMENT_PROVIDERS'
    | 'STRIPE_SECRET_KEYS'
    | 'STRIPE_WEBHOOK_SECRETS'
    | 'STRIPE_API_BASE'
    | 'SEED_ON_START'
    | 'TENANT_ORIGINS'
    | 'TENANT_HOSTS'
    | 'PORT'
  >,
): PaymentProviders {
  const providers = new Map<string, PaymentProvider>();
  const secrets = new Map<string, string>();
  const test = new TestPaymentProvider();
  for (const tenantId of TENANT_IDS) {
    const choice = env.PAYMENT_PROVIDERS.size
      ? (env.PAYMENT_PROVIDERS.get(tenantId) ?? 'none')
      : env.SEED_ON_START
        ? 'test'
        : 'none';
    if (choice === 'test') providers.set(tenantId, test);
    const secretKey = env.STRIPE_SECRET_KEYS.get(tenantId);
    const webhookSecret = env.STRIPE_WEBHOOK_SECRETS.get(tenantId);
    if (choice === 'stripe' && secretKey && webhookSecret) {
      providers.set(
        tenantId,
        new StripePaymentProvider({
          secretKey,
          origin: tenantOrigin(tenantId, env),
          apiBase: env.STRIPE_API_BASE,
        }),
      );
      secrets.set(tenantId, webhookSecret);
    }
  }
  return {
    of: (tenantId) => providers.get(tenantId) ?? null,
    stripe: (tenantId) => {
      const provider = providers.get(tenantId);
      const webhookSecret = secrets.get(tenantId);
      return provider instanceof StripePaymentProvider && webhookSecret ? { provider, webhookSecret } : null;
    },
  };
}

/**
 * The tenant's provider for a checkout. @throws AppError CONFLICT (409) 'Payments are not set up for this
 * association yet.' when the tenant has none — never a free Paid.
 */
export function requireProvider(payments: PaymentProviders, tenantId: TenantId | string): PaymentProvider {
  const provider = payments.of(tenantId);
  if (!provider) throw new AppError('CONFLICT', PAYMENT_MESSAGES.notSetUp);
  return provider;
}

/** A new unguessable checkout id (32 base64url characters): the capability of the checkout's portal link. */
export const newCheckoutId = (): string => crypto.randomBytes(24).toString('base64url');

/**
 * Records a provider event as processed inside the transaction of its effect. @returns false for a replay
 * (already processed): the caller must change nothing.
 */
export function claimProviderEvent(
  ctx: Pick<RequestContext, 'scope'>,
  event: ProviderEventRef,
): Promise<boolean> {
  return claimEvent(ctx.scope, event);
}

/** Records one checkout attempt (issue 34: the invoice's history), inside the caller's transaction. */
export function recordAttempt(ctx: Pick<RequestContext, 'scope'>, attempt: NewAttempt): Promise<void> {
  return insertAttempt(ctx.scope, attempt);
}

/** Links the attempts of a cart to the invoice it became (inside the paying transaction). */
export function linkAttemptsToInvoice(
  ctx: Pick<RequestContext, 'scope'>,
  cartId: string,
  invoiceId: string,
): Promise<void> {
  return linkCartAttempts(ctx.scope, cartId, invoiceId);
}

/** The checkout attempts of an invoice, oldest first. */
export function invoiceAttempts(ctx: Pick<RequestContext, 'scope'>, invoiceId: string) {
  return attemptsOfInvoice(ctx.scope, invoiceId);
}
