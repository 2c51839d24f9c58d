/**
 * API tests of `GET api/user/cpd/period/current` (spec 002 §3 CPD period, §7, §9): the periods containing
 * today with their records and completed hours; only the member's own; the default 20 hours; CPD off for lca.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { cpdPeriods, cpdRecords } from '../../db/schema/index';
import { cpdPeriodOf } from '@portal/contracts';
import { sydneyToday } from './cpd.service';

let app: FastifyInstance;
let member: { id: string };
let other: { id: string };
let headers: Record<string, string>;
const current = (h: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/user/cpd/period/current', headers: h });

beforeAll(async () => {
  app = await buildTestApp();
  member = await buildUser(app, { email: 'cpd-member@example.com' });
  other = await buildUser(app, { email: 'cpd-other@example.com' });
  headers = (await signIn(app, 'cpd-member@example.com')).headers;
});
afterAll(async () => app.close());

describe('GET api/user/cpd/period/current', () => {
  it('creates the current period when the member has none (tenant minimum, no hours)', async () => {
    const user = await buildUser(app, { email: 'cpd-fresh@example.com' });
    const h = (await signIn(app, 'cpd-fresh@example.com')).headers;
    const res = await current(h);
    expect(res.statusCode).toBe(200);
    const { start, end } = cpdPeriodOf('ota', sydneyToday());
    expect(res.json().data.periods).toEqual([
      expect.objectContaining({
        periodStartDate: start,
        periodEndDate: end,
        completedTotalHours: 0,
        cpdRecords: [],
      }),
    ]);
    expect((await current(h)).json().data.periods).toHaveLength(1);
    expect(user.id).toBeTruthy();
  });

  it("sums the hours of the member's records inside the current period only", async () => {
    const { start, end } = cpdPeriodOf('ota', sydneyToday());
    const db = app.database.db;
    await db.insert(cpdPeriods).values([
      {
        tenantId: 'ota',
        userId: member.id,
        periodStartDate: start,
        periodEndDate: end,
        minimumRequiredHours: 25,
      },
      { tenantId: 'ota', userId: member.id, periodStartDate: '2019-07-01', periodEndDate: '2020-06-30' },
    ]);
    const record = (userId: string, completedDate: string, hours: number, title = 'Workshop') => ({
      tenantId: 'ota',
      userId,
      title,
      completedDate,
      hours,
    });
    await db
      .insert(cpdRecords)
      .values([
        record(member.id, start, 2.5, 'First day'),
        record(member.id, sydneyToday(), 1.25, 'Today'),
        record(member.id, '2020-01-10', 9),
        record(other.id, start, 7),
      ]);
    const body = (await current(headers)).json();
    expect(body.data.periods).toHaveLength(1);
    expect(body.data.periods[0]).toMatchObject({
      periodStartDate: start,
      periodEndDate: end,
      completedTotalHours: 3.75,
      minimumRequiredHours: 25,
    });
    expect(body.data.periods[0].cpdRecords.map((r: { title: string }) => r.title).sort()).toEqual([
      'First day',
      'Today',
    ]);
  });

  it('uses the default 20 hours when the period does not say', async () => {
    const user = await buildUser(app, { email: 'cpd-default@example.com' });
    const { start, end } = cpdPeriodOf('ota', sydneyToday());
    await app.database.db
      .insert(cpdPeriods)
      .values({ tenantId: 'ota', userId: user.id, periodStartDate: start, periodEndDate: end });
    const h = (await signIn(app, 'cpd-default@example.com')).headers;
    expect((await current(h)).json().data.periods[0]).toMatchObject({
      minimumRequiredHours: 20,
      completedTotalHours: 0,
    });
  });

  it('needs a signed-in user, and the cpd module (off for lca)', async () => {
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/user/cpd/period/current',
          headers: { host: 'ota.localhost' },
        })
      ).statusCode,
    ).toBe(401);
    await buildUser(app, { email: 'cpd-lca@example.com', tenantId: 'lca' });
    const lca = (await signIn(app, 'cpd-lca@example.com', 'lca')).headers;
    expect((await current(lca)).statusCode).toBe(403);
  });
});
