/**
 * Fair membership periods through the API (issue 34 point 4): a join on 4 December pays pro-rata on a
 * pro-rata tenant (psa; ota's July–June year), covers this and the next year on a cut-off tenant (actls, after
 * 1 October); Renew is refused with a 409 outside the renewal window, allowed inside it and when lapsed (priced
 * as a join), and a lapsed renewal priced again a month later supersedes the unpaid invoice. The clock is set
 * to the day of each case (Date only).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TenantId } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, lastMail, signIn } from '../../../test/factories/users';
import { invoices, membershipTypes, memberships, paymentConsents } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { newTestPaymentProvider } from '../payments/payments.service';
import { assignMemberNumber } from './member-number';
import { runAutoRenewals } from './membership-job';

let app: FastifyInstance;
const typeIds = {} as Record<TenantId, number>;
const db = () => app.database.db;

/** Sets the server's clock (Date only) to `iso`. */
const at = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
/** 10 am on 4 December 2026 in Sydney (AEDT): the finding's day. */
const DECEMBER_4 = '2026-12-04T10:00:00+11:00';

const invoicesOf = (membershipId: number) =>
  db().select().from(invoices).where(eq(invoices.membershipId, membershipId));
const membershipRow = async (id: number) =>
  (await db().select().from(memberships).where(eq(memberships.id, id)))[0]!;

/** A member of `tenant` with a membership of the tenant's Full member type. */
async function memberWith(
  tenant: TenantId,
  values: { memberStatus: string; renewedToDate: string; autoRenew?: boolean },
) {
  const user = await buildUser(app, { tenantId: tenant });
  const [m] = await db()
    .insert(memberships)
    .values({
      tenantId: tenant,
      userId: user.id,
      membershipTypeId: typeIds[tenant],
      membershipName: 'Full member',
      joinDate: '2020-07-01',
      ...values,
    })
    .returning();
  await assignMemberNumber(tenantScope(db(), tenant), user.id);
  return {
    membership: m!,
    headers: (await signIn(app, user.email, tenant)).headers,
    /** Signs in again (after moving the clock past the token's lifetime). */
    signInAgain: async () => (await signIn(app, user.email, tenant)).headers,
  };
}

/** The public join of `tenant` (code → join) → its answer. */
async function publicJoin(tenant: TenantId, email: string) {
  const host = { host: hostOf(tenant) };
  const code = await app.inject({
    method: 'POST',
    url: '/api/membership/join/code',
    headers: host,
    payload: { email },
  });
  const sent = /code is (\d{6})/.exec((await lastMail(app, email, tenant))!.text)![1]!;
  const joined = await app.inject({
    method: 'POST',
    url: '/api/membership/join',
    headers: host,
    payload: {
      firstName: 'Nina',
      lastName: 'Park',
      email,
      membershipTypeId: typeIds[tenant],
      acceptTerms: true,
      requestId: code.json().requestId,
      code: sent,
    },
  });
  expect(joined.statusCode).toBe(200);
  return joined.json() as { membershipId: number; invoiceId: string; paymentUrl: string };
}

/** Pays a hosted checkout URL (`/checkout/invoice/{id}`) of `tenant` with the test provider. */
async function pay(tenant: TenantId, checkoutUrl: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${checkoutUrl}/pay`,
    headers: { host: hostOf(tenant) },
  });
  expect(res.statusCode).toBe(303);
}

beforeAll(async () => {
  app = await buildTestApp();
  for (const tenant of ['ota', 'psa', 'actls'] as const) {
    const [type] = await db()
      .insert(membershipTypes)
      .values({
        tenantId: tenant,
        name: 'Full member',
        feeIncGstCents: 49500,
        gstCents: 4500,
        periodRule: tenant === 'ota' ? 'financial' : 'calendar',
      })
      .returning();
    typeIds[tenant] = type!.id;
  }
});
afterEach(() => vi.useRealTimers());
afterAll(async () => app.close());

describe('joining (issue 34 point 4)', () => {
  it('charges a December join 1/12 of the fee on a pro-rata tenant, shown before payment and on the invoice', async () => {
    at(DECEMBER_4);
    const types = await app.inject({ url: '/api/membership/types', headers: { host: hostOf('psa') } });
    expect(types.json().data[0]).toMatchObject({
      feeIncGst: 495,
      currentPeriod: { start: '2026-01-01', end: '2026-12-31' },
      joinCharge: {
        period: { start: '2026-12-01', end: '2026-12-31' },
        amountIncGst: 41.25,
        gst: 3.75,
        basis: 'pro-rata',
        monthsCharged: 1,
        monthsInPeriod: 12,
      },
    });
    const { membershipId, paymentUrl } = await publicJoin('psa', 'pro.rata@example.com');
    const [invoice] = await invoicesOf(membershipId);
    expect(invoice).toMatchObject({
      status: 'Pending',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
      totalIncGstCents: 4125,
      gstCents: 375,
      totalExcGstCents: 3750,
      description: 'Full member membership 1 Dec 2026 – 31 Dec 2026, pro-rata 1 of 12 months',
    });
    expect(invoice!.lineItems).toEqual([
      {
        itemName: 'Full member membership 1 Dec 2026 – 31 Dec 2026, pro-rata 1 of 12 months',
        quantity: 1,
        unitCents: 4125,
        totalCents: 4125,
      },
    ]);
    const go = await app.inject({ url: paymentUrl, headers: { host: hostOf('psa') } });
    await pay('psa', go.headers.location!);
    expect(await membershipRow(membershipId)).toMatchObject({
      memberStatus: 'Active',
      renewedToDate: '2026-12-31',
    });
  });

  it('counts the months of a July–June year for a signed-in application (ota: 7 of 12)', async () => {
    at(DECEMBER_4);
    const client = await buildUser(app, { contactTypes: ['ClientUser'] });
    const { headers } = await signIn(app, client.email);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/membership/join',
      headers,
      payload: { membershipTypeId: typeIds.ota },
    });
    expect(res.statusCode).toBe(200);
    const [invoice] = await invoicesOf(res.json().membershipId);
    expect(invoice).toMatchObject({
      periodStart: '2026-12-01',
      periodEnd: '2027-06-30',
      totalIncGstCents: 28875,
      gstCents: 2625,
      description: 'Full member membership 1 Dec 2026 – 30 Jun 2027, pro-rata 7 of 12 months',
    });
  });

  it('covers the rest of this year and all of the next for the full fee after the cut-off (actls)', async () => {
    at(DECEMBER_4);
    const types = await app.inject({ url: '/api/membership/types', headers: { host: hostOf('actls') } });
    expect(types.json().data[0].joinCharge).toEqual({
      period: { start: '2026-12-01', end: '2027-12-31' },
      amountIncGst: 495,
      gst: 45,
      basis: 'cut-off',
      monthsCharged: 12,
      monthsInPeriod: 12,
    });
    const { membershipId, paymentUrl } = await publicJoin('actls', 'cut.off@example.com');
    const [invoice] = await invoicesOf(membershipId);
    expect(invoice).toMatchObject({
      periodStart: '2026-12-01',
      periodEnd: '2027-12-31',
      totalIncGstCents: 49500,
      gstCents: 4500,
      description:
        'Full member membership 1 Dec 2026 – 31 Dec 2027, the rest of this period and all of the next',
    });
    const go = await app.inject({ url: paymentUrl, headers: { host: hostOf('actls') } });
    await pay('actls', go.headers.location!);
    expect((await membershipRow(membershipId)).renewedToDate).toBe('2027-12-31');
  });

  it('counts the Sydney day: 9 am on 1 October is past the cut-off although UTC says 30 September', async () => {
    at('2026-10-01T09:00:00+10:00');
    const types = await app.inject({ url: '/api/membership/types', headers: { host: hostOf('actls') } });
    expect(types.json().data[0].joinCharge).toMatchObject({
      period: { start: '2026-10-01', end: '2027-12-31' },
      basis: 'cut-off',
    });
  });
});

describe('renewal window (issue 34 point 4)', () => {
  it('refuses Renew before the window opens with a 409 and says from when', async () => {
    at(DECEMBER_4);
    const { membership, headers, signInAgain } = await memberWith('ota', {
      memberStatus: 'Active',
      renewedToDate: '2027-06-30',
    });
    const state = (await app.inject({ url: '/api/user/membership', headers })).json().data;
    expect(state).toMatchObject({
      canRenew: false,
      renewalOpensOn: '2027-05-02',
      nextPeriod: { start: '2027-07-01', end: '2028-06-30' },
      renewalCharge: { amountIncGst: 495, gst: 45, basis: 'full' },
    });
    const link = await app.inject({ url: '/api/user/membership/renewallink', headers });
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe('Renewal opens on 2 May 2027.');
    expect(await invoicesOf(membership.id)).toHaveLength(0);
    // The day the window opens.
    at('2027-05-02T09:00:00+10:00');
    const later = await signInAgain();
    expect(
      (await app.inject({ url: '/api/user/membership/renewallink', headers: later })).json(),
    ).toMatchObject({
      success: true,
    });
  });

  it('renews the next year inside the window at the full fee', async () => {
    at(DECEMBER_4);
    const { membership, headers } = await memberWith('actls', {
      memberStatus: 'Active',
      renewedToDate: '2026-12-31',
    });
    expect((await app.inject({ url: '/api/user/membership', headers })).json().data).toMatchObject({
      canRenew: true,
      renewalOpensOn: '2026-11-02',
      renewalCharge: { period: { start: '2027-01-01', end: '2027-12-31' }, amountIncGst: 495 },
    });
    const link = await app.inject({ url: '/api/user/membership/renewallink', headers });
    expect(link.json()).toMatchObject({ success: true });
    await pay('actls', link.json().url);
    expect((await membershipRow(membership.id)).renewedToDate).toBe('2027-12-31');
    // Paid ahead: the next renewal opens 60 days before the new end.
    expect((await app.inject({ url: '/api/user/membership', headers })).json().data).toMatchObject({
      canRenew: false,
      renewalOpensOn: '2027-11-02',
    });
  });

  it('renews a lapsed membership at once, priced as a join, and a later month supersedes the unpaid invoice', async () => {
    at('2026-11-20T12:00:00+11:00');
    const { membership, headers, signInAgain } = await memberWith('ota', {
      memberStatus: 'Expired',
      renewedToDate: '2026-06-30',
    });
    expect((await app.inject({ url: '/api/user/membership', headers })).json().data).toMatchObject({
      canRenew: true,
      renewalCharge: {
        period: { start: '2026-11-01', end: '2027-06-30' },
        amountIncGst: 330,
        basis: 'pro-rata',
        monthsCharged: 8,
      },
    });
    const november = (await app.inject({ url: '/api/user/membership/renewallink', headers })).json();
    expect(november.success).toBe(true);
    at(DECEMBER_4);
    const link = await app.inject({ url: '/api/user/membership/renewallink', headers: await signInAgain() });
    expect(link.json().url).not.toBe(november.url);
    const rows = await invoicesOf(membership.id);
    expect(rows.map((r) => [r.status, r.periodStart, r.totalIncGstCents]).sort()).toEqual([
      ['Cancelled', '2026-11-01', 33000],
      ['Pending', '2026-12-01', 28875],
    ]);
    // The superseded checkout pays nothing; the new one restarts the membership to 30 June.
    const stale = await app.inject({
      method: 'POST',
      url: `${november.url}/pay`,
      headers: { host: hostOf('ota') },
    });
    expect(stale.headers.location).not.toMatch(/payment=success/);
    await pay('ota', link.json().url);
    expect(await membershipRow(membership.id)).toMatchObject({
      memberStatus: 'Active',
      renewedToDate: '2027-06-30',
    });
    expect((await invoicesOf(membership.id)).filter((r) => r.status === 'Paid')).toHaveLength(1);
  });
});

describe('Auto Rollover (issue 34 point 4)', () => {
  it('follows the same periods: a lapsed auto-renew membership restarts pro-rata', async () => {
    at(DECEMBER_4);
    const { membership } = await memberWith('ota', {
      memberStatus: 'Active',
      renewedToDate: '2026-06-30',
      autoRenew: true,
    });
    await db()
      .insert(paymentConsents)
      .values({ tenantId: 'ota', membershipId: membership.id, provider: 'test', reference: 'consent-ref' });
    await runAutoRenewals(db(), newTestPaymentProvider(), new Date());
    expect(await invoicesOf(membership.id)).toMatchObject([
      { status: 'Paid', periodStart: '2026-12-01', periodEnd: '2027-06-30', totalIncGstCents: 28875 },
    ]);
    expect(await membershipRow(membership.id)).toMatchObject({
      memberStatus: 'Active',
      renewedToDate: '2027-06-30',
    });
  });
});
