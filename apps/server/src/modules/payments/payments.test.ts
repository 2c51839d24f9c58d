/**
 * Payments through Stripe (issue 34, docs/payments.md) against a local Stripe-compatible server
 * (`test/stripe-double.ts`) with the real `stripe` SDK: Checkout Sessions opened with each tenant's own key and
 * canonical origin; the invoice marked Paid only by a signed webhook or a server-side retrieve (never by the
 * return URL); a bad signature refused (400) changing nothing; a replayed or out-of-order event changing
 * nothing; an expired session leaving the invoice Pending; a refund reaching Stripe; a tenant with no provider
 * answering 409; and the test provider's decline → retry from the same link → pay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { PAYMENT_MESSAGES, type TenantId } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildEvent } from '../../../test/factories/events';
import { startStripeDouble, type StripeDouble } from '../../../test/stripe-double';
import {
  invoices,
  membershipCheckouts,
  memberships,
  membershipTypes,
  paymentAttempts,
  paymentProviderEvents,
  payments,
} from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { createPendingInvoice, invoicePaymentUrl } from '../invoices/invoices.service';

const SECRETS = { ota: 'whsec_ota123', psa: 'whsec_psa456' };
const signer = new Stripe('sk_test_signer');
let double: StripeDouble;
let app: FastifyInstance;

beforeAll(async () => {
  double = await startStripeDouble();
  app = await buildTestApp({
    PAYMENT_PROVIDERS: 'ota=stripe,psa=stripe,actls=test',
    STRIPE_SECRET_KEYS: 'ota=sk_test_ota123,psa=sk_test_psa456',
    STRIPE_WEBHOOK_SECRETS: `ota=${SECRETS.ota},psa=${SECRETS.psa}`,
    STRIPE_API_BASE: double.url,
    TENANT_ORIGINS: 'ota=https://members.ota.example,psa=https://portal.psa.example',
  });
});
afterAll(async () => {
  await app?.close();
  await double?.close();
});

const db = () => app.database.db;
const hostOf = (tenant: TenantId) => ({ host: `${tenant}.localhost` });

/** A Pending applicant with a Pending membership invoice of $495 and its signed pay link. */
async function pendingInvoice(tenantId: TenantId = 'ota') {
  const user = await buildUser(app, { tenantId, contactTypes: [], isFirstLogin: true });
  const [type] = await db()
    .insert(membershipTypes)
    .values({
      tenantId,
      name: `Full member ${user.id.slice(0, 8)}`,
      feeIncGstCents: 49500,
      gstCents: 4500,
      periodRule: 'financial',
    })
    .returning();
  const [membership] = await db()
    .insert(memberships)
    .values({
      tenantId,
      userId: user.id,
      membershipTypeId: type!.id,
      membershipName: 'Full member',
      memberStatus: 'Pending',
    })
    .returning();
  const invoiceId = await createPendingInvoice(
    { scope: tenantScope(db(), tenantId) },
    {
      userId: user.id,
      kind: 'membership',
      membershipId: membership!.id,
      periodStart: '2026-07-01',
      periodEnd: '2027-06-30',
      invoiceDate: '2026-12-04',
      dueDate: '2026-12-04',
      description: 'Full member membership 2026-07-01 to 2027-06-30',
      totalIncGstCents: 49500,
      totalExcGstCents: 45000,
      gstCents: 4500,
      userFullName: 'New Applicant',
      memberNum: null,
      lineItems: [{ itemName: 'Full member membership', quantity: 1, unitCents: 49500, totalCents: 49500 }],
    },
  );
  const payUrl = invoicePaymentUrl(app.tokens.hmac, tenantId, user.id, invoiceId);
  return { user, invoiceId, membershipId: membership!.id, payUrl };
}

/** Follows the pay link to the portal's checkout link and on to Stripe's page. */
async function openCheckout(tenantId: TenantId, payUrl: string) {
  const go = await app.inject({ url: payUrl, headers: hostOf(tenantId) });
  expect(go.statusCode).toBe(303);
  const link = go.headers.location as string;
  const checkoutId = link.split('/').pop()!;
  const hop = await app.inject({ url: link, headers: hostOf(tenantId) });
  expect(hop.statusCode).toBe(303);
  const session = [...double.sessions.values()].find((s) => s.client_reference_id === checkoutId)!;
  expect(hop.headers.location).toBe(session.url);
  return { link, checkoutId, session };
}

/** Posts an event to the tenant's webhook, signed with `secret` (the tenant's by default). */
function deliver(tenantId: 'ota' | 'psa', event: { payload: string }, secret: string = SECRETS[tenantId]) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      ...hostOf(tenantId),
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: event.payload, secret }),
    },
    payload: event.payload,
  });
}

const invoiceRow = async (id: string) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]!;
const membershipRow = async (id: number) =>
  (await db().select().from(memberships).where(eq(memberships.id, id)))[0]!;

describe('Stripe Checkout Sessions', () => {
  it("opens a session with the tenant's own key, AUD line items and return URLs on its canonical origin", async () => {
    for (const [tenantId, key, origin] of [
      ['ota', 'sk_test_ota123', 'https://members.ota.example'],
      ['psa', 'sk_test_psa456', 'https://portal.psa.example'],
    ] as const) {
      const { payUrl } = await pendingInvoice(tenantId);
      const { checkoutId } = await openCheckout(tenantId, payUrl);
      const create = double.requests.find(
        (r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === checkoutId,
      )!;
      expect(create).toMatchObject({
        method: 'POST',
        key,
        idempotencyKey: `checkout-${checkoutId}`,
        body: {
          mode: 'payment',
          currency: 'aud',
          success_url: `${origin}/checkout/invoice/${checkoutId}/return`,
          cancel_url: `${origin}/checkout/invoice/${checkoutId}/cancel`,
          metadata: { tenant: tenantId, kind: 'invoice', checkoutId },
          line_items: [
            {
              quantity: '1',
              price_data: {
                currency: 'aud',
                unit_amount: '49500',
                product_data: { name: 'Full member membership' },
              },
            },
          ],
        },
      });
    }
  });

  it('marks the invoice Paid on a signed checkout.session.completed, once; a replay or a later expired changes nothing', async () => {
    const { invoiceId, membershipId, payUrl } = await pendingInvoice();
    const { session } = await openCheckout('ota', payUrl);
    const completed = double.event('checkout.session.completed', double.complete(session.id));
    const res = await deliver('ota', completed);
    expect(res.statusCode).toBe(200);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'Paid', paidCents: 49500 });
    expect(await membershipRow(membershipId)).toMatchObject({ memberStatus: 'Active' });
    const paid = await db().select().from(payments).where(eq(payments.invoiceId, invoiceId));
    expect(paid).toEqual([
      expect.objectContaining({ kind: 'payment', provider: 'stripe', reference: session.payment_intent }),
    ]);
    // The same event again, and an expired event arriving late: nothing changes.
    expect((await deliver('ota', completed)).statusCode).toBe(200);
    const late = double.event('checkout.session.expired', { ...session, status: 'expired' });
    expect((await deliver('ota', late)).statusCode).toBe(200);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'Paid', paidCents: 49500 });
    expect(await db().select().from(payments).where(eq(payments.invoiceId, invoiceId))).toHaveLength(1);
    const seen = await db()
      .select()
      .from(paymentProviderEvents)
      .where(eq(paymentProviderEvents.eventId, completed.id));
    expect(seen).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { invoiceId, payUrl } = await pendingInvoice();
    const { session } = await openCheckout('ota', payUrl);
    const completed = double.event('checkout.session.completed', double.complete(session.id));
    // Signed with another tenant's secret, then tampered with, then unsigned.
    expect((await deliver('ota', completed, SECRETS.psa)).statusCode).toBe(400);
    const header = signer.webhooks.generateTestHeaderString({
      payload: completed.payload,
      secret: SECRETS.ota,
    });
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { ...hostOf('ota'), 'content-type': 'application/json', 'stripe-signature': header },
      payload: completed.payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { ...hostOf('ota'), 'content-type': 'application/json' },
      payload: completed.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'Pending', paidCents: 0 });
    expect(
      await db().select().from(paymentProviderEvents).where(eq(paymentProviderEvents.eventId, completed.id)),
    ).toHaveLength(0);
    // The signed event still works afterwards.
    expect((await deliver('ota', completed)).statusCode).toBe(200);
    expect((await invoiceRow(invoiceId)).status).toBe('Paid');
  });

  it("settles nothing when a signed event's session is not the checkout's own", async () => {
    const { invoiceId, payUrl } = await pendingInvoice();
    const { checkoutId } = await openCheckout('ota', payUrl);
    const other = await openCheckout('ota', (await pendingInvoice()).payUrl);
    const forged = { ...double.complete(other.session.id), client_reference_id: checkoutId };
    expect((await deliver('ota', double.event('checkout.session.completed', forged))).statusCode).toBe(200);
    expect((await invoiceRow(invoiceId)).status).toBe('Pending');
  });

  it('leaves the invoice Pending when the session expires, and records the attempt', async () => {
    const { invoiceId, membershipId, payUrl } = await pendingInvoice();
    const { checkoutId, session } = await openCheckout('ota', payUrl);
    expect(
      (await deliver('ota', double.event('checkout.session.expired', double.expire(session.id)))).statusCode,
    ).toBe(200);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'Pending', paidCents: 0 });
    expect((await membershipRow(membershipId)).memberStatus).toBe('Pending');
    const [checkout] = await db()
      .select()
      .from(membershipCheckouts)
      .where(eq(membershipCheckouts.id, checkoutId));
    expect(checkout!.status).toBe('Expired');
    const attempts = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, invoiceId));
    expect(attempts.map((a) => a.outcome)).toEqual(['expired']);
    // The pay link opens a new session for the same invoice.
    const again = await openCheckout('ota', payUrl);
    expect(again.checkoutId).not.toBe(checkoutId);
  });

  it('never takes the return URL at its word: Paid only when the session retrieved from Stripe is paid', async () => {
    const { invoiceId, payUrl } = await pendingInvoice();
    const { checkoutId, session } = await openCheckout('ota', payUrl);
    const early = await app.inject({ url: `/checkout/invoice/${checkoutId}/return`, headers: hostOf('ota') });
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toContain('payment=declined');
    expect((await invoiceRow(invoiceId)).status).toBe('Pending');
    // Cancelled at Stripe: recorded, still Pending, and the same link still leads to the open session.
    const cancel = await app.inject({
      url: `/checkout/invoice/${checkoutId}/cancel`,
      headers: hostOf('ota'),
    });
    expect(cancel.headers.location).toBe(
      `/account/first-time-login?joined=1&payment=declined&checkout=${checkoutId}`,
    );
    const retry = await app.inject({ url: `/checkout/invoice/${checkoutId}`, headers: hostOf('ota') });
    expect(retry.headers.location).toBe(session.url);
    double.complete(session.id);
    const back = await app.inject({ url: `/checkout/invoice/${checkoutId}/return`, headers: hostOf('ota') });
    expect(back.headers.location).toBe('/account/first-time-login?joined=1&payment=success');
    expect((await invoiceRow(invoiceId)).status).toBe('Paid');
    const attempts = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, invoiceId));
    expect(attempts.map((a) => a.outcome)).toEqual(['cancelled', 'paid']);
    expect(
      double.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session.id}`),
    ).toHaveLength(3);
  });

  it('pays tickets through a cart session and refunds a cancelled ticket through Stripe', async () => {
    const { event, prices } = await buildEvent(app, { prices: [{ amountCents: 12150 }] });
    await buildUser(app, { email: 'stripe.buyer@ota.test' });
    const member = await signIn(app, 'stripe.buyer@ota.test');
    const post = (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: member.headers, payload });
    const { cartId } = (await post('/api/cart/new')).json();
    await post('/api/cart/additem', { cartId, itemPriceId: prices[0]!.id, quantity: 1 });
    const { checkoutUrl } = (await post('/api/cart/checkout', { cartId })).json();
    const session = [...double.sessions.values()].find((s) => s.url === checkoutUrl)!;
    expect(session).toMatchObject({ metadata: { kind: 'cart', tenant: 'ota' }, amount_total: 12150 });
    expect(
      (await deliver('ota', double.event('checkout.session.completed', double.complete(session.id))))
        .statusCode,
    ).toBe(200);
    const mine = (
      await app.inject({ url: `/api/user/event/${event.id}/tickets`, headers: member.headers })
    ).json();
    expect(mine).toHaveLength(1);
    const cancelled = (await post('/api/ticket/cancel', { ticketId: mine[0].ticketId })).json();
    expect(cancelled.refundAmount).toBe(109.35);
    const refund = double.requests.find((r) => r.path === '/v1/refunds')!;
    expect(refund).toMatchObject({
      key: 'sk_test_ota123',
      body: { payment_intent: session.payment_intent, amount: '10935' },
      idempotencyKey: `ticket-refund-${mine[0].ticketId}`,
    });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.cartId, cartId));
    const rows = await db().select().from(payments).where(eq(payments.invoiceId, invoice!.id));
    expect(rows.find((r) => r.kind === 'refund')).toMatchObject({
      provider: 'stripe',
      amountCents: 10935,
      reference: expect.stringMatching(/^re_test_/),
    });
    // Stripe then reports the refund it made: already recorded, nothing is added.
    const charge = {
      id: 'ch_test_1',
      object: 'charge',
      payment_intent: session.payment_intent,
      amount_refunded: 10935,
    };
    expect((await deliver('ota', double.event('charge.refunded', charge))).statusCode).toBe(200);
    expect(await db().select().from(payments).where(eq(payments.invoiceId, invoice!.id))).toHaveLength(2);
  });
});

describe('a tenant without a provider', () => {
  it('answers 409 at every checkout and never marks anything Paid', async () => {
    await buildUser(app, { email: 'nobody@lca.test', tenantId: 'lca' });
    const member = await signIn(app, 'nobody@lca.test', 'lca');
    const { prices } = await buildEvent(app, { tenantId: 'lca', prices: [{ amountCents: 5000 }] });
    const post = (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: member.headers, payload });
    const { cartId } = (await post('/api/cart/new')).json();
    await post('/api/cart/additem', { cartId, itemPriceId: prices[0]!.id, quantity: 1 });
    const checkout = await post('/api/cart/checkout', { cartId });
    if (checkout.statusCode !== 403) {
      expect(checkout.statusCode).toBe(409);
      expect(checkout.json().message).toBe(PAYMENT_MESSAGES.notSetUp);
    }
    const join = await app.inject({
      method: 'POST',
      url: '/api/membership/join',
      headers: hostOf('lca'),
      payload: {
        requestId: '00000000-0000-4000-8000-000000000000',
        code: '123456',
        firstName: 'No',
        lastName: 'Provider',
        email: 'applicant@lca.test',
        membershipTypeId: 1,
        acceptTerms: true,
      },
    });
    expect(join.statusCode).toBe(409);
    expect(join.json().message).toBe(PAYMENT_MESSAGES.notSetUp);
    const { invoiceId, payUrl } = await pendingInvoice('lca');
    const pay = await app.inject({ url: payUrl, headers: hostOf('lca') });
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain(PAYMENT_MESSAGES.notSetUp);
    expect((await invoiceRow(invoiceId)).status).toBe('Pending');
    // Its webhook does not exist either.
    const none = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { ...hostOf('lca'), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('the test provider', () => {
  it('declines, lets the same link be tried again without signing in, then pays; the attempt is in the history', async () => {
    const { user, invoiceId, membershipId, payUrl } = await pendingInvoice('actls');
    const go = await app.inject({ url: payUrl, headers: hostOf('actls') });
    const link = go.headers.location as string;
    const page = await app.inject({ url: link, headers: hostOf('actls') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test mode');
    const form = { ...hostOf('actls'), 'content-type': 'application/x-www-form-urlencoded' };
    const declined = await app.inject({ method: 'POST', url: `${link}/decline`, headers: form, payload: '' });
    const checkoutId = link.split('/').pop()!;
    expect(declined.headers.location).toBe(
      `/account/first-time-login?joined=1&payment=declined&checkout=${checkoutId}&mode=test`,
    );
    expect((await invoiceRow(invoiceId)).status).toBe('Pending');
    const again = await app.inject({ url: link, headers: hostOf('actls') });
    expect(again.body).toContain('Pay $495.00');
    expect(again.body).not.toContain('closed');
    const paid = await app.inject({ method: 'POST', url: `${link}/pay`, headers: form, payload: '' });
    expect(paid.headers.location).toBe('/account/first-time-login?joined=1&payment=success&mode=test');
    expect((await membershipRow(membershipId)).memberStatus).toBe('Active');
    const signedIn = await signIn(app, user.email, 'actls');
    const invoice = (await app.inject({ url: `/api/invoice/${invoiceId}`, headers: signedIn.headers })).json()
      .data;
    expect(invoice).toMatchObject({ status: 'Paid', testMode: true });
    expect(invoice.history.map((h: { kind: string; outcome: string | null }) => [h.kind, h.outcome])).toEqual(
      [
        ['attempt', 'declined'],
        ['payment', null],
      ],
    );
  });
});
