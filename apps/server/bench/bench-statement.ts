/**
 * `BENCH_REUSE=<url> [N=300] [ROUNDS=3] npx tsx apps/server/bench/bench-statement.ts <params.json> <a.sql> [<b.sql> …]`
 * (issue 37): the PostgreSQL CPU of one statement and of variants of it, as the server runs them — each file a
 * statement with `$1 … $n` placeholders, prepared under a name on one connection and executed with the values of
 * `params.json` (a JSON array; a file given as `<b.sql>@<b.json>` takes its own), 20 times to warm up (so PostgreSQL has settled on a
 * generic or custom plan), then `N` times per round, the files in turn within each round so that the machine's
 * load falls on all of them alike. Prints per file its rows' count, a SHA-256 prefix of its rows (variants of one
 * answer must print the same hash) and their size, then per round the backend's CPU in ms per execution (utime +
 * stime from `/proc/<pid>/stat`, 10 ms ticks: the database must run on this machine) and the median, and how
 * PostgreSQL planned each statement (`pg_prepared_statements`: generic plans kept or custom plans per call).
 * A statement's text and values: `pg_prepared_statements` of the server's connection after one call, or the
 * `params` line of bench-explain.ts. How the variants in docs/benchmarks.md "Issue 37, 6 Dec, morning: lists"
 * were compared. @throws when a file's statement fails (its PostgreSQL error).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';

/** utime + stime of a backend, in clock ticks (10 ms). */
const ticks = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(stat[11]) + Number(stat[12]);
};

async function main() {
  const url = process.env.BENCH_REUSE;
  const [paramsFile, ...files] = process.argv.slice(2);
  if (!url || !paramsFile || files.length === 0)
    throw new Error('usage: BENCH_REUSE=<url> bench-statement.ts <params.json> <a.sql> [<b.sql> …]');
  const n = Number(process.env.N ?? 300);
  const rounds = Number(process.env.ROUNDS ?? 3);
  const valuesOf = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown[];
  const statements = files.map((arg) => {
    const [file, own] = arg.split('@');
    return {
      text: fs.readFileSync(file!, 'utf8').trim().replace(/;$/, ''),
      values: valuesOf(own ?? paramsFile),
    };
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const pid = ((await client.query('select pg_backend_pid() as pid')).rows[0] as { pid: number }).pid;
    const run = (i: number) =>
      client.query({ name: `bench_statement_${i}`, ...statements[i]!, rowMode: 'array' });
    for (const [i, file] of files.entries()) {
      const { rows } = await run(i);
      const text = JSON.stringify(rows);
      const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
      console.log(`${file}: ${rows.length} rows, sha256 ${hash}…, ${text.length} characters`);
      for (let k = 0; k < 20; k++) await run(i);
    }
    const perCall: number[][] = files.map(() => []);
    for (let r = 0; r < rounds; r++)
      for (const i of files.keys()) {
        const before = ticks(pid);
        for (let k = 0; k < n; k++) await run(i);
        perCall[i]!.push(((ticks(pid) - before) * 10) / n);
      }
    for (const [i, file] of files.entries()) {
      const sorted = [...perCall[i]!].sort((a, b) => a - b);
      console.log(
        `${file}: backend CPU ${perCall[i]!.map((x) => x.toFixed(3)).join(', ')} ms/execution, median ${sorted[sorted.length >> 1]!.toFixed(3)}`,
      );
    }
    const plans = (
      await client.query(
        `select name, generic_plans, custom_plans from pg_prepared_statements where name like 'bench_statement_%' order by name`,
      )
    ).rows as { name: string; generic_plans: string; custom_plans: string }[];
    for (const p of plans)
      console.log(
        `${files[Number(p.name.split('_').pop())]}: ${p.generic_plans} generic, ${p.custom_plans} custom plans`,
      );
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
