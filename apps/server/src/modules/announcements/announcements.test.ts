/**
 * API tests of dashboard announcements — spec 000 §7 `GET api/v1/announcements`,
 * `PUT api/v1/announcements/{id}/cancelled`; segment rule of spec 000 §6; admin edit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { announcements, segments, userSegments } from '../../db/schema/index';

let app: FastifyInstance;
let segmentA: number;
let segmentB: number;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000', RATE_LIMIT_ACCOUNT: '1000' });
  const rows = await app.database.db
    .insert(segments)
    .values([
      { tenantId: 'ota', name: 'Paediatrics', type: 'interest' },
      { tenantId: 'ota', name: 'Aged care', type: 'interest' },
    ])
    .returning();
  segmentA = rows[0]!.id;
  segmentB = rows[1]!.id;
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.database.db.delete(announcements);
});

async function memberWith(segmentIds: number[]) {
  const user = await buildUser(app);
  if (segmentIds.length)
    await app.database.db
      .insert(userSegments)
      .values(segmentIds.map((segmentId) => ({ tenantId: 'ota', userId: user.id, segmentId })));
  return (await signIn(app, user.email)).headers;
}
async function announce(values: {
  title: string;
  segmentIds?: number[];
  tenantId?: string;
  isActive?: boolean;
}) {
  const [row] = await app.database.db
    .insert(announcements)
    .values({ tenantId: 'ota', description: 'Details', link: null, segmentIds: [], ...values })
    .returning();
  return row!;
}
const list = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/announcements', headers });

describe('GET api/v1/announcements', () => {
  it('answers 401 without a token', async () => {
    expect((await list({ host: hostOf('ota') })).statusCode).toBe(401);
  });

  it('shows an announcement without segments to every member, and never another tenant’s', async () => {
    await announce({ title: 'For everyone' });
    await announce({ title: 'PSA only', tenantId: 'psa' });
    const res = await list(await memberWith([]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), title: 'For everyone', description: 'Details', link: null },
    ]);
  });

  it('shows a segmented announcement only to members of one of its segments', async () => {
    await announce({ title: 'Paediatrics news', segmentIds: [segmentA] });
    expect((await list(await memberWith([segmentA, segmentB]))).json()).toHaveLength(1);
    expect((await list(await memberWith([segmentB]))).json()).toEqual([]);
    expect((await list(await memberWith([]))).json()).toEqual([]);
  });

  it('hides inactive announcements', async () => {
    await announce({ title: 'Old', isActive: false });
    expect((await list(await memberWith([]))).json()).toEqual([]);
  });
});

describe('PUT api/v1/announcements/{id}/cancelled', () => {
  it('dismisses the announcement for this member only, for good', async () => {
    const row = await announce({ title: 'Dismiss me' });
    const alice = await memberWith([]);
    const bob = await memberWith([]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/announcements/${row.id}/cancelled`,
      headers: alice,
    });
    expect(res.statusCode).toBe(200);
    expect((await list(alice)).json()).toEqual([]);
    expect((await list(bob)).json()).toHaveLength(1);
    // Twice is fine.
    const again = await app.inject({
      method: 'PUT',
      url: `/api/v1/announcements/${row.id}/cancelled`,
      headers: alice,
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers 404 for another tenant’s announcement and 400 for a bad id', async () => {
    const other = await announce({ title: 'PSA', tenantId: 'psa' });
    const headers = await memberWith([]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/announcements/${other.id}/cancelled`,
      headers,
    });
    expect(res.statusCode).toBe(404);
    const bad = await app.inject({ method: 'PUT', url: '/api/v1/announcements/abc/cancelled', headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT api/v1/admin/announcement', () => {
  it('refuses members without generalAnnouncements with 403', async () => {
    const headers = await memberWith([]);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/announcement',
      headers,
      payload: { title: 'X', description: 'Y', link: null, isActive: true, segmentIds: [] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a WorkSpaceOwner edit it and refuses a Manager (canManageAnnouncements, spec 001 §6)', async () => {
    const payload = { title: 'Owner text', description: 'Y', link: null, isActive: true, segmentIds: [] };
    const as = async (role: 2 | 3) => {
      const user = await buildUser(app, { role });
      const { headers } = await signIn(app, user.email);
      return app.inject({ method: 'PUT', url: '/api/v1/admin/announcement', headers, payload });
    };
    const byOwner = await as(2);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().title).toBe('Owner text');
    expect((await as(3)).statusCode).toBe(403);
  });

  it('lets an admin edit it; members who dismissed the old text see the new one', async () => {
    const row = await announce({ title: 'Old text' });
    const member = await memberWith([]);
    await app.inject({ method: 'PUT', url: `/api/v1/announcements/${row.id}/cancelled`, headers: member });
    const admin = await buildUser(app, { role: 1 });
    const { headers } = await signIn(app, admin.email);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/announcement',
      headers,
      payload: { title: '', description: 'Y', link: null, isActive: true, segmentIds: [] },
    });
    expect(bad.statusCode).toBe(400);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/announcement',
      headers,
      payload: {
        title: 'New text',
        description: 'Y',
        link: 'https://example.org',
        isActive: true,
        segmentIds: [],
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await list(member)).json()).toEqual([expect.objectContaining({ title: 'New text' })]);
  });

  it('lists the tenant segments for targeting and refuses unknown or foreign segment ids with 400', async () => {
    const [psaSegment] = await app.database.db
      .insert(segments)
      .values({ tenantId: 'psa', name: 'PSA only', type: 'interest' })
      .returning();
    const admin = await buildUser(app, { role: 1 });
    const { headers } = await signIn(app, admin.email);
    const listed = await app.inject({ method: 'GET', url: '/api/v1/admin/announcement/segments', headers });
    expect(listed.json().map((s: { segmentName: string }) => s.segmentName)).toEqual([
      'Aged care',
      'Paediatrics',
    ]);
    const before = await app.inject({ method: 'GET', url: '/api/v1/admin/announcement', headers });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/announcement',
      headers,
      payload: { title: 'T', description: 'D', link: null, isActive: true, segmentIds: [psaSegment!.id] },
    });
    expect(res.statusCode).toBe(400);
    const after = await app.inject({ method: 'GET', url: '/api/v1/admin/announcement', headers });
    expect(after.json()).toEqual(before.json());
    const ok = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/announcement',
      headers,
      payload: { title: 'T', description: 'D', link: '', isActive: true, segmentIds: [segmentA] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ segmentIds: [segmentA], link: null });
  });
});
