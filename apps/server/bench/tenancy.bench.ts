/**
 * The tenant-isolation micro-benchmark (issue 11 "Tenant isolation by construction", docs/tenancy.md), run by
 * `BENCH_TENANCY=true npm run bench` on the benchmark's grown database: what each way of confining queries
 * to a tenant costs on the two hottest list queries — the community feed page and the event list page — run
 * through one pg pool:
 * - `explicit`: the raw handle with `tenant_id = $1` written by hand (what the code did before: the reference);
 * - `bound`:    the tenant-bound handle (`db/tenant-db.ts`, the choice), on top of the same hand-written filter;
 *               and `bound, no hand filter`: the handle alone (the SQL is then the same as `explicit`'s);
 * - `rls`:      row-level security: each query in its own transaction with `SET LOCAL ROLE` to a role without
 *               BYPASSRLS and `set_config('app.tenant_id', …, true)`, policies `tenant_id = current_setting(…)`.
 * Reports queries per second at concurrency 1 and 8 and the ratio to `explicit` measured in the same run
 * (median of BENCH_TENANCY_ROUNDS interleaved rounds, default 7, of 1 s each). It enables row-level security
 * on posts, users and events: run it last, on a database that is dropped afterwards.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Db } from '../src/db/client';
import { events, posts, users } from '../src/db/schema/index';
import { tenantScope } from '../src/db/tenant-scope';
import { BENCH_TENANT as TENANT } from './bench-grow';

const SECONDS = 1;
const ROUNDS = Number(process.env.BENCH_TENANCY_ROUNDS ?? 7);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The feed page: 20 newest published posts of the tenant with their authors. */
const feedQuery = (db: Db, explicit: boolean) =>
  db
    .select({ id: posts.id, title: posts.title, createdAt: posts.createdAt, author: users.firstName })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.createdByUserId))
    .where(and(explicit ? eq(posts.tenantId, TENANT) : undefined, eq(posts.status, 1)))
    .orderBy(desc(posts.createdAt))
    .limit(20);

/** The event list page: 20 published events by start. */
const eventsQuery = (db: Db, explicit: boolean) =>
  db
    .select({ id: events.id, title: events.title, startUtc: events.startUtc })
    .from(events)
    .where(and(explicit ? eq(events.tenantId, TENANT) : undefined, eq(events.isPublished, true)))
    .orderBy(events.startUtc, events.id)
    .limit(20);

async function timed(concurrency: number, run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        await run();
        count++;
      }
    }),
  );
  return count / SECONDS;
}

/** Runs the comparison on `database` (PostgreSQL, already grown) and prints its table. */
export async function runTenancyBench(database: Database): Promise<void> {
  const pool = database.pool!;
  const db = database.db;
  {
    // RLS set-up: a role that does not bypass RLS, and one policy per table the two queries read.
    await pool.query(
      `do $$ begin create role portal_rls nologin; exception when duplicate_object then null; end $$`,
    );
    await pool.query(`grant select on all tables in schema public to portal_rls`);
    for (const table of ['posts', 'users', 'events']) {
      await pool.query(`alter table ${table} enable row level security`);
      await pool.query(
        `create policy tenant_isolation on ${table} using (tenant_id = current_setting('app.tenant_id', true))`,
      );
    }
    await pool.query('analyze');

    const bound = tenantScope(db, TENANT).db;
    const rlsRun = (
      query: (db: Db, explicit: boolean) => { toSQL(): { sql: string; params: unknown[] } },
    ) => {
      const { sql: text, params } = query(db, false).toSQL();
      return async () => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query('set local role portal_rls');
          await client.query(`select set_config('app.tenant_id', $1, true)`, [TENANT]);
          await client.query(text, params);
          await client.query('commit');
        } finally {
          client.release();
        }
      };
    };
    // Sanity: the three ways return the same rows.
    const expected = JSON.stringify((await feedQuery(db, true)).map((r) => r.id));
    if (JSON.stringify((await feedQuery(bound, true)).map((r) => r.id)) !== expected)
      throw new Error('bound differs');

    const rows: Record<string, string | number>[] = [];
    for (const [label, query] of [
      ['feed page', feedQuery],
      ['event list page', eventsQuery],
    ] as const) {
      for (const concurrency of [1, 8]) {
        // Interleaved rounds, so a neighbour's load on this shared machine hits all three alike.
        const cases = {
          explicit: () => query(db, true),
          bound: () => query(bound, true),
          boundOnly: () => query(bound, false),
          rls: rlsRun(query),
        };
        const rounds = {
          explicit: [] as number[],
          bound: [] as number[],
          boundOnly: [] as number[],
          rls: [] as number[],
        };
        const names = Object.keys(cases) as (keyof typeof cases)[];
        for (let round = 0; round < ROUNDS; round++) {
          // Rotate the order each round: no case always runs first (warm-up) or last.
          for (let i = 0; i < names.length; i++) {
            const name = names[(round + i) % names.length]!;
            rounds[name].push(await timed(concurrency, cases[name]));
          }
        }
        const ratio = (of: number[]) => median(of.map((v, i) => v / rounds.explicit[i]!));
        rows.push({
          query: label,
          concurrency,
          'explicit q/s': Math.round(median(rounds.explicit)),
          'bound q/s': Math.round(median(rounds.bound)),
          'bound ratio': Number(ratio(rounds.bound).toFixed(2)),
          'bound, no hand filter ratio': Number(ratio(rounds.boundOnly).toFixed(2)),
          'rls q/s': Math.round(median(rounds.rls)),
          'rls ratio': Number(ratio(rounds.rls).toFixed(2)),
        });
      }
    }
    console.table(rows);
  }
}
