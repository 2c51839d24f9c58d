// The built server as a real process for the browser benchmarks (`npm run bench:screens`, the Lighthouse part
// of `npm run bench:web`): `npm start`'s defaults on a fresh PGlite data folder, which the server seeds with
// the demo tenants at first start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The demo accounts' password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Portal!2026';

/**
 * Starts `apps/server/dist/server.js` under `root` on 127.0.0.1:`port` (NODE_ENV=production, LOG_LEVEL=warn,
 * the caller's other environment variables passed on, e.g. WEB_DIST_DIR) and resolves once `/api/health`
 * answers 200, within BENCH_SERVER_START_TIMEOUT seconds (default 180; the first start seeds the demo data,
 * which takes minutes on a loaded machine). Resolves to `stop()`, which ends the process and removes its data
 * folder. Rejects when the server does not become healthy in time. The server logs at `warn` to nowhere unless
 * BENCH_SERVER_LOG names a file (and BENCH_SERVER_LOG_LEVEL another level, e.g. `info` for every request).
 */
export async function startBuiltServer(root, port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  const server = spawn(process.execPath, ['--disable-proto=throw', 'apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
    },
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore',
      'inherit',
    ],
  });
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const timeoutSeconds = Number(process.env.BENCH_SERVER_START_TIMEOUT ?? 180);
  const deadline = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return stop;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the server did not become healthy within ${timeoutSeconds} s`);
}

/**
 * Signs in through the sign-in screen in `page` as `email` with the demo password and waits for the
 * dashboard at `${origin}/`.
 */
export async function signIn(page, origin, email) {
  await page.goto(`${origin}/account/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(`${origin}/`);
}
