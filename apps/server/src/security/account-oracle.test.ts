/**
 * No account oracle (issue 35 point 1): join, the e-mail change of account settings, forgot-password and
 * sign-in answer a known and an unknown e-mail byte for byte alike — status, body and headers (only the
 * random request id, the date and the request id header differ, and are masked) — and what matters goes by
 * e-mail. Every such call is counted against the address's throttle before any lookup: the 51st within the
 * window answers 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { MEMBERSHIP_MESSAGES, MESSAGES } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../test/helper';
import { buildUser, lastMail, signIn } from '../../test/factories/users';
import { buildMembershipType } from '../../test/factories/memberships';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** Headers that differ between any two calls: the time and the request id. */
const PER_CALL_HEADERS = new Set(['date', 'x-request-id']);

/**
 * Status, headers and body of an answer for a byte-for-byte comparison, with the random ids masked and the
 * e-mail the caller sent (echoed by the e-mail change as its pending address) masked; `content-length` is
 * compared after the same masking.
 */
function shape(res: LightMyRequestResponse, email: string) {
  const headers: Record<string, unknown> = Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !PER_CALL_HEADERS.has(name.toLowerCase())),
  );
  const body = res.body.replace(UUID, '<uuid>').split(email).join('<email>');
  headers['content-length'] = Number(headers['content-length']) - res.body.length + body.length;
  return { status: res.statusCode, headers, body };
}

let app: FastifyInstance;
let known: string;
const ota = { host: hostOf('ota') };
let unknownCount = 0;
const unknownEmail = () => `nobody-${++unknownCount}-${Date.now()}@example.com`;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000' });
  known = (await buildUser(app, { email: 'known.member@example.com' })).email;
  await buildMembershipType(app);
});
afterAll(async () => app.close());

/** Sends `make(email)` for the known and an unknown e-mail and expects the same shape. */
async function expectAlike(make: (email: string) => InjectOptions) {
  const other = unknownEmail();
  const a = await app.inject(make(known));
  const b = await app.inject(make(other));
  expect(shape(a, known)).toEqual(shape(b, other));
  return a;
}

describe('no account oracle (issue 35 point 1)', () => {
  it('join: the code request and the join answer alike; the known address is told to sign in', async () => {
    const code = await expectAlike((email) => ({
      method: 'POST',
      url: '/api/membership/join/code',
      headers: { ...ota, 'x-forwarded-host': 'evil.example' },
      payload: { email },
    }));
    expect(code.statusCode).toBe(200);
    const [type] = (await app.inject({ url: '/api/membership/types', headers: ota })).json().data;
    const joined = await expectAlike((email) => ({
      method: 'POST',
      url: '/api/membership/join',
      headers: ota,
      payload: {
        firstName: 'Kim',
        lastName: 'Doe',
        email,
        membershipTypeId: type.id,
        acceptTerms: true,
        requestId: '11111111-1111-4111-8111-111111111111',
        code: '123456',
      },
    }));
    expect(joined.statusCode).toBe(400);
    expect(joined.json().message).toBe(MEMBERSHIP_MESSAGES.joinCodeInvalid);
    const mail = await lastMail(app, known);
    expect(mail!.subject).toMatch(/you already have an account/);
    expect(mail!.text.replace(/\s+/g, ' ')).toMatch(/sign in \S+ or reset your password/);
    expect(mail!.text).toContain('http://ota.localhost:3000/account/sign-in');
    expect(mail!.text).not.toContain('evil.example');
  });

  it("e-mail change: another member's address answers like a free one, and never confirms", async () => {
    const requester = await buildUser(app, { firstName: 'Ann', lastName: 'Lee' });
    const { headers } = await signIn(app, requester.email);
    const put = (email: string): InjectOptions => ({
      method: 'PUT',
      url: '/api/User',
      headers,
      payload: { firstName: 'Ann', lastName: 'Lee', email },
    });
    const asked = await expectAlike(put);
    expect(asked.statusCode).toBe(200);
    // Also the pending address the settings page reads back.
    const free = unknownEmail();
    await app.inject(put(free));
    const pendingFree = (await app.inject({ url: '/api/User', headers })).json().pendingEmail;
    await app.inject(put(known));
    const pendingKnown = (await app.inject({ url: '/api/User', headers })).json().pendingEmail;
    expect([pendingFree, pendingKnown]).toEqual([free, known]);
    // The owner is told nothing changed; no code was sent to anyone for it.
    const notice = await lastMail(app, known);
    expect(notice!.text).toContain('nothing has changed and no code was sent');
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
    expect(notice!.text).not.toContain(requester.email);
    // Confirmation: the same refusal for the taken and the free address with the same wrong code.
    const confirmed = await expectAlike((email) => ({
      method: 'POST',
      url: '/api/User/confirm-email',
      headers,
      payload: { email, code: '000000', requestId: '22222222-2222-4222-8222-222222222222' },
    }));
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toBe(MESSAGES.invalidCode);
  });

  it("forgot-password answers true alike; only the account's address gets a reset link", async () => {
    const res = await expectAlike((email) => ({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: ota,
      payload: { email },
    }));
    expect(res.json()).toBe(true);
    expect((await lastMail(app, known))!.text).toMatch(/reset-password\?token=/);
  });

  it('sign-in and the two-factor code request answer a wrong password alike', async () => {
    for (const url of ['/api/v1/auth/sign-in', '/api/v1/auth/request-one-time-login-code']) {
      const res = await expectAlike((email) => ({
        method: 'POST',
        url,
        headers: ota,
        payload: { email, password: 'Wrong-Password1' },
      }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.invalidCredentialServer);
    }
  });
});

describe('lookups counted before any lookup (issue 35 point 1)', () => {
  it('answers the 51st lookup from one address within the window with 429, on every lookup call', async () => {
    const limited = await buildTestApp();
    try {
      const known = (await buildUser(limited, { email: 'known.member@example.com' })).email;
      const typeId = await buildMembershipType(limited);
      const requester = await buildUser(limited);
      // Signed in from another address: only the lookups below count against this one.
      const signed = await limited.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: ota,
        remoteAddress: '198.51.100.1',
        payload: { email: requester.email, password: 'Correct-Horse1' },
      });
      const headers = { ...ota, authorization: `Bearer ${signed.json().token}` };
      const ip = '203.0.113.9';
      const lookups: ((n: number) => InjectOptions)[] = [
        (n) => ({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          payload: { email: `f${n}@example.com` },
        }),
        (n) => ({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          payload: { email: `s${n}@example.com`, password: 'Wrong-Password1' },
        }),
        (n) => ({
          method: 'POST',
          url: '/api/membership/join/code',
          payload: { email: `c${n}@example.com` },
        }),
        (n) => ({
          method: 'POST',
          url: '/api/membership/join',
          payload: {
            firstName: 'Kim',
            lastName: 'Doe',
            email: n % 2 ? known : `j${n}@example.com`,
            membershipTypeId: typeId,
            acceptTerms: true,
            requestId: '11111111-1111-4111-8111-111111111111',
            code: '123456',
          },
        }),
        (n) => ({
          method: 'PUT',
          url: '/api/User',
          payload: { firstName: 'Ann', lastName: 'Lee', email: n % 2 ? known : `e${n}@example.com` },
        }),
      ];
      const send = (make: (n: number) => InjectOptions, n: number) => {
        const options = make(n);
        const withAuth = options.method === 'PUT' ? headers : ota;
        return limited.inject({ ...options, headers: withAuth, remoteAddress: ip });
      };
      // 50 lookups: 10 of each call; join and the e-mail change try the known address every other time (they
      // used to answer it before counting), the rest are new e-mails (the per-account limits stay out of it).
      for (let n = 0; n < 50; n++) {
        const res = await send(lookups[n % lookups.length]!, n);
        expect(res.statusCode, `lookup ${n + 1}`).not.toBe(429);
      }
      for (const make of lookups) {
        const res = await send(make, 1000);
        expect(res.statusCode).toBe(429);
        expect(res.json().message).toBe(MESSAGES.tooManyAttempts);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another address is not affected.
      const other = await limited.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        headers: ota,
        remoteAddress: '203.0.113.10',
        payload: { email: 'other@example.com' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
