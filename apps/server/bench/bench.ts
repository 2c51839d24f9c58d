/**
 * `npm run bench` (issue 17, docs/benchmarks.md): the portal measured from outside, over HTTP, on PostgreSQL.
 *
 * 1. builds the server when stale (scripts/build.mjs --if-stale --only server);
 * 2. makes its own database on the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *    migrates it, seeds the demo, grows tenant `ota` with set-based SQL to BENCH_SCALE (small | large | huge,
 *    bench-grow.ts) and `vacuum analyze`s it;
 * 3. starts `node apps/server/dist/server.js` on it with SQL counting on, signs the demo member in over HTTP and
 *    counts each call's SQL statements, stops it, then starts it again without counting (counting slows every
 *    call, issue 37 point 6) and signs in again;
 * 4. for each call (bench-routes.ts): a warm-up (BENCH_WARMUP s, default 2), then
 *    autocannon with BENCH_CONNECTIONS (32) for BENCH_SECONDS (10); the reference `GET /api/health` runs first
 *    and again every 5 calls, and each ratio is to the reference run just before it;
 * 5. prints the table and writes it to BENCH_OUTPUT (default docs/benchmarks.md, between its markers);
 *    (BENCH_ONLY=<regular expression> keeps only the calls whose names match, and the reference);
 * 6. BENCH_TENANCY=true also runs the tenant-isolation micro-benchmark (tenancy.bench.ts) on the same data;
 * 7. stops the server and drops the database, also on failure — unless BENCH_KEEP=true, which keeps it and
 *    prints its URL; BENCH_REUSE=<that URL> then benchmarks it again without seeding (for EXPLAIN work).
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../src/seed/seed';
import { freshDatabase } from '../test/helper';
import { openDatabase } from '../src/db/client';
import { describeData, growToScale } from './bench-grow';
import { writeTable, renderTable } from './bench-report';
import { benchRoutes, resolveFeedPath } from './bench-routes';
import { countStatements, probe, runRoute, settingsFromEnv, type RouteResult } from './bench-run';
import {
  ADMIN,
  buildServerIfStale,
  MEMBER,
  ROOT,
  signIn,
  startServer,
  type BenchServer,
} from './bench-server';
import { runTenancyBench } from './tenancy.bench';

/** The reference route runs again after this many calls. */
const REFERENCE_EVERY = 5;

async function main() {
  const { scale, settings } = settingsFromEnv('small');
  const output = path.resolve(ROOT, process.env.BENCH_OUTPUT ?? 'docs/benchmarks.md');
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

  buildServerIfStale();
  const reuse = process.env.BENCH_REUSE;
  const database = reuse ? { ...(await openDatabase({ url: reuse })), url: reuse } : await freshDatabase();
  let server: BenchServer | null = null;
  try {
    const started = Date.now();
    if (!reuse) {
      await seedDatabase(database.db, { usersPerTenant: Number(process.env.BENCH_USERS ?? 200) });
      await growToScale(database.db, scale);
    }
    const { threadPostId, counts } = await describeData(database.db, MEMBER);
    const seedSeconds = (Date.now() - started) / 1000;
    console.log(`scale ${scale}: ${JSON.stringify(counts)} in ${seedSeconds.toFixed(0)} s`);
    const version = (await database.db.execute(sql`show server_version`)) as unknown as {
      rows: { server_version: string }[];
    };

    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
    const routes = (await benchRoutes(database.db, MEMBER, threadPostId)).filter(
      (route) => route.reference || !only || only.test(route.name),
    );
    // The statements of each call, on a server that counts them; the timed server does not.
    const statements = new Map<(typeof routes)[number], number | null>();
    server = await startServer(database.url!, { countSql: true });
    let headers = { authorization: `Bearer ${await signIn(server.url)}` };
    let staff = { authorization: `Bearer ${await signIn(server.url, ADMIN)}` };
    // The member's headers, or the administrator's for a staff call.
    const headersOf = (route: (typeof routes)[number]) => (route.asAdmin ? staff : headers);
    await resolveFeedPath(server.url, headers, routes);
    for (const route of routes)
      statements.set(route, await countStatements(server.url, route, headersOf(route)));
    await server.stop();
    server = await startServer(database.url!);
    headers = { authorization: `Bearer ${await signIn(server.url)}` };
    staff = { authorization: `Bearer ${await signIn(server.url, ADMIN)}` };
    await resolveFeedPath(server.url, headers, routes);
    // Every call must work before anything is timed.
    for (const route of routes) await probe(server.url, route, headersOf(route));

    // A slow call's requests can still run in PostgreSQL when autocannon stops: wait before the next call.
    const drained = async () => {
      for (let i = 0; i < 600; i++) {
        const busy = (await database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
        )) as unknown as { rows: { n: number }[] };
        if (!busy.rows[0]?.n) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const reference = routes.find((r) => r.reference)!;
    const others = routes.filter((r) => !r.reference);
    const loadBefore = os.loadavg();
    const results: RouteResult[] = [];
    const measure = async (route: typeof reference) => {
      await drained();
      const result = await runRoute(
        server!.url,
        route,
        headersOf(route),
        settings,
        statements.get(route) ?? null,
      );
      results.push(result);
      console.log(
        `${route.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.sqlPerRequest} SQL`,
      );
    };
    for (const [i, route] of others.entries()) {
      if (i % REFERENCE_EVERY === 0) await measure(reference);
      await measure(route);
    }
    const table = renderTable(results, {
      // A reused database was grown by an earlier run, at whatever scale that run named.
      scale: reuse ? 'reused database' : scale,
      counts,
      postgres: `PostgreSQL ${version.rows[0]?.server_version}`,
      settings,
      seedSeconds,
      loadBefore,
      loadAfter: os.loadavg(),
    });
    console.log(`\n${table}\n`);
    writeTable(output, table);
    console.log(`written to ${path.relative(ROOT, output)}`);
    if (process.env.BENCH_TENANCY === 'true' && database.pool) await runTenancyBench(database);
  } finally {
    await server?.stop();
    if (process.env.BENCH_KEEP === 'true' || reuse) {
      console.log(`database kept: BENCH_REUSE=${database.url}`);
      await database.pool?.end();
    } else await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
