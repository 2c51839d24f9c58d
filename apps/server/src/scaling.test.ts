/**
 * Running as several replicas (issue 17, docs/scaling.md): readiness distinct from liveness, graceful
 * shutdown, 503 (not 500) while the database is unreachable, the advisory-lock job helper, and the content
 * count cache keyed by the database's content version. With `DATABASE_URL`, two apps on one database (two
 * pools, as two replicas) also share the rate-limit counters, see each other's content writes at once and
 * exclude each other from a locked job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildAppOn, buildTestApp, buildTwinApps, hostOf } from '../test/helper';
import { buildUser, signIn } from '../test/factories/users';
import { openDatabase } from './db/client';
import { contentItems } from './db/schema/index';
import { tenantScope } from './db/tenant-scope';
import { withAdvisoryLock } from './db/jobs';
import { invalidateContentCounts } from './modules/content/query';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './plugins/errors';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('readiness, liveness and graceful shutdown', () => {
  let app: FastifyInstance;
  let started: () => void = () => undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/test/slow', async () => {
      started();
      await sleep(400);
      return { done: true };
    });
  });
  afterAll(async () => {
    if (!app.lifecycle.draining) await app.close();
  });

  it('answers ready while the database answers, and 503 draining once shutting down', async () => {
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    app.lifecycle.draining = true;
    const draining = await app.inject({ url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'not ready' });
    // Liveness is unaffected: the process is alive, only leaving the rotation.
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    app.lifecycle.draining = false;
  });

  it('finishes an in-flight request on close, then refuses connections and closes the database', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inHandler = new Promise<void>((resolve) => (started = resolve));
    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await inHandler;
    const closing = app.close();
    await sleep(30);
    expect(app.lifecycle.draining).toBe(true);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await expect(app.database.ping()).rejects.toThrow();
  });
});

describe('database unreachable', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused, as while PostgreSQL restarts.
    app = await buildAppOn(await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/portal' }));
  });
  afterAll(async () => app?.close());

  it('answers 503 with Retry-After (never 500), and readiness and liveness say so', async () => {
    const signInRes = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { host: hostOf('ota') },
      payload: { email: 'someone@example.com', password: 'whatever-1A' },
    });
    expect(signInRes.statusCode).toBe(503);
    expect(signInRes.headers['retry-after']).toBe('5');
    expect(signInRes.json()).toMatchObject({ statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
  });

  it('recognises the driver errors of a lost or refused connection, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('advisory-lock jobs and the content count cache (one app)', () => {
  let app: FastifyInstance;
  let editor: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    await buildUser(app, { email: 'scale-editor@example.com', permissions: { contentEditor: true } });
    editor = (await signIn(app, 'scale-editor@example.com')).headers;
  });
  afterAll(async () => app?.close());

  it('runs one holder of a lock at a time; the other skips, or waits when asked', async () => {
    const order: string[] = [];
    const first = withAdvisoryLock(app.database, 'test:lock', async () => {
      order.push('first:start');
      await sleep(150);
      order.push('first:end');
      return 1;
    });
    await sleep(20);
    expect(await withAdvisoryLock(app.database, 'test:lock', async () => 2)).toEqual({ ran: false });
    const waiting = withAdvisoryLock(app.database, 'test:lock', async () => order.push('second'), {
      wait: true,
    });
    expect(await first).toEqual({ ran: true, value: 1 });
    await waiting;
    expect(order).toEqual(['first:start', 'first:end', 'second']);
    // Released after an error too.
    await expect(
      withAdvisoryLock(app.database, 'test:lock', async () => {
        throw new Error('job failed');
      }),
    ).rejects.toThrow('job failed');
    expect(await withAdvisoryLock(app.database, 'test:lock', async () => 3)).toEqual({ ran: true, value: 3 });
  });

  it("keys cached counts by the tenant's content version in the database", async () => {
    const countNews = async () => {
      const res = await app.inject({
        url: '/api/content/manage/news?limit=1&meta=filter_count',
        headers: editor,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { meta: { filter_count: number } }).meta.filter_count;
    };
    const before = await countNews();
    // A row written behind the cache's back (no version bump): the cached count is still served.
    await app.database.db.insert(contentItems).values({ tenantId: 'ota', kind: 'news', name: 'Direct row' });
    expect(await countNews()).toBe(before);
    // What any replica does after a content write: bump the version in the database.
    await invalidateContentCounts(tenantScope(app.database.db, 'ota'));
    expect(await countNews()).toBe(before + 1);
    // Through the API (the authoring service bumps it).
    const created = await app.inject({
      method: 'POST',
      url: '/api/content/manage/news',
      headers: editor,
      payload: { name: 'Through the API' },
    });
    expect(created.statusCode).toBeLessThan(300);
    expect(await countNews()).toBe(before + 2);
  });
});

describe('the content count cache switched off (CONTENT_COUNT_CACHE=false, npm run bench:directus)', () => {
  let app: FastifyInstance;
  let editor: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ CONTENT_COUNT_CACHE: 'false' });
    await buildUser(app, { email: 'nocache-editor@example.com', permissions: { contentEditor: true } });
    editor = (await signIn(app, 'nocache-editor@example.com')).headers;
  });
  afterAll(async () => app?.close());

  it('counts on every request: a row written behind its back is counted at once', async () => {
    const countNews = async (url: string) => {
      const res = await app.inject({ url, headers: editor });
      expect(res.statusCode).toBe(200);
      return (res.json() as { meta: { filter_count: number; total_count: number } }).meta;
    };
    const url = '/api/content/manage/news?limit=1&meta=*';
    const before = await countNews(url);
    // No version bump: with the cache on, the count of the same query would stay (test above).
    await app.database.db.insert(contentItems).values({ tenantId: 'ota', kind: 'news', name: 'Direct row' });
    expect(await countNews(url)).toEqual({
      filter_count: before.filter_count + 1,
      total_count: before.total_count + 1,
    });
  });
});

describe.skipIf(!onPostgres)('two replicas on one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    [a, b] = await buildTwinApps({ RATE_LIMIT_IP: '3', RATE_LIMIT_ACCOUNT: '100' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('share the rate-limit counters: attempts on either count against one limit', async () => {
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { host: hostOf('ota') },
        remoteAddress: '203.0.113.7',
        payload: { email: 'nobody@example.com', password: 'Wrong-pass1' },
      });
    expect((await attempt(a)).statusCode).toBe(400);
    expect((await attempt(b)).statusCode).toBe(400);
    expect((await attempt(a)).statusCode).toBe(400);
    const blocked = await attempt(b);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("see each other's content writes at once (count cache)", async () => {
    await buildUser(a, { email: 'twin-editor@example.com', permissions: { contentEditor: true } });
    const headersA = (await signIn(a, 'twin-editor@example.com')).headers;
    const headersB = (await signIn(b, 'twin-editor@example.com')).headers;
    const countOn = async (app: FastifyInstance, headers: Record<string, string>) =>
      (
        (await app.inject({ url: '/api/content/manage/news?limit=1&meta=filter_count', headers })).json() as {
          meta: { filter_count: number };
        }
      ).meta.filter_count;
    const before = await countOn(a, headersA);
    expect(await countOn(b, headersB)).toBe(before);
    const created = await b.inject({
      method: 'POST',
      url: '/api/content/manage/news',
      headers: headersB,
      payload: { name: 'Written through replica B' },
    });
    expect(created.statusCode).toBeLessThan(300);
    expect(await countOn(a, headersA)).toBe(before + 1);
  });

  it('never run a locked job at the same time', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const run = async () => {
      running++;
      runs++;
      most = Math.max(most, running);
      await sleep(60);
      running--;
    };
    // Each replica tries the job's lock every 20 ms for 600 ms, as a scheduled job would.
    const replica = async (app: FastifyInstance) => {
      for (const end = Date.now() + 600; Date.now() < end; await sleep(20))
        await withAdvisoryLock(app.database, 'job:twin-test', run);
    };
    await Promise.all([replica(a), replica(b)]);
    expect(runs).toBeGreaterThan(2);
    expect(most).toBe(1);
  });
});
