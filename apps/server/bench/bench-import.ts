/**
 * `npm run bench:import` (issue 39 point 1: "10,000 rows import in under 60 s"): times the member import of
 * BENCH_IMPORT_ROWS (default 10,000) generated rows on PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; a fresh database, dropped afterwards), through the real routes
 * (`app.inject`): the dry run, the import, the same file again (nothing to change), then the memberships
 * export of the imported members as CSV and XLSX. Not a timed test:
 * the figures go to docs/import-export.md by hand.
 */
import { performance } from 'node:perf_hooks';
import { stringify } from 'csv-stringify/sync';
import { WILD_APRICOT_MAPPING } from '@portal/contracts';
import { buildTestApp } from '../test/helper';
import { buildUser, signIn } from '../test/factories/users';
import { buildMembershipType } from '../test/factories/memberships';
import { mp, multipart } from '../test/multipart';
import { segments } from '../src/db/schema/index';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const LEVELS = ['Full member', 'Student member', 'Associate'];
const STATUSES = ['Active', 'Lapsed', 'PendingRenewal', 'PendingNew'];
const INTERESTS = ['Paediatrics', 'Mental health', 'Aged care', 'Hand therapy'];

/** A Wild Apricot-style export of `n` members. */
function generatedCsv(n: number): Buffer {
  const header = Object.values(WILD_APRICOT_MAPPING.columns) as string[];
  const rows = Array.from({ length: n }, (_, i) => {
    const cells: Record<string, string> = {
      Email: `member${i}@bench.example.com`,
      'First name': `First${i}`,
      'Last name': `Last${i}`,
      Phone: `04${String(10_000_000 + i).slice(-8)}`,
      'Membership level': LEVELS[i % LEVELS.length]!,
      'Membership status': STATUSES[i % STATUSES.length]!,
      'Member since': `${(i % 28) + 1} Jul ${2000 + (i % 25)}`,
      'Renewal due': '30 Jun 2027',
      Interests: `${INTERESTS[i % 4]}; ${INTERESTS[(i + 1) % 4]}`,
      Address: `${i} Example Street`,
      City: 'Sydney',
      State: 'NSW',
      'Postal code': '2000',
      Country: 'Australia',
    };
    return header.map((h) => cells[h] ?? '');
  });
  return Buffer.from(stringify([header, ...rows]));
}

async function main() {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const app = await buildTestApp();
  try {
    await buildUser(app, { email: 'bench-admin@example.com', role: 1 });
    const { headers } = await signIn(app, 'bench-admin@example.com');
    for (const name of LEVELS) await buildMembershipType(app, { name });
    await app.database.db
      .insert(segments)
      .values(INTERESTS.map((name) => ({ tenantId: 'ota', name, type: 'interest' })));
    const file = generatedCsv(ROWS);
    const payload = multipart({ columns: JSON.stringify(WILD_APRICOT_MAPPING.columns) }, [
      { field: 'file', name: 'members.csv', content: file },
    ]);
    const timed = async (label: string, url: string) => {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url, headers: mp(headers), payload });
      const seconds = (performance.now() - started) / 1000;
      const { created, updated, unchanged, problems } = res.json();
      console.log(
        `${label.padEnd(22)} ${seconds.toFixed(2).padStart(7)} s  status ${res.statusCode}  created ${created}  updated ${updated}  unchanged ${unchanged}  problems ${problems?.length}`,
      );
      return seconds;
    };
    console.log(`${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB, PostgreSQL`);
    await timed('dry run', '/api/admin/import/dry-run');
    const seconds = await timed('import', '/api/admin/import');
    await timed('same file again', '/api/admin/import');
    for (const format of ['csv', 'xlsx']) {
      const started = performance.now();
      const res = await app.inject({ url: `/api/admin/memberships/export?format=${format}`, headers });
      const took = ((performance.now() - started) / 1000).toFixed(2);
      const size = (res.rawPayload.length / 1024 / 1024).toFixed(1);
      console.log(
        `${`export ${format}`.padEnd(22)} ${took.padStart(7)} s  status ${res.statusCode}  ${size} MB`,
      );
    }
    if (seconds >= 60) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
