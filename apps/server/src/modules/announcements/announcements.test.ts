/**
 * API tests of dashboard announcements — spec 000 §7 `GET api/v1/announcements`,
 * `PUT api/v1/announcements/{id}/cancelled`; segment rule of spec 000 §6; the admin calls of spec 001 §7
 * "Global admin" (`api/v1/admin/announcements`), §5 messages, §4 one active at a time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { ZAnnouncementsResponse } from '@portal/contracts';
import { announcements, segments, userSegments } from '../../db/schema/index';
import { findActorById } from '../../plugins/actor';
import { activeAnnouncements } from './announcements.service';

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

  it('answers, field for field, what the presenter answers (JSON from PostgreSQL)', async () => {
    await announce({ title: 'Old', isActive: false });
    await announce({ title: 'Tïtle "quoted" \\ <b>', segmentIds: [segmentA] });
    await app.database.db
      .update(announcements)
      .set({ link: 'https://example.org/?a=1&b="2"', description: 'Line 1\nLine 2 — ✓' });
    for (const segmentIds of [[segmentA], [segmentB], [], [segmentA, segmentB]]) {
      const headers = await memberWith(segmentIds);
      const me = await app.inject({ method: 'GET', url: '/api/v1/account', headers });
      const actor = (await findActorById(app.scopeOf('ota'), me.json().id))!;
      const before = ZAnnouncementsResponse.parse(
        await activeAnnouncements({ scope: app.scopeOf('ota'), actor }),
      );
      const res = await list(headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(ZAnnouncementsResponse.parse(res.json())).toEqual(before);
      expect(res.json()).toEqual(before);
      expect(before).toHaveLength(segmentIds.includes(segmentA) ? 1 : 0);
    }
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

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Title',
  description: 'Details',
  link: null,
  startDate: day(0),
  endDate: day(7),
  isActive: true,
  segmentIds: [],
  ...over,
});
async function adminHeaders(role: 1 | 2 | 3 = 1, permissions = {}) {
  const user = await buildUser(app, { role, permissions });
  return (await signIn(app, user.email)).headers;
}
const ADMIN_URL = '/api/v1/admin/announcements';

describe('api/v1/admin/announcements', () => {
  it('answers 403 to a plain member and to a Manager without generalAnnouncements, on every call', async () => {
    const row = await announce({ title: 'Keep' });
    for (const headers of [await memberWith([]), await adminHeaders(3)]) {
      const calls = await Promise.all([
        app.inject({ method: 'GET', url: ADMIN_URL, headers }),
        app.inject({ method: 'GET', url: `${ADMIN_URL}/segments`, headers }),
        app.inject({ method: 'POST', url: ADMIN_URL, headers, payload: body() }),
        app.inject({ method: 'PUT', url: `${ADMIN_URL}/${row.id}`, headers, payload: body() }),
        app.inject({ method: 'DELETE', url: `${ADMIN_URL}/${row.id}`, headers }),
      ]);
      for (const res of calls) expect(res.statusCode).toBe(403);
    }
  });

  it('validates with the spec messages', async () => {
    const headers = await adminHeaders(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'Please enter an announcement title'],
      [{ description: '' }, 'Please enter an announcement description'],
      [{ link: 'not a link' }, 'Please enter valid link'],
      [{ link: 'javascript:alert(1)' }, 'Please enter valid link'],
      [{ startDate: undefined }, 'Please set an announcement date range'],
      [{ endDate: 'tomorrow' }, 'Please set an announcement date range'],
      [{ startDate: day(3), endDate: day(1) }, 'The end date cannot be before the start date'],
      [{ startDate: day(-2) }, 'The start date cannot be before today'],
    ];
    for (const [over, message] of cases) {
      const res = await app.inject({ method: 'POST', url: ADMIN_URL, headers, payload: body(over) });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await app.inject({ method: 'GET', url: ADMIN_URL, headers })).json().totalItemCount).toBe(0);
  });

  it('keeps only one active: creating or activating one deactivates the others; the member sees the active one', async () => {
    const headers = await adminHeaders(2, {});
    const first = await app.inject({
      method: 'POST',
      url: ADMIN_URL,
      headers,
      payload: body({ title: 'First' }),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'First',
      isActive: true,
      startDate: day(0),
      endDate: day(7),
    });
    const second = await app.inject({
      method: 'POST',
      url: ADMIN_URL,
      headers,
      payload: body({ title: 'Second', link: 'https://example.org/x' }),
    });
    expect(second.statusCode).toBe(201);
    const table = await app.inject({ method: 'GET', url: `${ADMIN_URL}?page=1&pageSize=1000`, headers });
    expect(
      table.json().announcements.map((a: { title: string; isActive: boolean }) => [a.title, a.isActive]),
    ).toEqual([
      ['Second', true],
      ['First', false],
    ]);
    const member = await memberWith([]);
    expect((await list(member)).json()).toEqual([expect.objectContaining({ title: 'Second' })]);
    // Re-activating the first (its past start date unchanged is fine) deactivates the second.
    await app.database.db.update(announcements).set({ startDate: day(-3) });
    const reactivated = await app.inject({
      method: 'PUT',
      url: `${ADMIN_URL}/${first.json().id}`,
      headers,
      payload: body({ title: 'First', startDate: day(-3), isActive: true }),
    });
    expect(reactivated.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: ADMIN_URL, headers });
    expect(after.json().announcements.filter((a: { isActive: boolean }) => a.isActive)).toHaveLength(1);
    expect((await list(member)).json()).toEqual([expect.objectContaining({ title: 'First' })]);
  });

  it('shows an active announcement only within its date range', async () => {
    await announce({ title: 'Later' });
    await app.database.db.update(announcements).set({ startDate: day(2), endDate: day(5) });
    const member = await memberWith([]);
    expect((await list(member)).json()).toEqual([]);
    await app.database.db.update(announcements).set({ startDate: day(-5), endDate: day(-1) });
    expect((await list(member)).json()).toEqual([]);
    await app.database.db.update(announcements).set({ startDate: day(0), endDate: day(0) });
    expect((await list(member)).json()).toHaveLength(1);
  });

  it('an edit shows the announcement again to members who dismissed it; delete removes it; 404 across tenants', async () => {
    const headers = await adminHeaders(1);
    const created = await app.inject({
      method: 'POST',
      url: ADMIN_URL,
      headers,
      payload: body({ title: 'Old text' }),
    });
    const id = created.json().id;
    const member = await memberWith([]);
    await app.inject({ method: 'PUT', url: `/api/v1/announcements/${id}/cancelled`, headers: member });
    expect((await list(member)).json()).toEqual([]);
    await app.inject({
      method: 'PUT',
      url: `${ADMIN_URL}/${id}`,
      headers,
      payload: body({ title: 'New text' }),
    });
    expect((await list(member)).json()).toEqual([expect.objectContaining({ title: 'New text' })]);
    const foreign = await announce({ title: 'PSA', tenantId: 'psa' });
    expect(
      (await app.inject({ method: 'PUT', url: `${ADMIN_URL}/${foreign.id}`, headers, payload: body() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `${ADMIN_URL}/${foreign.id}`, headers })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${ADMIN_URL}/${id}`, headers })).statusCode).toBe(200);
    expect((await list(member)).json()).toEqual([]);
    const listed = await app.inject({ method: 'GET', url: ADMIN_URL, headers });
    expect(listed.json().announcements.map((a: { title: string }) => a.title)).not.toContain('PSA');
  });

  it('lists the tenant segments for targeting and refuses foreign segment ids with 400', async () => {
    const [psaSegment] = await app.database.db
      .insert(segments)
      .values({ tenantId: 'psa', name: 'PSA only', type: 'interest' })
      .returning();
    const headers = await adminHeaders(1);
    const listed = await app.inject({ method: 'GET', url: `${ADMIN_URL}/segments`, headers });
    expect(listed.json().map((s: { segmentName: string }) => s.segmentName)).toEqual([
      'Aged care',
      'Paediatrics',
    ]);
    const res = await app.inject({
      method: 'POST',
      url: ADMIN_URL,
      headers,
      payload: body({ segmentIds: [psaSegment!.id] }),
    });
    expect(res.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url: ADMIN_URL,
      headers,
      payload: body({ segmentIds: [segmentA], link: '' }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ segmentIds: [segmentA], link: null });
  });
});
