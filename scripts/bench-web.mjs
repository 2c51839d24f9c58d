// `npm run bench:web` (issue 17, docs/benchmarks.md "Web"): production build sizes of the web app.
//
// Builds apps/web when stale (scripts/build.mjs --if-stale --only web), then reads Vite's chunk graph
// (apps/web/dist/.vite/manifest.json) and prints, gzip-compressed (level 9, what a server sends):
// - the initial JS of the sign-in page, the dashboard, Discover events and the news list (scripts/web-pages.mjs):
//   the entry chunk, the lazy route chunks the router loads for that URL (layouts, guards, page), and
//   everything they import statically, each chunk once; and the bare antd page's (scripts/bench-bare.mjs).
//   Fails when a signed-in page loads any sign-in code (the `sign-in` chunk group, the account screens);
// - every lazy route chunk with what it adds beyond the entry;
// - Lighthouse's performance score and lab metrics on those pages and the bare antd page, mobile and desktop,
//   each a first visit with an empty HTTP cache (scripts/lighthouse.mjs: builds the server too and starts it on a fresh PGlite
//   folder on BENCH_LIGHTHOUSE_PORT, default 3470, and Chromium's DevTools on the next port;
//   BENCH_LIGHTHOUSE=0 skips it).
// Writes the table between the markers of docs/benchmarks.md (BENCH_OUTPUT to write elsewhere).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildBarePage } from './bench-bare.mjs';
import { lighthouseTable } from './lighthouse.mjs';
import { FIRST_VISIT_PAGES, SIGNED_IN_PAGES, initialFiles, signInFiles } from './web-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
const buildArgs = ['scripts/build.mjs', '--if-stale', ...(withLighthouse ? [] : ['--only', 'web'])];
const built = spawnSync(process.execPath, buildArgs, {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gz = new Map();
/** gzip size (bytes) of one output file of `dir` (default the web app's dist). */
const gzipSize = (file, dir = dist) => {
  const full = path.join(dir, file);
  if (!gz.has(full)) gz.set(full, gzipSync(fs.readFileSync(full), { level: 9 }).length);
  return gz.get(full);
};
/** The chunk files a manifest key needs at once: itself and its static imports, recursively. */
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
};
const sum = (files, dir = dist) =>
  [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipSize(f, dir), 0);
const kB = (bytes) => (bytes / 1024).toFixed(1);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const lines = [
  `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}; gzip level 9.`,
  '',
  '| page | initial JS (gzip kB) | JS files | CSS (gzip kB) |',
  '| --- | ---: | ---: | ---: |',
];
for (const [page, keys] of Object.entries(FIRST_VISIT_PAGES)) {
  const files = initialFiles(manifest, keys);
  const css = [...files].filter((f) => f.endsWith('.css')).reduce((n, f) => n + gzipSize(f), 0);
  lines.push(
    `| ${page} | ${kB(sum(files))} | ${[...files].filter((f) => f.endsWith('.js')).length} | ${kB(css)} |`,
  );
  const leaked = SIGNED_IN_PAGES.includes(page) ? signInFiles(manifest, files) : [];
  if (leaked.length) throw new Error(`the ${page} page loads sign-in code: ${leaked.join(', ')}`);
}
const bareDir = await buildBarePage(root);
const bareFiles = fs.readdirSync(path.join(bareDir, 'assets')).map((f) => `assets/${f}`);
const bareCss = bareFiles.filter((f) => f.endsWith('.css')).reduce((n, f) => n + gzipSize(f, bareDir), 0);
lines.push(
  `| bare antd page (scripts/bench-bare) | ${kB(sum(bareFiles, bareDir))} | ${bareFiles.filter((f) => f.endsWith('.js')).length} | ${kB(bareCss)} |`,
);
lines.push('', '| lazy route chunk | adds beyond the entry (gzip kB) |', '| --- | ---: |');
const lazy = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const files = closure(key);
    for (const f of entry) files.delete(f);
    return [key.replace(/^src\//, ''), sum(files)];
  })
  .sort((a, b) => b[1] - a[1]);
for (const [key, bytes] of lazy) lines.push(`| ${key} | ${kB(bytes)} |`);
if (withLighthouse) {
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3470);
  lines.push('', ...(await lighthouseTable(root, port)));
}
const table = lines.join('\n');
console.log(table);

const START = '<!-- npm run bench:web: start -->';
const END = '<!-- npm run bench:web: end -->';
const output = path.resolve(root, process.env.BENCH_OUTPUT ?? 'docs/benchmarks.md');
const text = fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : '';
const block = `${START}\n${table}\n${END}`;
const start = text.indexOf(START);
const end = text.indexOf(END);
fs.writeFileSync(
  output,
  start >= 0 && end > start
    ? `${text.slice(0, start)}${block}${text.slice(end + END.length)}`
    : `${text.trimEnd()}\n\n## Web (\`npm run bench:web\`)\n\n${block}\n`,
);
console.log(`written to ${path.relative(root, output)}`);
