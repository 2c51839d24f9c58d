/**
 * Insights for staff (issue 39 point 4): `GET /api/admin/insights` on a small known set of memberships,
 * tickets, invoices, CPD periods and posts, with dates relative to today — month-end snapshots by status and
 * type, joins and lapses, renewals due in 30/60/90 days (and the member list filtered the same way), event
 * registrations and revenue in dollars, CPD compliance, community activity; 403 for a member; another
 * tenant's rows never counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { INSIGHTS_MONTHS, type TInsightsResponse } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildCommunity, buildPost } from '../../../test/factories/communities';
import { buildEvent } from '../../../test/factories/events';
import { buildTicket } from '../../../test/factories/cpd';
import { cpdPeriods, cpdRecords, invoices, memberships, postComments, tickets } from '../../db/schema/index';
import { sydneyDateOf } from './insights.service';

let app: FastifyInstance;
let admin: Record<string, string>;
let member: Record<string, string>;
let psaAdmin: Record<string, string>;

const today = sydneyDateOf(new Date());
const [year, month] = today.split('-').map(Number) as [number, number];
/** 'YYYY-MM' of the month `n` months before today's. */
const monthAgo = (n: number) => {
  const d = new Date(Date.UTC(year, month - 1 - n, 1));
  return d.toISOString().slice(0, 7);
};
/** The first day of that month. */
const firstOf = (n: number) => `${monthAgo(n)}-01`;
/** The last day of that month. */
const lastOf = (n: number) => new Date(Date.UTC(year, month - n, 0)).toISOString().slice(0, 10);
/** Today plus `days` (a date). */
const inDays = (days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const insights = async (headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/insights', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TInsightsResponse;
};

beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'insights-admin@example.com', role: 1 });
  await buildUser(app, { email: 'insights-member@example.com' });
  await buildUser(app, { email: 'insights-admin@example.com', role: 1, tenantId: 'psa' });
  admin = (await signIn(app, 'insights-admin@example.com')).headers;
  member = (await signIn(app, 'insights-member@example.com')).headers;
  psaAdmin = (await signIn(app, 'insights-admin@example.com', 'psa')).headers;

  const [a, b, c, d, e, f, g] = await Promise.all(
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => buildUser(app, { email: `ins-${n}@example.com` })),
  );
  const psaPerson = await buildUser(app, { email: 'ins-psa@example.com', tenantId: 'psa' });
  const cancelledAt = new Date(`${firstOf(1)}T02:00:00Z`);
  const row = (userId: string, values: Partial<typeof memberships.$inferInsert>) => ({
    tenantId: 'ota',
    userId,
    membershipName: 'Full member',
    memberStatus: 'Active',
    joinDate: firstOf(30),
    ...values,
  });
  await app.database.db.insert(memberships).values([
    row(a!.id, { joinDate: firstOf(3), renewedToDate: inDays(20) }),
    row(b!.id, { membershipName: 'Student', renewedToDate: inDays(45) }),
    row(c!.id, { memberStatus: 'Expired', renewedToDate: lastOf(5) }),
    row(d!.id, {
      membershipName: 'Life member',
      memberStatus: 'Life',
      isLifeMember: true,
      joinDate: firstOf(10),
    }),
    row(e!.id, { memberStatus: 'Cancelled', renewedToDate: inDays(200), cancelledAt }),
    row(f!.id, { memberStatus: 'Pending', joinDate: null }),
    row(g!.id, { renewedToDate: inDays(80) }),
    { ...row(psaPerson.id, { renewedToDate: inDays(10), joinDate: firstOf(2) }), tenantId: 'psa' },
  ]);

  const { event, prices } = await buildEvent(app);
  await buildTicket(app, { eventId: event.id, priceId: prices[0]!.id, userId: a!.id });
  const gone = await buildTicket(app, { eventId: event.id, priceId: prices[0]!.id, userId: b!.id });
  await app.database.db.update(tickets).set({ cancelledAt: new Date() }).where(eq(tickets.id, gone.id));
  const invoice = (userId: string, n: number, values: Partial<typeof invoices.$inferInsert>) => ({
    tenantId: 'ota' as const,
    userId,
    invoiceNum: `INS-${n}`,
    invoiceDate: today,
    dueDate: today,
    description: 'Ticket',
    status: 'Paid',
    totalIncGstCents: 12150,
    totalExcGstCents: 11045,
    gstCents: 1105,
    paidCents: 12150,
    refundedCents: 150,
    userFullName: 'Someone',
    lineItems: [],
    kind: 'event',
    ...values,
  });
  await app.database.db
    .insert(invoices)
    .values([
      invoice(a!.id, 1, {}),
      invoice(b!.id, 2, { kind: 'membership', paidCents: 50000, totalIncGstCents: 50000, refundedCents: 0 }),
      invoice(g!.id, 3, { status: 'Pending', paidCents: 0, refundedCents: 0 }),
      { ...invoice(psaPerson.id, 4, { refundedCents: 0 }), tenantId: 'psa' },
    ]);

  const periodStart = `${year}-01-01`;
  const periodEnd = `${year}-12-31`;
  await app.database.db.insert(cpdPeriods).values([
    { tenantId: 'ota', userId: a!.id, periodStartDate: periodStart, periodEndDate: periodEnd },
    { tenantId: 'ota', userId: b!.id, periodStartDate: periodStart, periodEndDate: periodEnd },
    {
      tenantId: 'ota',
      userId: g!.id,
      periodStartDate: periodStart,
      periodEndDate: periodEnd,
      minimumRequiredHours: 10,
    },
    { tenantId: 'psa', userId: psaPerson.id, periodStartDate: periodStart, periodEndDate: periodEnd },
  ]);
  const record = (userId: string, hours: number, completedDate = periodStart) => ({
    tenantId: 'ota' as const,
    userId,
    title: 'Workshop',
    completedDate,
    hours,
  });
  await app.database.db
    .insert(cpdRecords)
    .values([
      record(a!.id, 12),
      record(a!.id, 8),
      record(b!.id, 5),
      record(b!.id, 30, `${year - 1}-12-31`),
      record(g!.id, 10),
    ]);

  const community = await buildCommunity(app);
  const post = await buildPost(app, community.id, a!.id);
  await buildPost(app, community.id, b!.id, { status: 3 });
  await app.database.db
    .insert(postComments)
    .values({ tenantId: 'ota', postId: post.id, body: 'Nice', createdByUserId: b!.id });
  const psaCommunity = await buildCommunity(app, { tenantId: 'psa' });
  await buildPost(app, psaCommunity.id, psaPerson.id, { tenantId: 'psa' });
});
afterAll(async () => app.close());

describe('GET /api/admin/insights', () => {
  it('answers 403 to a member and 401 without a token', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/insights', headers: member })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/insights' })).statusCode).toBe(401);
  });

  it('snapshots members by status and current members by type at each month end', async () => {
    const body = await insights(admin);
    expect(body.asOf).toBe(today);
    const byStatus = (m: string) =>
      Object.fromEntries(body.membersByStatus.filter((r) => r.month === m).map((r) => [r.status, r.members]));
    // Today: a, b and g paid ahead; c expired; d life; e cancelled last month; f pending is not counted.
    expect(byStatus(monthAgo(0))).toEqual({ Active: 3, Expired: 1, Life: 1, Cancelled: 1 });
    // Four months ago: a had not joined; e was not cancelled yet; c paid only to five months ago.
    expect(byStatus(monthAgo(4))).toEqual({ Active: 3, Expired: 1, Life: 1 });
    // Before d joined (10 months ago) and beyond: b, c (paid to 5 months ago), e, g.
    expect(byStatus(monthAgo(12))).toEqual({ Active: 4 });
    const byType = Object.fromEntries(
      body.membersByType.filter((r) => r.month === monthAgo(0)).map((r) => [r.membershipName, r.members]),
    );
    expect(byType).toEqual({ 'Full member': 2, Student: 1, 'Life member': 1 });
  });

  it('counts joins and lapses per month over 24 months', async () => {
    const { joinsLapses } = await insights(admin);
    expect(joinsLapses).toHaveLength(INSIGHTS_MONTHS);
    expect(joinsLapses[0]!.month).toBe(monthAgo(INSIGHTS_MONTHS - 1));
    expect(joinsLapses.at(-1)!.month).toBe(monthAgo(0));
    const nonZero = joinsLapses.filter((r) => r.joins || r.lapses);
    expect(nonZero).toEqual([
      { month: monthAgo(10), joins: 1, lapses: 0 },
      { month: monthAgo(5), joins: 0, lapses: 1 },
      { month: monthAgo(3), joins: 1, lapses: 0 },
      { month: monthAgo(1), joins: 0, lapses: 1 },
    ]);
  });

  it('counts renewals due in 30/60/90 days, as the filtered member list does', async () => {
    const { renewalsDue } = await insights(admin);
    expect(renewalsDue).toEqual([
      { days: 30, members: 1 },
      { days: 60, members: 2 },
      { days: 90, members: 3 },
    ]);
    for (const { days, members } of renewalsDue) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/memberships?renewalDue=${days}&page=1&size=50`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().totalItems).toBe(members);
    }
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/memberships?renewalDue=45',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sums registrations and paid event revenue (dollars, refunds off) per month', async () => {
    const { events } = await insights(admin);
    expect(events).toHaveLength(INSIGHTS_MONTHS);
    expect(events.at(-1)).toEqual({ month: monthAgo(0), registrations: 1, revenue: 120 });
    expect(events.slice(0, -1).every((r) => r.registrations === 0 && r.revenue === 0)).toBe(true);
  });

  it('reports CPD compliance per period from the records within it', async () => {
    const { cpdCompliance } = await insights(admin);
    expect(cpdCompliance).toEqual([
      { periodStart: `${year}-01-01`, periodEnd: `${year}-12-31`, members: 3, compliant: 2, share: 0.6667 },
    ]);
  });

  it('counts published posts, comments and active members per month', async () => {
    const { community } = await insights(admin);
    expect(community.at(-1)).toEqual({ month: monthAgo(0), posts: 1, comments: 1, activeMembers: 2 });
  });

  it("keeps each tenant's figures apart", async () => {
    const body = await insights(psaAdmin);
    expect(body.renewalsDue.map((r) => r.members)).toEqual([1, 1, 1]);
    expect(body.membersByStatus.filter((r) => r.month === monthAgo(0))).toEqual([
      { month: monthAgo(0), status: 'Active', members: 1 },
    ]);
    expect(body.events.at(-1)).toEqual({ month: monthAgo(0), registrations: 0, revenue: 121.5 });
    expect(body.cpdCompliance).toEqual([
      { periodStart: `${year}-01-01`, periodEnd: `${year}-12-31`, members: 1, compliant: 0, share: 0 },
    ]);
    expect(body.community.at(-1)).toEqual({ month: monthAgo(0), posts: 1, comments: 0, activeMembers: 1 });
  });
});
