/**
 * Membership lifecycle (issue 13; 000 §3–§8, 002 §7): join → pay → Active; renewal paid atomically (a failure
 * leaves no paid invoice and no extended date); two renewals pay once; declined changes nothing; cancel rules
 * and messages; Member-only and module-flag denials; tenant isolation; the auto-renew job run twice renews once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES, isMemberNumberOf } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildMembershipType } from '../../../test/factories/memberships';
import { buildUser, lastMail, signIn } from '../../../test/factories/users';
import { invoices, memberships, paymentConsents, users } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { newTestPaymentProvider } from '../payments/payments.service';
import { completeInvoiceCheckout } from './invoice-checkout';
import { runAutoRenewals } from './membership-job';
import { assignMemberNumber } from './member-number';

let app: FastifyInstance;
let typeId: number;
const provider = newTestPaymentProvider();
const db = () => app.database.db;

/** A member with an Active membership renewed to `renewedToDate`. */
async function activeMember(
  renewedToDate = '2027-06-30',
  extra: Partial<typeof memberships.$inferInsert> = {},
) {
  const user = await buildUser(app);
  const [m] = await db()
    .insert(memberships)
    .values({
      tenantId: 'ota',
      userId: user.id,
      membershipTypeId: typeId,
      membershipName: 'Full member',
      memberStatus: 'Active',
      joinDate: '2020-07-01',
      renewedToDate,
      ...extra,
    })
    .returning();
  await assignMemberNumber(tenantScope(db(), 'ota'), user.id);
  return { user, membership: m!, headers: (await signIn(app, user.email)).headers };
}

const sessionOf = (url: string) => url.split('/').pop()!;
const membershipRow = async (id: number) =>
  (await db().select().from(memberships).where(eq(memberships.id, id)))[0]!;
const invoicesOf = (id: number) => db().select().from(invoices).where(eq(invoices.membershipId, id));

beforeAll(async () => {
  app = await buildTestApp();
  typeId = await buildMembershipType(app);
});
afterAll(async () => app.close());

describe('renewal', () => {
  // Inside the renewal window of a membership renewed to 30 June 2027 (it opens on 2 May; issue 34 point 4).
  beforeEach(() => vi.useFakeTimers({ now: new Date('2027-06-01T10:00:00+10:00'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('opens one renewal invoice for the next period, pays it through the hosted checkout and extends the date', async () => {
    const { membership, headers } = await activeMember('2027-06-30');
    const link = await app.inject({ url: '/api/user/membership/renewallink', headers });
    expect(link.json()).toMatchObject({ success: true });
    const url = link.json().url as string;
    expect(url).toMatch(/^\/checkout\/invoice\//);
    // The same link again reuses the open invoice and session.
    expect((await app.inject({ url: '/api/user/membership/renewallink', headers })).json().url).toBe(url);
    const page = await app.inject({ url, headers: { host: hostOf('ota') } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay $495.00');
    const pay = await app.inject({
      method: 'POST',
      url: `${url}/pay`,
      headers: { host: hostOf('ota'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toMatch(/^\/settings\/membership-profile\?payment=success/);
    expect((await membershipRow(membership.id)).renewedToDate).toBe('2028-06-30');
    const rows = await invoicesOf(membership.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'Paid',
      periodStart: '2027-07-01',
      periodEnd: '2028-06-30',
      kind: 'membership',
    });
    const profile = (await app.inject({ url: '/api/user/membership', headers })).json().data;
    // Paid ahead: Renew closes until 60 days before the new end.
    expect(profile).toMatchObject({
      renewedToDate: '2028-06-30',
      memberStatus: 'Active',
      canRenew: false,
      renewalOpensOn: '2028-05-02',
    });
    // The paid invoice lists without a pay link.
    const list = await app.inject({ method: 'POST', url: '/api/user/invoices', headers, payload: {} });
    expect(list.json().invoices[0]).toMatchObject({
      status: 'Paid',
      balanceDue: 0,
      paymentUrl: null,
      kind: 'membership',
    });
  });

  it('a declined payment changes nothing, and a failure inside the payment leaves no paid invoice nor extended date', async () => {
    const { membership, headers } = await activeMember('2027-06-30');
    const url = (await app.inject({ url: '/api/user/membership/renewallink', headers })).json().url as string;
    const scope = tenantScope(db(), 'ota');
    await expect(
      completeInvoiceCheckout(scope, sessionOf(url), 'pay', provider, new Date(), {
        beforeCommit: () => {
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    expect((await membershipRow(membership.id)).renewedToDate).toBe('2027-06-30');
    expect((await invoicesOf(membership.id))[0]!.status).toBe('Pending');
    const declined = await completeInvoiceCheckout(scope, sessionOf(url), 'decline', provider);
    expect(declined?.result).toBe('declined');
    expect((await membershipRow(membership.id)).renewedToDate).toBe('2027-06-30');
    expect((await invoicesOf(membership.id))[0]!.status).toBe('Pending');
    // The Pending invoice carries a pay link that opens a new hosted checkout.
    const list = await app.inject({ method: 'POST', url: '/api/user/invoices', headers, payload: {} });
    const invoice = list.json().invoices[0];
    expect(invoice).toMatchObject({ status: 'Pending', balanceDue: 495 });
    const go = await app.inject({ url: invoice.paymentUrl, headers: { host: hostOf('ota') } });
    expect(go.statusCode).toBe(303);
    expect(go.headers.location).toMatch(/^\/checkout\/invoice\//);
    expect(
      (
        await app.inject({
          url: invoice.paymentUrl.replace(/sig=[0-9a-f]/, 'sig=x'),
          headers: { host: hostOf('ota') },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('two concurrent renewals pay once', async () => {
    const { membership, headers } = await activeMember('2027-06-30');
    const url = (await app.inject({ url: '/api/user/membership/renewallink', headers })).json().url as string;
    // A second checkout session of the same invoice (e.g. another tab after the first was declined).
    const [invoice] = await invoicesOf(membership.id);
    const scope = tenantScope(db(), 'ota');
    const { openInvoiceCheckout } = await import('./invoice-checkout');
    // Opened as if the first had expired (a day later), so it is a second session of the same invoice.
    const second = await openInvoiceCheckout(
      scope,
      invoice!,
      provider,
      'renewal',
      new Date(Date.now() + 25 * 60 * 60 * 1000),
    );
    expect(second).not.toBe(url);
    const results = await Promise.all([
      completeInvoiceCheckout(scope, sessionOf(url), 'pay', provider),
      completeInvoiceCheckout(scope, sessionOf(second), 'pay', provider),
    ]);
    expect(results.filter((r) => r?.result === 'success').length).toBe(1);
    expect((await membershipRow(membership.id)).renewedToDate).toBe('2028-06-30');
    const paidRows = (await invoicesOf(membership.id)).filter((r) => r.status === 'Paid');
    expect(paidRows).toHaveLength(1);
  });
});

describe('join', () => {
  it('verifies the e-mail by code, creates a Pending membership and invoice; paying activates it and grants Member', async () => {
    const host = { host: hostOf('ota') };
    const types = await app.inject({ url: '/api/membership/types', headers: host });
    expect(types.json().data[0]).toMatchObject({ name: 'Full member', feeIncGst: 495 });
    const email = 'new.person@example.com';
    const code = await app.inject({
      method: 'POST',
      url: '/api/membership/join/code',
      headers: host,
      payload: { email },
    });
    const { requestId } = code.json();
    const mail = await lastMail(app, email);
    const sent = /code is (\d{6})/.exec(mail!.text)![1]!;
    const form = {
      firstName: 'New',
      lastName: 'Person',
      email,
      membershipTypeId: typeId,
      acceptTerms: true,
      requestId,
    };
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/membership/join',
          headers: host,
          payload: { ...form, acceptTerms: false, code: sent },
        })
      ).json().message,
    ).toBe(MEMBERSHIP_MESSAGES.joinTermsRequired);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/membership/join',
      headers: host,
      payload: { ...form, code: sent === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const joined = await app.inject({
      method: 'POST',
      url: '/api/membership/join',
      headers: host,
      payload: { ...form, code: sent },
    });
    expect(joined.statusCode).toBe(200);
    const { membershipId, paymentUrl } = joined.json();
    expect((await membershipRow(membershipId)).memberStatus).toBe('Pending');
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ isFirstLogin: true, contactTypes: [] });
    const go = await app.inject({ url: paymentUrl, headers: host });
    const pay = await app.inject({ method: 'POST', url: `${go.headers.location}/pay`, headers: host });
    expect(pay.headers.location).toMatch(/^\/account\/first-time-login\?joined=1/);
    expect((await membershipRow(membershipId)).memberStatus).toBe('Active');
    const [after] = await db().select().from(users).where(eq(users.email, email));
    expect(after!.contactTypes).toContain('Member');
    // Paying made the account a Member with its one member number, in the tenant's format (issue 34 point 5).
    expect(isMemberNumberOf('ota', after!.memberNum ?? '')).toBe(true);
    // Joining again with the same e-mail is refused like a wrong code (issue 35 point 1: no account oracle).
    const again = await app.inject({
      method: 'POST',
      url: '/api/membership/join',
      headers: host,
      payload: { ...form, code: sent },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MEMBERSHIP_MESSAGES.joinCodeInvalid);
  });
});

describe('cancel', () => {
  it('applies the reason rules, cancels, removes Member, ends the sessions and mails a confirmation', async () => {
    const { user, membership, headers } = await activeMember('2027-06-30');
    const can = await app.inject({ url: '/api/user/CanCancelMembership', headers });
    expect(can.json().canCancelMembership).toBe(true);
    expect(can.json().cancelMembershipReasons.at(-1).value).toBe('Other');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/user/CancelMembership',
      headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select a reason.');
    const other = await app.inject({
      method: 'POST',
      url: '/api/user/CancelMembership',
      headers,
      payload: { CancelMembershipReason: 'Other' },
    });
    expect(other.json().message).toBe('Please enter cancellation details.');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/user/CancelMembership',
      headers,
      payload: { CancelMembershipReason: 'Other', CancelMembershipReasonOther: 'Moving on' },
    });
    expect(ok.json()).toEqual({ success: true, message: 'Membership cancelled successfully' });
    expect(await membershipRow(membership.id)).toMatchObject({
      memberStatus: 'Cancelled',
      cancelReason: 'Other',
      cancelReasonOther: 'Moving on',
    });
    expect((await app.inject({ url: '/api/user/membership', headers })).statusCode).toBe(401);
    expect((await lastMail(app, user.email))!.subject).toContain('cancelled');
    const again = await signIn(app, user.email);
    expect(
      (await app.inject({ url: '/api/user/CanCancelMembership', headers: again.headers })).json()
        .canCancelMembership,
    ).toBe(false);
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after!.contactTypes).not.toContain('Member');
  });

  it('is refused where the feature is off (psa)', async () => {
    const user = await buildUser(app, { tenantId: 'psa' });
    await db()
      .insert(memberships)
      .values({ tenantId: 'psa', userId: user.id, membershipName: 'Full member', memberStatus: 'Active' });
    const { headers } = await signIn(app, user.email, 'psa');
    expect(
      (await app.inject({ url: '/api/user/CanCancelMembership', headers })).json().canCancelMembership,
    ).toBe(false);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/CancelMembership',
      headers,
      payload: { CancelMembershipReason: 'Retiring' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('permissions and isolation', () => {
  it('Find an OT and brand assets need Member and the feature', async () => {
    const client = await buildUser(app, { contactTypes: ['ClientUser'] });
    const { headers } = await signIn(app, client.email);
    expect((await app.inject({ url: '/api/user/brand-assets', headers })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/user/find-an-ot', headers })).statusCode).toBe(403);
    const psa = await buildUser(app, { tenantId: 'psa' });
    const psaHeaders = (await signIn(app, psa.email, 'psa')).headers;
    expect((await app.inject({ url: '/api/user/brand-assets', headers: psaHeaders })).statusCode).toBe(403);
    const { headers: memberHeaders } = await activeMember();
    expect((await app.inject({ url: '/api/user/brand-assets', headers: memberHeaders })).statusCode).toBe(
      200,
    );
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/user/find-an-ot',
      headers: memberHeaders,
      payload: {
        practiceName: 'Hands On OT',
        suburb: 'Fitzroy',
        postcode: '3065',
        state: 'VIC',
        website: 'handson.example.com',
        isVisible: true,
      },
    });
    expect(saved.json().data).toMatchObject({ website: 'https://handson.example.com', isVisible: true });
    const found = await app.inject({ url: '/api/find-an-ot/search?location=fitz', headers: memberHeaders });
    expect(found.json().data.map((e: { practiceName: string }) => e.practiceName)).toContain('Hands On OT');
  });

  it("never shows another tenant's or member's membership, certificate or invoice", async () => {
    const { membership, headers } = await activeMember();
    const other = await activeMember();
    expect(
      (await app.inject({ url: `/api/user/membership/${membership.id}/printview`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    const pdf = await app.inject({ url: `/api/user/membership/${membership.id}/download`, headers });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const preview = (
      await app.inject({ url: `/api/user/membership/${membership.id}/printview`, headers })
    ).json().previewUrl;
    expect((await app.inject({ url: preview, headers: { host: hostOf('ota') } })).statusCode).toBe(200);
    expect((await app.inject({ url: preview, headers: { host: hostOf('psa') } })).statusCode).toBe(403);
    const psa = await buildUser(app, { tenantId: 'psa' });
    const psaHeaders = (await signIn(app, psa.email, 'psa')).headers;
    expect((await app.inject({ url: '/api/user/membership', headers: psaHeaders })).json().data).toBeNull();
    // Admin tables: only the tenant's administrators; only the tenant's rows.
    expect((await app.inject({ url: '/api/admin/memberships', headers })).statusCode).toBe(403);
    const admin = await buildUser(app, { role: 1 });
    const adminHeaders = (await signIn(app, admin.email)).headers;
    const list = await app.inject({ url: '/api/admin/memberships?size=100', headers: adminHeaders });
    expect(list.json().data.every((r: { userId: string }) => r.userId !== psa.id)).toBe(true);
  });
});

describe('auto-renew job', () => {
  it('renews a due Auto Rollover member once, even when run twice (also concurrently)', async () => {
    const now = new Date('2027-06-25T03:00:00Z');
    const { membership } = await activeMember('2027-06-30', { autoRenew: true });
    await db()
      .insert(paymentConsents)
      .values({ tenantId: 'ota', membershipId: membership.id, provider: 'test', reference: 'consent-ref' });
    const noConsent = await activeMember('2027-06-30', { autoRenew: true });
    await Promise.all([runAutoRenewals(db(), provider, now), runAutoRenewals(db(), provider, now)]);
    await runAutoRenewals(db(), provider, now);
    expect((await membershipRow(membership.id)).renewedToDate).toBe('2028-06-30');
    const paid = (await invoicesOf(membership.id)).filter((r) => r.status === 'Paid');
    expect(paid).toHaveLength(1);
    expect((await membershipRow(noConsent.membership.id)).renewedToDate).toBe('2027-06-30');
    // After the period ends, the member without consent expires and loses Member.
    await runAutoRenewals(db(), provider, new Date('2027-07-02T03:00:00Z'));
    expect((await membershipRow(noConsent.membership.id)).memberStatus).toBe('Expired');
    const [u] = await db()
      .select()
      .from(users)
      .where(and(eq(users.id, noConsent.user.id)));
    expect(u!.contactTypes).not.toContain('Member');
  });
});
