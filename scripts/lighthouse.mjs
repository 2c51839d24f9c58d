// Lighthouse part of `npm run bench:web` (issue 17 "A benchmark anyone can rerun", docs/benchmarks.md "Web"):
// the performance category of Lighthouse (the npm package, against the Debian Chromium) on the sign-in page,
// the dashboard, the communities feed and an event page, mobile (Lighthouse's default: a mid-range phone with
// simulated slow 4G and 4× CPU slowdown) and desktop, on the built server with the demo seed.
/* global document -- eventHref runs in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { signIn, startBuiltServer } from './built-server.mjs';

/** One Lighthouse performance run: score 0–100 and the lab metrics in ms (CLS unitless). */
async function audit(url, port, formFactor) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  // The session token lives in localStorage: keep it between the sign-in and the audited load.
  flags.disableStorageReset = true;
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  const ms = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
  };
}

/**
 * Starts the built server on `port` (fresh PGlite data, demo seed) and Chromium with a DevTools port, audits
 * the sign-in page signed out, then signs in as the OTA demo member and audits the dashboard, the feed and
 * the first event of Discover events, each mobile and desktop. Resolves to the Markdown lines of the table.
 */
export async function lighthouseTable(root, port) {
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
    const pages = [['sign-in', '/account/sign-in']];
    const rows = [];
    const run = async (name, pathname) => {
      for (const formFactor of ['mobile', 'desktop']) {
        const r = await audit(`${origin}${pathname}`, devtoolsPort, formFactor);
        rows.push(
          `| ${name} | \`${pathname}\` | ${formFactor} | ${r.score} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
        );
        console.log(
          `${name.padEnd(20)} ${formFactor.padEnd(8)} score ${r.score}, FCP ${r.fcp} ms, LCP ${r.lcp} ms`,
        );
      }
    };
    await page.goto('about:blank');
    await run(...pages[0]);
    await signIn(page, origin, 'member@ota.example');
    await page.goto(`${origin}/events/discover/all`);
    const eventHref = await page.waitForFunction(
      () =>
        [...document.querySelectorAll('main a[href]')]
          .map((a) => a.getAttribute('href'))
          .find((href) => /^\/events\/\d+$/.test(href ?? '')),
      undefined,
      { timeout: 30_000 },
    );
    await page.goto('about:blank');
    for (const [name, pathname] of [
      ['dashboard', '/'],
      ['communities feed', '/communities'],
      ['an event', await eventHref.jsonValue()],
    ])
      await run(name, pathname);
    return [
      `Lighthouse ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, performance category, Chromium ${context.browser()?.version() ?? ''}; mobile is`,
      "Lighthouse's default (simulated slow 4G, 4× CPU slowdown), desktop its desktop preset; built server on",
      `PGlite with the demo seed, OTA member. Load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} after.`,
      '',
      '| page | path | form factor | score | FCP (ms) | LCP (ms) | TBT (ms) | CLS |',
      '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
    ];
  } finally {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
    stop();
  }
}
