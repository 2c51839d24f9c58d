// Lighthouse audits of chosen pages, with what it takes to see why a score is what it is (issue 37 point 5,
// docs/benchmarks.md "Web"): `npm run bench:web` gives the table; this gives one page's story.
//
//   node scripts/build.mjs && LH_PAGES=/,/news LH_RUNS=2 node scripts/lighthouse-pages.mjs
//
// On the built server (fresh PGlite, demo seed; scripts/built-server.mjs), signed in as the OTA member (an
// `/account/…` page signed out), every audit a first visit as in bench:web (HTTP cache cleared, localStorage
// holding only the token). Prints per audit the score, FCP, LCP, TBT, speed index, CLS, the document's observed
// time to first byte, each metric's score, the main thread's time after FCP (wall and CPU, and the TBT the CPU
// time alone would give: lighthouse.mjs mainThreadAfterFcp) and the LCP element; writes the report and the trace to
// /tmp/lh/<page>-<run>.json and .trace.json (long tasks, network waterfall, LCP phases). LH_FORM=desktop for
// the desktop preset, LH_PORT (default 3570). LH_DISTS=old=/tmp/dist-old,new=apps/web/dist compares builds: one
// server per build (WEB_DIST_DIR) on the ports after LH_PORT + 1, the builds audited in turn within each run of
// each page, the files named /tmp/lh/<build>-<page>-<run>.json. LH_PROBE=1 also asks the server for a page every 250 ms and
// prints any answer slower than 500 ms (how a 20 s stall of the server between audits was found: the digest
// job's first round on PGlite). BENCH_SERVER_LOG=<file> with BENCH_SERVER_LOG_LEVEL=info keeps the server's log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CLEARED_STORAGE_TYPES, mainThreadAfterFcp } from './lighthouse.mjs';
import { signIn, startBuiltServer } from './built-server.mjs';
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LH_PORT ?? 3570);
const pages = (process.env.LH_PAGES ?? '/').split(',');
const runs = Number(process.env.LH_RUNS ?? 1);
const form = process.env.LH_FORM ?? 'mobile';
const dists = (process.env.LH_DISTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair, k) => {
    const [name, dir] = pair.split('=');
    return { name, dir: path.resolve(root, dir), port: port + 2 + k };
  });
if (dists.length === 0) dists.push({ name: '', dir: process.env.WEB_DIST_DIR ?? '', port });
const stops = await Promise.all(
  dists.map((d) => {
    if (d.dir) process.env.WEB_DIST_DIR = d.dir;
    return startBuiltServer(root, d.port);
  }),
);
const stop = () => stops.forEach((s) => s());
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: '/usr/bin/chromium',
  args: [`--remote-debugging-port=${port + 1}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const originOf = (d) => `http://ota.localhost:${d.port}`;
const probe = process.env.LH_PROBE
  ? setInterval(async () => {
      const t = Date.now();
      try {
        await fetch(`http://127.0.0.1:${dists[0].port}/news`, { headers: { host: 'ota.localhost' } });
      } catch (e) {
        console.log('probe error', e.message);
      }
      const ms = Date.now() - t;
      if (ms > 500) console.log(`probe: ${ms} ms at ${new Date(t).toISOString()}`);
    }, 250)
  : undefined;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const tokens = [];
  for (const d of dists) {
    await signIn(page, originOf(d), 'member@ota.example');
    tokens.push(await page.evaluate(() => localStorage.getItem('authorization')));
  }
  for (const p of pages) {
    for (let i = 0; i < runs; i++) {
      for (const [k, d] of dists.entries()) {
        const origin = originOf(d);
        const token = tokens[k];
        await page.goto(`${origin}/api/health`);
        await page.evaluate(
          ([v, out]) => {
            localStorage.clear();
            if (!out) localStorage.setItem('authorization', v);
          },
          [token, p.startsWith('/account')],
        );
        await page.goto('about:blank');
        const result = await lighthouse(
          `${origin}${p}`,
          {
            port: port + 1,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: false,
            clearStorageTypes: CLEARED_STORAGE_TYPES,
          },
          form === 'desktop' ? desktopConfig : undefined,
        );
        const { lhr } = result;
        const a = lhr.audits;
        const name = (d.name ? `${d.name}-` : '') + p.replace(/\W+/g, '_');
        fs.mkdirSync('/tmp/lh', { recursive: true });
        fs.writeFileSync(`/tmp/lh/${name}-${i}.json`, JSON.stringify(lhr));
        fs.writeFileSync(
          `/tmp/lh/${name}-${i}.trace.json`,
          JSON.stringify(
            result.artifacts.Trace?.traceEvents ?? result.artifacts.traces?.defaultPass?.traceEvents ?? [],
          ),
        );
        const m = (id) => Math.round(a[id]?.numericValue ?? NaN);
        if (lhr.runtimeError || a.metrics?.details?.items?.[0] === undefined) {
          // An audit Lighthouse could not finish (its error, e.g. NO_LCP): reported, and the runs go on.
          console.log(
            `${d.name ? `${d.name} ` : ''}${p} #${i}: no score (${lhr.runtimeError?.code ?? 'no metrics'})`,
          );
          continue;
        }
        console.log(
          `${d.name ? `${d.name} ` : ''}${p} #${i}: score ${Math.round(lhr.categories.performance.score * 100)} FCP ${m('first-contentful-paint')} LCP ${m('largest-contentful-paint')} TBT ${m('total-blocking-time')} SI ${m('speed-index')} CLS ${a['cumulative-layout-shift']?.numericValue?.toFixed(3)} TTFBobs ${Math.round(a.metrics.details.items[0].timeToFirstByte)}`,
        );
        for (const id of [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'speed-index',
        ])
          console.log(`   ${id}: score ${a[id].score}`);
        const thread = mainThreadAfterFcp(
          result.artifacts.Trace?.traceEvents ?? result.artifacts.traces?.defaultPass?.traceEvents,
          form === 'desktop' ? 1 : 4,
        );
        console.log(
          `   main thread after FCP: ${thread.wallMs} ms wall, ${thread.cpuMs} ms CPU; TBT from CPU ${thread.cpuTbtMs} ms`,
        );
        const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        console.log('   LCP element:', lcpEl?.snippet?.slice(0, 120), lcpEl?.nodeLabel?.slice(0, 60));
      }
    }
  }
} finally {
  clearInterval(probe);
  await context.close();
  stop();
}
