/**
 * Which database the server's test lanes run on (docs/testing.md "Lanes"):
 * - the `server` project runs every API test on PostgreSQL, the production engine: `DATABASE_URL` when set,
 *   else the local server {@link DEFAULT_TEST_DATABASE_URL} (CI and every machine of this project have one);
 * - the `server-pglite` project runs the files of {@link PGLITE_LANE} on the embedded PGlite, as `npm start`
 *   does: the data-folder engine, its extensions, one connection, search and the in-process limits.
 */

/** PostgreSQL server (database `postgres`) that the `server` project makes its databases on. */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Name of the PGlite lane's Vitest project. */
export const PGLITE_PROJECT = 'server-pglite';

/**
 * Test files (globs relative to apps/server) whose code paths differ on PGlite: the client and planner
 * statistics, the app's start and health on the embedded engine, the count cache and jobs of one process,
 * search (full-text and pg_trgm on PGlite) and the in-memory sign-in rate limiter.
 */
export const PGLITE_LANE = [
  'src/db/**/*.test.ts',
  'src/platform.test.ts',
  'src/scaling.test.ts',
  'src/modules/search/**/*.test.ts',
  'src/modules/auth/auth.test.ts',
  // Live updates: PGlite delivers `portal_live` in process, PostgreSQL over LISTEN (issue 38 point 4).
  'src/modules/live/live.test.ts',
  // The 51st lookup answering 429 (issue 35 point 1) on the in-memory limiter too.
  'src/security/account-oracle.test.ts',
  // A job round on the in-process engine leaves the event loop free between members (issue 37).
  'src/modules/digest/digest-yield.test.ts',
];

/** The PostgreSQL connection string of the `server` project. */
export function testDatabaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}
