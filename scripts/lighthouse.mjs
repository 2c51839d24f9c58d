// Lighthouse part of `npm run bench:web` (issue 17 "A benchmark anyone can rerun", issue 37 point 5,
// docs/benchmarks.md "Web"): the performance category of Lighthouse (the npm package, against the Debian
// Chromium) on the sign-in page, the dashboard, Discover events and the news list, mobile (Lighthouse's
// default: a mid-range phone with simulated slow 4G and 4× CPU slowdown) and desktop, on the built server with
// the demo seed, next to a bare antd page (scripts/bench-bare.mjs) measured in the same run.
//
// Every audit is a first visit: Lighthouse clears the HTTP cache (and with it the compiled-code cache), the
// cookies, IndexedDB and the other stores of the origin before it loads the page. Only localStorage is kept,
// and before each signed-in audit it is emptied and given back the session token alone, so a signed-in page is
// measured signed in but with none of its JavaScript cached. BENCH_LIGHTHOUSE_RUNS (default 1) audits each page
// that many times and keeps the run with the median score.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildBarePage, serveBarePage } from './bench-bare.mjs';
import { signIn, startBuiltServer } from './built-server.mjs';

/** The localStorage key of the session token (packages/contracts/src/shared/session-keys.ts). */
const TOKEN_STORAGE_KEY = 'authorization';

/**
 * What Lighthouse clears before (and after) each audit: every store Chromium's `Storage.clearDataForOrigin`
 * knows except `local_storage`, which holds the session token. The HTTP cache is cleared in any case
 * (`Network.clearBrowserCache`, part of Lighthouse's storage reset).
 */
export const CLEARED_STORAGE_TYPES = [
  'cookies',
  'file_systems',
  'indexeddb',
  'shader_cache',
  'websql',
  'service_workers',
  'cache_storage',
  'interest_groups',
  'shared_storage',
  'storage_buckets',
];

/**
 * The audited page's main thread after its first contentful paint, from the audit's trace (the page's tasks as
 * observed, unthrottled): `wallMs` the tasks' summed duration, `cpuMs` the thread time they got, and
 * `cpuTbtMs` the blocking time Lighthouse's simulation would count from thread time alone (Σ max(0, `slowdown` ×
 * CPU − 50 ms): Lighthouse's CPU slowdown, 4 on mobile, 1 with the desktop preset) — the page's own cost without the time its thread waited for a core
 * (docs/benchmarks.md "Web", stop 64: on a 2-core machine the server, the browser's other processes and
 * Lighthouse share the cores, and the simulated TBT multiplies that wait by 4 too). Nulls without a trace.
 */
export function mainThreadAfterFcp(traceEvents, slowdown = 4) {
  const navigation = traceEvents?.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  const fcp =
    navigation &&
    traceEvents.find(
      (e) =>
        e.name === 'firstContentfulPaint' &&
        e.pid === navigation.pid &&
        e.ts >= navigation.ts &&
        e.args?.frame === navigation.args?.frame,
    );
  if (!fcp) return { wallMs: null, cpuMs: null, cpuTbtMs: null };
  let wall = 0;
  let cpu = 0;
  let cpuTbt = 0;
  for (const e of traceEvents)
    if (
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === navigation.pid &&
      e.tid === navigation.tid &&
      e.ts >= fcp.ts
    ) {
      wall += e.dur / 1000;
      cpu += (e.tdur ?? 0) / 1000;
      cpuTbt += Math.max(0, (slowdown * (e.tdur ?? 0)) / 1000 - 50);
    }
  return { wallMs: Math.round(wall), cpuMs: Math.round(cpu), cpuTbtMs: Math.round(cpuTbt) };
}

/** One Lighthouse performance run: score 0–100 and the lab metrics in ms (CLS unitless). */
async function audit(url, port, formFactor) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A first visit: Lighthouse's storage reset (HTTP cache included), except localStorage (the token).
    disableStorageReset: false,
    clearStorageTypes: CLEARED_STORAGE_TYPES,
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  const ms = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
    // Bytes of script over the wire (transfer size, compressed) and files: proves the cache was empty.
    scriptKB: (scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024).toFixed(0),
    scriptFiles: scripts.length,
    mainThread: mainThreadAfterFcp(
      result.artifacts?.Trace?.traceEvents ?? result.artifacts?.traces?.defaultPass?.traceEvents,
      formFactor === 'desktop' ? 1 : 4,
    ),
  };
}

/**
 * Audits `url` `runs` times and returns the run with the median score. An audit that fails (Lighthouse's
 * runtime errors such as NO_NAVSTART, seen on a loaded machine) is tried once more before the run fails.
 */
async function medianAudit(url, port, formFactor, runs, before) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    await before();
    try {
      results.push(await audit(url, port, formFactor));
    } catch (error) {
      console.warn(`${error instanceof Error ? error.message : error}; trying again`);
      await before();
      results.push(await audit(url, port, formFactor));
    }
  }
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor((results.length - 1) / 2)];
}

/**
 * Starts the built server on `port` (fresh PGlite data, demo seed), the bare antd page on `port + 2` and
 * Chromium with a DevTools port (`port + 1`); audits the bare page and the sign-in page signed out, then signs
 * in as the OTA demo member and audits the dashboard, Discover events and the news list, each mobile and
 * desktop, every audit with an empty HTTP cache. Resolves to the Markdown lines of the table.
 */
export async function lighthouseTable(root, port) {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
  const bareDir = await buildBarePage(root);
  const stopBare = await serveBarePage(bareDir, port + 2);
  const stop = await startBuiltServer(root, port);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const devtoolsPort = port + 1;
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${devtoolsPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const origin = `http://ota.localhost:${port}`;
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    let token = null;
    // Before each audit: localStorage holds the token alone (or nothing, signed out).
    const keepOnlyToken = async () => {
      await page.goto(`${origin}/api/health`);
      await page.evaluate(
        ([key, value]) => {
          localStorage.clear();
          if (value) localStorage.setItem(key, value);
        },
        [TOKEN_STORAGE_KEY, token],
      );
      await page.goto('about:blank');
    };
    const rows = [];
    const bare = {};
    const run = async (name, url, pathname, before = async () => {}) => {
      for (const formFactor of ['mobile', 'desktop']) {
        const r = await medianAudit(url, devtoolsPort, formFactor, runs, before);
        if (name === 'bare antd page') bare[formFactor] = r.score;
        const ratio = bare[formFactor] ? (r.score / bare[formFactor]).toFixed(2) : '';
        rows.push(
          `| ${name} | \`${pathname}\` | ${formFactor} | ${r.score} | ${ratio} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.scriptKB} (${r.scriptFiles}) | ${r.mainThread.wallMs} / ${r.mainThread.cpuMs} | ${r.mainThread.cpuTbtMs} |`,
        );
        console.log(
          `${name.padEnd(20)} ${formFactor.padEnd(8)} score ${r.score}, FCP ${r.fcp} ms, LCP ${r.lcp} ms, TBT ${r.tbt} ms, JS ${r.scriptKB} kB, main thread ${r.mainThread.wallMs} / ${r.mainThread.cpuMs} ms, TBT from CPU ${r.mainThread.cpuTbtMs} ms`,
        );
      }
    };
    await page.goto('about:blank');
    await run('bare antd page', `http://127.0.0.1:${port + 2}/`, '/ (scripts/bench-bare)');
    await run('sign-in', `${origin}/account/sign-in`, '/account/sign-in', keepOnlyToken);
    await signIn(page, origin, 'member@ota.example');
    token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    if (!token) throw new Error('no session token in localStorage after signing in');
    for (const [name, pathname] of [
      ['dashboard', '/'],
      ['discover events', '/events/discover/all'],
      ['news', '/news'],
    ])
      await run(name, `${origin}${pathname}`, pathname, keepOnlyToken);
    return [
      `Lighthouse ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, performance category, Chromium ${context.browser()?.version() ?? ''}; mobile is`,
      "Lighthouse's default (simulated slow 4G, 4× CPU slowdown), desktop its desktop preset; built server on",
      'PGlite with the demo seed, OTA member. Every audit is a first visit: HTTP cache cleared, localStorage',
      `holding only the session token. ${runs > 1 ? `Median score of ${runs} audits per row. ` : ''}"vs bare" is the`,
      `score over the bare antd page's of the same run and form factor. "Main thread" is the page's tasks after its first`,
      'contentful paint as observed (unthrottled): their duration and the thread time they got; "TBT from CPU" is the',
      "blocking time those tasks' thread time alone would give at Lighthouse's CPU slowdown (4× mobile, 1× desktop; without the waits for a core that",
      `the audit's simulated TBT multiplies too; scripts/lighthouse.mjs mainThreadAfterFcp). Load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} after.`,
      '',
      '| page | path | form factor | score | vs bare | FCP (ms) | LCP (ms) | TBT (ms) | CLS | JS transferred (kB, files) | main thread after FCP: wall / CPU (ms) | TBT from CPU (ms) |',
      '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
    ];
  } finally {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
    stop();
    await stopBare();
  }
}
