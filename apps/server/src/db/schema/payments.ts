/**
 * Payment provider records (issue 34): the provider events already processed (one row per event id, written in
 * the same transaction as the event's effect, so a replayed or concurrent delivery changes nothing), and the
 * attempts of a checkout (paid, declined, cancelled, expired, failed) shown in an invoice's history.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** A provider event (Stripe `evt_…`) that has been processed for a tenant. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** stripe */
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_provider_events_uq').on(t.tenantId, t.provider, t.eventId)],
);

/**
 * One attempt at a hosted checkout: of an invoice (membership checkouts) or a cart (tickets; `invoiceId` is set
 * once the cart is invoiced). `outcome`: paid | declined | cancelled | expired | failed | processing.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id'),
    cartId: uuid('cart_id'),
    /** The portal's checkout id (`checkout_sessions.id` or `membership_checkouts.id`). */
    checkoutId: text('checkout_id').notNull(),
    provider: text('provider').notNull(),
    outcome: text('outcome').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The provider's payment reference (Stripe PaymentIntent), when it gave one. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_tenant_invoice_idx').on(t.tenantId, t.invoiceId),
    index('payment_attempts_tenant_cart_idx').on(t.tenantId, t.cartId),
  ],
);
