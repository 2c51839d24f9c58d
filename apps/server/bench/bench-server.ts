/**
 * The server under benchmark: the production build (`apps/server/dist/server.js`, rebuilt first when its
 * sources changed, scripts/build.mjs --if-stale) started as its own process on the benchmark database; the
 * counting server (`countSql`) also counts SQL statements per request (`BENCH_COUNT_SQL`, db/sql-count.ts),
 * which slows every call, so timed runs use a server that does not count (issue 37 point 6).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/seed/seed-run';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Builds the server when its build is stale (only the server: the benchmark serves no web app). */
export function buildServerIfStale(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--only', 'server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('server build failed');
}

/** A TCP port free on 127.0.0.1 right now (the system's pick). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The demo member every benchmark call is made as. */
export const MEMBER = 'member@ota.example';

/** The demo tenant administrator, for the staff calls (`BenchRoute.asAdmin`; issue 39 point 4 insights). */
export const ADMIN = 'admin@ota.example';

/**
 * Signs `email` ({@link MEMBER} unless told) in over HTTP at `url`; resolves to the session token.
 * @throws unless it answers 200.
 */
export async function signIn(url: string, email = MEMBER): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A started server: its base URL and how to stop it (SIGTERM, graceful). */
export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `node apps/server/dist/server.js` (or `entry`, default BENCH_SERVER_ENTRY: another build's
 * `server.js`, e.g. an older build kept for before/after runs in turn) on `databaseUrl` (tenant `ota` by default, no seeding, production mode, its log
 * discarded) and waits until `/api/ready` answers 200; with `countSql` it answers each request's statement
 * count in `x-sql-count`; `port` 0 takes a free port even when BENCH_PORT is set. @throws when it exits or is
 * not ready within 120 s.
 */
export async function startServer(
  databaseUrl: string,
  {
    countSql = false,
    entry = process.env.BENCH_SERVER_ENTRY
      ? path.resolve(process.env.BENCH_SERVER_ENTRY)
      : path.join(ROOT, 'apps/server/dist/server.js'),
    port: fixedPort,
  }: { countSql?: boolean; entry?: string; port?: number } = {},
): Promise<BenchServer> {
  const port = (fixedPort === undefined ? Number(process.env.BENCH_PORT) : fixedPort) || (await freePort());
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--disable-proto=throw',
      // BENCH_NODE_ARGS: extra Node.js flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to
      // profile it under load (NODE_OPTIONS refuses --cpu-prof).
      ...(process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
      entry,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(os.tmpdir(), 'portal-bench'),
        AUTH_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
        DEFAULT_TENANT: 'ota',
        SEED_ON_START: 'false',
        BENCH_COUNT_SQL: String(countSql),
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  return { url, stop: await whenReady(child, 'server', `${url}/api/ready`, () => stderr) };
}

/**
 * Waits until `readyUrl` answers 200 (asked every 250 ms, for at most 120 s) while process `child` (`name` in
 * errors) runs, and resolves to its `stop()`: SIGTERM, SIGKILL after 15 s, resolved once it has exited.
 * @throws with `output()` (the process's recent output) when it exits before it is ready or is not ready in time.
 */
export async function whenReady(
  child: ChildProcess,
  name: string,
  readyUrl: string,
  output: () => string,
): Promise<() => Promise<void>> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  for (let waited = 0; ; waited += 250) {
    if (!running) throw new Error(`${name} exited before it was ready:\n${output()}`);
    if (waited > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`${name} not ready after 120 s:\n${output()}`);
    }
    const ready = await fetch(readyUrl).catch(() => null);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return async () => {
    if (!running) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
}
