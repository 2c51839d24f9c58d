/**
 * Organisation search (spec 000 §7 `/api/org/names`, `/api/Org/{id}`): 401 anonymous, paged search whose LIKE
 * characters match themselves, and 404 for another tenant's organisation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { organisations } from '../../db/schema/index';

let app: FastifyInstance;
let headers: Record<string, string>;
let psaOrgId: number;

beforeAll(async () => {
  app = await buildTestApp();
  const user = await buildUser(app);
  headers = (await signIn(app, user.email)).headers;
  await app.database.db.insert(organisations).values([
    { tenantId: 'ota', name: 'Clinic 100% Care', location: '1 Main St', suburb: 'Carlton' },
    { tenantId: 'ota', name: 'Clinic 1000 Care', location: '2 Main St', suburb: 'Carlton' },
  ]);
  const [psa] = await app.database.db
    .insert(organisations)
    .values({ tenantId: 'psa', name: 'Clinic 100% Care', location: '3 Main St', suburb: 'Fitzroy' })
    .returning();
  psaOrgId = psa!.id;
});
afterAll(async () => app.close());

const get = (url: string, h = headers) => app.inject({ method: 'GET', url, headers: h });

describe('GET /api/org/names and /api/Org/{id}', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/org/names?query=clinic', { host: hostOf('ota') })).statusCode).toBe(401);
  });

  it('finds names containing the query, LIKE characters literal, within the tenant', async () => {
    const res = await get(`/api/org/names?query=${encodeURIComponent('100%')}&pageNumber=1&pageSize=5`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalItemCount).toBe(1);
    expect(body.organisations.map((o: { name: string }) => o.name)).toEqual(['Clinic 100% Care']);
    const one = await get(`/api/Org/${body.organisations[0].id}`);
    expect(one.json()).toMatchObject({ name: 'Clinic 100% Care', suburb: 'Carlton' });
  });

  it("answers 404 for another tenant's organisation", async () => {
    expect((await get(`/api/Org/${psaOrgId}`)).statusCode).toBe(404);
  });
});
