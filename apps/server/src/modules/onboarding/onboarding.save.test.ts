/**
 * Saving the welcome wizard (issue 18 "Onboarding keeps what it asks"): `PUT /api/user/form/first-time` saves
 * one step — details and communication details land in the account (account settings show them), the chosen
 * password signs in at once (only while the first-login flag is up), the rest comes back from the GET; the
 * organisation and privacy steps save through the settings calls and come back in the form too. The law
 * society fields belong to the law tenants (lca, actls), never to ota. 401 anonymous, 400 bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { organisations, segments } from '../../db/schema/index';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000', RATE_LIMIT_ACCOUNT: '1000' });
});
afterAll(async () => app.close());

const put = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/user/form/first-time', headers, payload });
const get = (headers: Record<string, string>, url: string) => app.inject({ method: 'GET', url, headers });

const details = {
  step: 'details',
  title: 'Dr',
  firstName: 'Zoë',
  lastName: 'Ngata-Brown',
  prefName: 'Zo',
  postNominal: 'PhD',
  dob: '1990-04-05',
  gender: null,
  pronoun: 'she/her',
  identityAsFirstNations: 'Prefer not to say',
  admissionDate: '2015-02-01',
  admissionState: 'ACT',
  constituentBodyMembership: ['ACT Law Society'],
};

describe('PUT /api/user/form/first-time', () => {
  it('answers 401 without a token and 400 for an unknown step or bad values, changing nothing', async () => {
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/user/form/first-time',
      headers: { host: hostOf('ota') },
      payload: details,
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await buildUser(app, { isFirstLogin: true, firstName: 'Kept' });
    const { headers } = await signIn(app, user.email);
    expect((await put(headers, { step: 'nope' })).statusCode).toBe(400);
    expect((await put(headers, { ...details, firstName: '  ' })).statusCode).toBe(400);
    expect((await put(headers, { ...details, dob: '1990-02-31' })).statusCode).toBe(400);
    expect((await put(headers, { ...details, title: 'Emperor' })).statusCode).toBe(400);
    expect((await put(headers, { step: 'expertise', expertiseAreas: [999] })).statusCode).toBe(400);
    expect((await get(headers, '/api/user/form/first-time')).json().firstName).toBe('Kept');
  });

  it('saves the details into the account; ota keeps no law society fields, lca does', async () => {
    const ota = await buildUser(app, { isFirstLogin: true });
    const { headers } = await signIn(app, ota.email);
    const saved = await put(headers, details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Ngata-Brown',
      prefName: 'Zo',
      postNominal: 'PhD',
      dob: '1990-04-05',
      admissionDate: null,
      constituentBodyMembership: [],
    });
    expect((await get(headers, '/api/User')).json()).toMatchObject({
      title: 'Dr',
      firstName: 'Zoë',
      preferredName: 'Zo',
      pronoun: 'she/her',
    });
    const otaOptions = (await get(headers, '/api/user/form/first-time/field-options')).json();
    expect(otaOptions.constituentBodyMembership).toEqual([]);

    const lca = await buildUser(app, { tenantId: 'lca', isFirstLogin: true });
    const lcaHeaders = (await signIn(app, lca.email, 'lca')).headers;
    expect(
      (await get(lcaHeaders, '/api/user/form/first-time/field-options')).json().constituentBodyMembership,
    ).not.toEqual([]);
    expect((await put(lcaHeaders, details)).json()).toMatchObject({
      admissionDate: '2015-02-01',
      admissionState: 'ACT',
      constituentBodyMembership: ['ACT Law Society'],
    });
    expect(
      (await put(lcaHeaders, { ...details, constituentBodyMembership: ['Made-up Society'] })).statusCode,
    ).toBe(400);
  });

  it('sets the chosen password, which signs in at once; refuses weak, unmatched and late ones', async () => {
    const user = await buildUser(app, { isFirstLogin: true });
    const { headers } = await signIn(app, user.email);
    const weak = await put(headers, { step: 'password', password: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const unmatched = await put(headers, {
      step: 'password',
      password: 'Harbour-Lantern!2026',
      confirmPassword: 'Welcome!2027',
    });
    expect(unmatched.statusCode).toBe(400);
    const ok = await put(headers, {
      step: 'password',
      password: 'Harbour-Lantern!2026',
      confirmPassword: 'Harbour-Lantern!2026',
    });
    expect(ok.statusCode).toBe(200);
    // The wizard's session goes on, and the new password signs in.
    expect((await get(headers, '/api/user/form/first-time')).statusCode).toBe(200);
    await expect(signIn(app, user.email, 'ota', 'Harbour-Lantern!2026')).resolves.toBeTruthy();

    const settled = await buildUser(app, { isFirstLogin: false });
    const late = await put((await signIn(app, settled.email)).headers, {
      step: 'password',
      password: 'Harbour-Lantern!2026',
      confirmPassword: 'Harbour-Lantern!2026',
    });
    expect(late.statusCode).toBe(403);
  });

  it('saves communication details, profile and expertise; organisation and privacy come back too', async () => {
    const user = await buildUser(app, { isFirstLogin: true });
    const { headers } = await signIn(app, user.email);
    await put(headers, {
      step: 'communication',
      phoneNumber: '0390001234',
      mobile: '0412345678',
      contactPreference: 'Mobile',
      address1: '1 Swanston Street',
      address2: 'Level 2',
      country: 'Australia',
      state: 'VIC',
      suburb: 'Melbourne',
      postcode: '3000',
    });
    await put(headers, { step: 'profile', description: 'Paediatric OT — Melbourne.' });
    const areas = await app.database.db
      .insert(segments)
      .values([
        { tenantId: 'ota', name: 'Paediatric practice', type: 'areaofpractices' },
        { tenantId: 'ota', name: 'Early intervention', type: 'areaofpractices' },
      ])
      .returning({ id: segments.id });
    const expertise = areas.map((a) => a.id);
    await put(headers, { step: 'expertise', expertiseAreas: expertise });
    const [org] = await app.database.db
      .insert(organisations)
      .values({
        tenantId: 'ota',
        name: 'Royal Test Hospital',
        location: '1 Test Street',
        suburb: 'Parkville',
      })
      .returning({ id: organisations.id });
    const workplace = await app.inject({
      method: 'PUT',
      url: '/api/user/organisation',
      headers,
      payload: { organisation: { id: org!.id }, role: 'Senior OT' },
    });
    expect(workplace.statusCode).toBe(200);
    await app.inject({
      method: 'PUT',
      url: '/api/user/privacy',
      headers,
      payload: { displayEmailAddress: 'members' },
    });

    const form = (await get(headers, '/api/user/form/first-time')).json();
    expect(form).toMatchObject({
      description: 'Paediatric OT — Melbourne.',
      expertiseAreas: expertise,
      communicationDetails: {
        phoneNumber: '0390001234',
        mobile: '0412345678',
        contactPreference: 'Mobile',
        address2: 'Level 2',
        suburb: 'Melbourne',
      },
      organisationDetails: {
        organisationId: org!.id,
        organisationName: 'Royal Test Hospital',
        organisationLocation: '1 Test Street',
        jobTitle: 'Senior OT',
      },
    });
    expect(form.userPrivacy.displayEmailAddress).toBe(true);
    expect((await get(headers, '/api/User')).json()).toMatchObject({
      mobile: '0412345678',
      suburb: 'Melbourne',
    });
  });
});
