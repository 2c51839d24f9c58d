/**
 * `npm run bench:directus` (issue 17, optional): the news list of the portal against Directus 12 on the same rows
 * and the same PostgreSQL, measured side by side over HTTP in one run.
 *
 * 1. installs `directus@12.4.0` and a Node 22 binary (`node-<platform>-<arch>@22`, Directus 12 needs Node >= 22)
 *    from the npm registry into BENCH_DIRECTUS_DIR (default /tmp/bench-directus), reused when already there;
 *    native modules that do not load on Node 22 are rebuilt there (directus-setup.ts);
 * 2. builds the server when stale, makes the portal's benchmark database as `npm run bench` does (freshDatabase,
 *    seedDatabase, growToScale to BENCH_SCALE: small | large | huge, default large, then `vacuum analyze`) on
 *    the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), and a second, empty
 *    database on the same server for Directus;
 * 3. `directus bootstrap` on it (admin user with a static token), `directus start` (CACHE_ENABLED=false, no rate
 *    or pressure limiter, no telemetry, pool of 10 like the portal), creates the collections `news`, `category`,
 *    `tag`, `segment` and the m2m junctions `category_mapping`, `tag_mapping`, `segment_mapping` through its API
 *    (primary keys, foreign keys, junction foreign keys indexed), and copies tenant `ota`'s news (every status)
 *    with their categories, tags, segments and image files into them with SQL, then `analyze`;
 * 4. starts the portal (`node apps/server/dist/server.js`) with CONTENT_COUNT_CACHE=false (its 10 s count
 *    cache off, issue 37), signs the demo member in; Directus is called with the admin's static token
 *    (`Authorization: Bearer`), the portal with the member's token;
 * 5. checks that both answer the news list (bench-routes.ts 'news list (fields, filter_count)', page 1 of 8)
 *    with the same `meta.filter_count` (the portal's bounded: Directus's count, or `contentCountBound` + 1 when
 *    Directus counts more), the same ids in the same order and the same categories and tags; the
 *    Directus query carries as a `filter` what the portal applies to a member (status = the tenant's active
 *    key, publish start empty or past, no segment or one of the member's segments);
 * 6. times the reference `GET /api/health`, the portal's news list and Directus's — each request with a
 *    filter of its own (`{"id":{"_nin":[-n]}}`, which every item passes), so neither side reuses a count —
 *    with autocannon as `npm run bench` does (BENCH_CONNECTIONS 32, BENCH_WARMUP 2 s, BENCH_SECONDS 10 s), back to back,
 *    BENCH_ROUNDS times (default 1), and prints a Markdown table with the ratio portal / Directus;
 * 7. writes the table, the machine, the date, the scale, both Node versions, the indexes of each side and the
 *    method to BENCH_DIRECTUS_REPORT (default /tmp/directus-report.md);
 * 8. stops both servers and drops both databases, also on failure — unless BENCH_KEEP=true, which keeps them
 *    and prints their URLs.
 * Also read: BENCH_USERS (demo users per tenant, 200), BENCH_PORT and BENCH_DIRECTUS_PORT (fixed ports instead
 * of free ones), BENCH_REUSE (a portal database kept by `npm run bench`: not seeded, grown nor dropped) and
 * BENCH_BASELINE_ENTRY (another build's `server.js`, e.g. the build before a change: started too and timed after
 * Directus in each round, its ratio in the table as "baseline build").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TENANT_PROFILES } from '@portal/contracts';
import { seedDatabase } from '../src/seed/seed';
import { openDatabase } from '../src/db/client';
import { freshDatabase } from '../test/helper';
import { BENCH_TENANT, describeData, growToScale } from './bench-grow';
import { benchRoutes, type BenchRoute } from './bench-routes';
import { runRoute, settingsFromEnv, type Headers, type RouteResult } from './bench-run';
import { buildServerIfStale, MEMBER, ROOT, signIn, startServer, type BenchServer } from './bench-server';
import {
  createDatabase,
  DIRECTUS_TOKEN,
  DIRECTUS_VERSION,
  installDirectus,
  startDirectus,
  type DirectusServer,
  type ScratchDatabase,
} from './directus-setup';
import { copyNews, createNewsSchema, listIndexes, type CopiedCounts, type IndexRow } from './directus-schema';
import { directusPath, FILTER_VARIANTS, memberFilter, variantFilter, withFilter } from './directus-filters';
import { sameItems } from './directus-compare';

/** The route of bench-routes.ts that is compared (the web's news list query). */
const NEWS_ROUTE = 'news list (fields, filter_count)';

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** One timed call of the table: which side, its result. */
interface Measured {
  /** `baseline`: the portal build of BENCH_BASELINE_ENTRY, compared with the Directus row before it. */
  side: 'portal' | 'Directus' | 'baseline';
  result: RouteResult;
}

/** Markdown table of the timed calls; each Directus row's ratio is the portal row just before it over it. */
function renderComparison(measured: Measured[]): { table: string; ratios: number[] } {
  const lines = [
    '| call | req/s | p50 ms | p99 ms | non-2xx / errors | portal / Directus (req/s) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  const ratios: number[] = [];
  let portal: number | null = null;
  let directus: number | null = null;
  for (const { side, result } of measured) {
    let ratio = '';
    if (result.route.reference) ratio = '(reference)';
    else if (side === 'portal') portal = result.requestsPerSecond;
    else if (side === 'baseline') {
      if (directus !== null) ratio = `${(result.requestsPerSecond / directus).toFixed(1)} × (baseline build)`;
    } else if (portal !== null) {
      directus = result.requestsPerSecond;
      const value = portal / result.requestsPerSecond;
      ratios.push(value);
      ratio = `**${value.toFixed(1)} ×**`;
    }
    lines.push(
      `| ${side}: ${result.route.name} | ${fmt(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ` +
        `${result.non2xx + result.errors} | ${ratio} |`,
    );
  }
  return { table: lines.join('\n'), ratios };
}

/** The index note: one line per index or foreign key of each side. */
function renderIndexes(title: string, rows: IndexRow[]): string {
  return [
    `${title}:`,
    '',
    ...rows.map((r) =>
      r.indexdef.startsWith('FOREIGN KEY')
        ? `- \`${r.tablename}\`: foreign key \`${r.indexdef}\` (constraint)`
        : `- \`${r.tablename}\`: \`${r.indexdef.replace(/ ON public\./, ' ON ')}\``,
    ),
  ].join('\n');
}

async function main() {
  const { scale, settings } = settingsFromEnv('large');
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
  const dir = path.resolve(process.env.BENCH_DIRECTUS_DIR ?? '/tmp/bench-directus');
  if (!path.relative(ROOT, dir).startsWith('..'))
    throw new Error(`BENCH_DIRECTUS_DIR must be outside the repository (${dir})`);
  const reportFile = path.resolve(process.env.BENCH_DIRECTUS_REPORT ?? '/tmp/directus-report.md');
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const keep = process.env.BENCH_KEEP === 'true';
  const startedAt = Date.now();

  const install = installDirectus(dir);
  const installSeconds = (Date.now() - startedAt) / 1000;
  console.log(`Directus ${DIRECTUS_VERSION} on Node ${install.nodeVersion} in ${dir}`);
  buildServerIfStale();

  // BENCH_REUSE: a portal database grown by an earlier `npm run bench` (kept, never dropped, not grown again).
  const reuse = process.env.BENCH_REUSE;
  const database = reuse ? { ...(await openDatabase({ url: reuse })), url: reuse } : await freshDatabase();
  // BENCH_BASELINE_ENTRY: another build's server.js, timed in each round after Directus (before/after runs).
  const baselineEntry = process.env.BENCH_BASELINE_ENTRY
    ? path.resolve(process.env.BENCH_BASELINE_ENTRY)
    : null;
  let baseline: BenchServer | null = null;
  let directusDb: ScratchDatabase | null = null;
  let server: BenchServer | null = null;
  let directus: DirectusServer | null = null;
  try {
    const seedStarted = Date.now();
    if (!reuse) {
      await seedDatabase(database.db, { usersPerTenant: Number(process.env.BENCH_USERS ?? 200) });
      await growToScale(database.db, scale);
    }
    const { threadPostId, counts } = await describeData(database.db, MEMBER);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    console.log(`scale ${scale}: ${JSON.stringify(counts)} in ${seedSeconds.toFixed(0)} s`);
    const pool = database.pool;
    if (!pool) throw new Error('the benchmark needs PostgreSQL (DATABASE_URL), not PGlite');

    const directusStarted = Date.now();
    directusDb = await createDatabase(process.env.DATABASE_URL);
    directus = await startDirectus(install, directusDb.url);
    await createNewsSchema(directus.url);
    const copied: CopiedCounts = await copyNews(pool, directusDb.url);
    const directusSeconds = (Date.now() - directusStarted) / 1000;
    console.log(
      `Directus: bootstrapped, schema made, copied ${JSON.stringify(copied)} in ${directusSeconds.toFixed(0)} s`,
    );

    // The portal's 10 s count cache off (config/env.ts CONTENT_COUNT_CACHE): it counts on every request, as
    // Directus does without its cache (issue 37).
    process.env.CONTENT_COUNT_CACHE = 'false';
    server = await startServer(database.url!);
    if (baselineEntry) baseline = await startServer(database.url!, { entry: baselineEntry, port: 0 });
    const portalHeaders = { authorization: `Bearer ${await signIn(server.url)}` };
    const directusHeaders = { authorization: `Bearer ${DIRECTUS_TOKEN}` };
    const routes = await benchRoutes(database.db, MEMBER, threadPostId);
    const reference = routes.find((r) => r.reference);
    const news = routes.find((r) => r.name === NEWS_ROUTE);
    if (!reference || !news) throw new Error(`bench-routes.ts has no reference or no '${NEWS_ROUTE}' route`);

    const segments = await pool.query<{ segment_id: number }>(
      `select us.segment_id from user_segments us join users u on u.id = us.user_id
        where u.tenant_id = $1 and u.email = $2 order by us.segment_id`,
      [BENCH_TENANT, MEMBER],
    );
    const memberSegments = segments.rows.map((r) => r.segment_id);
    const filter = memberFilter(TENANT_PROFILES[BENCH_TENANT].newsActiveKey, memberSegments);
    // Each timed request carries a filter of its own (variantFilter): the portal, whose count cache is off
    // anyway (CONTENT_COUNT_CACHE=false), and Directus (CACHE_ENABLED=false) both count on every request.
    const variants = Array.from({ length: FILTER_VARIANTS }, (_, i) => variantFilter(i + 1));
    const portalPaths = variants.map((v) => withFilter(news.path, { _and: [v] }));
    const directusPaths = variants.map((v) =>
      directusPath(news.path, { _and: [...(filter._and as unknown[]), v] }),
    );
    const portalNews: BenchRoute = { ...news, path: portalPaths[0]!, paths: portalPaths };
    const directusNews: BenchRoute = {
      name: `${NEWS_ROUTE} — Directus ${DIRECTUS_VERSION}`,
      method: 'GET',
      path: directusPaths[0]!,
      paths: directusPaths,
    };
    const same = await sameItems(
      { url: `${server.url}${portalNews.path}`, headers: portalHeaders },
      { url: `${directus.url}${directusNews.path}`, headers: directusHeaders },
    );
    console.log(
      `same items: filter_count ${same.count} (portal ${same.portalCount}), page 1 ids ${same.ids.join(', ')}`,
    );

    // A slow call's requests can still run in PostgreSQL when autocannon stops: wait before the next call.
    const databases = [new URL(database.url!).pathname.slice(1), directusDb.name];
    const drained = async () => {
      for (let i = 0; i < 600; i++) {
        const busy = await pool.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = any($1) and state = 'active' and pid <> pg_backend_pid()`,
          [databases],
        );
        if (!busy.rows[0]?.n) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const loadBefore = os.loadavg();
    const measured: Measured[] = [];
    const measure = async (side: Measured['side'], url: string, route: BenchRoute, headers: Headers) => {
      await drained();
      const result = await runRoute(url, route, headers, settings);
      measured.push({ side, result });
      console.log(
        `${side}: ${route.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms` +
          (result.non2xx + result.errors ? `, ${result.non2xx + result.errors} non-2xx/errors` : ''),
      );
    };
    for (let round = 0; round < rounds; round++) {
      await measure('portal', server.url, reference, portalHeaders);
      await measure('portal', server.url, portalNews, portalHeaders);
      await measure('Directus', directus.url, directusNews, directusHeaders);
      if (baseline)
        await measure(
          'baseline',
          baseline.url,
          { ...portalNews, name: `${NEWS_ROUTE} (baseline build)` },
          portalHeaders,
        );
    }
    const loadAfter = os.loadavg();
    const { table, ratios } = renderComparison(measured);
    const failed = measured.filter((m) => m.result.non2xx + m.result.errors > 0);
    console.log(`\n${table}\n`);
    if (failed.length)
      console.warn(`warning: non-2xx answers or errors in ${failed.map((m) => m.side).join(', ')}`);

    const version = (await pool.query<{ server_version: string }>('show server_version')).rows[0]
      ?.server_version;
    const portalIndexes = await listIndexes(pool, [
      'content_items',
      'content_category_mapping',
      'content_tag_mapping',
      'content_segment_mapping',
      'content_category',
      'content_tag',
      'segments',
      'user_segments',
    ]);
    const directusClient = new pg.Client({ connectionString: directusDb.url });
    await directusClient.connect();
    const directusIndexes = await listIndexes(directusClient, [
      'news',
      'category_mapping',
      'tag_mapping',
      'segment_mapping',
      'category',
      'tag',
      'segment',
    ]);
    await directusClient.end();
    const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(' ');
    const cpus = os.cpus();
    const totalSeconds = (Date.now() - startedAt) / 1000;
    const report = [
      `# Portal vs Directus ${DIRECTUS_VERSION}: the news list (\`npm run bench:directus\`)`,
      '',
      `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — scale **${scale}** (tenant ota: ` +
        `${Object.entries(counts)
          .map(([k, v]) => `${fmt(v)} ${k}`)
          .join(', ')}), ${settings.connections} connections, ${settings.seconds} s per call after ` +
        `${settings.warmupSeconds} s warm-up, ${rounds} round(s). Machine: ${cpus.length} CPUs ` +
        `(${cpus[0]?.model.trim() ?? 'unknown'}), ${os.type()} ${os.release()}, PostgreSQL ${version} (both ` +
        `databases on the same server). Portal on Node ${process.version}, Directus ${DIRECTUS_VERSION} on Node ` +
        `${install.nodeVersion}. Load average ${load(loadBefore)} before, ${load(loadAfter)} after.`,
      '',
      table,
      '',
      `Ratio portal / Directus (req/s): ${ratios.map((r) => `**${r.toFixed(1)} ×**`).join(', ')}` +
        (ratios.length
          ? ` — issue 37 target ≥ 30 × (count cache off, a new filter per request): ` +
            `${ratios.every((r) => r >= 30) ? 'met' : 'NOT met'}.`
          : ''),
      '',
      '## Same query, same rows',
      '',
      `- Portal: \`GET ${decodeURIComponent(portalNews.path)}\` as the signed-in demo member (\`${MEMBER}\`, Bearer token).`,
      `- Directus: \`GET ${decodeURIComponent(directusNews.path)}\` with the admin user's static token ` +
        '(`Authorization: Bearer`; the admin policy has admin access, so Directus checks no item permissions).',
      `- The filter is what the portal applies to a member on the server (status \`${TENANT_PROFILES[BENCH_TENANT].newsActiveKey}\`, ` +
        `publish start empty or past, no segment or one of the member's segments ${JSON.stringify(memberSegments)}).`,
      `- Checked before timing: Directus answers \`filter_count\` ${fmt(same.count)}, the portal ` +
        `${fmt(same.portalCount)} (exact up to its bound, bound + 1 above: issue 37 point 4), and both page 1 ids ` +
        `${same.ids.join(', ')} in that order, with the same names, categories and tags.`,
      `- Rows copied into Directus with SQL (ids kept): ${Object.entries(copied)
        .map(([k, v]) => `${k} ${fmt(v)}`)
        .join(', ')}; then \`analyze\`. The portal database was \`vacuum analyze\`d after growing.`,
      '- Directus settings: CACHE_ENABLED=false, RATE_LIMITER_ENABLED=false, PRESSURE_LIMITER_ENABLED=false, ' +
        'TELEMETRY=false, WEBSOCKETS_ENABLED=false, LOG_LEVEL=warn, NODE_ENV=production, DB_POOL__MAX=10 (the ' +
        'portal pool size). ' +
        'The portal runs as `npm run bench` starts it (production) with CONTENT_COUNT_CACHE=false: its 10 s ' +
        '`meta` count cache is off, so it counts on every request as Directus does.',
      `- Each timed request has a filter of its own: \`{"id":{"_nin":[-n]}}\` for n = 1 … ${fmt(FILTER_VARIANTS)} ` +
        "(every item passes it) in the portal's `filter` and added to the `_and` of Directus's, so nothing " +
        'keyed by the query (a count, a plan, an answer) is reused between requests; the paths above are n = 1.',
      '',
      '## Indexes',
      '',
      'Directus side: the collections and relations were created through its API (`POST /collections`, ' +
        "`POST /relations`): primary keys, the foreign keys Directus makes for relations, and the junctions' " +
        'foreign key fields marked "Indexed" (`schema.is_indexed`). Nothing else (no index for the sort or the ' +
        'status). Portal side: its migrations.',
      '',
      renderIndexes('Portal', portalIndexes),
      '',
      renderIndexes(`Directus ${DIRECTUS_VERSION}`, directusIndexes),
      '',
      '## Timings of the script',
      '',
      `Install check ${fmt(installSeconds)} s, portal data ${fmt(seedSeconds)} s, Directus bootstrap + schema + ` +
        `copy ${fmt(directusSeconds)} s, ${fmt(totalSeconds)} s in all before cleanup.`,
      '',
    ].join('\n');
    fs.writeFileSync(reportFile, report);
    console.log(`written to ${reportFile}`);
  } finally {
    await directus?.stop();
    await server?.stop();
    await baseline?.stop();
    if (keep) {
      console.log(`databases kept: portal ${database.url}, Directus ${directusDb?.url ?? '(none)'}`);
      await database.pool?.end();
    } else {
      // A reused portal database (BENCH_REUSE) is never dropped.
      if (reuse) await database.pool?.end();
      else await database.close();
      await directusDb?.drop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
