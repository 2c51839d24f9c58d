/**
 * The account's segments kept with the remembered actor (issue 37 point 2; account.service.ts `accountOf`,
 * plugins/actor-cache.ts `attached`, migration 0021): a remembered account reads no segments from the database,
 * and a change of a user's segments or of a segment's name, made by any connection, is seen within a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ZAccount } from '@portal/contracts';
import { buildTestApp, buildTwinApps } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { segments, userSegments } from '../../db/schema/index';
import { findUserSegments } from './account.repository';
import { tenantScope } from '../../db/tenant-scope';

const onPostgres = Boolean(process.env.DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every 20 ms until it is true, or fails after `limitMs`. */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await sleep(20);
  }
}

/** The names of the account's segments as one app answers them (parsed with the contract). */
async function segmentNames(app: FastifyInstance, headers: Record<string, string>): Promise<string[]> {
  const res = await app.inject({ url: '/api/v1/account', headers });
  expect(res.statusCode).toBe(200);
  return ZAccount.parse(res.json()).segments.map((s) => s.segmentName);
}

describe('GET api/v1/account: segments', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('answers the segments as the query does, and sees a segment added, renamed or removed', async () => {
    const db = app.database.db;
    const user = await buildUser(app, { email: 'segmented@example.com' });
    const { headers } = await signIn(app, 'segmented@example.com');
    const [b, a] = await db
      .insert(segments)
      .values([
        { tenantId: 'ota', name: 'Seg B', type: 'interest' },
        { tenantId: 'ota', name: 'Seg A', type: 'interest' },
      ])
      .returning();
    await db.insert(userSegments).values({ tenantId: 'ota', userId: user.id, segmentId: b!.id });
    expect(await segmentNames(app, headers)).toEqual(['Seg B']);
    await db.insert(userSegments).values({ tenantId: 'ota', userId: user.id, segmentId: a!.id });
    await within(1_000, async () => (await segmentNames(app, headers)).length === 2);
    const answer = ZAccount.parse((await app.inject({ url: '/api/v1/account', headers })).json());
    const scope = tenantScope(db, 'ota');
    expect(answer.segments).toEqual(await findUserSegments(scope, user.id));
    expect(answer.segments.map((s) => s.segmentName)).toEqual(['Seg A', 'Seg B']);
    await db.update(segments).set({ name: 'Seg C' }).where(eq(segments.id, a!.id));
    await within(1_000, async () => (await segmentNames(app, headers)).join() === 'Seg B,Seg C');
    await db.delete(userSegments).where(eq(userSegments.segmentId, b!.id));
    await within(1_000, async () => (await segmentNames(app, headers)).join() === 'Seg C');
  });

  it('reads the segments once while the actor is remembered', async () => {
    const db = app.database.db;
    const user = await buildUser(app, { email: 'remembered-seg@example.com' });
    const { headers } = await signIn(app, 'remembered-seg@example.com');
    const [seg] = await db
      .insert(segments)
      .values({ tenantId: 'ota', name: 'Kept', type: 'interest' })
      .returning();
    await db.insert(userSegments).values({ tenantId: 'ota', userId: user.id, segmentId: seg!.id });
    await within(1_000, async () => (await segmentNames(app, headers)).join() === 'Kept');
    let loads = 0;
    const real = app.actors.attached.bind(app.actors);
    app.actors.attached = (tenantId, userId, kind, load) =>
      real(tenantId, userId, kind, async () => (loads++, load()));
    try {
      // Notifications of the set-up writes may still arrive (PGlite delivers them late): then one reload.
      await within(1_000, async () => {
        loads = 0;
        await segmentNames(app, headers);
        await segmentNames(app, headers);
        return loads === 0;
      });
    } finally {
      app.actors.attached = real;
    }
  });
});

describe.skipIf(!onPostgres)('account segments on two replicas of one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    [a, b] = await buildTwinApps();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("sees another replica's segment change within a second, and answers from memory until then", async () => {
    const user = await buildUser(a, { email: 'twin-seg@example.com' });
    const onB = (await signIn(b, 'twin-seg@example.com')).headers;
    const [seg] = await a.database.db
      .insert(segments)
      .values({ tenantId: 'ota', name: 'Twin', type: 'interest' })
      .returning();
    expect(await segmentNames(b, onB)).toEqual([]);
    // Behind the cache's back (no notification): the remembered segments still answer.
    const url = (a.database.pool!.options as { connectionString: string }).connectionString;
    const pg = (await import('pg')).default;
    const outside = new pg.Client({ connectionString: url });
    await outside.connect();
    try {
      await outside.query('alter table user_segments disable trigger user_segments_actor_changed');
      await outside.query(
        `insert into user_segments (tenant_id, user_id, segment_id) values ('ota', $1, $2)`,
        [user.id, seg!.id],
      );
      await outside.query('alter table user_segments enable trigger user_segments_actor_changed');
      expect(await segmentNames(b, onB)).toEqual([]);
      await outside.query(`update segments set name = 'Twin renamed' where id = $1`, [seg!.id]);
      await within(1_000, async () => (await segmentNames(b, onB)).join() === 'Twin renamed');
      await outside.query('delete from user_segments where user_id = $1', [user.id]);
      await within(1_000, async () => (await segmentNames(b, onB)).length === 0);
    } finally {
      await outside.end();
    }
  });
});
