/**
 * Starts the portal: validates the configuration, opens and migrates the database, seeds demo data on the
 * first start, listens on PORT, and shuts down gracefully on SIGINT/SIGTERM (close-with-grace).
 */
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { isEmpty, seedDatabase } from './db/seed/seed';
import { buildApp } from './app';
import { startMembershipJob } from './modules/memberships/memberships.service';
import { TestPaymentProvider } from './modules/cart/cart.service';

async function main() {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pgdata') });
  await database.migrate();
  const app = await buildApp({ env, database, ownsDatabase: true });
  if (env.SEED_ON_START && (await isEmpty(database.db))) {
    app.log.info('empty database: seeding demo data');
    const counts = await seedDatabase(database.db, { usersPerTenant: env.SEED_USERS_PER_TENANT });
    app.log.info({ counts }, 'demo data seeded');
  }
  closeWithGrace({ delay: 10000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  // Auto Rollover renewals (issue 13): hourly, safe to run twice. Started before listen: the job adds an
  // onClose hook, and Fastify refuses hooks once the instance listens.
  startMembershipJob(app, database.db, new TestPaymentProvider());
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
