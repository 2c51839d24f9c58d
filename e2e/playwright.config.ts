import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * e2e user journeys in Debian's Chromium headless shell (DESIGN.md "Tests", docs/testing.md): the built portal
 * runs as a plain `node` process on port 3300 on a new PostgreSQL database (`E2E_DATABASE_URL`, by default
 * `portal_e2e` on the local server; `pglite` runs it on the embedded engine in a fresh data folder instead),
 * seeded with the demo data on start. Pages are drawn with reduced motion, as a member who asks for it sees
 * them; ota's phone pass (`phone.e2e.ts`) keeps antd's motion on.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
/**
 * The server's files (uploads), emptied when the run starts: one folder per port, so a run on another port
 * (E2E_PORT, beside the main one) does not delete the files of a run in progress (it did: 404s on images).
 */
const dataDir = path.join(here, `.data-e2e-${E2E_PORT}`);
const databaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_e2e';
const onPglite = databaseUrl === 'pglite';
const freshDatabase = onPglite ? '' : `node ${path.join(here, 'fresh-database.mjs')} ${databaseUrl} && `;
// The headless shell draws no browser window around the page: a third less CPU than `chromium --headless`
// for the same journeys (docs/testing.md). `.ci/run` installs both Debian packages.
const chromium =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: here,
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(here, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One browser at a time in CI: on a loaded 2-core machine two browsers and the server starve each other and
  // journeys time out (stop 24: 2 workers ran ~49 s a journey, the same journeys pass in 18–19 s alone).
  workers: process.env.CI ? 1 : 2,
  // A failure is retried once in CI to record its trace, and the run still fails: a journey that passes only
  // on its retry is a defect to find (DEVELOPERS.md "Traps"), not noise to absorb.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://ota.localhost:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    // Recording a trace of every journey cost CPU on each one; the retry of a failure records it.
    trace: 'on-first-retry',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Extra flags for experiments (E2E_CHROMIUM_ARGS='--a --b'); none in CI.
        ...(process.env.E2E_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && ${freshDatabase}node --disable-proto=throw ${path.join(here, '..', 'apps', 'server', 'dist', 'server.js')}`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(onPglite ? {} : { DATABASE_URL: databaseUrl }),
      NODE_ENV: 'development',
      // The e2e suite reads codes at the unauthenticated dev mailbox (opt-in; refused in production).
      DEV_MAILBOX: 'open',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP: '10000',
      SEED_USERS_PER_TENANT: '60',
    },
  },
});
