/**
 * API tests of the first-time login server side — spec 000 §4 First-time login, §7 "First-time form":
 * code expiry and single use, the first-time form, outcome type per membership, countries/states,
 * organisation search with paging and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, lastMail, signIn } from '../../../test/factories/users';
import { membershipTypes, memberships, oneTimeCodes, organisations, segments } from '../../db/schema/index';

let app: FastifyInstance;
const ota = { host: hostOf('ota') };

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000', RATE_LIMIT_ACCOUNT: '1000' });
});
afterAll(async () => app.close());

async function requestFirstTimeCode(email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/generate-one-time-login-code',
    headers: ota,
    payload: { email },
  });
  expect(res.statusCode).toBe(200);
  const { requestId, tokenSent } = res.json() as { requestId: string; tokenSent: boolean };
  expect(tokenSent).toBe(true);
  const mail = await lastMail(app, email);
  const code = /code is (\d{6})/.exec(mail!.text)![1]!;
  return { requestId, code };
}
const loginWithCode = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login-with-code', headers: ota, payload });

describe('first-time login codes (generate-one-time-login-code, login-with-code)', () => {
  it('signs a first-login member in once with the mailed code and refuses the same code again', async () => {
    const user = await buildUser(app, { email: 'first@example.com', isFirstLogin: true });
    const { requestId, code } = await requestFirstTimeCode(user.email);
    const first = await loginWithCode({ email: user.email, code, requestId });
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toEqual(expect.any(String));
    const reused = await loginWithCode({ email: user.email, code, requestId });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Wrong password');
  });

  it('refuses an expired first-time code', async () => {
    const user = await buildUser(app, { email: 'late@example.com', isFirstLogin: true });
    const { requestId, code } = await requestFirstTimeCode(user.email);
    await app.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.id, requestId));
    const res = await loginWithCode({ email: user.email, code, requestId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The verification code has expired. Please request a new one.');
  });

  it('voids the old code on resend and accepts the new one', async () => {
    const user = await buildUser(app, { email: 'resend@example.com', isFirstLogin: true });
    const { requestId, code: oldCode } = await requestFirstTimeCode(user.email);
    const resent = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-one-time-code',
      headers: ota,
      payload: { requestId, userName: user.email },
    });
    expect(resent.statusCode).toBe(200);
    const newCode = /code is (\d{6})/.exec((await lastMail(app, user.email))!.text)![1]!;
    if (newCode !== oldCode) {
      expect((await loginWithCode({ email: user.email, code: oldCode, requestId })).statusCode).toBe(400);
    }
    expect((await loginWithCode({ email: user.email, code: newCode, requestId })).statusCode).toBe(200);
  });
});

describe('GET /api/user/form/first-time', () => {
  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/form/first-time', headers: ota });
    expect(res.statusCode).toBe(401);
  });

  it("pre-fills the member's details and the read-only e-mail", async () => {
    const user = await buildUser(app, { firstName: 'Ava', lastName: 'Martin' });
    const { headers } = await signIn(app, user.email);
    const res = await app.inject({ method: 'GET', url: '/api/user/form/first-time', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ava',
      lastName: 'Martin',
      communicationDetails: { email: user.email },
      expertiseAreas: [],
    });
  });

  it('lists field options with expertise groups, categories and subcategories', async () => {
    await app.database.db.insert(segments).values([
      { tenantId: 'ota', name: 'Paediatric practice', type: 'areaofpractices' },
      { tenantId: 'ota', name: 'Early intervention', type: 'areaofpractices' },
    ]);
    const user = await buildUser(app);
    const { headers } = await signIn(app, user.email);
    const res = await app.inject({ method: 'GET', url: '/api/user/form/first-time/field-options', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.genders.map((g: { value: string }) => g.value)).toEqual(['M', 'F', 'X', 'T', 'Z']);
    expect(body.expertiseAreas[0].categories[0].subCategories.length).toBeGreaterThan(0);
  });
});

describe('GET /api/user/form/first-time/final-step-redirect-link', () => {
  const cases = [
    { name: 'a life member', membership: { isLifeMember: true, autoRenew: false }, type: 'Life Member' },
    { name: 'an auto-renewing member', membership: { autoRenew: true }, type: 'Auto Rollover' },
    { name: 'a member renewing by hand', membership: { autoRenew: false }, type: 'Renew Membership' },
    {
      name: 'a lapsed auto-renew member',
      membership: { autoRenew: true, memberStatus: 'Lapsed' },
      type: 'Renew Membership',
    },
    { name: 'someone without a membership', membership: null, type: 'Renew Membership' },
  ] as const;
  it.each(cases)('answers $type for $name', async ({ membership, type }) => {
    const user = await buildUser(app);
    if (membership)
      await app.database.db
        .insert(memberships)
        .values({ tenantId: 'ota', userId: user.id, membershipName: 'Full member', ...membership });
    const { headers } = await signIn(app, user.email);
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/form/first-time/final-step-redirect-link',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().type).toBe(type);
    if (type === 'Life Member') expect(res.json().redirectUrl).toBeNull();
    else expect(res.json().redirectUrl).toMatch(/^\/settings\/membership-profile/);
  });
});

describe('GET /api/user/form/first-time/final-step-redirect-link for an unpaid applicant (issue 34 point 3)', () => {
  it("answers Pay First Invoice with the Pending invoice's pay link, which opens its checkout", async () => {
    const [type] = await app.database.db
      .insert(membershipTypes)
      .values({
        tenantId: 'ota',
        name: 'Graduate member',
        feeIncGstCents: 27500,
        gstCents: 2500,
        periodRule: 'financial',
      })
      .returning();
    const user = await buildUser(app, { contactTypes: [], isFirstLogin: true });
    const { headers } = await signIn(app, user.email);
    const applied = await app.inject({
      method: 'POST',
      url: '/api/user/membership/join',
      headers,
      payload: { membershipTypeId: type!.id },
    });
    const { invoiceId } = applied.json() as { invoiceId: string };
    const res = await app.inject({ url: '/api/user/form/first-time/final-step-redirect-link', headers });
    expect(res.json().type).toBe('Pay First Invoice');
    const { redirectUrl } = res.json() as { redirectUrl: string };
    // The same signed pay link as the invoice's Pay on the Invoices screen (`paymentUrl`).
    expect(redirectUrl).toMatch(new RegExp(`^/api/invoice/${invoiceId}/pay\\?`));
    const invoice = (await app.inject({ url: `/api/invoice/${invoiceId}`, headers })).json().data;
    expect(redirectUrl.split('?')[0]).toBe(invoice.paymentUrl.split('?')[0]);
    const pay = await app.inject({ url: redirectUrl, headers: ota });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toMatch(/^\/checkout\/invoice\//);
  });
});

describe('GET /api/address/countries and /api/address/states', () => {
  it('answers id-to-name maps, states filtered by country', async () => {
    const user = await buildUser(app);
    const { headers } = await signIn(app, user.email);
    const countries = await app.inject({ method: 'GET', url: '/api/address/countries', headers });
    expect(countries.json()['1']).toBe('Australia');
    const states = await app.inject({ method: 'GET', url: '/api/address/states?countryId=1', headers });
    expect(Object.values(states.json())).toContain('VIC');
    expect(Object.values(states.json())).not.toContain('Auckland');
    const bad = await app.inject({ method: 'GET', url: '/api/address/states?countryId=abc', headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/org/names and /api/Org/{id}', () => {
  it('pages names containing the query and never shows another tenant', async () => {
    const names = Array.from({ length: 7 }, (_, i) => `Bayside Clinic ${i + 1}`);
    await app.database.db
      .insert(organisations)
      .values([
        ...names.map((name) => ({ tenantId: 'ota', name, location: '1 Bay Road', suburb: 'Brighton' })),
        { tenantId: 'psa', name: 'Bayside Clinic PSA', location: null, suburb: null },
      ]);
    const user = await buildUser(app);
    const { headers } = await signIn(app, user.email);
    const page1 = await app.inject({
      method: 'GET',
      url: '/api/org/names?query=bayside&pageNumber=1&pageSize=5',
      headers,
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().organisations).toHaveLength(5);
    expect(page1.json().totalItemCount).toBe(7);
    const page2 = await app.inject({
      method: 'GET',
      url: '/api/org/names?query=bayside&pageNumber=2&pageSize=5',
      headers,
    });
    expect(page2.json().organisations.map((o: { name: string }) => o.name)).toEqual([
      'Bayside Clinic 6',
      'Bayside Clinic 7',
    ]);

    const [psaOrg] = await app.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.tenantId, 'psa'));
    const other = await app.inject({ method: 'GET', url: `/api/Org/${psaOrg!.id}`, headers });
    expect(other.statusCode).toBe(404);
    const own = await app.inject({
      method: 'GET',
      url: `/api/Org/${page1.json().organisations[0].id}`,
      headers,
    });
    expect(own.json()).toMatchObject({ location: '1 Bay Road', suburb: 'Brighton' });
  });

  it('refuses a page size over 100 with 400', async () => {
    const user = await buildUser(app);
    const { headers } = await signIn(app, user.email);
    const res = await app.inject({ method: 'GET', url: '/api/org/names?query=a&pageSize=1000', headers });
    expect(res.statusCode).toBe(400);
  });
});
