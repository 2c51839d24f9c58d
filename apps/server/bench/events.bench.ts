/**
 * `npm run bench:events` (issue 4): seeds ≥ 20,000 events (BENCH_EVENTS, default 20000) into a fresh database
 * (in-memory PGlite, or a fresh PostgreSQL database on the server of DATABASE_URL), starts the app in-process on
 * a random port and measures requests/s and latency percentiles with autocannon for:
 *   1. `POST /api/event/list` with filters (active, categories, locations, listing, paging),
 *   2. `POST /api/event/list` with a keyword,
 *   3. `GET /api/Event/{id}` (random ids).
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Faker, en_AU, en } from '@faker-js/faker';
import { eventCategories, eventLocations, tenants, users } from '../src/db/schema/index';
import { tenantScope } from '../src/db/tenant-scope';
import { seedEventLookups, seedEventRows } from '../src/modules/events/events.seed';
import { hashPassword } from '../src/modules/auth/auth.service';
import { freshDatabase } from '../test/helper';
import { benchApp, signedInHeaders } from './bench-app';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main() {
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

  const faker = new Faker({ locale: [en_AU, en] });
  faker.seed(4);
  const scope = tenantScope(db, 'ota');
  const seedStart = Date.now();
  const lookups = await seedEventLookups(scope);
  const { events } = await seedEventRows(scope, faker, lookups, {
    count: EVENTS,
    cpdEnabled: true,
    placeholderImageUrl: '/tenants/ota/placeholder.svg',
    batchSize: 1000,
  });
  // Fresh planner statistics, as autovacuum keeps them in production PostgreSQL.
  await db.execute(sql`analyze`);
  const seedMs = Date.now() - seedStart;
  const published = events.filter((e) => e.isPublished).map((e) => e.id);
  const categories = (await db.select({ id: eventCategories.id }).from(eventCategories)).map((r) => r.id);
  const locations = (await db.select({ id: eventLocations.id }).from(eventLocations)).map((r) => r.id);

  const app = await benchApp(database);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = {
    ...(await signedInHeaders(app, user!.email, password)),
    'content-type': 'application/json',
  };

  const filtered = {
    page: 2,
    size: 20,
    isActiveEvent: true,
    categoryId: categories.slice(0, 3),
    locationId: locations.slice(0, 4),
    listing: 'events',
    sortOrder: 'asc',
  };
  const check = await app.inject({ method: 'POST', url: '/api/event/list', headers, payload: filtered });
  if (check.statusCode !== 200) throw new Error(`list failed: ${check.statusCode} ${check.body}`);
  const matched = (check.json() as { totalItems: number }).totalItems;
  // The same call over real HTTP, as autocannon sends it.
  const probe = await fetch(`${address}/api/event/list`, {
    method: 'POST',
    headers,
    body: JSON.stringify(filtered),
  });
  if (probe.status !== 200) throw new Error(`HTTP list failed: ${probe.status} ${await probe.text()}`);
  const detail = await fetch(`${address}/api/Event/${published[0]}`, { headers });
  if (detail.status !== 200) throw new Error(`HTTP detail failed: ${detail.status} ${await detail.text()}`);

  const run = (title: string, urlPath: string, options: Partial<autocannon.Options>) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        { url: address, connections: CONNECTIONS, duration: SECONDS, headers, ...options, title },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });

  const post = (body: object): Partial<autocannon.Options> => ({
    requests: [{ method: 'POST', path: '/api/event/list', body: JSON.stringify(body) }],
  });
  const results = [
    await run('event list with filters', '', post(filtered)),
    await run(
      'event list with keyword',
      '',
      post({ page: 1, size: 20, keyword: 'trauma', isActiveEvent: null }),
    ),
    await run('event detail', '', {
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/Event/${published[Math.floor(Math.random() * published.length)]}`,
          }),
        },
      ],
    }),
  ];

  console.log(
    `\nEvents benchmark — ${EVENTS} events (${database.kind}), seeded in ${seedMs} ms; filtered list matches ${matched}`,
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
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
