/**
 * `npm run seed`: deletes all data and seeds the four demo tenants again (same database as the server:
 * DATABASE_URL, else PGlite in DATA_DIR). Stop the server first when using PGlite.
 */
import path from 'node:path';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { resetDatabase, seedDatabase } from './seed/seed';

async function main() {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pgdata') });
  await database.migrate();
  await resetDatabase(database.db);
  const started = Date.now();
  const counts = await seedDatabase(database.db, { usersPerTenant: env.SEED_USERS_PER_TENANT });
  console.log(`Seeded ${JSON.stringify(counts)} users per tenant in ${Date.now() - started} ms`);
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
