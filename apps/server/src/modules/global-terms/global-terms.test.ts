/**
 * API tests of the global terms — spec 001 §7 `GET api/v1/admin/community/global-tc` (and our `PUT`), spec 000
 * §5 'Content cannot be empty.', §6 generalTc, sanitising, tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';

let app: FastifyInstance;
const URL = '/api/v1/admin/community/global-tc';
const headersOf = async (input: Parameters<typeof buildUser>[1]) =>
  (await signIn(app, (await buildUser(app, input)).email, input?.tenantId)).headers;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000', RATE_LIMIT_ACCOUNT: '1000' });
});
afterAll(async () => app.close());

describe('global terms', () => {
  it('answers 403 to a plain member on read and save', async () => {
    const member = await headersOf({});
    expect((await app.inject({ method: 'GET', url: URL, headers: member })).statusCode).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url: URL,
      headers: member,
      payload: { content: '<p>x</p>' },
    });
    expect(put.statusCode).toBe(403);
  });

  it('reads empty terms, refuses empty content, saves sanitised HTML per tenant', async () => {
    const editor = await headersOf({ permissions: { generalTc: true } });
    const first = await app.inject({ method: 'GET', url: URL, headers: editor });
    expect(first.json()).toEqual({ content: '', updatedAt: null, updatedByUserId: null });
    for (const content of ['', '<p> </p>', '<p><br></p>', '<script>alert(1)</script>']) {
      const res = await app.inject({ method: 'PUT', url: URL, headers: editor, payload: { content } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Content cannot be empty.');
    }
    const saved = await app.inject({
      method: 'PUT',
      url: URL,
      headers: editor,
      payload: { content: '<p>Be kind<img src=x onerror="alert(1)"></p>' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().content).not.toContain('onerror');
    expect(saved.json().content).toContain('Be kind');
    const again = await app.inject({
      method: 'PUT',
      url: URL,
      headers: editor,
      payload: { content: '<p>Version 2</p>' },
    });
    expect(again.json().content).toBe('<p>Version 2</p>');
    const psaAdmin = await headersOf({ role: 1, tenantId: 'psa' });
    expect((await app.inject({ method: 'GET', url: URL, headers: psaAdmin })).json().content).toBe('');
  });
});
