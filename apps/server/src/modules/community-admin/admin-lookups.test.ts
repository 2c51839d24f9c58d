/**
 * API tests of the admin look-ups of spec 001 §7 and 000 §7 (issue 40): `GET api/v1/admin/community?page&
 * pageSize[&id]` (list or single), `GET api/v1/account/{id}` and `POST api/v1/account/batch`, each behind
 * admin-area access (spec 001 §6: Admin, WorkSpaceOwner or a moderator of a community).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity } from '../../../test/factories/communities';

let app: FastifyInstance;
type U = { id: string; h: Record<string, string> };
let admin: U;
let moderator: U;
let member: U;
let psaAdmin: U;
let moderated: Awaited<ReturnType<typeof buildCommunity>>;
let other: Awaited<ReturnType<typeof buildCommunity>>;
let psaCommunity: Awaited<ReturnType<typeof buildCommunity>>;

async function user(email: string, extra: Parameters<typeof buildUser>[1] = {}): Promise<U> {
  const row = await buildUser(app, { email, ...extra });
  return { id: row.id, h: (await signIn(app, email, extra.tenantId ?? 'ota')).headers };
}

beforeAll(async () => {
  app = await buildTestApp();
  moderated = await buildCommunity(app, { name: 'Alpha lookups' });
  other = await buildCommunity(app, { name: 'Beta lookups' });
  psaCommunity = await buildCommunity(app, { name: 'Psa lookups', tenantId: 'psa' });
  admin = await user('lk-admin@example.com', { role: 1, firstName: 'Zed' });
  const mod = await buildUser(app, { email: 'lk-mod@example.com', firstName: 'Amy' });
  await addMember(app, moderated.id, mod.id, { role: 'Moderator' });
  moderator = { id: mod.id, h: (await signIn(app, 'lk-mod@example.com')).headers };
  member = await user('lk-member@example.com', { firstName: 'Bob' });
  psaAdmin = await user('lk-psa@example.com', { role: 1, tenantId: 'psa' });
});
afterAll(async () => app.close());

const get = (url: string, h?: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers: h ?? { host: 'ota.localhost' } });
const batch = (payload: unknown, h?: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/account/batch',
    headers: h ?? { host: 'ota.localhost' },
    payload: payload as object,
  });

describe('GET api/v1/admin/community', () => {
  it('requires authentication (401) and admin-area access (403)', async () => {
    expect((await get('/api/v1/admin/community')).statusCode).toBe(401);
    expect((await get('/api/v1/admin/community', member.h)).statusCode).toBe(403);
  });

  it('lists every community of the tenant for an Admin, by name, paged', async () => {
    const res = await get('/api/v1/admin/community?page=1&pageSize=100', admin.h);
    expect(res.statusCode).toBe(200);
    const names = (res.json().communities as { community: { name: string } }[]).map((c) => c.community.name);
    expect(names).toEqual(expect.arrayContaining(['Alpha lookups', 'Beta lookups']));
    expect(names).not.toContain('Psa lookups');
    expect(res.json().totalItemCount).toBe(names.length);
    const one = (await get('/api/v1/admin/community?page=2&pageSize=1', admin.h)).json();
    expect(one.communities).toHaveLength(1);
    expect(one.totalItemCount).toBe(names.length);
  });

  it('lists only the moderated communities for a moderator', async () => {
    const res = (await get('/api/v1/admin/community', moderator.h)).json();
    expect(res.communities.map((c: { community: { id: string } }) => c.community.id)).toEqual([moderated.id]);
    expect(res.totalItemCount).toBe(1);
  });

  it('answers the single community with id, and 404 for one not administered or of another tenant', async () => {
    const single = await get(`/api/v1/admin/community?id=${other.id}`, admin.h);
    expect(single.statusCode).toBe(200);
    expect(single.json()).toMatchObject({ id: other.id, name: 'Beta lookups' });
    expect((await get(`/api/v1/admin/community?id=${other.id}`, moderator.h)).statusCode).toBe(404);
    expect((await get(`/api/v1/admin/community?id=${psaCommunity.id}`, admin.h)).statusCode).toBe(404);
    expect((await get('/api/v1/admin/community?id=not-a-uuid', admin.h)).statusCode).toBe(400);
  });
});

describe('GET api/v1/account/{id}', () => {
  it('requires authentication (401) and admin-area access (403)', async () => {
    expect((await get(`/api/v1/account/${member.id}`)).statusCode).toBe(401);
    expect((await get(`/api/v1/account/${admin.id}`, member.h)).statusCode).toBe(403);
  });

  it('answers a user of the tenant, and 404 for another tenant or an unknown id', async () => {
    const res = await get(`/api/v1/account/${member.id}`, moderator.h);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: member.id,
      firstName: 'Bob',
      lastName: 'User',
      avatarSrc: null,
      registeredEmail: 'lk-member@example.com',
    });
    expect((await get(`/api/v1/account/${psaAdmin.id}`, admin.h)).statusCode).toBe(404);
    expect((await get('/api/v1/account/00000000-0000-4000-8000-000000000000', admin.h)).statusCode).toBe(404);
    expect((await get('/api/v1/account/nope', admin.h)).statusCode).toBe(400);
  });
});

describe('POST api/v1/account/batch', () => {
  it('requires authentication (401) and admin-area access (403)', async () => {
    expect((await batch({ accountIds: [member.id] })).statusCode).toBe(401);
    expect((await batch({ accountIds: [member.id] }, member.h)).statusCode).toBe(403);
  });

  it('answers the users of the tenant among the ids, by first name, leaving out other tenants', async () => {
    const res = await batch({ accountIds: [member.id, admin.id, moderator.id, psaAdmin.id] }, admin.h);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users.map((u: { firstName: string }) => u.firstName)).toEqual(['Amy', 'Bob', 'Zed']);
    expect(body.totalItemCount).toBe(3);
    const page2 = (
      await batch({ accountIds: [member.id, admin.id, moderator.id], page: 2, pageSize: 2 }, admin.h)
    ).json();
    expect(page2.users.map((u: { firstName: string }) => u.firstName)).toEqual(['Zed']);
  });

  it('refuses bad input (400)', async () => {
    expect((await batch({ accountIds: ['x'] }, admin.h)).statusCode).toBe(400);
    expect((await batch({}, admin.h)).statusCode).toBe(400);
  });
});
