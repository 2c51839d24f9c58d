/**
 * PGlite has no autovacuum, so nothing analyses its tables unless the server does (db/client.ts
 * `refreshStatistics`, called at every start by server.ts): without statistics the planner works from default
 * estimates. On PostgreSQL the call is a no-op (autovacuum), so this file runs on PGlite only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../test/helper';
import type { Database } from './client';

describe.skipIf(Boolean(process.env.DATABASE_URL))('planner statistics on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => database.close());

  const statistics = async () =>
    (
      (await database.db.execute(
        sql`select last_analyze from pg_stat_user_tables where relname = 'posts'`,
      )) as unknown as { rows: { last_analyze: Date | null }[] }
    ).rows[0]?.last_analyze ?? null;

  it('analyses the tables when asked (nothing else does)', async () => {
    expect(database.kind).toBe('pglite');
    expect(await statistics()).toBeNull();
    await database.refreshStatistics();
    expect(await statistics()).not.toBeNull();
  });
});
