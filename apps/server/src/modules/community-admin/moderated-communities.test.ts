/**
 * API tests of `GET api/v1/admin/community?page&pageSize[&id]` (spec 001 §7 "list or single"; issue 40 "My
 * {words}") as a moderator without a global role calls it: only the communities of the caller's tenant they
 * moderate (Joined Moderator, not deleted), by name, with paging and the single `id`; and
 * `GET /api/v1/permission` reporting the same count. (An Admin's answer, every community: admin-lookups.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity } from '../../../test/factories/communities';

let app: FastifyInstance;
type U = { id: string; h: Record<string, string> };
let moderator: U;
let member: U;
let admin: U;
let psaModerator: U;
const ids: Record<string, string> = {};

async function user(email: string, extra: Parameters<typeof buildUser>[1] = {}): Promise<U> {
  const row = await buildUser(app, { email, ...extra });
  return { id: row.id, h: (await signIn(app, email, extra.tenantId ?? 'ota')).headers };
}
const list = async (u: U, query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/admin/community${query}`, headers: u.h });
  expect(res.statusCode).toBe(200);
  const body = res.json() as {
    communities: { community: { id: string; name: string; alias: string } }[];
    totalItemCount: number;
  };
  return { communities: body.communities.map((c) => c.community), totalItemCount: body.totalItemCount };
};
const names = (body: { communities: { name: string }[] }) => body.communities.map((c) => c.name);

beforeAll(async () => {
  app = await buildTestApp();
  moderator = await user('mc-moderator@example.com');
  member = await user('mc-member@example.com');
  admin = await user('mc-admin@example.com', { role: 1 });
  psaModerator = await user('mc-psa@example.com', { tenantId: 'psa' });
  const build = async (name: string, extra: Parameters<typeof buildCommunity>[1] = {}) =>
    (ids[name] = (await buildCommunity(app, { name, ...extra })).id);
  await build('Mc Zebra hub');
  await build('Mc Alpha hub');
  await build('Mc Member only');
  await build('Mc Awaiting');
  await build('Mc Deleted', { isDeleted: true });
  await build('Mc Psa hub', { tenantId: 'psa' });
  await addMember(app, ids['Mc Zebra hub']!, moderator.id, { role: 'Moderator' });
  await addMember(app, ids['Mc Alpha hub']!, moderator.id, { role: 'Moderator' });
  await addMember(app, ids['Mc Member only']!, moderator.id);
  await addMember(app, ids['Mc Awaiting']!, moderator.id, { role: 'Moderator', status: 'Awaiting' });
  await addMember(app, ids['Mc Deleted']!, moderator.id, { role: 'Moderator' });
  await addMember(app, ids['Mc Zebra hub']!, member.id);
  await addMember(app, ids['Mc Psa hub']!, psaModerator.id, { role: 'Moderator', tenantId: 'psa' });
});
afterAll(async () => app.close());

describe('GET api/v1/admin/community (the communities the caller moderates)', () => {
  it('lists only Joined-Moderator communities, not deleted, by name, with the total', async () => {
    const body = await list(moderator);
    expect(names(body)).toEqual(['Mc Alpha hub', 'Mc Zebra hub']);
    expect(body.totalItemCount).toBe(2);
    expect(body.communities[0]).toMatchObject({ id: ids['Mc Alpha hub'], alias: expect.any(String) });
  });

  it('pages (1-based) and narrows to one community with id', async () => {
    const second = await list(moderator, '?page=2&pageSize=1');
    expect(names(second)).toEqual(['Mc Zebra hub']);
    expect(second.totalItemCount).toBe(2);
    const single = await app.inject({
      url: `/api/v1/admin/community?id=${ids['Mc Zebra hub']}`,
      headers: moderator.h,
    });
    expect(single.json()).toMatchObject({ id: ids['Mc Zebra hub'], name: 'Mc Zebra hub' });
    // A community they only belong to, or wait to moderate, is not theirs to administer.
    for (const name of ['Mc Member only', 'Mc Awaiting']) {
      const other = await app.inject({
        url: `/api/v1/admin/community?id=${ids[name]}`,
        headers: moderator.h,
      });
      expect(other.statusCode).toBe(404);
    }
  });

  it('refuses a member who moderates nothing (403); an Admin administers every community', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/v1/admin/community', headers: member.h });
    expect(refused.statusCode).toBe(403);
    expect(names(await list(admin, '?pageSize=100'))).toEqual(
      expect.arrayContaining(['Mc Alpha hub', 'Mc Awaiting']),
    );
  });

  it("is tenant-scoped: the psa moderator sees only psa's community, ota's moderator none of psa's", async () => {
    expect(names(await list(psaModerator))).toEqual(['Mc Psa hub']);
    expect(names(await list(moderator))).not.toContain('Mc Psa hub');
  });

  it('refuses a signed-out caller and a bad query', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/community' })).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/community?id=x',
      headers: moderator.h,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /api/v1/permission reports the same moderated count the menu reads', async () => {
    const count = async (u: U) =>
      (await app.inject({ method: 'GET', url: '/api/v1/permission', headers: u.h })).json()
        .moderatedCommunityCount as number;
    expect(await count(moderator)).toBe(2);
    expect(await count(member)).toBe(0);
  });
});
