/**
 * The benchmark's table (issue 17): req/s, p50, p99, SQL statements per request and the ratio to the
 * reference route measured in the same run, with the machine and date; written between two markers of
 * docs/benchmarks.md (or the file named by BENCH_OUTPUT), replacing the previous run's table.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { RouteResult, RunSettings } from './bench-run';

export const START_MARKER = '<!-- npm run bench: start -->';
export const END_MARKER = '<!-- npm run bench: end -->';

/** What the table's heading says about the run. */
export interface RunInfo {
  scale: string;
  counts: Record<string, number>;
  postgres: string;
  settings: RunSettings;
  seedSeconds: number;
  loadBefore: number[];
  loadAfter: number[];
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * Markdown of a run. Each row's ratio is its req/s over the reference run measured just before it (the
 * reference runs again every few calls, so a neighbour's load on a shared machine hits both alike).
 */
export function renderTable(results: RouteResult[], info: RunInfo): string {
  const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(' ');
  const lines = [
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — scale **${info.scale}** ` +
      `(tenant ota: ${Object.entries(info.counts)
        .map(([k, v]) => `${fmt(v)} ${k}`)
        .join(', ')}${info.scale === 'reused database' ? '' : `; grown in ${fmt(info.seedSeconds)} s`}), ` +
      `${info.settings.connections} connections, ` +
      (info.settings.requests
        ? `${info.settings.requests} requests per call (nothing timed). Machine: `
        : `${info.settings.seconds} s per call after ${info.settings.warmupSeconds} s warm-up. Machine: `) +
      `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ` +
      `${info.postgres}; load average ${load(info.loadBefore)} before, ${load(info.loadAfter)} after.`,
    '',
    '| call | req/s | p50 ms | p99 ms | SQL/request | ratio to reference | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  let reference = 0;
  for (const r of results) {
    if (r.route.reference) reference = r.requestsPerSecond;
    const ratio = reference ? r.requestsPerSecond / reference : 0;
    const shown = decodeURIComponent(r.route.path);
    const path = shown.length > 70 ? `${shown.slice(0, 67)}…` : shown;
    lines.push(
      `| ${r.route.name} — \`${r.route.method} ${path}\` | ${fmt(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ` +
        `${r.sqlPerRequest ?? '–'} | ${r.route.reference ? '1 (reference)' : ratio.toFixed(2)} | ${r.non2xx + r.errors} |`,
    );
  }
  return lines.join('\n');
}

/** Replaces the table between the markers of `file` (appending a section when it has none). */
export function writeTable(file: string, table: string): void {
  const block = `${START_MARKER}\n${table}\n${END_MARKER}`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = text.indexOf(START_MARKER);
  const end = text.indexOf(END_MARKER);
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + END_MARKER.length)}`
      : `${text}${text.endsWith('\n') || !text ? '' : '\n'}\n## Latest \`npm run bench\`\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
