/**
 * API tests of the account settings calls — spec 000 §4 (two-factor switch), §5 (change password,
 * organisation), §7 "Account and profile", §8; privacy flags (000 §3) and the external links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SETTINGS_MESSAGES } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, lastMail, PASSWORD, signIn } from '../../../test/factories/users';
import { organisations } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { saveTenantSettings } from './settings.repository';

let app: FastifyInstance;
const NEW_PASSWORD = 'Tawny#Kettle8';

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

async function member(
  tenantId: 'ota' | 'psa' = 'ota',
  email = `m-${Math.random().toString(36).slice(2)}@example.com`,
) {
  const user = await buildUser(app, { tenantId, email });
  const session = await signIn(app, email, tenantId);
  return { user, email, headers: session.headers };
}

describe('anonymous callers', () => {
  it.each([
    ['POST', '/api/v1/account/change-password'],
    ['GET', '/api/user/organisation'],
    ['GET', '/api/user/privacy'],
    ['PUT', '/api/user/privacy'],
    ['POST', '/api/user/profileimage'],
    ['GET', '/api/user/commprefsurl'],
    ['GET', '/api/user/updatedetailslink'],
    ['GET', '/api/User'],
    ['POST', '/api/user/enquire'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await app.inject({ method, url, headers: { host: hostOf('ota') }, payload: {} });
    expect(res.statusCode).toBe(401);
  });
  it('PUT /api/user/organisation answers 401 to a well-formed body', async () => {
    const payload = { organisation: { id: 1 }, role: 'OT' };
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/organisation',
      headers: { host: hostOf('ota') },
      payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET/PUT api/v1/account/settings (two-factor switch, 000 §4)', () => {
  it('turns two-factor on, and the next sign-in asks for the e-mailed code', async () => {
    const { email, headers } = await member();
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/account/settings',
      headers,
      payload: { enableTFA: true },
    });
    expect(put.json()).toMatchObject({ enableTfa: true });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/account/settings', headers })).json().enableTfa,
    ).toBe(true);
    const signInAgain = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { host: hostOf('ota') },
      payload: { email, password: PASSWORD },
    });
    expect(signInAgain.json()).toEqual({ twoFactorRequired: true });
  });
});

describe('POST api/v1/account/change-password (000 §5, §8)', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/account/change-password', headers, payload });

  it('answers ModelState messages for each broken rule, and nothing changes', async () => {
    const { email, headers } = await member();
    const empty = await change(headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: SETTINGS_MESSAGES.modelStateInvalid,
      modelState: {
        'model.CurrentPassword': [SETTINGS_MESSAGES.currentPasswordRequired],
        'model.NewPassword': [SETTINGS_MESSAGES.newPasswordRequired],
        'model.ConfirmPassword': [SETTINGS_MESSAGES.confirmPasswordRequired],
      },
    });
    for (const weak of ['short1!A', 'alllowercase1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSymbol123'].slice(1)) {
      const res = await change(headers, {
        currentPassword: PASSWORD,
        newPassword: weak,
        confirmPassword: weak,
      });
      expect(res.json().modelState['model.NewPassword']).toEqual([SETTINGS_MESSAGES.passwordRule]);
    }
    const mismatch = await change(headers, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'Other-Pass2@',
    });
    expect(mismatch.json().modelState['model.ConfirmPassword']).toEqual([
      SETTINGS_MESSAGES.passwordsDoNotMatch,
    ]);
    const wrong = await change(headers, {
      currentPassword: 'Not-The-One1!',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.json().modelState).toEqual({
      'model.CurrentPassword': [SETTINGS_MESSAGES.currentPasswordWrong],
    });
    // The old password still signs in.
    await expect(signIn(app, email)).resolves.toBeTruthy();
  });

  it('refuses a password shorter than 8 characters even with every kind of character', async () => {
    const { headers } = await member();
    const res = await change(headers, {
      currentPassword: PASSWORD,
      newPassword: 'Ab1!xyz',
      confirmPassword: 'Ab1!xyz',
    });
    expect(res.json().modelState['model.NewPassword']).toEqual([SETTINGS_MESSAGES.passwordRule]);
  });

  it('changes the password, ends every other session, keeps this one and mails a notice', async () => {
    const { email, headers } = await member();
    const other = await signIn(app, email);
    const res = await change(headers, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(SETTINGS_MESSAGES.passwordChanged);
    // Both old sessions are over; the answer's fresh session works.
    for (const old of [headers, other.headers])
      expect((await app.inject({ method: 'GET', url: '/api/v1/account', headers: old })).statusCode).toBe(
        401,
      );
    const fresh = { host: hostOf('ota'), authorization: `Bearer ${body.token}` };
    expect((await app.inject({ method: 'GET', url: '/api/v1/account', headers: fresh })).statusCode).toBe(
      200,
    );
    // The new password signs in, the old one does not.
    await expect(signIn(app, email, 'ota', NEW_PASSWORD)).resolves.toBeTruthy();
    await expect(signIn(app, email)).rejects.toThrow(/400/);
    expect((await lastMail(app, email))?.subject).toMatch(/password was changed/);
  });
  it('voids a reset link asked for before the change', async () => {
    const { user, email, headers } = await member();
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { host: hostOf('ota') },
      payload: { email },
    });
    const token = /token=([^&\s]+)/.exec((await lastMail(app, email))?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    await change(headers, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      headers: { host: hostOf('ota') },
      payload: { token: decodeURIComponent(token!), password: 'Another-One2@', userId: user.id },
    });
    expect(reset.json()).toBe(false);
  });
});

describe('GET/PUT api/user/organisation (000 §3, §5)', () => {
  let orgId: number;
  let psaOrgId: number;
  beforeAll(async () => {
    const [row] = await app.database.db
      .insert(organisations)
      .values({ tenantId: 'ota', name: 'Royal Hospital', location: 'Sydney', suburb: 'Camperdown' })
      .returning();
    const [psa] = await app.database.db
      .insert(organisations)
      .values({ tenantId: 'psa', name: 'PSA Org' })
      .returning();
    orgId = row!.id;
    psaOrgId = psa!.id;
  });
  const put = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/user/organisation', headers, payload });

  it('answers nulls until saved, then the saved workplace with the stored organisation name', async () => {
    const { headers } = await member();
    const empty = await app.inject({ method: 'GET', url: '/api/user/organisation', headers });
    expect(empty.json()).toEqual({ organisation: null, role: null, startDate: null });
    const saved = await put(headers, {
      organisation: { id: orgId, name: 'Forged name' },
      role: 'OT',
      startDate: '2024-02-01',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      organisation: { id: orgId, name: 'Royal Hospital' },
      role: 'OT',
      startDate: '2024-02-01',
    });
    expect((await app.inject({ method: 'GET', url: '/api/user/organisation', headers })).json().role).toBe(
      'OT',
    );
  });

  it('answers the §5 messages and keeps the saved values', async () => {
    const { headers } = await member();
    await put(headers, { organisation: { id: orgId }, role: 'Lead' });
    const noOrg = await put(headers, { organisation: null, role: 'X' });
    expect(noOrg.statusCode).toBe(400);
    expect(noOrg.json().message).toBe(SETTINGS_MESSAGES.organisationRequired);
    const noRole = await put(headers, { organisation: { id: orgId }, role: '  ' });
    expect(noRole.json().message).toBe(SETTINGS_MESSAGES.roleRequired);
    const badDate = await put(headers, { organisation: { id: orgId }, role: 'X', startDate: '2024-02-30' });
    expect(badDate.statusCode).toBe(400);
    // Another tenant's organisation is unknown here.
    const foreign = await put(headers, { organisation: { id: psaOrgId }, role: 'X' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(SETTINGS_MESSAGES.organisationRequired);
    expect((await app.inject({ method: 'GET', url: '/api/user/organisation', headers })).json().role).toBe(
      'Lead',
    );
  });

  it("never shows one member's workplace to another", async () => {
    const a = await member();
    const b = await member();
    await put(a.headers, { organisation: { id: orgId }, role: 'Secret role' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/organisation', headers: b.headers })).json().role,
    ).toBeNull();
  });
});

describe('GET/PUT api/user/privacy (000 §3 privacy flags)', () => {
  it('defaults, saves a choice per flag, refuses unknown flags and choices, and feeds the first-time form', async () => {
    const { headers } = await member();
    const initial = (await app.inject({ method: 'GET', url: '/api/user/privacy', headers })).json();
    expect(initial).toMatchObject({ appearInMemberDirectory: 'members', displayEmailAddress: 'onlyMe' });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/user/privacy',
      headers,
      payload: { displayEmailAddress: 'everyone', appearInMemberDirectory: 'onlyMe' },
    });
    expect(saved.json()).toMatchObject({
      displayEmailAddress: 'everyone',
      appearInMemberDirectory: 'onlyMe',
    });
    for (const payload of [
      '{"displayEmailAddress":"public"}',
      '{"isAdmin":"everyone"}',
      '{"__proto__":"everyone"}',
    ]) {
      const json = { ...headers, 'content-type': 'application/json' };
      const bad = await app.inject({ method: 'PUT', url: '/api/user/privacy', headers: json, payload });
      expect(bad.statusCode).toBe(400);
    }
    const form = (await app.inject({ method: 'GET', url: '/api/user/form/first-time', headers })).json();
    expect(form.userPrivacy).toMatchObject({ displayEmailAddress: true, appearInMemberDirectory: false });
  });

  it("keeps members' and tenants' choices apart", async () => {
    const a = await member();
    const b = await member('psa');
    await app.inject({
      method: 'PUT',
      url: '/api/user/privacy',
      headers: a.headers,
      payload: { displayMobileNumber: 'everyone' },
    });
    const other = (await app.inject({ method: 'GET', url: '/api/user/privacy', headers: b.headers })).json();
    expect(other.displayMobileNumber).toBe('onlyMe');
  });
});

describe('GET api/user/commprefsurl and api/user/updatedetailslink (000 §7)', () => {
  it("answers the tenant's configured links, else links on its website", async () => {
    const { headers } = await member();
    const psa = await member('psa');
    await saveTenantSettings(tenantScope(app.database.db, 'ota'), {
      contactEmail: 'help@ota.example',
      commPrefsUrl: 'https://prefs.ota.example/manage',
    });
    expect((await app.inject({ method: 'GET', url: '/api/user/commprefsurl', headers })).json()).toEqual({
      url: 'https://prefs.ota.example/manage',
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/commprefsurl', headers: psa.headers })).json().url,
    ).toMatch(/^https:\/\/www\.psa\.example\.org\//);
    const details = await app.inject({ method: 'GET', url: '/api/user/updatedetailslink', headers });
    expect(details.json().url).toMatch(/^https:\/\//);
  });
});

describe('GET/POST api/user/requirements (dietary, 000 §5; the tickets module’s calls)', () => {
  it('saves an empty list as null, trims free text, and keeps each member’s own', async () => {
    const a = await member();
    const b = await member();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/user/requirements',
      headers: a.headers,
      payload: {
        dietaryRequirements: [],
        otherDietaryRequirement: '  No mushrooms ',
        accessibilityRequirement: 'Ramp',
      },
    });
    expect(saved.json()).toEqual({
      dietaryRequirements: null,
      otherDietaryRequirement: 'No mushrooms',
      accessibilityRequirement: 'Ramp',
    });
    const other = (
      await app.inject({ method: 'GET', url: '/api/user/requirements', headers: b.headers })
    ).json();
    expect(other.otherDietaryRequirement).toBeNull();
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/requirements', headers: { host: hostOf('ota') } }))
        .statusCode,
    ).toBe(401);
  });
});
