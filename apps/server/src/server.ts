/**
 * Starts the portal: validates the configuration, opens and migrates the database, seeds demo data on the
 * first start (under an advisory lock, so replicas starting together do it once), refreshes PGlite's planner
 * statistics, listens on PORT, and
 * shuts down gracefully on SIGINT/SIGTERM (close-with-grace).
 */
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { isEmpty, seedDatabase } from './seed/seed';
import { buildApp } from './app';
import { startMembershipJob } from './modules/memberships/membership-job';
import { withAdvisoryLock } from './db/jobs';

async function main() {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'pgdata'),
    poolSize: env.DATABASE_POOL_SIZE,
    countSql: env.BENCH_COUNT_SQL,
  });
  // Replicas starting together (issue 17): one migrates (then seeds), the others wait for the lock, then find
  // the migrations applied and the database seeded.
  const lock = 'portal:migrate-and-seed';
  await withAdvisoryLock(database, lock, () => database.migrate(), { wait: true });
  const app = await buildApp({ env, database, ownsDatabase: true });
  if (env.SEED_ON_START)
    await withAdvisoryLock(
      database,
      lock,
      async () => {
        if (!(await isEmpty(database.db))) return;
        app.log.info('empty database: seeding demo data');
        const counts = await seedDatabase(database.db, { usersPerTenant: env.SEED_USERS_PER_TENANT });
        app.log.info({ counts }, 'demo data seeded');
      },
      { wait: true },
    );
  // PGlite has no autovacuum: analyse at every start, after any seeding (a no-op on PostgreSQL).
  await database.refreshStatistics();
  // SIGTERM/SIGINT (issue 17, docs/scaling.md): `app.close()` marks the process draining (`/api/ready`
  // answers 503), stops accepting connections, lets in-flight requests finish, then closes the pool. After
  // SHUTDOWN_GRACE_MS the process exits anyway; a second signal exits at once.
  closeWithGrace({ delay: env.SHUTDOWN_GRACE_MS }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down: draining in-flight requests');
    await app.close();
    app.log.info('shut down');
  });
  // Auto Rollover renewals (issue 13): hourly, safe on every replica (rows claimed with SKIP LOCKED). Before
  // listen: Fastify refuses new hooks once it is listening.
  startMembershipJob(app, database.db, (tenantId) => app.payments.of(tenantId));
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
