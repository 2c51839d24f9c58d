/**
 * No common or breached new password (issue 35 A), on top of the spec 000 §5 rules, wherever a member chooses
 * one: change password (`POST api/v1/account/change-password`, ModelState answer), reset password
 * (`POST /api/v1/auth/reset-password`) and the welcome wizard's password step (`PUT /api/user/form/first-time`).
 * `P@ssw0rd` and `Welcome1!` meet every §5 rule and are refused with the clear message on the password field,
 * changing nothing; a 64-character password of spaces and Unicode is accepted and signs in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { COMMON_PASSWORD_MESSAGE, SETTINGS_MESSAGES } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../test/helper';
import { buildUser, lastMail, PASSWORD, signIn } from '../../test/factories/users';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000', RATE_LIMIT_ACCOUNT: '1000' });
});
afterAll(async () => app.close());

/** The common passwords of the issue; both meet the change, reset and welcome rules of spec 000 §5. */
const COMMON = ['P@ssw0rd', 'Welcome1!'] as const;
/** 64 characters (code points) with spaces, accents, an em dash and an emoji; meets every §5 rule. */
const LONG = 'Kookaburra sits in the old gum tree — über café #7 Ünïcødé 🐨 ok!';

const post = (url: string, payload: object, headers: Record<string, string> = { host: hostOf('ota') }) =>
  app.inject({ method: 'POST', url, headers, payload });

/** Signing in with `password` works (true) or is refused (false). */
async function signsIn(email: string, password: string): Promise<boolean> {
  return (await post('/api/v1/auth/sign-in', { email, password })).statusCode === 200;
}

it('the long password is 64 characters', () => {
  expect([...LONG]).toHaveLength(64);
});

describe('change password (000 §5 + issue 35 A)', () => {
  const change = (headers: Record<string, string>, next: string) =>
    post(
      '/api/v1/account/change-password',
      { currentPassword: PASSWORD, newPassword: next, confirmPassword: next },
      headers,
    );

  it.each(COMMON)('refuses %s with the message on model.NewPassword, changing nothing', async (common) => {
    const user = await buildUser(app);
    const { headers } = await signIn(app, user.email);
    const res = await change(headers, common);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: SETTINGS_MESSAGES.modelStateInvalid,
      modelState: { 'model.NewPassword': [COMMON_PASSWORD_MESSAGE] },
    });
    expect(await signsIn(user.email, PASSWORD)).toBe(true);
    expect(await signsIn(user.email, common)).toBe(false);
  });

  it('accepts a 64-character password with spaces and Unicode', async () => {
    const user = await buildUser(app);
    const { headers } = await signIn(app, user.email);
    const res = await change(headers, LONG);
    expect(res.statusCode).toBe(200);
    expect(await signsIn(user.email, LONG)).toBe(true);
  });
});

describe('reset password (000 §7 + issue 35 A)', () => {
  /** The token and user id of a fresh reset link for a new member. */
  async function resetLink() {
    const user = await buildUser(app);
    await post('/api/v1/auth/forgot-password', { email: user.email });
    const url = new URL(/(http\S+reset-password\S+)/.exec((await lastMail(app, user.email))!.text)![1]!);
    return {
      email: user.email,
      token: url.searchParams.get('token')!,
      userId: url.searchParams.get('userId')!,
    };
  }

  it.each(COMMON)('refuses %s with the message on password; the link still works', async (common) => {
    const { email, token, userId } = await resetLink();
    const res = await post('/api/v1/auth/reset-password', { token, userId, password: common });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: COMMON_PASSWORD_MESSAGE,
      errors: { password: [COMMON_PASSWORD_MESSAGE] },
    });
    expect(await signsIn(email, common)).toBe(false);
    // Refused before the token is used: the same link sets a good password.
    const ok = await post('/api/v1/auth/reset-password', { token, userId, password: 'Tawny#Kettle8' });
    expect(ok.json()).toBe(true);
  });

  it('accepts a 64-character password with spaces and Unicode', async () => {
    const { email, token, userId } = await resetLink();
    const res = await post('/api/v1/auth/reset-password', { token, userId, password: LONG });
    expect(res.json()).toBe(true);
    expect(await signsIn(email, LONG)).toBe(true);
  });
});

describe('welcome wizard password step (000 §5 Welcome password + issue 35 A)', () => {
  const save = (headers: Record<string, string>, password: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/user/form/first-time',
      headers,
      payload: { step: 'password', password, confirmPassword: password },
    });

  it.each(COMMON)('refuses %s with the message on password, changing nothing', async (common) => {
    const user = await buildUser(app, { isFirstLogin: true });
    const { headers } = await signIn(app, user.email);
    const res = await save(headers, common);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: COMMON_PASSWORD_MESSAGE,
      errors: { password: [COMMON_PASSWORD_MESSAGE] },
    });
    expect(await signsIn(user.email, common)).toBe(false);
  });

  it('accepts a 64-character password with spaces and Unicode', async () => {
    const user = await buildUser(app, { isFirstLogin: true });
    const { headers } = await signIn(app, user.email);
    expect((await save(headers, LONG)).statusCode).toBe(200);
    expect(await signsIn(user.email, LONG)).toBe(true);
  });
});
