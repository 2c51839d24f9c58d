/**
 * `npm run bench:search` (issue 16): the global search on PostgreSQL at scale. A fresh database on the server
 * of BENCH_DATABASE_URL (else DATABASE_URL, else the local server; created and dropped), grown with SQL to
 * BENCH_POSTS posts (default 100,000), BENCH_NEWS news items (50,000) and BENCH_EVENTS events (20,000) whose
 * titles and bodies draw from one vocabulary; the real app in-process; autocannon for the header suggest and
 * the full search (news tab and posts tab) with a common word, a rare word and a misspelt word, next to
 * `GET /api/health` (one query) in the same run. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (10).
 * Prints a Markdown table for docs/benchmarks.md ("Search").
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { communities, communityMembers, tenants, users } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/auth/auth.service';
import { freshDatabase } from '../test/helper';
import { benchApp, signedInHeaders } from './bench-app';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const NEWS = Number(process.env.BENCH_NEWS ?? 50_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** 64 words: a title takes 3 (each word in ~5 % of titles), a body 40 (each word in ~45 % of bodies). */
const VOCABULARY = `therapy clinic patient rehabilitation mobility hand stroke paediatric ageing dementia
  workplace assessment injury recovery school sensory community mental health housing disability funding
  practice research evidence student supervision ethics registration conference workshop seminar webinar
  network leadership policy advocacy rural remote telehealth driving equipment seating pressure cognition
  memory fatigue pain anxiety sleep nutrition exercise balance falls prevention vision hearing speech
  feeding toileting dressing bathing transport employment volunteering caring family`
  .split(/\s+/)
  .filter(Boolean);

/** SQL: `count` words of the vocabulary picked by row `g` (deterministic, spread by primes). */
const words = (count: number, prime: number) =>
  sql.raw(`(select string_agg(v.w[1 + ((g * ${prime} + k * k * 7 + k * 131) % ${VOCABULARY.length})], ' ')
    from generate_series(1, ${count}) k)`);

/** Every 10,000th row carries the rare word. */
const rare = sql.raw(`case when g % 10000 = 7 then ' quokka' else '' end`);

/** Grows the tenant's data with SQL (see the file's docstring). */
export async function seed(db: Awaited<ReturnType<typeof freshDatabase>>['db'], userId: string) {
  const cs = await db
    .insert(communities)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        tenantId: 'ota',
        name: `${VOCABULARY[i]} network`,
        alias: `network-${i}`,
        shortDescription: `A community about ${VOCABULARY[i + 20]} and ${VOCABULARY[i + 40]}`,
        isPublic: i % 4 !== 0,
        isVisible: i % 4 !== 0,
      })),
    )
    .returning({ id: communities.id });
  await db
    .insert(communityMembers)
    .values(
      cs
        .filter((_, i) => i % 2 === 0)
        .map((c) => ({ tenantId: 'ota', communityId: c.id, userId, status: 'Joined' })),
    );
  const vocab = sql.raw(`(select array[${VOCABULARY.map((w) => `'${w}'`).join(',')}]::text[] as w) v`);
  await db.execute(sql`insert into posts (tenant_id, community_id, created_by_user_id, title, body, body_text, status, created_at)
    select 'ota', c.ids[1 + g % 20], ${userId}::uuid, initcap(${words(3, 7)}) || ${rare},
      '<p>' || b.body || '</p>', b.body, case when g % 50 = 0 then 2 else 1 end, now() - make_interval(mins => g)
    from generate_series(1, ${POSTS}) g, ${vocab},
      (select array_agg(id order by id) ids from communities where tenant_id = 'ota') c,
      lateral (select ${words(40, 11)} || ${rare} as body) b`);
  await db.execute(sql`insert into content_items (tenant_id, kind, status, name, short_description, content, date_created, segment_ids)
    select 'ota', 'news', case when g % 20 = 0 then 'draft' else 'active' end, initcap(${words(4, 13)}) || ${rare},
      ${words(12, 17)}, '<p>' || ${words(60, 19)} || '</p>', now() - make_interval(mins => g), '{}'::int[]
    from generate_series(1, ${NEWS}) g, ${vocab}`);
  await db.execute(sql`insert into events (tenant_id, title, short_desc, content, start_utc, end_utc, start_local,
      start_time_zone, end_local, end_time_zone, is_published, is_cpd)
    select 'ota', initcap(${words(3, 23)}) || ${rare}, ${words(10, 29)}, '<p>' || ${words(50, 31)} || '</p>',
      now() + make_interval(hours => g), now() + make_interval(hours => g + 2), '2026-01-01T09:00:00', 'UTC',
      '2026-01-01T11:00:00', 'UTC', g % 10 <> 0, g % 3 = 0
    from generate_series(1, ${EVENTS}) g, ${vocab}`);
  // Fresh statistics and merged GIN pending lists, as autovacuum keeps them in production PostgreSQL.
  await db.execute(sql`vacuum analyze`);
}

async function main() {
  process.env.DATABASE_URL =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await freshDatabase();
  const db = database.db;
  await db.insert(tenants).values([{ id: 'ota', name: 'OTA' }]);
  const password = 'Bench-Pass1';
  const [user] = await db
    .insert(users)
    .values({
      tenantId: 'ota',
      email: 'bench@ota.test',
      passwordHash: await hashPassword(password),
      firstName: 'Bench',
      lastName: 'User',
      contactTypes: ['Member'],
    })
    .returning();
  const seedStart = Date.now();
  await seed(db, user!.id);
  const seedMs = Date.now() - seedStart;
  const terms = (await db.execute(sql`select count(*)::int as n from search_terms`)) as unknown as {
    rows: { n: number }[];
  };

  const app = await benchApp(database);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = await signedInHeaders(app, user!.email, password);
  const calls: [string, string][] = [
    ['health (one query)', '/api/health'],
    ['suggest, common word', '/api/v1/search/suggest?keyword=therap'],
    ['suggest, two words', '/api/v1/search/suggest?keyword=hand%20rehab'],
    ['suggest, rare word', '/api/v1/search/suggest?keyword=quokk'],
    ['suggest, misspelt', '/api/v1/search/suggest?keyword=rehabilitaton'],
    ['search news, common word', '/api/v1/search?keyword=therapy&section=news'],
    ['search posts, common word', '/api/v1/search?keyword=therapy&section=posts'],
    ['search news, phrase', '/api/v1/search?keyword=%22hand%20therapy%22&section=news'],
    ['search news, rare word', '/api/v1/search?keyword=quokka&section=news'],
    ['search, misspelt (Did you mean)', '/api/v1/search?keyword=rehabilitaton&section=news'],
    ['search-by-body (001 §7), common word', '/api/v1/community/post/search-by-body?keyword=therapy'],
  ];
  const found: string[] = [];
  for (const [title, path] of calls) {
    const res = await fetch(`${address}${path}`, { headers });
    if (res.status !== 200) throw new Error(`${title}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { counts?: Record<string, number>; suggestion?: string | null };
    if (body.counts)
      found.push(
        `${title}: ${JSON.stringify(body.counts)}${body.suggestion ? ` → '${body.suggestion}'` : ''}`,
      );
  }

  const run = (title: string, path: string) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        { url: `${address}${path}`, connections: CONNECTIONS, duration: SECONDS, headers, title },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
  // A slow call's requests still run in PostgreSQL when autocannon stops: wait for them before the next call.
  const drained = async () => {
    for (let i = 0; i < 600; i++) {
      const busy = (await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      )) as unknown as { rows: { n: number }[] };
      if (!busy.rows[0]?.n) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const results: autocannon.Result[] = [];
  for (const [title, path] of calls) {
    await drained();
    results.push(await run(title, path));
  }

  console.log(
    `\nSearch benchmark — PostgreSQL, ${POSTS} posts, ${NEWS} news, ${EVENTS} events, ${terms.rows[0]?.n} known words; seeded in ${seedMs} ms`,
  );
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}, ${os.cpus().length} CPUs\n`,
  );
  console.log('| Call | Requests/s (avg) | p50 ms | p99 ms | Non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of results)
    console.log(
      `| ${r.title} | ${r.requests.average.toFixed(1)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`,
    );
  console.log(`\nCounts per call:\n${found.map((line) => `- ${line}`).join('\n')}`);
  await app.close();
}

if (process.argv[1]?.endsWith('search.bench.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
