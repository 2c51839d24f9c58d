/**
 * Error answers name their status with Node's reason phrase (`http.STATUS_CODES`, issue 41 §5), for a route
 * that is not there, a missing token, a refused rule and bad input, whichever layer answers.
 */
import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/helper';
import { buildUser, signIn } from '../../test/factories/users';

let app: FastifyInstance;
let member: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'errors-member@example.com' });
  member = (await signIn(app, 'errors-member@example.com')).headers;
});
afterAll(async () => app.close());

describe('error answers', () => {
  it.each([
    ['an unknown route', { url: '/api/v1/no-such-thing' }, 404],
    ['no token', { url: '/api/v1/admin/users' }, 401],
    ['a refused rule', { url: '/api/v1/admin/users', member: true }, 403],
    ['bad input', { url: '/api/v1/community/not-a-uuid/folder', member: true }, 400],
  ])('%s: its status with its reason phrase', async (_name, request, status) => {
    const res = await app.inject({
      method: 'GET',
      url: request.url,
      headers: 'member' in request && request.member ? member : {},
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, error: STATUS_CODES[status] });
  });
});
