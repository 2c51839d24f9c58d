/**
 * API tests of account details — spec 000 §3 (Profile legacy mapping, Workflow profile variant), §5 (account
 * form messages, gender and title lists, YYYY-MM-DD dates, country fixed), §7 "User details"; the e-mail change
 * confirmed by a code sent to the new address, unique per tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FIXED_COUNTRY, SETTINGS_MESSAGES, type TenantId } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, lastMail, signIn } from '../../../test/factories/users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const uniqueEmail = () => `p-${Math.random().toString(36).slice(2)}@example.com`;
async function member(tenantId: TenantId = 'ota') {
  const email = uniqueEmail();
  const user = await buildUser(app, { tenantId, email, firstName: 'Ann', lastName: 'Lee' });
  return { user, email, headers: (await signIn(app, email, tenantId)).headers };
}

const LEGACY = {
  title: 'Dr',
  firstName: 'Ann',
  lastName: 'Lee',
  middleName: 'May',
  preferredName: 'Annie',
  pronoun: 'she/her',
  gender: 'F',
  mobile: '0412 345 678',
  dateOfBirth: '1990-04-05',
  graduationDate: '2012-12-01',
  address: '1 Main St',
  suburb: 'Carlton',
  state: 'VIC',
  postCode: '3053',
  country: 'France',
};

/** The 6-digit code in the newest mail to `email`. */
async function codeSentTo(email: string, tenantId: TenantId = 'ota') {
  const mail = await lastMail(app, email, tenantId);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
}

describe('GET/PUT /api/User (legacy tenants)', () => {
  it('saves every legacy field with dates as YYYY-MM-DD and the country fixed', async () => {
    const { email, headers } = await member();
    const res = await app.inject({ method: 'PUT', url: '/api/User', headers, payload: { ...LEGACY, email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailChange).toBeNull();
    const profile = (await app.inject({ method: 'GET', url: '/api/User', headers })).json();
    expect(profile).toMatchObject({ ...LEGACY, email, country: FIXED_COUNTRY, pendingEmail: null });
  });

  it('answers the §5 messages and changes nothing', async () => {
    const { email, headers } = await member();
    const cases: [object, string][] = [
      [{ ...LEGACY, email, firstName: ' ' }, SETTINGS_MESSAGES.firstNameRequired],
      [{ ...LEGACY, email, lastName: '' }, SETTINGS_MESSAGES.lastNameRequired],
      [{ ...LEGACY, email: '' }, SETTINGS_MESSAGES.emailRequired],
      [{ ...LEGACY, email: 'not an email' }, SETTINGS_MESSAGES.emailInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: 'PUT', url: '/api/User', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const bad of [
      { gender: 'Q' },
      { title: 'Lord' },
      { dateOfBirth: '05/04/1990' },
      { graduationDate: '2023-02-29' },
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/User',
        headers,
        payload: { ...LEGACY, email, ...bad },
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/api/User', headers })).json()).toMatchObject({
      firstName: 'Ann',
      gender: null,
      title: null,
    });
  });

  it('is not the workflow tenant’s call (404), and the workflow calls are not the legacy tenants’', async () => {
    const psa = await member('psa');
    const ota = await member('ota');
    expect((await app.inject({ method: 'GET', url: '/api/User', headers: psa.headers })).statusCode).toBe(
      404,
    );
    const wf = '/api/User/GetWorkflowFormFieldDefinitionAndValue';
    expect((await app.inject({ method: 'GET', url: wf, headers: ota.headers })).statusCode).toBe(404);
  });
});

describe('e-mail change (confirmed by a code sent to the new address)', () => {
  it('keeps the old address until the code from the new address is confirmed', async () => {
    const { email, headers } = await member();
    const next = uniqueEmail();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/User',
      headers,
      payload: { ...LEGACY, email: next },
    });
    const { emailChange, profile } = res.json();
    expect(emailChange).toMatchObject({ email: next });
    expect(profile).toMatchObject({ email, pendingEmail: next });
    const code = await codeSentTo(next);
    expect(code).toMatch(/^\d{6}$/);
    // The code does not sign anyone in.
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login-with-code',
      headers: { host: hostOf('ota') },
      payload: { email: next, code, requestId: emailChange.requestId },
    });
    expect(login.statusCode).toBe(400);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/User/confirm-email',
      headers,
      payload: {
        requestId: emailChange.requestId,
        email: next,
        code: code === '000000' ? '111111' : '000000',
      },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/User/confirm-email',
      headers,
      payload: { requestId: emailChange.requestId, email: next, code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(next);
    await expect(signIn(app, next)).resolves.toBeTruthy();
    await expect(signIn(app, email)).rejects.toThrow(/400/);
  });

  it('never confirms an address another account of the tenant uses, but one of another tenant', async () => {
    const { headers } = await member();
    const taken = await member();
    const elsewhere = await member('psa');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/User',
      headers,
      payload: { ...LEGACY, email: taken.email },
    });
    // The same answer as for a free address (issue 35 point 1); no code reaches anyone.
    expect(res.statusCode).toBe(200);
    expect(res.json().emailChange.email).toBe(taken.email);
    expect(await codeSentTo(taken.email)).toBe('');
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/User/confirm-email',
      headers,
      payload: { requestId: res.json().emailChange.requestId, email: taken.email, code: '123456' },
    });
    expect(confirm.statusCode).toBe(400);
    const other = await app.inject({
      method: 'PUT',
      url: '/api/User',
      headers,
      payload: { ...LEGACY, email: elsewhere.email },
    });
    expect(other.statusCode).toBe(200);
    expect(await codeSentTo(elsewhere.email, 'ota')).toMatch(/^\d{6}$/);
  });

  it('refuses with a generic message an address taken after its code was sent', async () => {
    const { headers } = await member();
    const next = uniqueEmail();
    const { emailChange } = (
      await app.inject({ method: 'PUT', url: '/api/User', headers, payload: { ...LEGACY, email: next } })
    ).json();
    const code = await codeSentTo(next);
    await buildUser(app, { email: next });
    const res = await app.inject({
      method: 'POST',
      url: '/api/User/confirm-email',
      headers,
      payload: { requestId: emailChange.requestId, email: next, code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SETTINGS_MESSAGES.emailChangeFailed);
  });

  it("cannot confirm another member's code", async () => {
    const a = await member();
    const b = await member();
    const next = uniqueEmail();
    const { emailChange } = (
      await app.inject({
        method: 'PUT',
        url: '/api/User',
        headers: a.headers,
        payload: { ...LEGACY, email: next },
      })
    ).json();
    const code = await codeSentTo(next);
    const stolen = await app.inject({
      method: 'POST',
      url: '/api/User/confirm-email',
      headers: b.headers,
      payload: { requestId: emailChange.requestId, email: next, code },
    });
    expect(stolen.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/User', headers: b.headers })).json().email).toBe(
      b.email,
    );
  });
});

describe('workflow profile (psa): GetWorkflowFormFieldDefinitionAndValue / SetWorkflowFormFieldValue', () => {
  const GET = '/api/User/GetWorkflowFormFieldDefinitionAndValue';
  const SET = '/api/User/SetWorkflowFormFieldValue';

  it('answers the five fields over the account record and saves them by Id and EntityId', async () => {
    const { user, email, headers } = await member('psa');
    const form = (await app.inject({ method: 'GET', url: GET, headers })).json();
    expect(form.workflowFormFields.map((f: { name: string }) => f.name)).toEqual([
      'Title',
      'First Name',
      'Last Name',
      'Email',
      'Mobile',
    ]);
    expect(form.workflowFormFields[1]).toMatchObject({ id: 2, entityId: user.id, value: 'Ann' });
    const res = await app.inject({
      method: 'POST',
      url: SET,
      headers,
      payload: {
        workflowFormFields: [
          { Id: 1, EntityId: user.id, Value: 'Dr' },
          { Id: 2, EntityId: user.id, Value: 'Zoe' },
          { Id: 5, EntityId: user.id, Value: '0400 000 001' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const values = res.json().form.workflowFormFields.map((f: { value: string | null }) => f.value);
    expect(values).toEqual(['Dr', 'Zoe', 'Lee', email, '0400 000 001']);
  });

  it('answers the §5 messages, refuses unknown fields and another member’s entity (404)', async () => {
    const { user, headers } = await member('psa');
    const other = await member('psa');
    const set = (fields: object[]) =>
      app.inject({ method: 'POST', url: SET, headers, payload: { workflowFormFields: fields } });
    const blank = await set([{ Id: 2, EntityId: user.id, Value: '' }]);
    expect(blank.json().message).toBe(SETTINGS_MESSAGES.firstNameRequired);
    const badEmail = await set([{ Id: 4, EntityId: user.id, Value: 'nope' }]);
    expect(badEmail.json().message).toBe(SETTINGS_MESSAGES.emailInvalid);
    expect((await set([{ Id: 99, EntityId: user.id, Value: 'x' }])).statusCode).toBe(400);
    const foreign = await set([{ Id: 2, EntityId: other.user.id, Value: 'Hacked' }]);
    expect(foreign.statusCode).toBe(404);
    const otherForm = (await app.inject({ method: 'GET', url: GET, headers: other.headers })).json();
    expect(otherForm.workflowFormFields[1].value).toBe('Ann');
  });

  it('is not a legacy tenant’s call (404)', async () => {
    const { user, headers } = await member('lca');
    const res = await app.inject({
      method: 'POST',
      url: SET,
      headers,
      payload: { workflowFormFields: [{ Id: 2, EntityId: user.id, Value: 'X' }] },
    });
    expect(res.statusCode).toBe(404);
  });

  it('starts an e-mail change through the Email field', async () => {
    const { user, email, headers } = await member('psa');
    const next = uniqueEmail();
    const res = await app.inject({
      method: 'POST',
      url: SET,
      headers,
      payload: { workflowFormFields: [{ Id: 4, EntityId: user.id, Value: next }] },
    });
    expect(res.json().emailChange).toMatchObject({ email: next });
    expect(res.json().form.pendingEmail).toBe(next);
    expect(res.json().form.workflowFormFields[3].value).toBe(email);
    expect(await codeSentTo(next, 'psa')).toMatch(/^\d{6}$/);
  });
});
