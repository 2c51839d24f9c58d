/**
 * API tests of the auth calls — spec 000 §4 Login, §5 validation, §7 Auth, §8 login errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { MESSAGES } from '@portal/contracts';
import { TEST_SECRET, buildTestApp, hostOf } from '../../../test/helper';
import { loadEnv } from '../../config/env';
import { PASSWORD, buildUser, lastMail, signIn } from '../../../test/factories/users';
import { oneTimeCodes, passwordResetTokens, users } from '../../db/schema/index';

let app: FastifyInstance;
const ACCOUNT_LIMIT = 8;
/**
 * The PGlite lane (test/engines.ts) runs this file for the in-memory sign-in limiter only: the blocks about
 * limits run on both engines, the others on PostgreSQL alone (their code does not differ by engine).
 */
const limiterOnly = !process.env.DATABASE_URL;
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

describe.skipIf(limiterOnly)('two-factor sign-in with a one-time code', () => {
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

describe.skipIf(limiterOnly)('forgot and reset password', () => {
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

describe.skipIf(limiterOnly)('impersonation', () => {
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

describe.skipIf(limiterOnly)('impersonation of administrators (issue 10 §12)', () => {
  it('refuses a sign-in-as link for another Admin or a WorkSpaceOwner (403)', async () => {
    await buildUser(app, { email: 'boss2@example.com', role: 1 });
    const other = await buildUser(app, { email: 'boss3@example.com', role: 1 });
    const owner = await buildUser(app, { email: 'owner3@example.com', role: 2 });
    const { headers } = await signIn(app, 'boss2@example.com');
    for (const target of [other, owner]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${target.id}/impersonation`,
        headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.cannotImpersonateAdmin);
    }
  });

  it('refuses impersonating yourself with its own message (403, issue 35 point 5)', async () => {
    const admin = await buildUser(app, { email: 'boss-self@example.com', role: 1 });
    const { headers } = await signIn(app, 'boss-self@example.com');
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${admin.id}/impersonation`,
      headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot impersonate yourself.');
  });

  it('refuses a grant whose target became an administrator after it was issued (400)', async () => {
    const admin = await buildUser(app, { email: 'boss4@example.com', role: 1 });
    const member = await buildUser(app, { email: 'promoted@example.com' });
    const { headers } = await signIn(app, 'boss4@example.com');
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${member.id}/impersonation`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url, 'http://ota.localhost');
    await app.database.db.update(users).set({ role: 1 }).where(eq(users.id, member.id));
    const session = await post('/api/v1/auth/sign-in', {
      email: url.searchParams.get('username'),
      password: url.searchParams.get('password'),
      impersonatorId: admin.id,
    });
    expect(session.statusCode).toBe(400);
  });
});

describe.skipIf(limiterOnly)('tenant isolation', () => {
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

describe.skipIf(limiterOnly)('code purposes (issue 10 §3)', () => {
  it('sends no first-time code to an account whose first login is done, answering the same', async () => {
    await buildUser(app, { email: 'done-first@example.com', role: 1 });
    await buildUser(app, { email: 'pending-first@example.com', isFirstLogin: true });
    const done = await post('/api/v1/auth/generate-one-time-login-code', { email: 'done-first@example.com' });
    const pending = await post('/api/v1/auth/generate-one-time-login-code', {
      email: 'pending-first@example.com',
    });
    expect(done.statusCode).toBe(200);
    expect(Object.keys(done.json())).toEqual(Object.keys(pending.json()));
    expect(await lastMail(app, 'done-first@example.com')).toBeNull();
    expect(await lastMail(app, 'pending-first@example.com')).not.toBeNull();
  });

  it('a first-time code stops signing in once the first login is done', async () => {
    const user = await buildUser(app, { email: 'first-done-later@example.com', isFirstLogin: true });
    const res = await post('/api/v1/auth/generate-one-time-login-code', {
      email: 'first-done-later@example.com',
    });
    const { requestId } = res.json();
    const code = /code is (\d{6})/.exec((await lastMail(app, 'first-done-later@example.com'))!.text)![1]!;
    await app.database.db.update(users).set({ isFirstLogin: false }).where(eq(users.id, user.id));
    const login = await post('/api/v1/auth/login-with-code', {
      email: 'first-done-later@example.com',
      code,
      requestId,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('Wrong password');
  });

  it('a code of another purpose never signs in', async () => {
    const user = await buildUser(app, { email: 'change-mail@example.com' });
    const [row] = await app.database.db
      .insert(oneTimeCodes)
      .values({
        tenantId: 'ota',
        userId: user.id,
        email: 'change-mail@example.com',
        codeHash: 'x',
        purpose: 'email-change',
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    await app.database.db
      .update(oneTimeCodes)
      .set({ codeHash: app.tokens.hmac(`${row!.id}:123456`) })
      .where(eq(oneTimeCodes.id, row!.id));
    const login = await post('/api/v1/auth/login-with-code', {
      email: 'change-mail@example.com',
      code: '123456',
      requestId: row!.id,
    });
    expect(login.statusCode).toBe(400);
  });
});

describe.skipIf(limiterOnly)('e-mailed links (issue 10 §4)', () => {
  it("use the tenant's canonical origin, never the request's Host or forwarded headers", async () => {
    await buildUser(app, { email: 'poison@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'poison@example.com' },
      headers: { host: 'attacker.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.json()).toBe(true);
    const link = /(http\S+reset-password\S+)/.exec((await lastMail(app, 'poison@example.com'))!.text)![1]!;
    expect(new URL(link).origin).toBe('http://ota.localhost:3000');
  });

  it('use TENANT_ORIGINS, else the first TENANT_HOSTS name, when configured', async () => {
    const configured = await buildTestApp({
      TENANT_ORIGINS: 'psa=https://portal.psa.example',
      TENANT_HOSTS: 'members.lca.example=lca',
    });
    try {
      for (const [tenant, origin] of [
        ['psa', 'https://portal.psa.example'],
        ['lca', 'https://members.lca.example'],
      ] as const) {
        await buildUser(configured, { tenantId: tenant, email: `link-${tenant}@example.com` });
        await configured.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          payload: { email: `link-${tenant}@example.com` },
          headers: { host: hostOf(tenant) },
        });
        const mail = await lastMail(configured, `link-${tenant}@example.com`, tenant);
        expect(new URL(/(http\S+reset-password\S+)/.exec(mail!.text)![1]!).origin).toBe(origin);
      }
    } finally {
      await configured.close();
    }
  });
});

describe('trusted proxies (issue 10 §5)', () => {
  const tryWrong = (target: FastifyInstance, i: number, extra: Record<string, string> = {}) =>
    target.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: `nobody-${i}@example.com`, password: 'wrong-pass' },
      headers: { ...ota, 'x-forwarded-for': `203.0.113.${i}`, ...extra },
    });

  it('ignores X-Forwarded-For by default: rotating it does not escape the per-address limit', async () => {
    const strict = await buildTestApp({ RATE_LIMIT_IP: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 7; i++) statuses.push((await tryWrong(strict, i)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    } finally {
      await strict.close();
    }
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const proxied = await buildTestApp({ RATE_LIMIT_IP: '5', TRUST_PROXY: '127.0.0.1/32' });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 7; i++) statuses.push((await tryWrong(proxied, i)).statusCode);
      expect(statuses).toEqual(Array(7).fill(400));
    } finally {
      await proxied.close();
    }
  });

  it('refuses a malformed TRUST_PROXY at start', () => {
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback']);
  });
});

describe('no lockout by strangers (issue 10 §6)', () => {
  const from = (ip: string, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password },
      headers: ota,
      remoteAddress: ip,
    });

  it("a stranger's failures throttle the stranger; the owner's correct password then needs the e-mailed code", async () => {
    await buildUser(app, { email: 'target@example.com' });
    for (let i = 0; i < ACCOUNT_LIMIT; i++)
      expect((await from('198.51.100.7', 'target@example.com', 'wrong-pass')).statusCode).toBe(400);
    expect((await from('198.51.100.7', 'target@example.com', PASSWORD)).statusCode).toBe(429);
    // The owner, from their own address: not refused, asked for the code instead.
    const owner = await from('192.0.2.10', 'target@example.com', PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ twoFactorRequired: true });
    const codeRes = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-one-time-login-code',
      payload: { email: 'target@example.com', password: PASSWORD },
      headers: ota,
      remoteAddress: '192.0.2.10',
    });
    const { requestId } = codeRes.json();
    const code = /code is (\d{6})/.exec((await lastMail(app, 'target@example.com'))!.text)![1]!;
    const session = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login-with-code',
      payload: { email: 'target@example.com', code, requestId },
      headers: ota,
      remoteAddress: '192.0.2.10',
    });
    expect(session.statusCode).toBe(200);
    // A successful sign-in forgets the failures: the password alone works again.
    expect((await from('192.0.2.10', 'target@example.com', PASSWORD)).json().twoFactorRequired).toBe(false);
  });

  it('failures spread over many addresses also lead to the code, never to a session', async () => {
    await buildUser(app, { email: 'spread@example.com' });
    for (let i = 0; i < ACCOUNT_LIMIT; i++)
      expect((await from(`198.51.100.${20 + i}`, 'spread@example.com', 'wrong-pass')).statusCode).toBe(400);
    const guessed = await from('198.51.100.99', 'spread@example.com', PASSWORD);
    expect(guessed.json()).toEqual({ twoFactorRequired: true });
  });
});

describe.skipIf(limiterOnly)('sessions end (issue 10 §7)', () => {
  const account = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { ...ota, authorization: `Bearer ${token}` },
    });

  it('a password reset ends every earlier session', async () => {
    await buildUser(app, { email: 'stolen@example.com' });
    const { token, accessToken } = await signIn(app, 'stolen@example.com');
    expect((await account(token)).statusCode).toBe(200);
    await post('/api/v1/auth/forgot-password', { email: 'stolen@example.com' });
    const url = new URL(
      /(http\S+reset-password\S+)/.exec((await lastMail(app, 'stolen@example.com'))!.text)![1]!,
    );
    const ok = await post('/api/v1/auth/reset-password', {
      token: url.searchParams.get('token'),
      userId: url.searchParams.get('userId'),
      password: 'Brand-New-Pass7',
    });
    expect(ok.json()).toBe(true);
    expect((await account(token)).statusCode).toBe(401);
    expect((await account(accessToken)).statusCode).toBe(401);
    const fresh = await signIn(app, 'stolen@example.com', 'ota', 'Brand-New-Pass7');
    expect((await account(fresh.token)).statusCode).toBe(200);
  });

  it("an administrator's sign out everywhere ends a member's sessions (global Admin only, this tenant)", async () => {
    await buildUser(app, { email: 'soe-admin@example.com', role: 1 });
    await buildUser(app, { email: 'soe-manager@example.com', role: 3 });
    const member = await buildUser(app, { email: 'soe-member@example.com' });
    const psaUser = await buildUser(app, { email: 'soe-psa@example.com', tenantId: 'psa' });
    const memberSession = await signIn(app, 'soe-member@example.com');
    const admin = await signIn(app, 'soe-admin@example.com');
    const manager = await signIn(app, 'soe-manager@example.com');
    const end = (id: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/v1/admin/users/${id}/sign-out-everywhere`, headers });
    expect((await end(member.id, manager.headers)).statusCode).toBe(403);
    expect((await account(memberSession.token)).statusCode).toBe(200);
    expect((await end(psaUser.id, admin.headers)).statusCode).toBe(404);
    const res = await end(member.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: true });
    expect((await account(memberSession.token)).statusCode).toBe(401);
    expect((await account(admin.token)).statusCode).toBe(200);
  });

  it('refuses a validly signed token without an expiry', async () => {
    const user = await buildUser(app, { email: 'no-exp@example.com' });
    const forever = await new SignJWT({ tid: 'ota', sv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await account(forever)).statusCode).toBe(401);
  });
});
