/**
 * `npm run bench:content` — issue 5: requests per second and p99 latency of the news list query the web
 * app sends (docs/api-content.md "News list": limit 8, filter, sort, meta=filter_count) on a large seed.
 * Seeds one tenant with BENCH_NEWS (default 50,000) news items + 1,000 resources in an in-memory PGlite
 * (or a fresh database on the PostgreSQL server of BENCH_DATABASE_URL, dropped afterwards), starts the real app on a free port and drives it with
 * autocannon (BENCH_CONNECTIONS, default 10; BENCH_SECONDS, default 10) for each scenario.
 * Counts are cached for 10 s per query and segment set; the "uncached" scenario varies the filter on
 * every request so each one counts in the database. BENCH_TRACE=n (1-3) times and explains the SQL of one
 * request of scenario n.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { segments, tenants, userSegments, users } from '../src/db/schema/index';
import { tenantScope } from '../src/db/tenant-scope';
import { seedContent } from '../src/modules/content/content.seed';
import { freshDatabase } from '../test/helper';
import { benchApp } from './bench-app';

const NEWS = Number(process.env.BENCH_NEWS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const FIELDS =
  'id,name,short_description,date_created,date_updated,publish_start_date,image,categories.category_id.id,categories.category_id.label,tags.tag_id.id,tags.tag_id.label';

const listUrl = (filter: unknown, page = 1) =>
  `/api/content/items/news?${new URLSearchParams({
    fields: FIELDS,
    filter: JSON.stringify(filter),
    sort: '-publish_start_date,-date_created',
    limit: '8',
    page: String(page),
    meta: 'filter_count',
  })}`;

async function main() {
  // A fresh PostgreSQL database (dropped at the end) when BENCH_DATABASE_URL is set, else in-memory PGlite.
  let database;
  if (process.env.BENCH_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
    database = await freshDatabase();
  } else {
    database = await openDatabase({});
    await database.migrate();
  }
  const db = database.db;
  await db.insert(tenants).values({ id: 'ota', name: 'OTA' });
  const segs = await db
    .insert(segments)
    .values(
      Array.from({ length: 8 }, (_, i) => ({ tenantId: 'ota', name: `Segment ${i + 1}`, type: 'interest' })),
    )
    .returning({ id: segments.id });
  const [user] = await db
    .insert(users)
    .values({
      tenantId: 'ota',
      email: 'bench@ota.example',
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Member',
    })
    .returning({ id: users.id });
  await db.insert(userSegments).values([
    { tenantId: 'ota', userId: user!.id, segmentId: segs[0]!.id },
    { tenantId: 'ota', userId: user!.id, segmentId: segs[3]!.id },
  ]);
  let t = Date.now();
  await seedContent(tenantScope(db, 'ota'), {
    news: NEWS,
    resources: 1000,
    authorIds: [user!.id],
    segmentIds: segs.map((s) => s.id),
  });
  await db.execute('analyze' as never);
  console.log(
    `seeded ${NEWS} news + 1000 resources in ${((Date.now() - t) / 1000).toFixed(1)} s (${database.kind})`,
  );

  const app = await benchApp(database);
  const address = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const { token } = await app.tokens.issue({ userId: user!.id, tenantId: 'ota', name: 'Bench' });
  const headers = { authorization: `Bearer ${token}` };

  const categories = (await (
    await fetch(
      `${address}/api/content/items/category?filter=${encodeURIComponent('{"type":{"_eq":"news"}}')}&fields=id`,
      { headers },
    )
  ).json()) as { data: { id: number }[] };
  const tagsAnswer = (await (
    await fetch(`${address}/api/content/items/tag?fields=id`, { headers })
  ).json()) as {
    data: { id: number }[];
  };
  const cat = categories.data[0]!.id;
  const tag = tagsAnswer.data[0]!.id;

  const scenarios: { name: string; path: () => string }[] = [
    { name: 'all news (status filter)', path: () => listUrl({ _and: [{ status: { _eq: 'active' } }] }) },
    {
      name: 'category + tag filter',
      path: () =>
        listUrl({
          _and: [
            { categories: { category_id: { id: { _eq: cat } } } },
            { tags: { tag_id: { id: { _in: [tag] } } } },
          ],
        }),
    },
    {
      name: 'uncached counts (new filter per request)',
      path: (() => {
        let n = 0;
        return () => listUrl({ _and: [{ id: { _nin: [-++n] } }] }, 1 + (n % 5));
      })(),
    },
  ];

  if (process.env.BENCH_TRACE) {
    // Times each SQL statement of one list request and explains the slow ones.
    const dbAny = db as unknown as {
      execute: (q: unknown) => Promise<unknown>;
      dialect: { sqlToQuery: (q: unknown) => { sql: string; params: unknown[] } };
    };
    const original = dbAny.execute.bind(db);
    const trace: { ms: number; text: string; q: unknown }[] = [];
    dbAny.execute = async (q: unknown) => {
      const start = performance.now();
      const r = await original(q);
      trace.push({
        ms: performance.now() - start,
        text: typeof q === 'string' ? q : dbAny.dialect.sqlToQuery(q).sql,
        q,
      });
      return r;
    };
    await fetch(`${address}${scenarios[Number(process.env.BENCH_TRACE) - 1]!.path()}`, { headers });
    dbAny.execute = original;
    for (const t of trace) {
      console.log(`${t.ms.toFixed(1)} ms  ${t.text.replace(/\s+/g, ' ').slice(0, 200)}`);
      if (typeof t.q !== 'string') {
        const plan = (await original(sql`explain analyze ${t.q as SQL}`)) as {
          rows: Record<string, string>[];
        };
        console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
      }
    }
  }
  const first = await fetch(`${address}${scenarios[0]!.path()}`, { headers });
  const sample = (await first.json()) as { data: unknown[]; meta: { filter_count: number } };
  console.log(`list answer: ${sample.data.length} items, filter_count ${sample.meta.filter_count}`);
  t = performance.now();
  await fetch(`${address}${scenarios[2]!.path()}`, { headers });
  console.log(`one uncached request: ${(performance.now() - t).toFixed(1)} ms`);

  const results: Record<string, unknown>[] = [];
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: address,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: scenario.path() }) }],
    });
    results.push({
      scenario: scenario.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors,
    });
  }
  console.table(results);
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
