// Start-up main-thread time of a first visit (issue 37 point 5, docs/benchmarks.md "Web"): the long tasks of the
// dashboard (or PROFILE_PATHS, comma-separated) in Chromium at a 4× slower CPU (DevTools protocol
// `Emulation.setCPUThrottlingRate`, PROFILE_CPU_RATE), each visit with an empty HTTP cache and only the session
// token stored, PROFILE_RUNS visits per page (default 3). Prints per visit the long tasks (start and duration, ms
// from navigation), their blocking time (the part of each over 50 ms, as Lighthouse's TBT) up to 10 s, and the
// CPU profile's self time by script file (the chunks that cost most).
//
//   node scripts/build.mjs && node scripts/profile-start.mjs
//   PROFILE_DISTS=before=/tmp/old-dist,after=apps/web/dist node scripts/profile-start.mjs   (builds alternately)
//
// Uses the built server on a fresh PGlite folder (scripts/built-server.mjs), one per build (WEB_DIST_DIR), on
// PROFILE_PORT (default 3480) and the next ports; BENCH_SERVER_START_TIMEOUT (s) for slow seeding.
// PROFILE_SAVE=<folder> also writes each visit's CPU profile there (`<build>-<page>-<run>.cpuprofile`, for
// DevTools or a source-map breakdown of the entry's self time).
// PROFILE_NETWORK=1 also throttles the network as Lighthouse's DevTools throttling of mobile does (562.5 ms
// request latency, 1,474.56 kbit/s down, 675 kbit/s up) and prints the visit's waterfall: each script and API
// request's start and end (ms from navigation; PROFILE_TIMING=1 adds when it was sent and its first byte) and the
// largest-contentful-paint candidates (time and element). PROFILE_WAIT_MS: how long each visit is watched.
// PROFILE_SIGNED_OUT=1 visits with no session token (e.g. PROFILE_PATHS=/account/sign-in as a first visitor).
// With PROFILE_NETWORK, also each layout shift (time, score, and each moved element's top and height before→after,
// clipped to the viewport), as Lighthouse's CLS counts them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { signIn, startBuiltServer } from './built-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PROFILE_PORT ?? 3480);
const runs = Number(process.env.PROFILE_RUNS ?? 3);
const rate = Number(process.env.PROFILE_CPU_RATE ?? 4);
const paths = (process.env.PROFILE_PATHS ?? '/').split(',');
const throttleNetwork = Boolean(process.env.PROFILE_NETWORK);
// PROFILE_SIGNED_OUT=1: no session token stored (the sign-in page as a first visitor sees it).
const signedOut = Boolean(process.env.PROFILE_SIGNED_OUT);
const TOKEN_STORAGE_KEY = 'authorization'; // packages/contracts/src/shared/session-keys.ts
const dists = (process.env.PROFILE_DISTS ?? `current=${process.env.WEB_DIST_DIR ?? ''}`)
  .split(',')
  .map((pair, i) => {
    const [name, dir] = pair.split('=');
    return { name, dir, origin: `http://ota.localhost:${port + i}` };
  });

const stops = await Promise.all(
  dists.map(({ dir }, i) => {
    if (dir) process.env.WEB_DIST_DIR = path.resolve(dir);
    else delete process.env.WEB_DIST_DIR;
    return startBuiltServer(root, port + i);
  }),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const dist of dists) {
    if (signedOut) continue;
    const signInContext = await browser.newContext();
    const signInPage = await signInContext.newPage();
    await signIn(signInPage, dist.origin, 'member@ota.example');
    dist.token = await signInPage.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    await signInContext.close();
  }
  for (const pathname of paths)
    for (let run = 1; run <= runs; run++)
      for (const { name, origin, token } of dists) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        await context.addInitScript(
          ([key, value]) => {
            if (value && !sessionStorage.getItem('seeded')) {
              localStorage.setItem(key, value);
              sessionStorage.setItem('seeded', '1');
            }
            globalThis.__longTasks = [];
            globalThis.__lcp = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                const el = entry.element;
                const name = el
                  ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.') : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`
                  : entry.url || '?';
                globalThis.__lcp.push([Math.round(entry.startTime), entry.size, name]);
              }
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            globalThis.__shifts = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                if (entry.hadRecentInput) continue;
                const moved = (entry.sources ?? []).map((source) => {
                  const el = source.node;
                  const name =
                    el && el.nodeType === 1
                      ? `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.') : ''}`
                      : (el?.nodeName ?? '?');
                  const [a, b] = [source.previousRect, source.currentRect];
                  return `${name} ${Math.round(a.y)}→${Math.round(b.y)} (h ${Math.round(a.height)}→${Math.round(b.height)})`;
                });
                globalThis.__shifts.push([
                  Math.round(entry.startTime),
                  entry.value.toFixed(3),
                  moved.join(', '),
                ]);
              }
            }).observe({ type: 'layout-shift', buffered: true });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                globalThis.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
            }).observe({ type: 'longtask', buffered: true });
          },
          [TOKEN_STORAGE_KEY, token],
        );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const requests = [];
        if (throttleNetwork) {
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 562.5,
            downloadThroughput: (1474.56 * 1024) / 8,
            uploadThroughput: (675 * 1024) / 8,
          });
          page.on('requestfinished', (request) => requests.push(request));
          page.on('requestfailed', (request) =>
            console.log(`  failed: ${request.url()} ${request.failure()?.errorText}`),
          );
        }
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        // Not waiting for the load event: at 4× on a busy machine it can take longer than Playwright's default.
        await page.goto(`${origin}${pathname}`, { waitUntil: 'commit', timeout: 120_000 });
        await page.waitForTimeout(Number(process.env.PROFILE_WAIT_MS ?? 10_000));
        const { profile } = await cdp.send('Profiler.stop');
        const tasks = await page.evaluate(() => globalThis.__longTasks);
        const lcp = await page.evaluate(() => globalThis.__lcp);
        const shifts = await page.evaluate(() => globalThis.__shifts);
        if (process.env.PROFILE_SAVE) {
          fs.mkdirSync(process.env.PROFILE_SAVE, { recursive: true });
          const slug = pathname.replace(/\W+/g, '_') || 'root';
          fs.writeFileSync(
            path.join(process.env.PROFILE_SAVE, `${name}-${slug}-${run}.cpuprofile`),
            JSON.stringify(profile),
          );
        }
        const blocking = tasks.reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
        console.log(
          `${name} ${pathname} run ${run}: ${tasks.length} long tasks, blocking ${blocking} ms: ${tasks.map(([s, d]) => `${s}+${d}`).join(', ')}`,
        );
        if (throttleNetwork) {
          const zero = requests.find((r) => r.resourceType() === 'document')?.timing().startTime ?? 0;
          const rows = requests
            .filter((r) => /\/api\/|\.js$/.test(new URL(r.url()).pathname))
            .map((r) => {
              const t = r.timing();
              const name = new URL(r.url()).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
              const at = (ms) => Math.round(t.startTime - zero + ms);
              // Issued, sent (a connection free), first byte, last byte.
              return [
                at(0),
                at(t.responseEnd),
                process.env.PROFILE_TIMING ? `${name} (${at(t.requestStart)}/${at(t.responseStart)})` : name,
              ];
            })
            .sort((a, b) => a[0] - b[0]);
          console.log('  waterfall: ' + rows.map(([s, e, n]) => `${n} ${s}-${e}`).join(', '));
          console.log('  lcp: ' + lcp.map(([t, size, n]) => `${t} ${size} ${n}`).join(' | '));
          if (shifts.length)
            console.log(
              '  layout shifts: ' + shifts.map(([t, v, what]) => `${t} ${v} [${what}]`).join(' | '),
            );
        }
        // Self time by script file, from the sampled profile.
        const byId = new Map(profile.nodes.map((node) => [node.id, node]));
        const self = new Map();
        const dt = profile.timeDeltas;
        profile.samples.forEach((id, i) => {
          const frame = byId.get(id)?.callFrame;
          const url = frame?.url
            ? frame.url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')
            : `(${frame?.functionName || 'program'})`;
          self.set(url, (self.get(url) ?? 0) + (dt[i] ?? 0) / 1000);
        });
        console.log(
          '  self ms: ' +
            [...self]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 10)
              .map(([url, ms]) => `${url} ${Math.round(ms)}`)
              .join(', '),
        );
        await context.close();
      }
} finally {
  await browser.close();
  for (const stop of stops) stop();
}
