/**
 * API tests of `GET /api/tag/categories` and `GET /api/tag/subcategories` (spec 002 §7 "per-tenant category
 * items via api/tag/subcategories or api/tag/categories"): signed-in only, the tenant's items only, by label,
 * with the type, category and keyword filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { contentCategories, contentSubcategories } from '../../db/schema/index';

let app: FastifyInstance;
let h: Record<string, string>;
let news: number;
let resource: number;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const [n, r] = await db
    .insert(contentCategories)
    .values([
      { tenantId: 'ota', label: 'Zz Practice news', type: 'news' },
      { tenantId: 'ota', label: 'Zz Clinical guides', type: 'resource' },
      { tenantId: 'psa', label: 'Zz Psa only', type: 'resource' },
    ])
    .returning();
  news = n!.id;
  resource = r!.id;
  await db.insert(contentSubcategories).values([
    { tenantId: 'ota', label: 'Zz Paediatrics', categoryId: resource },
    { tenantId: 'ota', label: 'Zz Ageing', categoryId: resource },
    { tenantId: 'ota', label: 'Zz Policy', categoryId: news },
    { tenantId: 'psa', label: 'Zz Psa sub', categoryId: null },
  ]);
  await buildUser(app, { email: 'tags-member@example.com' });
  h = (await signIn(app, 'tags-member@example.com')).headers;
});
afterAll(async () => app.close());

const get = (url: string, headers: Record<string, string> = h) => app.inject({ method: 'GET', url, headers });
const labels = (body: { label: string }[]) => body.map((i) => i.label).filter((l) => l.startsWith('Zz'));

describe('GET api/tag/categories', () => {
  it('requires authentication (401)', async () => {
    expect((await get('/api/tag/categories', { host: 'ota.localhost' })).statusCode).toBe(401);
  });

  it("answers the tenant's categories by label, filtered by type and keyword", async () => {
    const all = await get('/api/tag/categories');
    expect(all.statusCode).toBe(200);
    expect(labels(all.json())).toEqual(['Zz Clinical guides', 'Zz Practice news']);
    expect(all.json()).toEqual(
      expect.arrayContaining([{ id: resource, label: 'Zz Clinical guides', type: 'resource' }]),
    );
    expect(labels((await get('/api/tag/categories?type=news')).json())).toEqual(['Zz Practice news']);
    expect(labels((await get('/api/tag/categories?keyword=clinical')).json())).toEqual([
      'Zz Clinical guides',
    ]);
    expect((await get('/api/tag/categories?type=events')).statusCode).toBe(400);
  });
});

describe('GET api/tag/subcategories', () => {
  it('requires authentication (401)', async () => {
    expect((await get('/api/tag/subcategories', { host: 'ota.localhost' })).statusCode).toBe(401);
  });

  it("answers the tenant's subcategories by label, of one category when given", async () => {
    expect(labels((await get('/api/tag/subcategories')).json())).toEqual([
      'Zz Ageing',
      'Zz Paediatrics',
      'Zz Policy',
    ]);
    const ofResource = (await get(`/api/tag/subcategories?categoryId=${resource}`)).json();
    expect(labels(ofResource)).toEqual(['Zz Ageing', 'Zz Paediatrics']);
    expect(ofResource[0]).toMatchObject({ categoryId: resource });
    expect(labels((await get('/api/tag/subcategories?keyword=pol')).json())).toEqual(['Zz Policy']);
    expect((await get('/api/tag/subcategories?categoryId=abc')).statusCode).toBe(400);
  });
});
