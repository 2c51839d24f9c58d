/**
 * A transaction's client runs one query at a time (db/client.ts `oneQueryAtATime`): a `Promise.all` over a
 * transaction scope — as `getAdminEvent` does inside `auditedWrite` — no longer hands pg a query while another
 * runs (pg 8's deprecation, pg 9's error), and each query still answers its own result, in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../test/helper';
import type { Database } from './client';
import { executeRaw, tenantScope, withTransaction } from './tenant-scope';

let database: Database;
/** Per client: how many of its queries are in flight now, and the most ever. */
const inFlight = new WeakMap<object, { now: number; most: number }>();
const original = pg.Client.prototype.query;

beforeAll(async () => {
  // Counted below the wrapper: the pool's clients bind `query` when they connect, after this patch.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      const counts = inFlight.get(this) ?? { now: 0, most: 0 };
      inFlight.set(this, counts);
      counts.now += 1;
      counts.most = Math.max(counts.most, counts.now);
      void result.finally(() => (counts.now -= 1)).catch(() => undefined);
    }
    return result;
  } as typeof original;
  database = await freshDatabase();
});
afterAll(async () => {
  pg.Client.prototype.query = original;
  await database?.close();
});

describe.runIf(Boolean(process.env.DATABASE_URL))('a transaction client', () => {
  it('runs the queries of a Promise.all one after another, each with its own answer', async () => {
    const scope = tenantScope(database.db, 'ota');
    const clients = new Set<object>();
    const answers = await withTransaction(scope, async (tx) => {
      const one = (n: number, sleep: number) =>
        executeRaw<{ n: number }>(tx, sql`select pg_sleep(${sleep}), ${n}::int as n`).then(
          (r) => r.rows[0]!.n,
        );
      return Promise.all([one(1, 0.05), one(2, 0), one(3, 0.02), one(4, 0)]);
    });
    expect(answers).toEqual([1, 2, 3, 4]);
    // Every client the pool made: none ever had two queries in flight.
    for (const client of (database.pool as unknown as { _clients: object[] })._clients) clients.add(client);
    expect(clients.size).toBeGreaterThan(0);
    for (const client of clients) expect(inFlight.get(client)?.most ?? 0).toBeLessThanOrEqual(1);
  });

  it('settles a failed query and still runs the next, as pg queued them', async () => {
    const scope = tenantScope(database.db, 'ota');
    const outcome = await withTransaction(scope, async (tx) =>
      Promise.allSettled([
        executeRaw(tx, sql`select 1/0`),
        executeRaw<{ n: number }>(tx, sql`select 5 as n`),
      ]),
    ).catch((error: Error) => error);
    // The division fails; the transaction is then aborted, so the next query fails too — pg's own order.
    expect(Array.isArray(outcome)).toBe(true);
    const [first, second] = outcome as PromiseSettledResult<unknown>[];
    expect(first!.status).toBe('rejected');
    expect(second!.status).toBe('rejected');
    const reason = (second as PromiseRejectedResult).reason as Error & { cause?: Error };
    expect(String(reason.cause?.message ?? reason.message)).toMatch(/aborted/);
  });
});
