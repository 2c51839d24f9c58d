/**
 * `npm run bench` still works (issue 17 "Tests"): the benchmark at the small scale, 20 requests per call
 * (`BENCH_REQUESTS`: autocannon would load the machine for at least a second a call on a duration) and no warm-up,
 * against the built server on PostgreSQL — only when DATABASE_URL is set, like scaling.test.ts. It proves the
 * command completes, every call answers 2xx and the table is written; no timing is asserted.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe.runIf(Boolean(process.env.DATABASE_URL))('npm run bench (small scale, 20 requests per call)', () => {
  it('builds, seeds, runs every call over HTTP and writes the table', async () => {
    const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-test-')), 'benchmarks.md');
    fs.writeFileSync(output, '# Benchmarks\n');
    const run = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/bench/bench.ts'], {
      cwd: root,
      env: {
        ...process.env,
        BENCH_SCALE: 'small',
        BENCH_REQUESTS: '20',
        BENCH_WARMUP: '0',
        BENCH_CONNECTIONS: '4',
        BENCH_USERS: '10',
        BENCH_OUTPUT: output,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    run.stdout.on('data', (chunk: Buffer) => void (log += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => void (log += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
    expect(code, log).toBe(0);
    const table = fs.readFileSync(output, 'utf8');
    expect(table).toContain('# Benchmarks');
    expect(table).toContain(
      '| call | req/s | p50 ms | p99 ms | SQL/request | ratio to reference | non-2xx |',
    );
    for (const call of [
      'reference: health',
      'feed page 50',
      'event list, keyword',
      'news list',
      'search posts',
    ])
      expect(table).toContain(call);
    // Every call answered 2xx (the last column) and the database was dropped (no "database kept").
    expect(table).not.toMatch(/\| [1-9]\d* \|\n/);
    expect(log).not.toContain('database kept');
  }, 240_000);
});
