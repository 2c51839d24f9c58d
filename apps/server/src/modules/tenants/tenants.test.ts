/** `GET /api/tenant` (spec 000 §1): the profile of the host's tenant, no sign-in needed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('GET /api/tenant', () => {
  it('answers the profile of the tenant of the host, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tenant', headers: { host: hostOf('psa') } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ projectName: 'psa', profile: { id: 'psa' } });
  });

  it('answers each tenant its own profile', async () => {
    for (const id of ['ota', 'lca'] as const) {
      const res = await app.inject({ method: 'GET', url: '/api/tenant', headers: { host: hostOf(id) } });
      expect(res.json().projectName).toBe(id);
    }
  });
});
