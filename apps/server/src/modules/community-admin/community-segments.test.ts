/**
 * API tests of the community form's segments (spec 001 §3 Community segmentIds, §5 "An edit with no segments
 * sends a flag saying segments are empty", §7 `segmentIds[]` and `isSetSegmentIdsEmpty`): segments are saved
 * with the community, must be the tenant's choosable segments ('Segment not found' on the field otherwise),
 * an edit without them keeps them and the flag empties them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SEGMENT_MESSAGES } from '@portal/contracts';
import { sample } from '../../../test/file-bytes';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildCategory } from '../../../test/factories/communities';
import { mp, multipart } from '../../../test/factories/meetings';
import { segments } from '../../db/schema/index';

let app: FastifyInstance;
let h: Record<string, string>;
let category: { id: string };
const seg: Record<string, number> = {};

beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'cs-admin@example.com', role: 1 });
  h = (await signIn(app, 'cs-admin@example.com', 'ota')).headers;
  category = await buildCategory(app, 'Segments category');
  const rows = await app.database.db
    .insert(segments)
    .values([
      { tenantId: 'ota', name: 'Cs Paediatrics', type: 'interest' },
      { tenantId: 'ota', name: 'Cs Hand therapy', type: 'areaofpractices' },
      { tenantId: 'ota', name: 'Cs Full member', type: 'membership' },
      { tenantId: 'psa', name: 'Cs PSA interest', type: 'interest' },
    ])
    .returning();
  for (const row of rows) seg[row.name] = row.id;
});
afterAll(async () => app.close());

const fields = (extra: Record<string, string | string[]> = {}) => ({
  name: 'Segmented',
  shortDescription: 'With segments',
  alias: `seg-${Math.random().toString(36).slice(2, 8)}`,
  'categoryIds[]': [category.id],
  ...extra,
});
const image = [{ field: 'imageFile', name: 'c.png', content: sample('png') }];
const send = (method: 'POST' | 'PUT', url: string, f: Record<string, string | string[]>, files = image) =>
  app.inject({ method, url, headers: mp(h), payload: multipart(f, files) });
const segmentIdsOf = async (id: string) =>
  (
    (await app.inject({ method: 'GET', url: `/api/v1/community/${id}`, headers: h })).json() as {
      community: { segmentIds: number[] };
    }
  ).community.segmentIds;

describe('community segments (POST / PUT api/v1/admin/community)', () => {
  it('saves the chosen segments with a new community', async () => {
    const ids = [seg['Cs Paediatrics']!, seg['Cs Hand therapy']!].map(String);
    const res = await send('POST', '/api/v1/admin/community', fields({ 'segmentIds[]': ids }));
    expect(res.statusCode).toBe(201);
    expect((await segmentIdsOf(res.json().id)).sort()).toEqual(ids.map(Number).sort());
  });

  it("refuses another tenant's, a membership and an unknown segment on the field", async () => {
    for (const id of [seg['Cs PSA interest']!, seg['Cs Full member']!, 999_999]) {
      const res = await send('POST', '/api/v1/admin/community', fields({ 'segmentIds[]': [String(id)] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ segmentIds: [SEGMENT_MESSAGES.notFound] });
    }
  });

  it('keeps the segments on an edit without them, empties them with isSetSegmentIdsEmpty', async () => {
    const created = await send(
      'POST',
      '/api/v1/admin/community',
      fields({ alias: 'seg-edit', 'segmentIds[]': [String(seg['Cs Paediatrics'])] }),
    );
    const id = created.json().id as string;
    const edit = (extra: Record<string, string>) =>
      send('PUT', `/api/v1/admin/community/${id}`, { ...fields({ alias: 'seg-edit' }), ...extra }, []);
    expect((await edit({})).statusCode).toBe(200);
    expect(await segmentIdsOf(id)).toEqual([seg['Cs Paediatrics']]);
    const changed = await edit({ 'segmentIds[]': String(seg['Cs Hand therapy']) });
    expect(changed.statusCode).toBe(200);
    expect(await segmentIdsOf(id)).toEqual([seg['Cs Hand therapy']]);
    expect((await edit({ isSetSegmentIdsEmpty: 'true' })).statusCode).toBe(200);
    expect(await segmentIdsOf(id)).toEqual([]);
  });
});
