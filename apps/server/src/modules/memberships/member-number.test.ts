/**
 * One member number (issue 34 points 5 and 7; spec 000 §3 User/Membership/Invoice memberNum, Contact enquiry
 * memberNumber; 002 §3, §7): a client user without a membership is not offered cancellation, applies from the
 * membership profile (`POST /api/user/membership/join`), pays, and so becomes a Member with ONE number in the
 * tenant's format — the same in `GET /api/v1/account`, `GET /api/user/membership`, the membership certificate,
 * the membership invoice and an event invoice bought before joining, the CPD certificate and its verification
 * (`GET api/cpd/verify/{code}` and the public `/verify/{code}` page) and the Contact us e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES, isMemberNumberOf } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildMembershipType } from '../../../test/factories/memberships';
import { buildUser, lastMail, signIn } from '../../../test/factories/users';
import { mp, multipart } from '../../../test/multipart';
import { pdfText } from '../../../test/pdf-text';
import { users } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { issueInvoice } from '../invoices/invoices.service';
import { sydneyToday } from '../cpd/cpd.service';

let app: FastifyInstance;
let typeId: number;
const host = { host: hostOf('ota') };

beforeAll(async () => {
  app = await buildTestApp();
  typeId = await buildMembershipType(app);
});
afterAll(async () => app.close());

describe('an account without a membership', () => {
  it('is not offered cancellation, and applying twice is refused', async () => {
    const client = await buildUser(app, { contactTypes: ['ClientUser'] });
    const { headers } = await signIn(app, client.email);
    const can = await app.inject({ url: '/api/user/CanCancelMembership', headers });
    expect(can.json().canCancelMembership).toBe(false);
    expect((await app.inject({ url: '/api/user/membership', headers })).json()).toEqual({ data: null });

    const bad = await app.inject({
      method: 'POST',
      url: '/api/user/membership/join',
      headers,
      payload: { membershipTypeId: 999_999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MEMBERSHIP_MESSAGES.joinTypeRequired);
    const apply = () =>
      app.inject({
        method: 'POST',
        url: '/api/user/membership/join',
        headers,
        payload: { membershipTypeId: typeId },
      });
    expect((await apply()).statusCode).toBe(200);
    const again = await apply();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MEMBERSHIP_MESSAGES.alreadyHasMembership);
    const pending = (await app.inject({ url: '/api/user/membership', headers })).json().data;
    expect(pending).toMatchObject({ memberStatus: 'Pending', memberNum: null });
    expect(
      (await app.inject({ url: '/api/user/CanCancelMembership', headers })).json().canCancelMembership,
    ).toBe(false);
  });

  it('answers 401 when signed out', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/membership/join',
      headers: host,
      payload: { membershipTypeId: typeId },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('one member number everywhere', () => {
  it('gives a paying applicant one number that every answer, document and e-mail shows', async () => {
    const client = await buildUser(app, {
      contactTypes: ['ClientUser'],
      firstName: 'Nina',
      lastName: 'Park',
    });
    const { headers } = await signIn(app, client.email);
    // An event bought before joining: the invoice has no member number yet (checkout copies the account's).
    const event = await issueInvoice(
      { scope: tenantScope(app.database.db, 'ota') },
      {
        userId: client.id,
        invoiceDate: '2026-01-10',
        dueDate: '2026-01-10',
        description: 'Event registration: Hand therapy day',
        status: 'Paid',
        totalIncGstCents: 11000,
        totalExcGstCents: 10000,
        gstCents: 1000,
        paidCents: 11000,
        userFullName: 'Nina Park',
        memberNum: null,
        lineItems: [{ itemName: 'Hand therapy day', quantity: 1, unitCents: 11000, totalCents: 11000 }],
      },
    );

    const applied = await app.inject({
      method: 'POST',
      url: '/api/user/membership/join',
      headers,
      payload: { membershipTypeId: typeId },
    });
    const { invoiceId, paymentUrl } = applied.json() as { invoiceId: string; paymentUrl: string };
    expect(paymentUrl).toMatch(/^\/checkout\/invoice\//);
    const paid = await app.inject({ method: 'POST', url: `${paymentUrl}/pay`, headers: host });
    expect(paid.headers.location).toBe(
      `/settings/membership-profile?payment=success&invoiceId=${invoiceId}&mode=test`,
    );

    const [row] = await app.database.db.select().from(users).where(eq(users.id, client.id));
    const memberNum = row!.memberNum!;
    expect(isMemberNumberOf('ota', memberNum)).toBe(true);
    expect(row!.contactTypes).toEqual(['ClientUser', 'Member']);

    const get = (url: string) => app.inject({ url, headers });
    expect((await get('/api/v1/account')).json()).toMatchObject({ memberNum, isMember: true });
    const membership = (await get('/api/user/membership')).json().data;
    expect(membership).toMatchObject({ memberStatus: 'Active', memberNum });
    expect((await get(`/api/invoice/${invoiceId}`)).json().data.memberNum).toBe(memberNum);
    expect((await get(`/api/invoice/${event.id}`)).json().data.memberNum).toBe(memberNum);
    const certificate = await get(`/api/user/membership/${membership.id}/download`);
    expect(certificate.headers['content-disposition']).toContain(`membership-certificate-${memberNum}.pdf`);
    expect((await pdfText(certificate.rawPayload)).text).toContain(memberNum);
    expect((await get('/api/user/CanCancelMembership')).json().canCancelMembership).toBe(true);

    // CPD: the certificate of a record, its verification answer and the public /verify page.
    const logged = await app.inject({
      method: 'POST',
      url: '/api/user/cpd',
      headers: mp(headers),
      payload: multipart({
        title: 'Splinting workshop',
        hours: '2',
        categoryName: 'Reading',
        domain: 'Research',
        completedDate: sydneyToday(),
      }),
    });
    const { cpdId, verificationCode } = logged.json().data as { cpdId: string; verificationCode: string };
    const cpdPdf = await get(`/api/cpd/${cpdId}/download`);
    expect((await pdfText(cpdPdf.rawPayload)).text).toContain(memberNum);
    const verified = await app.inject({ url: `/api/cpd/verify/${verificationCode}`, headers: host });
    expect(verified.json()).toMatchObject({ valid: true, memberNum });
    const page = await app.inject({ url: `/verify/${verificationCode}`, headers: host });
    expect(page.body).toContain(memberNum);

    // Contact us (to the tenant's default contact address): the account's number, also when another is typed.
    const sent = await app.inject({
      method: 'POST',
      url: '/api/user/enquire',
      headers: mp(headers),
      payload: multipart({
        Email: client.email,
        Comments: 'About my membership',
        memberNumber: 'OTA-999999',
      }),
    });
    expect(sent.statusCode).toBe(200);
    const mail = await lastMail(app, 'contact@ota.example');
    expect(mail!.text).toContain(`Member number: ${memberNum}`);
    expect(mail!.text).not.toContain('OTA-999999');
  });

  it('numbers the members of a tenant one after another', async () => {
    const numbers: string[] = [];
    for (const name of ['Ada', 'Ben']) {
      const user = await buildUser(app, { contactTypes: [], firstName: name });
      const { headers } = await signIn(app, user.email);
      const { paymentUrl } = (
        await app.inject({
          method: 'POST',
          url: '/api/user/membership/join',
          headers,
          payload: { membershipTypeId: typeId },
        })
      ).json() as { paymentUrl: string };
      await app.inject({ method: 'POST', url: `${paymentUrl}/pay`, headers: host });
      numbers.push((await app.inject({ url: '/api/v1/account', headers })).json().memberNum);
    }
    const [a, b] = numbers.map((n) => Number(n.slice('OTA-'.length)));
    expect(b).toBe(a! + 1);
  });
});
