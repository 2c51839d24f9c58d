/**
 * API tests of the segment calls — spec 000 §3 Segment (id-to-name maps, segmentId/segmentName), §6 ("Content is
 * filtered by the user's segments"), §7; 002 §2, §4, §7: interests, practice areas, funding schemes and
 * communication preferences, per member and per tenant; an interest added reveals that segment's news.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SEGMENT_MESSAGES, type TenantId } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { contentItems, segments } from '../../db/schema/index';

let app: FastifyInstance;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await buildTestApp();
  const rows = await app.database.db
    .insert(segments)
    .values([
      { tenantId: 'ota', name: 'Paediatrics', type: 'interest' },
      { tenantId: 'ota', name: 'Aged care', type: 'interest' },
      { tenantId: 'ota', name: 'Weekly newsletter', type: 'commpref' },
      { tenantId: 'ota', name: 'Hand therapy', type: 'areaofpractices' },
      { tenantId: 'ota', name: 'NDIS', type: 'fundingscheme' },
      { tenantId: 'ota', name: 'Full member', type: 'membership' },
      { tenantId: 'psa', name: 'PSA interest', type: 'interest' },
    ])
    .returning();
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(async () => app.close());

async function member(tenantId: TenantId = 'ota') {
  const email = `s-${Math.random().toString(36).slice(2)}@example.com`;
  await buildUser(app, { tenantId, email });
  return (await signIn(app, email, tenantId)).headers;
}
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('segment lists (id → name)', () => {
  it('answers 401 without a token', async () => {
    for (const url of ['/api/segment/all', '/api/segment/interests', '/api/user/segment/interests'])
      expect((await app.inject({ method: 'GET', url, headers: { host: hostOf('ota') } })).statusCode).toBe(
        401,
      );
  });

  it("lists the tenant's choosable segments, never membership segments or another tenant's", async () => {
    const headers = await member();
    const all = (await call('GET', '/api/segment/all', headers)).json();
    expect(Object.values(all).sort()).toEqual([
      'Aged care',
      'Hand therapy',
      'NDIS',
      'Paediatrics',
      'Weekly newsletter',
    ]);
    expect(all[String(ids['Paediatrics'])]).toBe('Paediatrics');
    const practice = (await call('GET', '/api/segment/all?type=areaofpractices', headers)).json();
    expect(practice).toEqual({ [String(ids['Hand therapy'])]: 'Hand therapy' });
    expect((await call('GET', '/api/segment/all?type=membership', headers)).statusCode).toBe(400);
    const interests = (await call('GET', '/api/segment/interests', headers)).json();
    expect(Object.values(interests).sort()).toEqual(['Aged care', 'Paediatrics']);
    const psa = (await call('GET', '/api/segment/interests', await member('psa'))).json();
    expect(Object.values(psa)).toEqual(['PSA interest']);
  });
});

describe('the member’s interests', () => {
  it('adds and removes interests, each member their own', async () => {
    const a = await member();
    const b = await member();
    const added = await call('POST', '/api/user/segment/interests', a, {
      segmentIds: [ids['Paediatrics']!, ids['Aged care']!],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().map((s: { segmentName: string }) => s.segmentName)).toEqual([
      'Aged care',
      'Paediatrics',
    ]);
    // Adding twice keeps one.
    await call('POST', '/api/user/segment/interests', a, { segmentId: ids['Aged care'] });
    const removed = await call('DELETE', '/api/user/segment/interests', a, { segmentId: ids['Aged care'] });
    expect(removed.json()).toEqual([{ segmentId: ids['Paediatrics'], segmentName: 'Paediatrics' }]);
    expect((await call('GET', '/api/user/segment/interests', b)).json()).toEqual([]);
  });

  it('refuses unknown, non-interest, membership and other tenants’ segments (404) and changes nothing', async () => {
    const headers = await member();
    for (const segmentId of [ids['PSA interest'], ids['Full member'], ids['NDIS'], 999999]) {
      const res = await call('POST', '/api/user/segment/interests', headers, { segmentId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SEGMENT_MESSAGES.notFound);
    }
    expect((await call('POST', '/api/user/segment/interests', headers, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/user/segment/interests', headers)).json()).toEqual([]);
  });
});

describe('api/user/segment/{id}, /{segmentType} and /commprefs', () => {
  it('adds and removes one preference, practice area or funding scheme by id', async () => {
    const headers = await member();
    const pref = ids['Weekly newsletter']!;
    expect((await call('GET', `/api/user/segment/${pref}`, headers)).json()).toMatchObject({
      selected: false,
    });
    const added = await call('POST', `/api/user/segment/${pref}`, headers);
    expect(added.json()).toEqual([{ segmentId: pref, segmentName: 'Weekly newsletter' }]);
    expect((await call('GET', '/api/user/segment/commprefs', headers)).json()).toHaveLength(1);
    expect((await call('GET', `/api/user/segment/${pref}`, headers)).json()).toMatchObject({
      segmentType: 'commpref',
      selected: true,
    });
    await call('POST', `/api/user/segment/${ids['Hand therapy']}`, headers);
    await call('POST', `/api/user/segment/${ids['NDIS']}`, headers);
    expect((await call('GET', '/api/user/segment/areaofpractices', headers)).json()).toEqual([
      { segmentId: ids['Hand therapy'], segmentName: 'Hand therapy' },
    ]);
    expect((await call('GET', '/api/user/segment/fundingscheme', headers)).json()).toHaveLength(1);
    expect((await call('DELETE', `/api/user/segment/${pref}`, headers)).json()).toEqual([]);
  });

  it('answers 404 for membership and other tenants’ segments, 400 for an unknown type', async () => {
    const headers = await member();
    for (const id of [ids['Full member'], ids['PSA interest']]) {
      expect((await call('POST', `/api/user/segment/${id}`, headers)).statusCode).toBe(404);
      expect((await call('GET', `/api/user/segment/${id}`, headers)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/user/segment/favouritecolour', headers)).statusCode).toBe(400);
  });
});

describe('segments filter news (spec 000 §6, 002 §5)', () => {
  it('an interest added reveals its news item; removed, hides it again', async () => {
    const headers = await member();
    const seg = ids['Paediatrics']!;
    const [item] = await app.database.db
      .insert(contentItems)
      .values({
        tenantId: 'ota',
        kind: 'news',
        status: 'active',
        name: 'Paediatric update',
        segmentIds: [seg],
      })
      .returning({ id: contentItems.id });
    const newsIds = async () =>
      (
        (await call('GET', '/api/content/items/news?fields=id,name&limit=100', headers)).json().data as {
          id: number;
        }[]
      ).map((n) => n.id);
    expect(await newsIds()).not.toContain(item!.id);
    await call('POST', '/api/user/segment/interests', headers, { segmentId: seg });
    expect(await newsIds()).toContain(item!.id);
    await call('DELETE', `/api/user/segment/${seg}`, headers);
    expect(await newsIds()).not.toContain(item!.id);
  });
});
