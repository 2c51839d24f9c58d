/**
 * API tests of the auth calls — spec 000 §4 Login, §5 validation, §7 Auth, §8 login errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, hostOf } from '../../../test/helper';
import { PASSWORD, buildUser, lastMail, signIn } from '../../../test/factories';
import { oneTimeCodes, passwordResetTokens, users } from '../../db/schema/index';

let app: FastifyInstance;
const ACCOUNT_LIMIT = 8;
const ota = { host: hostOf('ota') };
const post = (url: string, payload: unknown, headers: Record<string, string> = ota) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ACCOUNT: String(ACCOUNT_LIMIT), RATE_LIMIT_IP: '1000' });
});
afterAll(async () => app.close());

describe('POST api/v1/auth/sign-in', () => {
  it('starts a session whose token carries an access token for the general API', async () => {
    const user = await buildUser(app, { email: 'olivia@example.com' });
    const res = await post('/api/v1/auth/sign-in', { email: 'Olivia@Example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.twoFactorRequired).toBe(false);
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: user.id, tid: 'ota', accessToken: body.accessToken });
    const account = await app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { ...ota, authorization: `Bearer ${body.accessToken}` },
    });
    expect(account.statusCode).toBe(200);
    expect(account.json().id).toBe(user.id);
  });

  it("answers a wrong password and an unknown e-mail the same way: 400 'Invalid credential'", async () => {
    await buildUser(app, { email: 'wrongpw@example.com' });
    const wrong = await post('/api/v1/auth/sign-in', { email: 'wrongpw@example.com', password: 'nope-nope' });
    const unknown = await post('/api/v1/auth/sign-in', {
      email: 'nobody@example.com',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid credential');
  });

  it('rejects invalid input with 400 and the field errors of spec 000 §5', async () => {
    const res = await post('/api/v1/auth/sign-in', { email: 'not an email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: ['Please enter a valid email'],
      password: ['Please type password'],
    });
    const missing = await post('/api/v1/auth/sign-in', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('asks for a code instead of a session when two-factor is on', async () => {
    await buildUser(app, { email: 'tfa-check@example.com', enableTfa: true });
    const res = await post('/api/v1/auth/sign-in', { email: 'tfa-check@example.com', password: PASSWORD });
    expect(res.json()).toEqual({ twoFactorRequired: true });
  });

  it('rate limits attempts per account with a clear 429', async () => {
    await buildUser(app, { email: 'limited@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT; i++)
      statuses.push(
        (await post('/api/v1/auth/sign-in', { email: 'limited@example.com', password: 'wrong-pass' }))
          .statusCode,
      );
    expect(statuses).toEqual(Array(ACCOUNT_LIMIT).fill(400));
    const blocked = await post('/api/v1/auth/sign-in', { email: 'limited@example.com', password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('two-factor sign-in with a one-time code', () => {
  async function requestCode(email: string) {
    const res = await post('/api/v1/auth/request-one-time-login-code', { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { requestId, tokenSent } = res.json();
    expect(tokenSent).toBe(true);
    const mail = await lastMail(app, email);
    const code = /code is (\d{6})/.exec(mail!.text)![1]!;
    return { requestId, code };
  }

  it('e-mails a 6-digit code that signs in once', async () => {
    await buildUser(app, { email: 'tfa1@example.com', enableTfa: true });
    const { requestId, code } = await requestCode('tfa1@example.com');
    const ok = await post('/api/v1/auth/login-with-code', { email: 'tfa1@example.com', code, requestId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    const again = await post('/api/v1/auth/login-with-code', { email: 'tfa1@example.com', code, requestId });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Wrong password');
  });

  it("refuses a wrong code with 'Wrong password' and a missing one with 'Please, enter code'", async () => {
    await buildUser(app, { email: 'tfa2@example.com', enableTfa: true });
    const { requestId, code } = await requestCode('tfa2@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('/api/v1/auth/login-with-code', {
      email: 'tfa2@example.com',
      code: wrongCode,
      requestId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Wrong password');
    const empty = await post('/api/v1/auth/login-with-code', {
      email: 'tfa2@example.com',
      code: '',
      requestId,
    });
    expect(empty.json().errors.code).toContain('Please, enter code');
  });

  it('refuses an expired code', async () => {
    await buildUser(app, { email: 'tfa3@example.com', enableTfa: true });
    const { requestId, code } = await requestCode('tfa3@example.com');
    await app.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.id, requestId));
    const res = await post('/api/v1/auth/login-with-code', { email: 'tfa3@example.com', code, requestId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The verification code has expired. Please request a new one.');
  });

  it('codes expire after 10 minutes', async () => {
    await buildUser(app, { email: 'tfa-ttl@example.com', enableTfa: true });
    const { requestId } = await requestCode('tfa-ttl@example.com');
    const [row] = await app.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, requestId));
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThan(10.1 * 60_000);
  });

  it('resend voids the old code and mails a new one for the same request', async () => {
    await buildUser(app, { email: 'tfa4@example.com', enableTfa: true });
    const first = await requestCode('tfa4@example.com');
    let second = first.code;
    // A new random code can collide with the old one (1 in a million); resend until it differs.
    for (let i = 0; i < 3 && second === first.code; i++) {
      const res = await post('/api/v1/auth/resend-one-time-code', {
        requestId: first.requestId,
        userName: 'tfa4@example.com',
      });
      expect(res.json()).toEqual({ tokenSent: true, requestId: first.requestId });
      second = /code is (\d{6})/.exec((await lastMail(app, 'tfa4@example.com'))!.text)![1]!;
    }
    const old = await post('/api/v1/auth/login-with-code', {
      email: 'tfa4@example.com',
      code: first.code,
      requestId: first.requestId,
    });
    expect(old.statusCode).toBe(400);
    const ok = await post('/api/v1/auth/login-with-code', {
      email: 'tfa4@example.com',
      code: second,
      requestId: first.requestId,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('voids a code after 5 wrong guesses', async () => {
    await buildUser(app, { email: 'tfa5@example.com', enableTfa: true });
    const { requestId, code } = await requestCode('tfa5@example.com');
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++)
      await post('/api/v1/auth/login-with-code', { email: 'tfa5@example.com', code: wrongCode, requestId });
    const res = await post('/api/v1/auth/login-with-code', { email: 'tfa5@example.com', code, requestId });
    expect(res.statusCode).toBe(400);
  });

  it('generate-one-time-login-code answers the same for unknown e-mails and sends nothing', async () => {
    await buildUser(app, { email: 'first@example.com', isFirstLogin: true });
    const known = await post('/api/v1/auth/generate-one-time-login-code', { email: 'first@example.com' });
    const unknown = await post('/api/v1/auth/generate-one-time-login-code', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
    expect(await lastMail(app, 'ghost@example.com')).toBeNull();
    expect(await lastMail(app, 'first@example.com')).not.toBeNull();
  });

  it('request-one-time-login-code refuses a wrong password', async () => {
    await buildUser(app, { email: 'tfa6@example.com', enableTfa: true });
    const res = await post('/api/v1/auth/request-one-time-login-code', {
      email: 'tfa6@example.com',
      password: 'bad-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid credential');
    expect(await lastMail(app, 'tfa6@example.com')).toBeNull();
  });
});

describe('forgot and reset password', () => {
  async function resetLink(email: string) {
    const res = await post('/api/v1/auth/forgot-password', { email });
    expect(res.json()).toBe(true);
    const mail = await lastMail(app, email);
    const url = new URL(/(http\S+reset-password\S+)/.exec(mail!.text)![1]!);
    expect(url.pathname).toBe('/account/reset-password');
    return { token: url.searchParams.get('token')!, userId: url.searchParams.get('userId')! };
  }

  it('e-mails a reset link whose token sets a new password once', async () => {
    const user = await buildUser(app, { email: 'reset1@example.com' });
    const { token, userId } = await resetLink('reset1@example.com');
    expect(userId).toBe(user.id);
    const ok = await post('/api/v1/auth/reset-password', { token, userId, password: 'New-Password9' });
    expect(ok.json()).toBe(true);
    expect(
      (await post('/api/v1/auth/sign-in', { email: 'reset1@example.com', password: 'New-Password9' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/v1/auth/sign-in', { email: 'reset1@example.com', password: PASSWORD })).statusCode,
    ).toBe(400);
    const reused = await post('/api/v1/auth/reset-password', { token, userId, password: 'Other-Password9' });
    expect(reused.json()).toBe(false);
  });

  it('answers false for an expired token and for a weak password, changing nothing', async () => {
    await buildUser(app, { email: 'reset2@example.com' });
    const { token, userId } = await resetLink('reset2@example.com');
    const weak = await post('/api/v1/auth/reset-password', { token, userId, password: 'weakpass' });
    expect(weak.json()).toBe(false);
    await app.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResetTokens.userId, userId));
    const expired = await post('/api/v1/auth/reset-password', { token, userId, password: 'New-Password9' });
    expect(expired.json()).toBe(false);
    expect(
      (await post('/api/v1/auth/sign-in', { email: 'reset2@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('answers true for an unknown e-mail without sending anything', async () => {
    const res = await post('/api/v1/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(res.json()).toBe(true);
    expect(await lastMail(app, 'nobody-here@example.com')).toBeNull();
  });

  it("validates the e-mail ('Please enter an email address', 'Please enter a valid email')", async () => {
    expect((await post('/api/v1/auth/forgot-password', { email: '' })).json().errors.email).toContain(
      'Please enter an email address',
    );
    expect((await post('/api/v1/auth/forgot-password', { email: 'a@b' })).json().errors.email).toContain(
      'Please enter a valid email',
    );
  });
});

describe('impersonation', () => {
  it('lets a global Admin sign in as a member once, with impersonatorId in the session', async () => {
    const admin = await buildUser(app, { email: 'boss@example.com', role: 1 });
    const member = await buildUser(app, { email: 'member-i@example.com' });
    const { headers } = await signIn(app, 'boss@example.com');
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${member.id}/impersonation`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url, 'http://ota.localhost');
    expect(url.pathname).toBe('/account/impersonate');
    expect(url.searchParams.get('impersonatorId')).toBe(admin.id);
    const payload = {
      email: url.searchParams.get('username'),
      password: url.searchParams.get('password'),
      impersonatorId: admin.id,
    };
    const session = await post('/api/v1/auth/sign-in', payload);
    expect(session.statusCode).toBe(200);
    const account = await app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { ...ota, authorization: `Bearer ${session.json().token}` },
    });
    expect(account.json()).toMatchObject({ id: member.id, impersonatorId: admin.id });
    expect((await post('/api/v1/auth/sign-in', payload)).statusCode).toBe(400);
  });

  it('refuses impersonation to a non-admin (403) and a made-up grant (400)', async () => {
    const mod = await buildUser(app, { email: 'notadmin@example.com', role: 3 });
    const member = await buildUser(app, { email: 'member-j@example.com' });
    const { headers } = await signIn(app, 'notadmin@example.com');
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${member.id}/impersonation`,
      headers,
    });
    expect(res.statusCode).toBe(403);
    const forged = await post('/api/v1/auth/sign-in', {
      email: 'member-j@example.com',
      password: 'guess',
      impersonatorId: mod.id,
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it('a user of psa cannot sign in to ota, and a psa token cannot read ota', async () => {
    await buildUser(app, { tenantId: 'psa', email: 'psa-only@example.com' });
    const cross = await post('/api/v1/auth/sign-in', { email: 'psa-only@example.com', password: PASSWORD });
    expect(cross.statusCode).toBe(400);
    const { token } = await signIn(app, 'psa-only@example.com', 'psa');
    const read = await app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { ...ota, authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(401);
    const own = await app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { host: hostOf('psa'), authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(200);
  });

  it('the same e-mail can exist in two tenants with separate passwords', async () => {
    await buildUser(app, { tenantId: 'lca', email: 'twin@example.com' });
    await buildUser(app, { tenantId: 'actls', email: 'twin@example.com' });
    const rows = await app.database.db.select().from(users).where(eq(users.email, 'twin@example.com'));
    expect(rows.map((r) => r.tenantId).sort()).toEqual(['actls', 'lca']);
  });
});
