/**
 * `BENCH_REUSE=<url of a database kept by BENCH_KEEP=true npm run bench> npx tsx apps/server/bench/bench-explain.ts`
 * (issue 17): makes each call of the benchmark once, in-process, as the demo member (staff calls as the demo
 * administrator), and prints every SQL
 * statement it ran with its `EXPLAIN (ANALYZE, BUFFERS)` — how the hot paths' causes were found
 * (docs/benchmarks.md). BENCH_ONLY=<regular expression> keeps the calls whose names match.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import type { Database, Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/seed/seed-run';
import { describeData } from './bench-grow';
import { benchRoutes } from './bench-routes';
import { ADMIN } from './bench-server';

const MEMBER = 'member@ota.example';

async function main() {
  const url = process.env.BENCH_REUSE;
  if (!url) throw new Error('BENCH_REUSE=<database url> is required');
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  // BENCH_GENERIC=true: explain the generic plan — the plan a named statement (db/statement-cache.ts) keeps
  // after five executions when PostgreSQL judges it no dearer than the custom ones — instead of the custom plan
  // that `explain … ` with the values gives.
  const generic = process.env.BENCH_GENERIC === 'true';
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const captured: { text: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void captured.push({ text, params }) },
  }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    pool,
    migrate: async () => undefined,
    ping: async () => void (await pool.query('select 1')),
    refreshStatistics: async () => undefined,
    // No notifications: the actor cache stays off, so each route's actor statement is captured and explained.
    listen: async () => async () => undefined,
    close: () => pool.end(),
  };
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: path.join(os.tmpdir(), 'portal-bench'),
    AUTH_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    DEFAULT_TENANT: 'ota',
    LOG_LEVEL: 'silent',
    // The warm-up call would fill the insights answer cache and the measured call read it: explain the
    // statements instead (INSIGHTS_CACHE_MS=60000 here measures the cached call).
    INSIGHTS_CACHE_MS: process.env.INSIGHTS_CACHE_MS ?? '0',
  });
  const app = await buildApp({ env, database, ownsDatabase: true, serveWeb: false, logger: false });
  try {
    const signIn = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email, password: DEMO_PASSWORD },
      });
      return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
    };
    // Staff calls (`BenchRoute.asAdmin`, e.g. the insights of issue 39 point 4) as the demo administrator.
    const member = await signIn(MEMBER);
    const staff = await signIn(ADMIN);
    const { threadPostId } = await describeData(db, MEMBER);
    for (const route of await benchRoutes(db, MEMBER, threadPostId)) {
      if (only && !only.test(route.name)) continue;
      // Once to warm caches, then the measured call.
      const call = () =>
        app.inject({
          method: route.method,
          url: route.path,
          headers: route.asAdmin ? staff : member,
          ...(route.body === undefined ? {} : { payload: route.body as object }),
        });
      await call();
      captured.length = 0;
      const started = performance.now();
      const res = await call();
      const ms = performance.now() - started;
      console.log(
        `\n=== ${route.name}: ${res.statusCode}, ${ms.toFixed(1)} ms, ${captured.length} SQL, ${res.body.length} bytes`,
      );
      for (const [i, { text, params }] of [...captured].entries()) {
        // BENCH_CAPTURE_DIR=<dir>: each statement's whole text and values as <n>.sql and <n>.json there, for
        // bench-statement.ts (the printed text is cut at BENCH_TEXT_CHARS).
        if (process.env.BENCH_CAPTURE_DIR) {
          fs.mkdirSync(process.env.BENCH_CAPTURE_DIR, { recursive: true });
          fs.writeFileSync(path.join(process.env.BENCH_CAPTURE_DIR, `${i}.sql`), text);
          fs.writeFileSync(path.join(process.env.BENCH_CAPTURE_DIR, `${i}.json`), JSON.stringify(params));
        }
        console.log(
          `\n--- ${text.replace(/\s+/g, ' ').slice(0, Number(process.env.BENCH_TEXT_CHARS ?? 600))}\n    params: ${JSON.stringify(params).slice(0, 200)}`,
        );
        // Statements may start with a comment (the search statements' plan marker) or a parenthesis (the header
        // box's union): explain them too.
        const body = text.replace(/^(\s*(\/\*[\s\S]*?\*\/|--[^\n]*(\n|$)))*/, '');
        if (!/^\s*(select|with|\()/i.test(body)) continue;
        const plan = generic
          ? await explainGeneric(pool, text, params)
          : await pool.query(`explain (analyze, buffers) ${text}`, params);
        console.log(plan.rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n'));
      }
    }
  } finally {
    await app.close();
  }
}

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of `text`'s generic plan: prepared under a name with `plan_cache_mode =
 * force_generic_plan`, then `EXECUTE`d with `params` written as quoted literals (each coerced to its parameter's
 * type; dates as ISO text, arrays as `{…}`).
 */
let explained = 0;
async function explainGeneric(pool: pg.Pool, text: string, params: unknown[]) {
  const client = await pool.connect();
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    const name = `bench_explain_${++explained}`;
    await client.query({ name, text, values: params });
    const asText = (value: unknown): string =>
      value instanceof Date
        ? value.toISOString()
        : Array.isArray(value)
          ? `{${value.map((item) => JSON.stringify(asText(item))).join(',')}}`
          : String(value);
    const literal = (value: unknown) =>
      value === null || value === undefined ? 'null' : `'${asText(value).replace(/'/g, "''")}'`;
    const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
    return await client.query(`explain (analyze, buffers) execute ${name}${args}`);
  } finally {
    await client.query('reset plan_cache_mode').catch(() => undefined);
    client.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
