/**
 * `npm run bench:communities` (issue 3 "benchmark"): seeds a fresh in-memory PGlite database (the four demo
 * tenants, then posts up to BENCH_POSTS — default 100,000 — in tenant `ota`), then measures, through the real
 * app (`app.inject`, no network), requests per second and latency percentiles of the community feed, one
 * community's posts and one post's comments, and the number of SQL queries per request (counted by a Drizzle
 * logger). Settings: BENCH_POSTS, BENCH_SECONDS (per endpoint, default 8), BENCH_CONCURRENCY (default 8).
 */
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database, type Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { seedDatabase, DEMO_PASSWORD } from '../src/db/seed/seed';
import { addBulkPosts } from '../src/modules/posts/posts.seed';
import { tenantScope } from '../src/db/tenant-scope';
import { benchApp, signedInHeaders } from './bench-app';

const TARGET_POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

let queries = 0;

async function openCountingDatabase(): Promise<Database> {
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzle(client, { schema, logger: { logQuery: () => void queries++ } }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(drizzle(client), { migrationsFolder: migrationsFolder() }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const database = await openCountingDatabase();
  await database.migrate();
  let started = Date.now();
  await seedDatabase(database.db, { usersPerTenant: 200 });
  const scope = tenantScope(database.db, 'ota');
  const [{ n: seeded }] = (
    (await database.db.execute(
      sql`select count(*)::int as n from posts where tenant_id = 'ota'`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows as [{ n: number }];
  const missing = Math.max(0, TARGET_POSTS - seeded);
  for (let done = 0; done < missing; done += 20_000)
    await addBulkPosts(scope, {
      count: Math.min(20_000, missing - done),
      seed: done + 1,
      commentsPerPost: 3,
      commentedShare: 0.3,
    });
  await database.db.execute(sql`analyze`);
  const totals = (
    (await database.db.execute(
      sql`select (select count(*)::int from posts where tenant_id = 'ota') as posts, (select count(*)::int from post_comments where tenant_id = 'ota') as comments, (select count(*)::int from post_likes where tenant_id = 'ota') as likes`,
    )) as unknown as { rows: Record<string, number>[] }
  ).rows[0]!;
  console.log(
    `Seeded ${JSON.stringify(totals)} in tenant ota in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await benchApp(database, 'test');
  await app.ready();
  const headers = await signedInHeaders(app, 'member@ota.example', DEMO_PASSWORD);

  const [community] = (
    (await database.db.execute(
      sql`select c.id, count(p.id)::int as n from communities c join posts p on p.community_id = c.id join community_members m on m.community_id = c.id and m.status = 'Joined' join users u on u.id = m.user_id and u.email = 'member@ota.example' where c.tenant_id = 'ota' group by c.id order by n desc limit 1`,
    )) as unknown as { rows: { id: string; n: number }[] }
  ).rows;
  const [post] = (
    (await database.db.execute(
      sql`select id, comments_count from posts where community_id = ${community!.id} and status = 1 order by comments_count desc, created_at desc limit 1`,
    )) as unknown as { rows: { id: string; comments_count: number }[] }
  ).rows;

  // One long thread (300 comments, up to 3 levels) written through the API, for the comments endpoint.
  const thread: { id: string; depth: number }[] = [];
  for (let i = 0; i < 300; i++) {
    const parent = thread.length && i % 2 ? thread[(i * 7919) % thread.length]! : null;
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post!.id}/comment`,
      headers,
      payload: {
        body: `<p>Comment ${i}</p>`,
        parentCommentId: parent && parent.depth < 3 ? parent.id : null,
      },
    });
    if (res.statusCode !== 201) throw new Error(`comment: ${res.statusCode} ${res.body}`);
    thread.push({ id: res.json().id, depth: res.json().depth });
  }

  const endpoints = [
    { name: 'baseline: GET api/v1/account (auth only)', url: '/api/v1/account' },
    { name: 'feed (page 1, 20 posts)', url: '/api/v1/community/post/feed?page=1&pageSize=20' },
    { name: 'feed (page 50, 20 posts)', url: '/api/v1/community/post/feed?page=50&pageSize=20' },
    {
      name: `community posts (page 1 of ${community!.n} posts)`,
      url: `/api/v1/community/${community!.id}/posts?page=1&pageSize=20`,
    },
    {
      name: `post comments (${post!.comments_count + thread.length} comments, 3 levels)`,
      url: `/api/v1/community/post/${post!.id}/comment?page=1&pageSize=1000`,
    },
  ];

  const results: Record<string, unknown>[] = [];
  for (const endpoint of endpoints) {
    // Queries per request: measured on sequential requests so none overlap.
    const warm = await app.inject({ method: 'GET', url: endpoint.url, headers });
    if (warm.statusCode !== 200) throw new Error(`${endpoint.url}: ${warm.statusCode} ${warm.body}`);
    const before = queries;
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: endpoint.url, headers });
    const perRequest = (queries - before) / 5;

    const latencies: number[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < deadline) {
          const t = performance.now();
          const res = await app.inject({ method: 'GET', url: endpoint.url, headers });
          if (res.statusCode !== 200) throw new Error(`${endpoint.url}: ${res.statusCode}`);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    results.push({
      endpoint: endpoint.name,
      'req/s': Number((latencies.length / elapsed).toFixed(1)),
      'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
      'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
      'SQL/request': perRequest,
      requests: latencies.length,
      bytes: warm.body.length,
    });
    console.log(JSON.stringify(results.at(-1)));
  }
  console.log(
    `\nconcurrency ${CONCURRENCY}, ${SECONDS} s per endpoint, PGlite in memory, in-process requests; ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(results);
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
