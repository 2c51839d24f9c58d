/**
 * `BENCH_REUSE=<url> BENCH_ONLY=<regex> [AMOUNT=2000] npx tsx apps/server/bench/bench-http-cpu.ts` (issue 37):
 * the benchmark's calls (bench-routes.ts) over real HTTP on a loopback port, driven by autocannon in a child
 * process (`CONNECTIONS`, default 4, `AMOUNT` requests after 200 warm-up ones; `POOL` backends, default 4), as the demo member. Prints per request the
 * server's Node CPU (`process.cpuUsage`: user + system, so socket writes count) and the PostgreSQL CPU of the
 * server's pooled backends (`/proc/<pid>/stat`, the database on this machine). Unlike bench-inprocess.ts it
 * includes what an answer costs to write to a socket and leaves out light-my-request's own work.
 * `LOG=info` logs each request to /dev/null as `npm run bench`'s server does (default: no logger); a BENCH_ONLY
 * that matches `reference` measures the `select 1` health route too.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { destination } from 'pino';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/seed-run';
import { describeData } from './bench-grow';
import { benchRoutes } from './bench-routes';

const MEMBER = 'member@ota.example';
// A backend gone since (the pool closes a connection idle for 10 s, e.g. between two calls) counts 0.
const ticks = (pid: number) => {
  if (!fs.existsSync(`/proc/${pid}/stat`)) return 0;
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(stat[11]) + Number(stat[12]);
};

async function main() {
  const url = process.env.BENCH_REUSE!;
  const amount = Number(process.env.AMOUNT ?? 2000);
  // CONNECTIONS (default 4) autocannon connections; POOL (default 4) the server's PostgreSQL pool (npm run bench: 32 and 10).
  const connections = Number(process.env.CONNECTIONS ?? 4);
  const database = await openDatabase({ url, poolSize: Number(process.env.POOL ?? 4) });
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: path.join(os.tmpdir(), 'portal-bench'),
    AUTH_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    DEFAULT_TENANT: 'ota',
    LOG_LEVEL: process.env.LOG === 'info' ? 'info' : 'silent',
  });
  // LOG=info logs each request at info to /dev/null with synchronous writes, as `npm run bench`'s server does
  // (pino's default destination, its stdout being /dev/null: bench-server.ts).
  const logger =
    process.env.LOG === 'info' ? { stream: destination({ dest: '/dev/null', sync: true }) } : false;
  const app = await buildApp({ env, database, ownsDatabase: true, serveWeb: false, logger });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const only = new RegExp(process.env.BENCH_ONLY ?? 'comments', 'i');
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: MEMBER, password: DEMO_PASSWORD },
    });
    const token = (res.json() as { token: string }).token;
    const { threadPostId } = await describeData(database.db, MEMBER);
    // Every backend of this database: the server's pooled connections (4, all open after the warm-up).
    const pids = async () =>
      (
        (await database.pool!.query('select pid from pg_stat_activity where datname = current_database()'))
          .rows as { pid: number }[]
      ).map((r) => r.pid);
    for (const route of await benchRoutes(database.db, MEMBER, threadPostId)) {
      // The reference (`select 1`) too when BENCH_ONLY names it: what every call pays at least.
      if (!only.test(route.name)) continue;
      const cannon = (n: number) =>
        new Promise<void>((resolve, reject) => {
          const args = [
            '-c',
            String(connections),
            '-a',
            String(n),
            '-m',
            route.method,
            '-H',
            `authorization=Bearer ${token}`,
          ];
          if (route.body !== undefined)
            args.push('-H', 'content-type=application/json', '-b', JSON.stringify(route.body));
          args.push(`${base}${route.path}`);
          // A child process: this one must keep serving while autocannon runs.
          const child = spawn('node_modules/.bin/autocannon', args, { stdio: 'ignore' });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`autocannon ${code}`))));
        });
      await cannon(200);
      const backends = await pids();
      const pg0 = backends.reduce((s, p) => s + ticks(p), 0);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      await cannon(amount);
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const pg = backends.reduce((s, p) => s + ticks(p), 0) - pg0;
      console.log(
        `${route.name.padEnd(34)} node cpu ${((cpu.user + cpu.system) / 1000 / amount).toFixed(2)} ms/req (system ${(cpu.system / 1000 / amount).toFixed(2)}), pg cpu ${((pg * 10) / amount).toFixed(2)} ms/req, ${(amount / (wall / 1000)).toFixed(0)} req/s`,
      );
    }
  } finally {
    // autocannon's kept-alive sockets would hold the close until their timeout.
    app.server.closeAllConnections();
    await app.close();
  }
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
