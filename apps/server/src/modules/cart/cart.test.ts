/**
 * API tests of spec 002 §7 Cart and invoices: cart calls, hosted checkout (Pay once, double checkout/pay
 * refused, Decline issues nothing, capacity re-checked when paying), paid invoice with GST in cents, invoice
 * list/by id/printview/download, refund on cancel, permissions, tenant isolation and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildEvent } from '../../../test/factories/events';
import { carts, invoices, payments, ticketPrices, tickets } from '../../db/schema/index';
import { gstOfInclusive, invoiceTotals, refundFor } from '../../lib/money';

let app: FastifyInstance;
type Who = { headers: Record<string, string> };
let member: Who;
let memberId: string;
let other: Who;
let psaMember: Who;

beforeAll(async () => {
  app = await buildTestApp();
  memberId = (await buildUser(app, { email: 'buyer@ota.test', firstName: 'Olivia', lastName: 'Bennett' })).id;
  member = await signIn(app, 'buyer@ota.test');
  await buildUser(app, { email: 'other@ota.test' });
  other = await signIn(app, 'other@ota.test');
  await buildUser(app, { email: 'buyer@psa.test', tenantId: 'psa' });
  psaMember = await signIn(app, 'buyer@psa.test', 'psa');
});
afterAll(async () => app.close());

const post = (who: Who, url: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
const get = (who: Who, url: string) => app.inject({ method: 'GET', url, headers: who.headers });
const hosted = (path: string, method: 'GET' | 'POST' = 'GET') =>
  app.inject({
    method,
    url: path,
    headers: {
      host: 'ota.localhost',
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: method === 'POST' ? '' : undefined,
  });

async function cartWith(who: Who, itemPriceId: number, quantity: number) {
  const { cartId } = (await post(who, '/api/cart/new')).json();
  const res = await post(who, '/api/cart/additem', { cartId, itemPriceId, quantity });
  expect(res.statusCode).toBe(200);
  return cartId as string;
}

describe('money', () => {
  it('computes GST as 1/11 of inclusive cents and keeps inc = exc + gst', () => {
    expect(gstOfInclusive(11000)).toBe(1000);
    expect(gstOfInclusive(9995)).toBe(909);
    const totals = invoiceTotals([
      { unitCents: 12150, quantity: 2 },
      { unitCents: 3333, quantity: 1 },
    ]);
    expect(totals).toEqual({ incCents: 27633, gstCents: 2512, excCents: 25121 });
    expect(totals.excCents + totals.gstCents).toBe(totals.incCents);
  });

  it('refunds 90% at least 14 days before the start, else nothing (002 §9)', () => {
    const start = new Date('2027-03-20T00:00:00Z');
    expect(refundFor(12150, new Date('2027-03-06T00:00:00Z'), start)).toBe(10935);
    expect(refundFor(12150, new Date('2027-03-06T00:00:01Z'), start)).toBe(0);
  });
});

describe('cart', () => {
  it('creates, adds (merging lines), updates, removes and reads the latest cart', async () => {
    const { event, prices } = await buildEvent(app, {
      prices: [{ amountCents: 12150, name: 'Member' }, { amountCents: 5000 }],
    });
    const cartId = await cartWith(member, prices[0]!.id, 1);
    let cart = (
      await post(member, '/api/cart/additem', { cartId, itemPriceId: prices[0]!.id, quantity: 2 })
    ).json();
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({
      eventId: event.id,
      quantity: 3,
      unitPrice: 121.5,
      totalPrice: 364.5,
      name: 'Member',
    });
    cart = (
      await post(member, '/api/cart/additem', { cartId, itemPriceId: prices[1]!.id, quantity: 1 })
    ).json();
    expect(cart.totalAmount).toBe(414.5);
    expect(cart.totalGst).toBe(37.68);
    cart = (
      await post(member, '/api/cart/updateitem', { cartId, itemPriceId: prices[0]!.id, quantity: 1 })
    ).json();
    expect(cart.cartItems[0].quantity).toBe(1);
    const line = cart.cartItems[1].cartItemId;
    cart = (await post(member, '/api/cart/removeItem', { cartItemId: line })).json();
    expect(cart.cartItems).toHaveLength(1);
    expect((await get(member, `/api/cart/latest?userId=${memberId}`)).json().cartId).toBe(cartId);
    expect((await get(member, `/api/cart/${cartId}`)).json().totalAmount).toBe(121.5);
    expect((await get(other, '/api/cart/latest')).json()).toEqual({ cartId: null, cartItems: [] });
  });

  it('marks a line whose event the member already holds an active ticket for (issue 18)', async () => {
    const held = await buildEvent(app, { prices: [{ amountCents: 2000 }] });
    const fresh = await buildEvent(app, { prices: [{ amountCents: 3000 }] });
    await app.database.db.insert(tickets).values({
      tenantId: 'ota',
      eventId: held.event.id,
      ticketPriceId: held.prices[0]!.id,
      userId: memberId,
      ticketNumber: 'HELD-1',
      amountCents: 2000,
    });
    const cartId = await cartWith(member, held.prices[0]!.id, 1);
    const cart = (
      await post(member, '/api/cart/additem', { cartId, itemPriceId: fresh.prices[0]!.id, quantity: 1 })
    ).json();
    const byEvent = new Map(
      cart.cartItems.map((i: { eventId: number; alreadyHoldsTicket: boolean }) => [
        i.eventId,
        i.alreadyHoldsTicket,
      ]),
    );
    expect(byEvent.get(held.event.id)).toBe(true);
    expect(byEvent.get(fresh.event.id)).toBe(false);
    // Another member's cart with the same event: they hold nothing.
    const theirs = await cartWith(other, held.prices[0]!.id, 1);
    expect((await get(other, `/api/cart/${theirs}`)).json().cartItems[0].alreadyHoldsTicket).toBe(false);
    // A removed (cancelled) ticket no longer counts.
    await app.database.db
      .update(tickets)
      .set({ attendanceStatus: 'Removed' })
      .where(eq(tickets.ticketNumber, 'HELD-1'));
    expect((await get(member, `/api/cart/${cartId}`)).json().cartItems[0].alreadyHoldsTicket).toBe(false);
  });

  it("refuses other users' and tenants' carts, another userId and bad input, changing nothing", async () => {
    const { prices } = await buildEvent(app, { prices: [{ amountCents: 1000 }] });
    const cartId = await cartWith(member, prices[0]!.id, 1);
    expect((await get(other, `/api/cart/${cartId}`)).statusCode).toBe(404);
    expect((await get(psaMember, `/api/cart/${cartId}`)).statusCode).toBe(404);
    expect(
      (await post(other, '/api/cart/additem', { cartId, itemPriceId: prices[0]!.id, quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await post(member, `/api/cart/new?userId=${crypto.randomUUID()}`)).statusCode).toBe(403);
    expect(
      (await post(member, '/api/cart/additem', { cartId, itemPriceId: prices[0]!.id, quantity: 0 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(member, '/api/cart/additem', { cartId: 'nope', itemPriceId: 1, quantity: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await post(member, '/api/cart/checkout', { cartId, userId: crypto.randomUUID() })).statusCode,
    ).toBe(403);
    const psaEvent = await buildEvent(app, { tenantId: 'psa', prices: [{ amountCents: 1000 }] });
    expect(
      (await post(member, '/api/cart/additem', { cartId, itemPriceId: psaEvent.prices[0]!.id, quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await get(member, `/api/cart/${cartId}`)).json().cartItems[0].quantity).toBe(1);
    const empty = (await post(member, '/api/cart/new')).json().cartId;
    const res = await post(member, '/api/cart/checkout', { cartId: empty });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EVENT_MESSAGES.cartEmpty);
  });
});

describe('hosted checkout', () => {
  it('pays exactly once: tickets issued, paid invoice with GST, member returned; double checkout/pay refused', async () => {
    const { event, prices } = await buildEvent(app, {
      title: 'Sensory <b>workshop</b>',
      prices: [{ amountCents: 12150, name: 'Member', capacity: 5 }],
    });
    const cartId = await cartWith(member, prices[0]!.id, 2);
    const checkout = await post(member, '/api/cart/checkout', { cartId, userId: memberId });
    expect(checkout.statusCode).toBe(200);
    const { checkoutUrl } = checkout.json();
    expect(checkoutUrl).toMatch(/^\/checkout\/[\w-]{20,}$/);
    expect((await post(member, '/api/cart/checkout', { cartId })).statusCode).toBe(409);
    expect(
      (await post(member, '/api/cart/additem', { cartId, itemPriceId: prices[0]!.id, quantity: 1 }))
        .statusCode,
    ).toBe(409);

    const page = await hosted(checkoutUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sensory &lt;b&gt;workshop&lt;/b&gt; — Member');
    expect(page.body).toContain('$243.00');
    expect(page.body).toContain('$22.09');
    expect(page.body).toContain('Occupational Therapy Association');
    expect(page.body).toMatch(/>Decline</);

    const paid = await hosted(`${checkoutUrl}/pay`, 'POST');
    expect(paid.statusCode).toBe(303);
    const location = paid.headers.location as string;
    expect(location).toMatch(new RegExp(`^/events/${event.id}\\?checkout=success&invoiceId=`));
    const invoiceId = new URL(location, 'http://x').searchParams.get('invoiceId')!;

    const again = await hosted(`${checkoutUrl}/pay`, 'POST');
    expect(again.headers.location).toContain('checkout=already-paid');
    expect((await hosted(`${checkoutUrl}/decline`, 'POST')).headers.location).toContain(
      'checkout=already-paid',
    );
    const db = app.database.db;
    expect(await db.select().from(invoices).where(eq(invoices.cartId, cartId))).toHaveLength(1);
    const issued = await db.select().from(tickets).where(eq(tickets.cartId, cartId));
    expect(issued).toHaveLength(2);
    expect(issued.every((t) => t.invoiceId === invoiceId && t.amountCents === 12150)).toBe(true);
    expect((await db.select().from(ticketPrices).where(eq(ticketPrices.id, prices[0]!.id)))[0]!.sold).toBe(2);
    expect(
      (await db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).map((p) => p.amountCents),
    ).toEqual([24300]);
    expect((await db.select().from(carts).where(eq(carts.id, cartId)))[0]!.status).toBe('Paid');
    expect((await post(member, '/api/cart/checkout', { cartId })).statusCode).toBe(409);

    const invoice = (await get(member, `/api/invoice/${invoiceId}`)).json().data;
    expect(invoice).toMatchObject({
      status: 'Paid',
      totalAmountIncGst: 243,
      totalGst: 22.09,
      totalAmountExcGst: 220.91,
      totalAmountPaid: 243,
      balanceDue: 0,
      userFullName: 'Olivia Bennett',
      lineItems: [
        { itemName: 'Sensory <b>workshop</b> — Member', quantity: 2, unitPrice: 121.5, totalPrice: 243 },
      ],
    });
    expect(invoice.invoiceNum).toMatch(/^INV-OTA-\d{6}$/);
    expect((await get(other, `/api/invoice/${invoiceId}`)).statusCode).toBe(404);
    expect((await get(psaMember, `/api/invoice/${invoiceId}`)).statusCode).toBe(404);

    const list = (await post(member, '/api/user/invoices?page=1&pageSize=10', { sortOrder: 'desc' })).json();
    expect(list).toMatchObject({ page: 1, size: 10 });
    expect(list.invoices.map((i: { id: string }) => i.id)).toContain(invoiceId);
    const future = (await post(member, '/api/user/invoices', { invoiceDateFrom: '2099-01-01' })).json();
    expect(future.totalItems).toBe(0);
    expect((await post(member, '/api/user/invoices', { invoiceDateFrom: 'soon' })).statusCode).toBe(400);

    const pdf = await get(member, `/api/invoice/${invoiceId}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNum}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { previewUrl } = (await get(member, `/api/invoice/${invoiceId}/printview`)).json();
    const preview = await app.inject({ method: 'GET', url: previewUrl, headers: { host: 'ota.localhost' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toContain('inline');
    const forged = await app.inject({
      method: 'GET',
      // Flip the signature's first character (always to a different one).
      url: previewUrl.replace(/sig=(\w)/, (_: string, c: string) => `sig=${c === '0' ? '1' : '0'}`),
      headers: { host: 'ota.localhost' },
    });
    expect(forged.statusCode).toBe(403);

    // The member sees the paid tickets; cancelling one records the 90% refund (event is 30 days ahead).
    const mine = (await get(member, `/api/user/event/${event.id}/tickets`)).json();
    expect(mine).toHaveLength(2);
    const cancelled = (await post(member, '/api/ticket/cancel', { ticketId: mine[0].ticketId })).json();
    expect(cancelled.refundAmount).toBe(109.35);
    const refunds = await db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
    expect(refunds.find((p) => p.kind === 'refund')!.amountCents).toBe(10935);
    expect((await get(member, `/api/invoice/${invoiceId}`)).json().data.status).toBe('Paid');
    await post(member, '/api/ticket/cancel', { ticketId: mine[1].ticketId });
    expect((await get(member, `/api/invoice/${invoiceId}`)).json().data).toMatchObject({
      status: 'Refunded',
      netTotalAmount: 24.3,
    });
  });

  it('a declined payment issues nothing and re-opens the cart', async () => {
    const { prices } = await buildEvent(app, { prices: [{ amountCents: 5000, capacity: 3 }] });
    const cartId = await cartWith(member, prices[0]!.id, 1);
    const { checkoutUrl } = (await post(member, '/api/cart/checkout', { cartId })).json();
    const declined = await hosted(`${checkoutUrl}/decline`, 'POST');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toContain(`checkout=declined&cartId=${cartId}`);
    expect((await hosted(`${checkoutUrl}/pay`, 'POST')).headers.location).toContain('checkout=declined');
    const db = app.database.db;
    expect(await db.select().from(tickets).where(eq(tickets.cartId, cartId))).toHaveLength(0);
    expect(await db.select().from(invoices).where(eq(invoices.cartId, cartId))).toHaveLength(0);
    expect((await db.select().from(ticketPrices).where(eq(ticketPrices.id, prices[0]!.id)))[0]!.sold).toBe(0);
    expect((await get(member, `/api/cart/${cartId}`)).json().status).toBe('Open');
    expect((await hosted(checkoutUrl)).body).toContain('Payment was not completed. Nothing was charged.');
  });

  it('re-checks capacity when paying: the loser of the last ticket gets nothing', async () => {
    const { prices } = await buildEvent(app, { prices: [{ amountCents: 5000, capacity: 1 }] });
    const first = await cartWith(member, prices[0]!.id, 1);
    const second = await cartWith(other, prices[0]!.id, 1);
    const url1 = (await post(member, '/api/cart/checkout', { cartId: first })).json().checkoutUrl;
    const url2 = (await post(other, '/api/cart/checkout', { cartId: second })).json().checkoutUrl;
    const [a, b] = await Promise.all([hosted(`${url1}/pay`, 'POST'), hosted(`${url2}/pay`, 'POST')]);
    const outcomes = [a.headers.location, b.headers.location].map((l) =>
      new URL(l as string, 'http://x').searchParams.get('checkout'),
    );
    expect(outcomes.sort()).toEqual(['failed', 'success']);
    const db = app.database.db;
    expect(await db.select().from(tickets).where(eq(tickets.ticketPriceId, prices[0]!.id))).toHaveLength(1);
    expect((await db.select().from(ticketPrices).where(eq(ticketPrices.id, prices[0]!.id)))[0]!.sold).toBe(1);
  });

  it('answers 404 for an unknown session and for another tenant host', async () => {
    expect((await hosted('/checkout/unknown-session-id-123')).statusCode).toBe(404);
    const { prices } = await buildEvent(app, { prices: [{ amountCents: 5000 }] });
    const cartId = await cartWith(member, prices[0]!.id, 1);
    const { checkoutUrl } = (await post(member, '/api/cart/checkout', { cartId })).json();
    const cross = await app.inject({ method: 'GET', url: checkoutUrl, headers: { host: 'psa.localhost' } });
    expect(cross.statusCode).toBe(404);
  });
});
