/**
 * The signed-in actor kept in memory (issue 37 point 1, plugins/actor-cache.ts): a signed-in request reads no
 * actor from the database once remembered, and a change made anywhere (another replica, another connection)
 * reaches every replica within a second through the `portal_actor` notifications of migration 0018.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { UserRole } from '@portal/contracts';
import { buildTwinApps } from '../../test/helper';
import { buildUser, signIn } from '../../test/factories/users';
import { addMember, buildCommunity } from '../../test/factories/communities';
import { ActorCache } from './actor-cache';
import type { Actor } from './actor';
import type { ListenHandlers } from '../db/listen';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Polls `probe` every 20 ms until it is true; answers the time it took (ms), or fails after `limitMs`. */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await sleep(20);
  }
  return Date.now() - started;
}

describe('ActorCache', () => {
  const actor = (id: string) => ({ id, permissions: {}, contactTypes: [] }) as unknown as Actor;
  const started = async () => {
    const cache = new ActorCache();
    let handlers: ListenHandlers | null = null;
    await cache.start({
      listen: async (_channel, h) => {
        handlers = h;
        h.onState(true);
        return async () => undefined;
      },
    });
    return { cache, handlers: handlers! };
  };

  it('remembers a loaded actor and forgets it on its notification', async () => {
    const { cache, handlers } = await started();
    let loads = 0;
    const load = async () => (loads++, actor('u1'));
    await cache.get('ota', 'u1', load);
    await cache.get('ota', 'u1', load);
    expect(loads).toBe(1);
    expect(Object.isFrozen(await cache.get('ota', 'u1', load))).toBe(true);
    handlers.onMessage('ota:u1');
    await cache.get('ota', 'u1', load);
    expect(loads).toBe(2);
    // Another tenant's user of the same id is another actor.
    await cache.get('psa', 'u1', load);
    expect(loads).toBe(3);
  });

  it('does not remember a load that an invalidation overtook', async () => {
    const { cache, handlers } = await started();
    let release: () => void = () => undefined;
    const slow = cache.get('ota', 'u1', () => new Promise<Actor>((r) => (release = () => r(actor('u1')))));
    handlers.onMessage('ota:u1');
    release();
    await slow;
    expect(cache.size).toBe(0);
  });

  it('remembers nothing while notifications are interrupted', async () => {
    const { cache, handlers } = await started();
    await cache.get('ota', 'u1', async () => actor('u1'));
    expect(cache.size).toBe(1);
    handlers.onState(false);
    expect(cache.size).toBe(0);
    let loads = 0;
    await cache.get('ota', 'u1', async () => (loads++, actor('u1')));
    await cache.get('ota', 'u1', async () => (loads++, actor('u1')));
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe.skipIf(!onPostgres)('actors on two replicas of one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let outside: pg.Pool;
  beforeAll(async () => {
    [a, b] = await buildTwinApps();
    const url = (a.database.pool!.options as { connectionString: string }).connectionString;
    outside = new pg.Pool({ connectionString: url, max: 1 });
    outside.on('error', () => undefined);
  });
  afterAll(async () => {
    await outside?.end();
    await b?.close();
    await a?.close();
  });

  const roleOn = async (app: FastifyInstance, headers: Record<string, string>) =>
    (await app.inject({ url: '/api/v1/permission', headers })).json().role as number;

  it('answers a signed-in request from memory once the actor is known', async () => {
    const user = await buildUser(a, { email: 'remembered@example.com', firstName: 'Before' });
    const { headers } = await signIn(b, 'remembered@example.com');
    const nameOn = async () => (await b.inject({ url: '/api/v1/account', headers })).json().firstName;
    expect(await nameOn()).toBe('Before');
    // Behind the cache's back (no notification): the remembered actor still answers.
    await outside.query('alter table users disable trigger users_actor_changed');
    try {
      await outside.query(`update users set first_name = 'After' where id = $1`, [user.id]);
    } finally {
      await outside.query('alter table users enable trigger users_actor_changed');
    }
    expect(await nameOn()).toBe('Before');
  });

  it('sees a role changed by any connection on every replica within a second', async () => {
    const user = await buildUser(a, { email: 'promoted@example.com' });
    const onA = (await signIn(a, 'promoted@example.com')).headers;
    const onB = (await signIn(b, 'promoted@example.com')).headers;
    expect(await roleOn(a, onA)).toBe(UserRole.Standard);
    expect(await roleOn(b, onB)).toBe(UserRole.Standard);
    await outside.query('update users set role = $1 where id = $2', [UserRole.Admin, user.id]);
    expect(await within(1_000, async () => (await roleOn(a, onA)) === UserRole.Admin)).toBeLessThan(1_000);
    expect(await within(1_000, async () => (await roleOn(b, onB)) === UserRole.Admin)).toBeLessThan(1_000);
  });

  it('signs out everywhere: the old token fails at once on the replica that did it, within a second on the other', async () => {
    await buildUser(a, { email: 'staff-twin@example.com', role: UserRole.Admin });
    const member = await buildUser(a, { email: 'leaving@example.com' });
    const staff = (await signIn(a, 'staff-twin@example.com')).headers;
    const old = (await signIn(a, 'leaving@example.com')).headers;
    expect((await b.inject({ url: '/api/v1/permission', headers: old })).statusCode).toBe(200);
    expect((await a.inject({ url: '/api/v1/permission', headers: old })).statusCode).toBe(200);
    const out = await a.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${member.id}/sign-out-everywhere`,
      headers: staff,
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await a.inject({ url: '/api/v1/permission', headers: old })).statusCode).toBe(401);
    await within(
      1_000,
      async () => (await b.inject({ url: '/api/v1/permission', headers: old })).statusCode === 401,
    );
  });

  it('sees a moderator appointed, and their community deleted, on every replica within a second', async () => {
    const user = await buildUser(a, { email: 'appointed@example.com' });
    const onB = (await signIn(b, 'appointed@example.com')).headers;
    const moderatedOnB = async () =>
      (await b.inject({ url: '/api/v1/permission', headers: onB })).json().moderatedCommunityCount as number;
    expect(await moderatedOnB()).toBe(0);
    const community = await buildCommunity(a);
    await addMember(a, community.id, user.id, { role: 'Moderator' });
    await within(1_000, async () => (await moderatedOnB()) === 1);
    await outside.query('update communities set is_deleted = true where id = $1', [community.id]);
    await within(1_000, async () => (await moderatedOnB()) === 0);
  });

  it('reads every actor from the database while its notifications are interrupted, and listens again', async () => {
    const user = await buildUser(a, { email: 'interrupted@example.com' });
    const onB = (await signIn(b, 'interrupted@example.com')).headers;
    expect(await roleOn(b, onB)).toBe(UserRole.Standard);
    expect(b.actors.size).toBeGreaterThan(0);
    // Cut the listening connections (as a failover or a network cut would).
    await outside.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen "portal_actor"'`,
    );
    await within(1_000, async () => b.actors.size === 0);
    await outside.query('alter table users disable trigger users_actor_changed');
    try {
      await outside.query('update users set role = $1 where id = $2', [UserRole.Admin, user.id]);
    } finally {
      await outside.query('alter table users enable trigger users_actor_changed');
    }
    // Nothing was notified, yet the change is seen: nothing is remembered while not listening.
    expect(await roleOn(b, onB)).toBe(UserRole.Admin);
    // The listener comes back (every second) and the cache is used again.
    await within(3_000, async () => {
      await roleOn(b, onB);
      return b.actors.size > 0;
    });
  });
});
