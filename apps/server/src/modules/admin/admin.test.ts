/**
 * User administration routes (spec 000 §2 /admin/users, §6 admin access): the user search answers 401
 * anonymous, 403 for a member, and pages the tenant's users for an administrator (never another tenant's).
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

describe('GET /api/v1/admin/users', () => {
  const search = (headers: Record<string, string>, query = '') =>
    app.inject({ method: 'GET', url: `/api/v1/admin/users${query}`, headers });

  it('answers 401 without a token', async () => {
    expect((await search({ host: hostOf('ota') })).statusCode).toBe(401);
  });

  it('refuses a member with 403', async () => {
    const member = await buildUser(app);
    expect((await search((await signIn(app, member.email)).headers)).statusCode).toBe(403);
  });

  it('finds users of the tenant by keyword (LIKE characters match themselves), paged', async () => {
    const admin = await buildUser(app, { role: 1 });
    await buildUser(app, { lastName: 'Zeta_100%' });
    await buildUser(app, { lastName: 'Zeta_100%', tenantId: 'psa' });
    await buildUser(app, { lastName: 'ZetaX100' });
    const { headers } = await signIn(app, admin.email);
    const res = await search(headers, `?keyword=${encodeURIComponent('Zeta_100%')}&pageSize=5`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalItemCount).toBe(1);
    expect(body.users.map((u: { lastName: string }) => u.lastName)).toEqual(['Zeta_100%']);
  });
});
