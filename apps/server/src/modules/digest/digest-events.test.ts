/**
 * The digest's upcoming events for one member (issue 38 point 2 "upcoming events that match their interests
 * and segments", docs/digest.md "Event segments"): events targeted at one of the member's segments and events
 * whose category or tag names one of their interests come first; events targeted only at segments the member
 * lacks are left out; untargeted events still appear; the section's total counts what the member may get.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildEvent } from '../../../test/factories/events';
import { eventCategories, segments, userSegments } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { memberSegments, upcomingEvents } from './digest.repository';

const HOUR = 3600_000;
let app: FastifyInstance;
let member: Awaited<ReturnType<typeof buildUser>>;
let stranger: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const [a, b, x] = await db
    .insert(segments)
    .values([
      { tenantId: 'ota', name: 'Hand therapy', type: 'areaofpractices' },
      { tenantId: 'ota', name: 'Aged care', type: 'areaofpractices' },
      { tenantId: 'ota', name: 'Paediatrics', type: 'interest' },
    ])
    .returning();
  member = await buildUser(app, { firstName: 'Ada' });
  stranger = await buildUser(app, { firstName: 'Cy' });
  await db.insert(userSegments).values([
    { tenantId: 'ota', userId: member.id, segmentId: a!.id },
    { tenantId: 'ota', userId: member.id, segmentId: x!.id },
  ]);
  // The category's label is the interest's name in another case and with spaces: still a match.
  const [category] = await db
    .insert(eventCategories)
    .values({ tenantId: 'ota', label: ' paediatrics ' })
    .returning();
  // Soonest first in time: an open event, the B-targeted one, the A-targeted one, the interest matches, a late one.
  await buildEvent(app, { title: 'Open early', startInHours: 24 });
  await buildEvent(app, { title: 'Aged care only', startInHours: 30, segmentIds: [b!.id] });
  await buildEvent(app, { title: 'Hand therapy forum', startInHours: 96, segmentIds: [a!.id, b!.id] });
  await buildEvent(app, { title: 'Paediatric category', startInHours: 110, categoryId: category!.id });
  await buildEvent(app, { title: 'Paediatric tag', startInHours: 120, tagLabels: ['PAEDIATRICS'] });
  await buildEvent(app, { title: 'Late open', startInHours: 200 });
  await buildEvent(app, { title: 'Draft for A', startInHours: 50, segmentIds: [a!.id], isPublished: false });
});

afterAll(async () => {
  await app?.close();
});

/** The titles of the member's upcoming events of the next 14 days, in the digest's order, and the total. */
async function upcomingFor(userId: string) {
  const scope = tenantScope(app.database.db, 'ota');
  const mine = await memberSegments(scope, userId);
  const now = new Date();
  const result = await upcomingEvents(
    scope,
    { segmentIds: mine.ids, interestNames: mine.interests },
    now,
    new Date(now.getTime() + 14 * 24 * HOUR),
  );
  return { titles: result.items.map((item) => item.title), total: result.total };
}

describe('upcoming events of the digest', () => {
  it("puts the member's segment and interest matches first and leaves out other segments' events", async () => {
    const { titles, total } = await upcomingFor(member.id);
    expect(titles).toEqual([
      'Hand therapy forum',
      'Paediatric category',
      'Paediatric tag',
      'Open early',
      'Late open',
    ]);
    expect(total).toBe(5);
  });

  it('gives a member with no segments or interests the untargeted events only, soonest first', async () => {
    const { titles, total } = await upcomingFor(stranger.id);
    expect(titles).toEqual(['Open early', 'Paediatric category', 'Paediatric tag', 'Late open']);
    expect(total).toBe(4);
  });

  it('renders the same choice in the digest a staff preview shows', async () => {
    const admin = await buildUser(app, { role: 1 });
    const { headers } = await signIn(app, admin.email);
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/digest/preview?userId=${member.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const text: string = res.json().text;
    expect(text).toContain('Hand therapy forum');
    expect(text).not.toContain('Aged care only');
    expect(text).not.toContain('Draft for A');
    expect(text.indexOf('Paediatric tag')).toBeLessThan(text.indexOf('Open early'));
  });
});
