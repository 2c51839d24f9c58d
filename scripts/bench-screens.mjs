// `npm run bench:screens` (issue 18 "Production build and speed", docs/benchmarks.md "Screen loads"):
// first meaningful paint of every main screen, full page loads in Chromium on the demo data.
//
// Builds when stale (scripts/build.mjs --if-stale), starts the built server as a real process on a fresh
// PGlite data folder (`npm start`'s defaults, seeded with the demo tenants; BENCH_SCREENS_PORT, default 3460),
// signs in once as the OTA demo member (and the admin for the admin screens), then opens every screen
// cold BENCH_SCREENS_COLD times (default 3; a fresh browser context each time: empty HTTP and code caches, the
// session token in localStorage as after sign-in; the median counts) and then BENCH_SCREENS_RUNS times (default 3) as a returning member (the same context loads the page
// again: assets come from the HTTP cache, as after any earlier visit), at 1440×900; then BENCH_SCREENS_RUNS
// in-app navigations to it (a full load of the dashboard — of news for the dashboard itself — then the router
// moves to the screen as a menu click does, without the head start of the hover prefetch).
//
// "First meaningful paint" (ms since the navigation started, `performance.now()` in the page): the first
// animation frame in which the page's <main> shows its content — a heading or content item is visible, the
// text is longer than 40 characters, and no skeleton or spinning Spin is left inside <main>. Prints the
// median and the worst of the returning-member loads, the time to their last API response, the cold load and
// the in-app navigation (ms from the router's move to the new screen's first meaningful paint);
// writes the table between the markers of docs/benchmarks.md (BENCH_OUTPUT to write elsewhere, or
// BENCH_OUTPUT=- to write nothing). Exits 1 when a screen never reaches its paint within 20 s.
/* global document, requestAnimationFrame, history, dispatchEvent, PopStateEvent -- the probes run in the page */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { signIn, startBuiltServer } from './built-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_SCREENS_PORT ?? 3460);
const runs = Number(process.env.BENCH_SCREENS_RUNS ?? 3);
const coldRuns = Math.max(1, Number(process.env.BENCH_SCREENS_COLD ?? 3));
const only = process.env.BENCH_SCREENS_ONLY; // optional substring filter on the screen name
const origin = `http://ota.localhost:${port}`;

/** Screens: [name, path or a function of the discovered ids, account]. */
const screens = [
  ['dashboard', '/', 'member'],
  ['communities feed', '/communities', 'member'],
  ['explore communities', '/communities/explore', 'member'],
  ['a community (posts)', (ids) => ids.community, 'member'],
  ['a post', (ids) => ids.post, 'member'],
  ['explore meetings', '/communities/meetings/explore', 'member'],
  ['saved posts', '/communities/saved-posts', 'member'],
  ['events home', '/events', 'member'],
  ['discover events', '/events/discover/all', 'member'],
  ['an event', (ids) => ids.event, 'member'],
  ['my events (attending)', '/events/attending', 'member'],
  ['news', '/news', 'member'],
  ['a news item', (ids) => ids.news, 'member'],
  ['resources', '/resources', 'member'],
  ['member pages', '/pages', 'member'],
  ['CPD tracker', '/cpd/tracker-page', 'member'],
  ['all courses', '/cpd/all-courses', 'member'],
  ['account details', '/settings/account-details', 'member'],
  ['membership profile', '/settings/membership-profile', 'member'],
  ['invoices', '/settings/invoices', 'member'],
  ['search', '/search?keyword=therapy', 'member'],
  ['admin: users', '/admin/users', 'admin'],
  ['admin: communities', '/admin/communities-management', 'admin'],
  ['admin: events', '/admin/events', 'admin'],
  ['admin: resources', '/admin/resources', 'admin'],
  ['admin: announcements', '/admin/announcement', 'admin'],
];

const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

/**
 * In the page: resolves with performance.now() at the first frame where <main> shows content. With
 * `navigateTo` (an in-app navigation): marks everything now inside <main>, moves the router there as the
 * browser's back/forward buttons do (pushState + popstate: no hover prefetch, so no head start over a click),
 * and resolves with the ms from that moment, counting only elements that were not there before.
 */
const paintProbe = (navigateTo) =>
  new Promise((resolve) => {
    let started = 0;
    if (navigateTo) {
      document.querySelectorAll('main *').forEach((el) => el.setAttribute('data-bench-old', ''));
      started = performance.now();
      history.pushState(null, '', navigateTo);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }
    const check = () => {
      const main = document.querySelector('main');
      const ready =
        main &&
        !main.querySelector('.ant-skeleton, .ant-spin-spinning') &&
        [...main.querySelectorAll('h1, h2, h3, h4, .ant-card, li, tr, article')].some(
          (el) => !el.hasAttribute('data-bench-old') && el.getBoundingClientRect().height > 0,
        ) &&
        main.innerText.trim().length > 40;
      if (ready) resolve(performance.now() - started);
      else requestAnimationFrame(check);
    };
    if (navigateTo) requestAnimationFrame(check);
    else check();
  });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const stop = await startBuiltServer(root, port);
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const states = {};
  const ids = {};
  for (const account of ['member', 'admin']) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, origin, `${account}@ota.example`);
    states[account] = await context.storageState();
    if (account === 'member') {
      // Discover one community, post, event and news item through the screens that link to them.
      const firstHref = async (url, pattern) => {
        await page.goto(`${origin}${url}`);
        await page.waitForFunction(paintProbe, undefined, { timeout: 20_000 });
        await page.waitForTimeout(500);
        const hrefs = await page.$$eval('main a[href]', (as) => as.map((a) => a.getAttribute('href')));
        const href = hrefs.find((h) => pattern.test(h));
        if (!href) throw new Error(`no link matching ${pattern} on ${url}`);
        return href;
      };
      ids.community = await firstHref(
        '/communities/explore',
        /^\/communities\/(?!explore$|meetings$|saved-posts$)[\w-]+$/,
      );
      ids.post = await firstHref('/communities', /^\/communities\/[\w-]+\/posts\/[\w-]+$/);
      ids.event = await firstHref('/events/discover/all', /^\/events\/\d+$/);
      ids.news = await firstHref('/news', /^\/news\/details\/[\w-]+$/);
    }
    await context.close();
  }

  const rows = [];
  let failed = false;
  /** One full page load of `url` in `page`: first meaningful paint (ms) and the last API response (ms). */
  const load = async (page, url) => {
    let lastResponse = 0;
    const onResponse = (response) => {
      if (response.url().includes('/api/')) lastResponse = Date.now();
    };
    page.on('response', onResponse);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const paint = await page
      .waitForFunction(paintProbe, undefined, { timeout: 20_000 })
      .then((h) => h.jsonValue());
    await page.waitForLoadState('load').catch(() => {});
    await page.waitForTimeout(500); // networkidle never comes while the live stream (/api/live) is open
    page.off('response', onResponse);
    return [paint, lastResponse ? lastResponse - started : 0];
  };
  for (const [name, target, account] of screens) {
    if (only && !name.includes(only)) continue;
    const url = `${origin}${typeof target === 'function' ? target(ids) : target}`;
    const cached = [];
    const lastData = [];
    const inApp = [];
    let cold = Number.NaN;
    try {
      // Cold: fresh contexts, empty HTTP and code caches (a first visit), coldRuns times; the median counts.
      const colds = [];
      let context;
      let page;
      for (let i = 0; i < coldRuns; i++) {
        await context?.close();
        context = await browser.newContext({
          viewport: { width: 1440, height: 900 },
          storageState: states[account],
        });
        page = await context.newPage();
        const [paint] = await load(page, url);
        colds.push(paint);
      }
      cold = median(colds);
      // Returning member: the same context loads the page again (assets from the HTTP cache, as after any visit).
      for (let i = 0; i < runs; i++) {
        const [paint, data] = await load(page, url);
        cached.push(paint);
        lastData.push(data);
      }
      // In-app: a full load of another screen (the dashboard, or news for the dashboard itself), then the router
      // moves to this screen, as a click on a menu entry or link does.
      const from = new URL(target === '/' ? '/news' : '/', origin).href;
      for (let i = 0; i < runs; i++) {
        await load(page, from);
        const to = new URL(url);
        inApp.push(await page.evaluate(paintProbe, to.pathname + to.search));
        await page.waitForLoadState('load').catch(() => {});
        await page.waitForTimeout(500); // networkidle never comes while the live stream (/api/live) is open
      }
      await context.close();
    } catch (error) {
      failed = true;
      console.error(`${name}: no meaningful paint within 20 s (${error.message.split('\n')[0]})`);
      cached.push(Number.NaN);
    }
    const row = [
      name,
      new URL(url).pathname + new URL(url).search,
      median(cached),
      Math.max(...cached),
      median(lastData),
      cold,
      inApp.length ? median(inApp) : Number.NaN,
    ];
    rows.push(row);
    console.log(
      `${name.padEnd(24)} cached: paint median ${Math.round(row[2])} ms, worst ${Math.round(row[3])} ms, last data ${row[4]} ms; cold ${Math.round(cold)} ms; in-app ${Math.round(row[6])} ms`,
    );
  }
  await browser.close();

  const loadAverage = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const table = [
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — per screen the median of ${coldRuns} cold loads (new browser`,
    `context each: empty HTTP and code caches), ${runs} full page loads of a returning member (same context, assets cached)`,
    `and ${runs} in-app navigations from the dashboard (news for the dashboard itself),`,
    `Chromium 1440×900, production build on PGlite with the demo seed, OTA member (admin for admin screens).`,
    `Machine: ${os.cpus().length} CPUs, Node ${process.version}; load average ${loadAverage} after.`,
    '',
    '| screen | path | returning member: first meaningful paint, median (ms) | worst (ms) | last API response, median (ms) | first visit, cold, median (ms) | in-app navigation, median (ms) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ([n, p, med, worst, data, cold, nav]) =>
        `| ${n} | \`${p}\` | ${Math.round(med)} | ${Math.round(worst)} | ${data} | ${Math.round(cold)} | ${Math.round(nav)} |`,
    ),
  ].join('\n');
  const output = process.env.BENCH_OUTPUT ?? 'docs/benchmarks.md';
  if (output !== '-' && !only) {
    const file = path.resolve(root, output);
    const START = '<!-- npm run bench:screens: start -->';
    const END = '<!-- npm run bench:screens: end -->';
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const block = `${START}\n${table}\n${END}`;
    fs.writeFileSync(
      file,
      text.includes(START)
        ? text.replace(new RegExp(`${START}[\\s\\S]*?${END}`), () => block)
        : `${text.trimEnd()}\n\n${block}\n`,
    );
    console.log(`written to ${output}`);
  }
  if (failed) process.exitCode = 1;
} finally {
  stop();
}
