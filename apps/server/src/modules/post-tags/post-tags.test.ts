/**
 * API tests of post tag administration — spec 001 §7 "Global admin" (`api/v1/admin/community/post/tag`), §5
 * Tag ('Please enter a tag name'), §6 (generalTags), unique names, tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildTag } from '../../../test/factories/communities';

let app: FastifyInstance;
let admin: Record<string, string>;
let member: Record<string, string>;
let flagged: Record<string, string>;
const URL = '/api/v1/admin/community/post/tag';

const headersOf = async (input: Parameters<typeof buildUser>[1]) =>
  (await signIn(app, (await buildUser(app, input)).email)).headers;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000', RATE_LIMIT_ACCOUNT: '1000' });
  admin = await headersOf({ role: 1 });
  member = await headersOf({});
  flagged = await headersOf({ permissions: { generalTags: true } });
});
afterAll(async () => app.close());

describe('post tag administration', () => {
  it('answers 403 to a plain member on create, edit and delete', async () => {
    const tag = await buildTag(app, 'member-proof');
    const calls = await Promise.all([
      app.inject({ method: 'POST', url: URL, headers: member, payload: { name: 'x' } }),
      app.inject({ method: 'PUT', url: `${URL}/${tag.id}`, headers: member, payload: { name: 'x' } }),
      app.inject({ method: 'DELETE', url: `${URL}/${tag.id}`, headers: member }),
    ]);
    for (const res of calls) expect(res.statusCode).toBe(403);
  });

  it('creates, renames and deletes a tag with generalTags; the member list shows it', async () => {
    const empty = await app.inject({ method: 'POST', url: URL, headers: flagged, payload: { name: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a tag name');
    const created = await app.inject({
      method: 'POST',
      url: URL,
      headers: flagged,
      payload: { name: 'Telehealth' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Telehealth', countOfPosts: 0 });
    const dup = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { name: 'telehealth' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A tag with this name already exists');
    const id = created.json().id;
    const renamed = await app.inject({
      method: 'PUT',
      url: `${URL}/${id}`,
      headers: admin,
      payload: { name: 'Tele-health' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Tele-health');
    // Renaming to its own name (another case) is fine.
    const same = await app.inject({
      method: 'PUT',
      url: `${URL}/${id}`,
      headers: admin,
      payload: { name: 'tele-health' },
    });
    expect(same.statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/community/post/tag?pageSize=1000',
      headers: member,
    });
    expect(list.json().tags.map((t: { name: string }) => t.name)).toContain('tele-health');
    const removed = await app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for another tenant’s tag and keeps it', async () => {
    const foreign = await buildTag(app, 'psa-only', 'psa');
    const res = await app.inject({
      method: 'PUT',
      url: `${URL}/${foreign.id}`,
      headers: admin,
      payload: { name: 'mine' },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `${URL}/${foreign.id}`, headers: admin })).statusCode,
    ).toBe(404);
    // The same name may exist in two tenants.
    const again = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { name: 'psa-only' },
    });
    expect(again.statusCode).toBe(201);
  });
});
