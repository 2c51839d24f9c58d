/**
 * API tests of the member's theme choice (issue 42 point 1): `GET|PUT /api/user/theme` and the `theme` of
 * `GET api/v1/account` — validation, 401 without a session, the member's own row only, and the choice
 * surviving a new sign-in (another browser).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

async function member(tenantId: 'ota' | 'psa' = 'ota') {
  const email = `theme-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await buildUser(app, { tenantId, email });
  const session = await signIn(app, email, tenantId);
  return { user, email, tenantId, headers: session.headers };
}

const put = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/user/theme', headers, payload: payload as object });
const get = (headers: Record<string, string>, url = '/api/user/theme') =>
  app.inject({ method: 'GET', url, headers });

describe('GET|PUT /api/user/theme', () => {
  it('answers 401 without a session', async () => {
    const headers = { host: hostOf('ota') };
    expect((await get(headers)).statusCode).toBe(401);
    expect((await put(headers, { theme: 'dark' })).statusCode).toBe(401);
  });

  it("is 'system' for a new member, in the theme answer and in the account", async () => {
    const { headers } = await member();
    expect((await get(headers)).json()).toEqual({ theme: 'system' });
    expect((await get(headers, '/api/v1/account')).json().theme).toBe('system');
  });

  it('stores each choice and returns it with the account of a new sign-in (another browser)', async () => {
    const { headers, email, tenantId } = await member('psa');
    for (const theme of ['dark', 'high-contrast', 'light', 'system', 'dark'] as const) {
      const saved = await put(headers, { theme });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ theme });
      expect((await get(headers)).json()).toEqual({ theme });
    }
    const elsewhere = await signIn(app, email, tenantId);
    expect((await get(elsewhere.headers, '/api/v1/account')).json().theme).toBe('dark');
  });

  it.each([
    ['an unknown theme', { theme: 'sepia' }],
    ['no theme', {}],
    ['a wrong type', { theme: 1 }],
    ['an extra key', { theme: 'dark', userId: '00000000-0000-0000-0000-000000000000' }],
  ])('refuses %s with 400 and keeps the stored choice', async (_name, body) => {
    const { headers } = await member();
    await put(headers, { theme: 'light' });
    expect((await put(headers, body)).statusCode).toBe(400);
    expect((await get(headers)).json()).toEqual({ theme: 'light' });
  });

  it("changes the caller's own row only", async () => {
    const a = await member();
    const b = await member();
    await put(a.headers, { theme: 'high-contrast' });
    expect((await get(b.headers)).json()).toEqual({ theme: 'system' });
    expect((await get(a.headers)).json()).toEqual({ theme: 'high-contrast' });
  });
});
