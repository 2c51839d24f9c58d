/**
 * The dashboard's meetings as JSON from PostgreSQL (issue 37 point 2; `findDashboardMeetingsJson`): the answer
 * is, field for field, the presenter's (`dashboardMeetings`), for callers of every kind, and the SQL twin of
 * `rsvpClosedReason` gives what the contracts' rule gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rsvpClosedReason, RsvpStatus, ZMeetingsResponse } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity } from '../../../test/factories/communities';
import { buildMeeting } from '../../../test/factories/meetings';
import {
  communities,
  meetingAssets,
  meetingCards,
  meetingFavorites,
  meetingUsers,
  meetings,
  users,
} from '../../db/schema/index';
import { findActorById } from '../../plugins/actor';
import { rsvpClosedReasonSql } from './meetings.policy';
import { dashboardMeetings } from './meetings.service';
import { and, eq, inArray } from 'drizzle-orm';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('rsvpClosedReasonSql', () => {
  it('gives what rsvpClosedReason gives over a table of cases', async () => {
    const now = Date.UTC(2026, 11, 5, 12, 0, 0, 0);
    const min = 60_000;
    const cases = [
      { start: now - 120 * min, duration: 60, rsvp: null },
      { start: now - 60 * min, duration: 60, rsvp: null },
      { start: now - 60 * min + 1, duration: 60, rsvp: null },
      { start: now - 30 * min, duration: 60, rsvp: now - 1 },
      { start: now + 60 * min, duration: 60, rsvp: now - 1 },
      { start: now + 60 * min, duration: 60, rsvp: now },
      { start: now + 60 * min, duration: 60, rsvp: now + 1 },
      { start: now + 60 * min, duration: 0, rsvp: null },
      { start: now, duration: 0, rsvp: null },
      { start: now, duration: 0, rsvp: now + min },
      { start: now - 1, duration: 1, rsvp: now - 2 },
    ];
    for (const c of cases) {
      const ts = (ms: number | null) =>
        ms === null ? sql`null::timestamptz` : sql`${new Date(ms).toISOString()}::timestamptz`;
      const { rows } = (await app.database.db.execute(
        sql`select ${rsvpClosedReasonSql(
          { startDate: ts(c.start), duration: sql`${c.duration}::int`, rsvpDate: ts(c.rsvp) },
          ts(now),
        )} as v`,
      )) as unknown as { rows: { v: string | null }[] };
      const expected = rsvpClosedReason(
        {
          startDate: new Date(c.start),
          duration: c.duration,
          rsvpDate: c.rsvp === null ? null : new Date(c.rsvp),
        },
        now,
      );
      expect([c, rows[0]!.v]).toEqual([c, expected]);
    }
  });
});

describe('GET api/v1/dashboard/meetings from PostgreSQL', () => {
  it('answers, field for field, what the presenter answers, for every kind of caller and page', async () => {
    const db = app.database.db;
    const member = await buildUser(app, { email: 'dj-member@example.com', firstName: 'Zed', lastName: 'A' });
    const other = await buildUser(app, { email: 'dj-other@example.com', firstName: 'Amy', lastName: 'B' });
    const outsider = await buildUser(app, {
      email: 'dj-outsider@example.com',
      firstName: 'Bob',
    });
    await db
      .update(users)
      .set({ avatarUrl: 'avatars/bob.png', pronoun: 'he' })
      .where(eq(users.id, outsider.id));
    const admin = await buildUser(app, { email: 'dj-admin@example.com', role: 1 });
    const flagged = await buildUser(app, {
      email: 'dj-flag@example.com',
      permissions: { meetingAll: true } as never,
    });
    const community = await buildCommunity(app, { name: 'Dash' });
    await db.update(communities).set({ imageUrl: 'covers/c.png' }).where(eq(communities.id, community.id));
    const auto = await buildCommunity(app, { name: 'Auto', isAutoJoin: true });
    await addMember(app, community.id, member.id);
    await addMember(app, community.id, other.id, { role: 'Moderator' });
    const hour = 60;
    const made = [
      await buildMeeting(app, community.id, {
        visible: 1,
        toDashBoard: true,
        startInMinutes: 2 * hour,
        imageKey: 'm/1.png',
        rsvpDate: new Date(Date.now() - 1000),
      }),
      await buildMeeting(app, community.id, {
        visible: 2,
        toDashBoard: true,
        startInMinutes: 3 * hour,
        meetingCode: 'C',
        meetingPassword: 'P',
      }),
      await buildMeeting(app, community.id, {
        visible: 3,
        startInMinutes: 4 * hour,
        invite: [member.id, other.id],
      }),
      await buildMeeting(app, community.id, { visible: 1, startInMinutes: 5 * hour }),
      await buildMeeting(app, community.id, {
        visible: 1,
        toDashBoard: true,
        startInMinutes: -30,
        duration: 120,
        notifiedAt: new Date(),
        sendNotification: true,
      }),
      await buildMeeting(app, community.id, { visible: 1, toDashBoard: true, startInMinutes: -300 }),
      await buildMeeting(app, auto.id, {
        visible: 2,
        toDashBoard: true,
        startInMinutes: 6 * hour,
        imageKey: 'https://cdn.example.com/i.png',
      }),
      await buildMeeting(app, community.id, {
        visible: 1,
        toDashBoard: true,
        startInMinutes: 7 * hour,
        createdByUserId: other.id,
      }),
    ];
    await db.insert(meetingUsers).values([
      { tenantId: 'ota', meetingId: made[0]!.id, userId: member.id, status: RsvpStatus.Going },
      {
        tenantId: 'ota',
        meetingId: made[0]!.id,
        userId: other.id,
        status: RsvpStatus.NoResponse,
        invited: true,
      },
      { tenantId: 'ota', meetingId: made[0]!.id, userId: outsider.id, status: RsvpStatus.Going },
      { tenantId: 'ota', meetingId: made[3]!.id, userId: member.id, status: RsvpStatus.Going },
      { tenantId: 'ota', meetingId: made[7]!.id, userId: member.id, status: RsvpStatus.CantGo },
    ]);
    await db.insert(meetingFavorites).values({ tenantId: 'ota', meetingId: made[1]!.id, userId: member.id });
    await db.insert(meetingAssets).values([
      {
        tenantId: 'ota',
        meetingId: made[0]!.id,
        fileName: 'b.pdf',
        key: 'meetings/b.pdf',
        createdAt: new Date(2026, 0, 2),
      },
      {
        tenantId: 'ota',
        meetingId: made[0]!.id,
        fileName: 'a.pdf',
        key: 'meetings/a.pdf',
        createdAt: new Date(2026, 0, 1),
      },
    ]);
    for (const user of [member, other, outsider, admin, flagged]) {
      const { headers } = await signIn(app, user.email);
      const actor = (await findActorById(app.scopeOf('ota'), user.id))!;
      const ctx = { scope: app.scopeOf('ota'), actor };
      for (const query of [
        { page: 1, pageSize: 100, viewMeetsWithAllAnswers: false },
        { page: 1, pageSize: 100, viewMeetsWithAllAnswers: true },
        { page: 2, pageSize: 2, viewMeetsWithAllAnswers: false },
        { page: 9, pageSize: 2, viewMeetsWithAllAnswers: true },
      ]) {
        const res = await app.inject({
          url: `/api/v1/dashboard/meetings?page=${query.page}&pageSize=${query.pageSize}&viewMeetsWithAllAnswers=${query.viewMeetsWithAllAnswers}`,
          headers,
        });
        expect(res.statusCode).toBe(200);
        const before = ZMeetingsResponse.parse(await dashboardMeetings(ctx, query));
        expect([user.email, query, ZMeetingsResponse.parse(res.json())]).toEqual([user.email, query, before]);
        expect(res.json()).toEqual(before);
      }
    }
    const { headers } = await signIn(app, member.email);
    const mine = ZMeetingsResponse.parse(
      (await app.inject({ url: '/api/v1/dashboard/meetings?page=1&pageSize=100', headers })).json(),
    );
    const first = mine.meets.find((m) => m.meet.id === made[0]!.id)!;
    expect(first.meet.users.map((u) => u.firstName)).toEqual(['Amy', 'Bob', 'Zed']);
    expect(first.meet.assets.map((a) => a.fileName)).toEqual(['a.pdf', 'b.pdf']);
    expect(first).toMatchObject({
      status: RsvpStatus.Going,
      meet: { goingCount: 2, rsvpClosedReason: 'deadline' },
    });
    expect(mine.meets.map((m) => m.meet.id)).not.toContain(made[7]!.id);
  });
});

describe('stored meeting cards (migration 0047)', () => {
  it('stay what the tables give after every kind of write, and a missing card answers the same text', async () => {
    const db = app.database.db;
    const viewer = await buildUser(app, { email: 'mc-viewer@example.com', firstName: 'Vera', lastName: 'V' });
    const amy = await buildUser(app, { email: 'mc-amy@example.com', firstName: 'Amy', lastName: 'B' });
    const bob = await buildUser(app, { email: 'mc-bob@example.com', firstName: 'Bob', lastName: 'C' });
    const community = await buildCommunity(app, { name: 'Cards' });
    const elsewhere = await buildCommunity(app, { name: 'Elsewhere' });
    await addMember(app, community.id, viewer.id);
    await addMember(app, elsewhere.id, viewer.id);
    const made = [
      await buildMeeting(app, community.id, { toDashBoard: true, startInMinutes: 60, invite: [amy.id] }),
      await buildMeeting(app, community.id, { toDashBoard: true, startInMinutes: 120 }),
    ];
    const ids = made.map((m) => m.id);
    const { headers } = await signIn(app, viewer.email);
    const answer = async () => {
      const res = await app.inject({ url: '/api/v1/dashboard/meetings?page=1&pageSize=100', headers });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const stored = async () =>
      (
        await db
          .select({ id: meetingCards.meetingId, card: meetingCards.card })
          .from(meetingCards)
          .where(inArray(meetingCards.meetingId, ids))
      ).sort((a, b) => a.id.localeCompare(b.id));
    /** The stored cards equal freshly built ones, and the answer from them equals the one built without them. */
    const check = async (step: string) => {
      const kept = await stored();
      expect([step, kept.length]).toEqual([step, ids.length]);
      const fromCards = await answer();
      await db.delete(meetingCards).where(inArray(meetingCards.meetingId, ids));
      const built = await answer();
      await db.execute(
        sql`select portal_meeting_cards_refresh(${sql.raw(`array['${ids.join("','")}']::uuid[]`)})`,
      );
      expect([step, await stored()]).toEqual([step, kept]);
      expect([step, fromCards]).toEqual([step, built]);
      return fromCards;
    };
    const first = await check('inserted');
    expect(first).toContain('"firstName" : "Amy"');
    await db.insert(meetingUsers).values([
      { tenantId: 'ota', meetingId: made[0]!.id, userId: bob.id, status: RsvpStatus.Going },
      { tenantId: 'ota', meetingId: made[1]!.id, userId: amy.id, status: RsvpStatus.CantGo },
    ]);
    await check('participants added');
    await db
      .update(meetingUsers)
      .set({ status: RsvpStatus.Going })
      .where(and(eq(meetingUsers.meetingId, made[0]!.id), eq(meetingUsers.userId, amy.id)));
    await check('an answer changed');
    await db
      .update(users)
      .set({ firstName: 'Zoe', avatarUrl: 'avatars/z.png', pronoun: 'she' })
      .where(eq(users.id, amy.id));
    expect(await check('a participant renamed')).toContain('"firstName" : "Zoe"');
    await db.insert(meetingAssets).values({
      tenantId: 'ota',
      meetingId: made[1]!.id,
      fileName: 'notes.pdf',
      key: 'meetings/notes.pdf',
    });
    expect(await check('an asset added')).toContain('/api/v1/community/files/meetings/notes.pdf');
    await db.delete(meetingAssets).where(eq(meetingAssets.meetingId, made[1]!.id));
    await check('an asset deleted');
    await db
      .update(communities)
      .set({ name: 'Cards renamed', imageUrl: 'covers/n.png' })
      .where(eq(communities.id, community.id));
    expect(await check('the community renamed')).toContain('Cards renamed');
    await db
      .update(meetings)
      .set({ name: 'Moved', communityId: elsewhere.id, imageKey: 'm/2.png', rsvpDate: new Date() })
      .where(eq(meetings.id, made[1]!.id));
    expect(await check('a meeting edited and moved')).toContain('"name" : "Moved"');
    await db.delete(meetingUsers).where(eq(meetingUsers.userId, bob.id));
    await check('a participant removed');
    await db.delete(users).where(eq(users.id, amy.id));
    expect(await check('a participant deleted')).not.toContain('Zoe');
  });
});
