/**
 * Areas of expertise ↔ practice-area segments (issue 18; spec 000 §3 expertiseAreas, §7
 * `GET /api/user/segment/{segmentType}` areaofpractices): the wizard offers the tenant's practice-area
 * segments grouped by the tenant's theme (law: family, criminal…), ticking areas sets exactly those
 * segments (the settings' practice areas show them), a practice area added in settings comes back in the
 * form, and an id that is not one of the tenant's practice areas is refused with 400, changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FIRST_TIME_MESSAGES, type TenantId } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { segments } from '../../db/schema/index';

let app: FastifyInstance;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000', RATE_LIMIT_ACCOUNT: '1000' });
  const rows = await app.database.db
    .insert(segments)
    .values([
      { tenantId: 'lca', name: 'Family law', type: 'areaofpractices' },
      { tenantId: 'lca', name: 'Parenting and children', type: 'areaofpractices' },
      { tenantId: 'lca', name: 'Criminal law', type: 'areaofpractices' },
      { tenantId: 'lca', name: 'Elder law', type: 'areaofpractices' },
      { tenantId: 'lca', name: 'Pro bono', type: 'interest' },
      { tenantId: 'psa', name: 'Assessment and validation', type: 'areaofpractices' },
    ])
    .returning();
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(async () => app.close());

async function member(tenantId: TenantId) {
  const email = `x-${Math.random().toString(36).slice(2)}@example.com`;
  await buildUser(app, { tenantId, email, isFirstLogin: true });
  return (await signIn(app, email, tenantId)).headers;
}
const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('areas of expertise are practice-area segments', () => {
  it("offers the tenant's practice areas in the theme's groups, staff-added ones last, never interests", async () => {
    const headers = await member('lca');
    const options = (await call('GET', '/api/user/form/first-time/field-options', headers)).json();
    expect(options.expertiseAreas).toEqual([
      {
        id: 1,
        name: 'Practice areas',
        categories: [
          {
            id: ids['Family law'],
            name: 'Family law',
            subCategories: [{ id: ids['Parenting and children'], name: 'Parenting and children' }],
          },
          { id: ids['Criminal law'], name: 'Criminal law', subCategories: [] },
        ],
      },
      {
        id: 2,
        name: 'Other practice areas',
        categories: [{ id: ids['Elder law'], name: 'Elder law', subCategories: [] }],
      },
    ]);
    const psa = (await call('GET', '/api/user/form/first-time/field-options', await member('psa'))).json();
    expect(psa.expertiseAreas[0].categories.map((c: { name: string }) => c.name)).toEqual([
      'Assessment and validation',
    ]);
  });

  it('saves the ticked areas as the member’s practice areas, and the settings’ practice areas come back', async () => {
    const headers = await member('lca');
    await call('POST', `/api/user/segment/${ids['Pro bono']}`, headers);
    const saved = await call('PUT', '/api/user/form/first-time', headers, {
      step: 'expertise',
      expertiseAreas: [ids['Family law'], ids['Parenting and children']],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().expertiseAreas).toEqual([ids['Family law'], ids['Parenting and children']]);
    expect((await call('GET', '/api/user/segment/areaofpractices', headers)).json()).toEqual(
      expect.arrayContaining([
        { segmentId: ids['Family law'], segmentName: 'Family law' },
        { segmentId: ids['Parenting and children'], segmentName: 'Parenting and children' },
      ]),
    );
    // Unticking removes, the interest stays.
    await call('PUT', '/api/user/form/first-time', headers, {
      step: 'expertise',
      expertiseAreas: [ids['Criminal law']],
    });
    expect((await call('GET', '/api/user/segment/areaofpractices', headers)).json()).toEqual([
      { segmentId: ids['Criminal law'], segmentName: 'Criminal law' },
    ]);
    expect((await call('GET', '/api/user/segment/interests', headers)).json()).toEqual([
      { segmentId: ids['Pro bono'], segmentName: 'Pro bono' },
    ]);
    // A practice area added in settings is an area of expertise in the form.
    await call('POST', `/api/user/segment/${ids['Elder law']}`, headers);
    expect((await call('GET', '/api/user/form/first-time', headers)).json().expertiseAreas).toEqual(
      [ids['Criminal law'], ids['Elder law']].sort((a, b) => a! - b!),
    );
  });

  it("refuses an interest or another tenant's practice area with 400, changing nothing", async () => {
    const headers = await member('lca');
    await call('PUT', '/api/user/form/first-time', headers, {
      step: 'expertise',
      expertiseAreas: [ids['Family law']],
    });
    for (const bad of [ids['Pro bono'], ids['Assessment and validation'], 999_999]) {
      const res = await call('PUT', '/api/user/form/first-time', headers, {
        step: 'expertise',
        expertiseAreas: [ids['Criminal law'], bad],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.expertiseAreas).toEqual([FIRST_TIME_MESSAGES.unknownOption]);
    }
    expect((await call('GET', '/api/user/form/first-time', headers)).json().expertiseAreas).toEqual([
      ids['Family law'],
    ]);
  });
});
