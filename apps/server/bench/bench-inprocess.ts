/**
 * `BENCH_REUSE=<url> [BENCH_ONLY=<regex, default "search">] [ROUNDS=200] npx tsx apps/server/bench/bench-inprocess.ts`
 * (issue 37 point 3): the benchmark's calls (bench-routes.ts) in-process as the demo member, on ONE pooled
 * connection, sequentially (20 warm-up calls, then ROUNDS): per call the median and fastest wall time, the Node
 * CPU per request (`process.cpuUsage`) and the PostgreSQL CPU per request (utime + stime of that connection's
 * backend from `/proc/<pid>/stat`: the database must run on this machine). Steadier than `npm run bench` on a
 * busy machine: CPU per request does not queue. Compare builds in turn (e.g. `git checkout main -- <dir>`).
 * Each call sends the route's body (the event lists' filters) and, for a route with a path per request, the
 * next path; the reference route is measured too. BENCH_PLANS=true also prints, after each call, how often
 * PostgreSQL planned the connection's prepared statements (`pg_prepared_statements`: a generic plan kept, or a
 * custom plan per call).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/seed-run';
import { describeData } from './bench-grow';
import { benchRoutes } from './bench-routes';

const MEMBER = 'member@ota.example';
const ticks = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(stat[11]) + Number(stat[12]); // utime + stime, in clock ticks (10 ms)
};

async function main() {
  const url = process.env.BENCH_REUSE!;
  const rounds = Number(process.env.ROUNDS ?? 200);
  const database = await openDatabase({ url, poolSize: 1 });
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: path.join(os.tmpdir(), 'portal-bench'),
    AUTH_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    DEFAULT_TENANT: 'ota',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ env, database, ownsDatabase: true, serveWeb: false, logger: false });
  const only = new RegExp(process.env.BENCH_ONLY ?? 'search', 'i');
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: MEMBER, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(res.json() as { token: string }).token}` };
    const { threadPostId } = await describeData(database.db, MEMBER);
    const pidRows = (await database.pool!.query('select pg_backend_pid() as pid')).rows as { pid: number }[];
    const pid = pidRows[0]!.pid;
    for (const route of await benchRoutes(database.db, MEMBER, threadPostId)) {
      if (!only.test(route.name)) continue;
      // The route's JSON body (the event lists' filters) and, for a route with one path per request (event
      // detail), each of its paths in turn — as `npm run bench` sends them.
      let n = 0;
      const call = () =>
        app.inject({
          method: route.method,
          url: route.paths ? route.paths[n++ % route.paths.length]! : route.path,
          headers,
          ...(route.body === undefined ? {} : { payload: route.body as object }),
        });
      for (let i = 0; i < 20; i++) await call();
      const times: number[] = [];
      const cpu0 = process.cpuUsage();
      const pg0 = ticks(pid);
      for (let i = 0; i < rounds; i++) {
        const t = performance.now();
        const r = await call();
        times.push(performance.now() - t);
        if (r.statusCode !== 200) throw new Error(`${route.name}: ${r.statusCode}`);
      }
      const cpu = process.cpuUsage(cpu0);
      const pgMs = ((ticks(pid) - pg0) * 10) / rounds;
      times.sort((a, b) => a - b);
      if (process.env.BENCH_PLANS === 'true') {
        // How often PostgreSQL planned this connection's statements: a generic plan kept, or planned per call.
        const plans = (
          await database.pool!.query(
            `select left(regexp_replace(statement, '\\s+', ' ', 'g'), 60) as text, generic_plans, custom_plans
             from pg_prepared_statements where custom_plans + generic_plans >= $1 order by custom_plans desc`,
            [rounds],
          )
        ).rows as { text: string; generic_plans: string; custom_plans: string }[];
        for (const p of plans)
          console.log(`  generic ${p.generic_plans}, custom ${p.custom_plans}: ${p.text}`);
      }
      console.log(
        `${route.name.padEnd(32)} median ${times[rounds >> 1]!.toFixed(2)} ms, min ${times[0]!.toFixed(2)}, node cpu ${((cpu.user + cpu.system) / 1000 / rounds).toFixed(2)} ms/req, pg cpu ${pgMs.toFixed(2)} ms/req`,
      );
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
