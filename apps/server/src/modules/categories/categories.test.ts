/**
 * API tests of category administration — spec 001 §7 "Categories" (`api/v1/admin/community/category`), §5
 * Category ('Please enter name', default grey), §6 (generalCategories), the in-use rule and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildCategory, buildCommunity } from '../../../test/factories/communities';

let app: FastifyInstance;
let admin: Record<string, string>;
let member: Record<string, string>;
let flagged: Record<string, string>;
const URL = '/api/v1/admin/community/category';

const headersOf = async (input: Parameters<typeof buildUser>[1]) =>
  (await signIn(app, (await buildUser(app, input)).email)).headers;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000', RATE_LIMIT_ACCOUNT: '1000' });
  admin = await headersOf({ role: 1 });
  member = await headersOf({});
  flagged = await headersOf({ permissions: { generalCategories: true } });
});
afterAll(async () => app.close());

describe('category administration', () => {
  it('answers 401 without a token and 403 to a plain member and a Manager without the flag, on every call', async () => {
    const anonymous = await app.inject({ method: 'GET', url: URL, headers: { host: hostOf('ota') } });
    expect(anonymous.statusCode).toBe(401);
    const manager = await headersOf({ role: 3 });
    const category = await buildCategory(app, 'Untouchable');
    for (const headers of [member, manager]) {
      const calls = [
        app.inject({ method: 'GET', url: URL, headers }),
        app.inject({ method: 'POST', url: URL, headers, payload: { name: 'X' } }),
        app.inject({ method: 'PUT', url: `${URL}/${category.id}`, headers, payload: { name: 'X' } }),
        app.inject({ method: 'DELETE', url: `${URL}/${category.id}`, headers }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    }
  });

  it('creates a category (default grey) and a subcategory with generalCategories; lists parents with children', async () => {
    const bad = await app.inject({ method: 'POST', url: URL, headers: flagged, payload: { name: '  ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter name');
    const parent = await app.inject({
      method: 'POST',
      url: URL,
      headers: flagged,
      payload: { name: 'Aaa practice' },
    });
    expect(parent.statusCode).toBe(201);
    expect(parent.json()).toMatchObject({ name: 'Aaa practice', color: 'grey', parentCategoryId: null });
    const child = await app.inject({
      method: 'POST',
      url: URL,
      headers: flagged,
      payload: { name: 'Aaa child', description: 'Sub', color: 'blue', parentCategoryId: parent.json().id },
    });
    expect(child.statusCode).toBe(201);
    const grandchild = await app.inject({
      method: 'POST',
      url: URL,
      headers: flagged,
      payload: { name: 'Too deep', parentCategoryId: child.json().id },
    });
    expect(grandchild.statusCode).toBe(400);
    expect(grandchild.json().message).toBe('A subcategory cannot have subcategories');
    const list = await app.inject({ method: 'GET', url: `${URL}?page=1&pageSize=10`, headers: admin });
    expect(list.statusCode).toBe(200);
    const first = list.json().communityCategories[0];
    expect(first).toMatchObject({ name: 'Aaa practice', subCategoriesCount: 1 });
    expect(first.subCategories[0]).toMatchObject({ name: 'Aaa child', color: 'blue', description: 'Sub' });
    const parents = await app.inject({
      method: 'GET',
      url: `${URL}?onlyParents=true&pageSize=100`,
      headers: admin,
    });
    expect(parents.json().communityCategories[0]).toMatchObject({ subCategories: [], subCategoriesCount: 1 });
    // A parent with children cannot become a child.
    const other = await buildCategory(app, 'Other parent');
    const demote = await app.inject({
      method: 'PUT',
      url: `${URL}/${parent.json().id}`,
      headers: admin,
      payload: { name: 'Aaa practice', parentCategoryId: other.id },
    });
    expect(demote.statusCode).toBe(400);
  });

  it('edits a category, and refuses another tenant’s category with 404', async () => {
    const mine = await buildCategory(app, 'Editable');
    const res = await app.inject({
      method: 'PUT',
      url: `${URL}/${mine.id}`,
      headers: admin,
      payload: { name: 'Edited', color: 'red' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Edited', color: 'red' });
    const foreign = await buildCategory(app, 'PSA category', { tenantId: 'psa' });
    for (const method of ['PUT', 'DELETE'] as const) {
      const r = await app.inject({
        method,
        url: `${URL}/${foreign.id}`,
        headers: admin,
        payload: { name: 'X' },
      });
      expect(r.statusCode).toBe(404);
    }
    const asParent = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { name: 'Child of foreign', parentCategoryId: foreign.id },
    });
    expect(asParent.statusCode).toBe(400);
  });

  it('refuses to delete a category in use until its communities move, then moves and deletes', async () => {
    const community = await buildCommunity(app);
    const used = await buildCategory(app, 'Used');
    const sub = await buildCategory(app, 'Used sub', {
      parentCategoryId: used.id,
      communityIds: [community.id],
    });
    const target = await buildCategory(app, 'Target');
    const refused = await app.inject({ method: 'DELETE', url: `${URL}/${used.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This category is used by 1 community. Move them to another category first.',
    );
    const intoOwnChild = await app.inject({
      method: 'DELETE',
      url: `${URL}/${used.id}?moveToCategoryId=${sub.id}`,
      headers: admin,
    });
    expect(intoOwnChild.statusCode).toBe(400);
    const moved = await app.inject({
      method: 'DELETE',
      url: `${URL}/${used.id}?moveToCategoryId=${target.id}`,
      headers: admin,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ id: used.id, movedCommunities: 1 });
    const list = await app.inject({ method: 'GET', url: `${URL}?pageSize=100`, headers: admin });
    const names = list.json().communityCategories.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Used');
    expect(
      list.json().communityCategories.find((c: { name: string }) => c.name === 'Target').communityCount,
    ).toBe(1);
    // Unused: deleted at once.
    const unused = await buildCategory(app, 'Unused');
    expect(
      (await app.inject({ method: 'DELETE', url: `${URL}/${unused.id}`, headers: admin })).statusCode,
    ).toBe(200);
  });

  it('counts the communities under a category and its subcategories, each once (issue 40: not 0)', async () => {
    const [a, b, c] = [await buildCommunity(app), await buildCommunity(app), await buildCommunity(app)];
    const deleted = await buildCommunity(app, { isDeleted: true });
    const parent = await buildCategory(app, 'Counted parent', { communityIds: [c.id] });
    await buildCategory(app, 'Counted sub 1', {
      parentCategoryId: parent.id,
      communityIds: [a.id, deleted.id],
    });
    await buildCategory(app, 'Counted sub 2', { parentCategoryId: parent.id, communityIds: [a.id, b.id] });
    const list = await app.inject({ method: 'GET', url: `${URL}?pageSize=100`, headers: admin });
    const row = list
      .json()
      .communityCategories.find((x: { name: string }) => x.name === 'Counted parent') as {
      communityCount: number;
      subCategories: { name: string; communityCount: number }[];
    };
    expect(row.communityCount).toBe(3);
    expect(row.subCategories.map((x) => [x.name, x.communityCount])).toEqual([
      ['Counted sub 1', 1],
      ['Counted sub 2', 2],
    ]);
    // The in-use rule counts the same communities.
    const refused = await app.inject({ method: 'DELETE', url: `${URL}/${parent.id}`, headers: admin });
    expect(refused.json().message).toBe(
      'This category is used by 3 communities. Move them to another category first.',
    );
  });

  it('never lists another tenant’s categories', async () => {
    await buildCategory(app, 'Only in PSA', { tenantId: 'psa' });
    const list = await app.inject({ method: 'GET', url: `${URL}?pageSize=100`, headers: admin });
    expect(list.json().communityCategories.map((c: { name: string }) => c.name)).not.toContain('Only in PSA');
  });
});
