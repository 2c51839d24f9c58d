/**
 * API tests of server values — spec 000 §7 `api/v1/admin/server-values` (list with keyword, create, update,
 * delete), §6 (tenant administrators only), unique keys, tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';

let app: FastifyInstance;
let admin: Record<string, string>;
const URL = '/api/v1/admin/server-values';
const headersOf = async (input: Parameters<typeof buildUser>[1]) =>
  (await signIn(app, (await buildUser(app, input)).email, input?.tenantId)).headers;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000', RATE_LIMIT_ACCOUNT: '1000' });
  admin = await headersOf({ role: 1 });
});
afterAll(async () => app.close());

describe('server values', () => {
  it('answers 403 to a plain member and to a Manager, on every call', async () => {
    for (const headers of [await headersOf({}), await headersOf({ role: 3 })]) {
      const calls = await Promise.all([
        app.inject({ method: 'GET', url: URL, headers }),
        app.inject({ method: 'POST', url: URL, headers, payload: { key: 'a', value: 'b' } }),
        app.inject({ method: 'PUT', url: `${URL}/1`, headers, payload: { value: 'b' } }),
        app.inject({ method: 'DELETE', url: `${URL}/1`, headers }),
      ]);
      for (const res of calls) expect(res.statusCode).toBe(403);
    }
  });

  it('creates, searches, updates and deletes; keys are unique; a WorkSpaceOwner may too', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { key: '', value: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter a key');
    const spaces = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { key: 'a b', value: 'x' },
    });
    expect(spaces.json().message).toBe('Use letters, digits, dots, dashes and underscores only');
    const created = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { key: 'support.email', value: 'help@example.org' },
    });
    expect(created.statusCode).toBe(201);
    await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { key: 'banner.text', value: 'Hello' },
    });
    const dup = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { key: 'support.email', value: 'y' },
    });
    expect(dup.statusCode).toBe(409);
    const all = await app.inject({ method: 'GET', url: `${URL}?page=1&pageSize=1000`, headers: admin });
    expect(all.json().serverValues.map((v: { key: string }) => v.key)).toEqual([
      'banner.text',
      'support.email',
    ]);
    const found = await app.inject({ method: 'GET', url: `${URL}?keyword=HELP`, headers: admin });
    expect(found.json()).toMatchObject({ totalItemCount: 1, serverValues: [{ key: 'support.email' }] });
    const wildcard = await app.inject({ method: 'GET', url: `${URL}?keyword=%25`, headers: admin });
    expect(wildcard.json().totalItemCount).toBe(0);
    const id = created.json().id;
    const owner = await headersOf({ role: 2 });
    const blank = await app.inject({
      method: 'PUT',
      url: `${URL}/${id}`,
      headers: owner,
      payload: { value: ' ' },
    });
    expect(blank.json().message).toBe('Please enter a value');
    const updated = await app.inject({
      method: 'PUT',
      url: `${URL}/${id}`,
      headers: owner,
      payload: { value: 'new@example.org' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().value).toBe('new@example.org');
    expect((await app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('keeps tenants apart', async () => {
    const created = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { key: 'ota.only', value: '1' },
    });
    const psa = await headersOf({ role: 1, tenantId: 'psa' });
    const list = await app.inject({ method: 'GET', url: URL, headers: psa });
    expect(list.json().serverValues.map((v: { key: string }) => v.key)).not.toContain('ota.only');
    const put = await app.inject({
      method: 'PUT',
      url: `${URL}/${created.json().id}`,
      headers: psa,
      payload: { value: '2' },
    });
    expect(put.statusCode).toBe(404);
    const same = await app.inject({
      method: 'POST',
      url: URL,
      headers: psa,
      payload: { key: 'ota.only', value: '3' },
    });
    expect(same.statusCode).toBe(201);
  });
});
