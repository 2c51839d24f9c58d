/**
 * Database connection: PGlite (embedded PostgreSQL in WebAssembly) by default, PostgreSQL through a
 * node-postgres pool when a connection string is given — the same schema and queries (DESIGN.md "Data").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { listenPostgres, type ListenHandlers, type StopListening } from './listen';
import { countingLogger } from './sql-count';
import { nameStatements } from './statement-cache';

export type Schema = typeof schema;
/** A Drizzle database over either driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The node-postgres pool (PostgreSQL only): shared stores that need a plain client (the rate-limit counters
   * of rate-limiter-flexible, advisory locks in db/jobs.ts) use it. Undefined for PGlite.
   */
  pool?: pg.Pool;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Runs a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * Brings the planner's statistics up to date where nothing else does: PGlite runs PostgreSQL in
   * single-user mode, without autovacuum, so its tables are never analysed on their own and the planner
   * works from default estimates (the feed's first page took 300–450 ms instead of 50–80 ms on the demo
   * data). Runs `ANALYZE` there (~1.7 s on the demo seed); a no-op on PostgreSQL, whose autovacuum does it.
   */
  refreshStatistics(): Promise<void>;
  /**
   * Listens on a notification channel (`LISTEN`, db/listen.ts): `onMessage` for each `pg_notify` of a committed
   * transaction; `onState(false)` while delivery is interrupted. PostgreSQL listens on a connection of its own;
   * PGlite, one process with one connection, on that connection (never interrupted).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

/** Options: `url` for PostgreSQL, else `dataDir` for PGlite files (`undefined` = in memory). */
export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  /** PostgreSQL pool size per process (default 10). */
  poolSize?: number;
  /**
   * PGlite only: a data-folder dump (`PGlite.dumpDataDir('none')`, a tar of about 45 MB) to start from instead
   * of an empty cluster — the tests start every file from one migrated template (test/global-setup.ts).
   */
  loadDataDir?: Blob;
  /** Count each request's SQL statements (`BENCH_COUNT_SQL`, db/sql-count.ts); off by default. */
  countSql?: boolean;
}

/** Finds the committed migrations folder (`apps/server/drizzle`) from source or from the bundle in dist/. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder apps/server/drizzle not found');
}

/**
 * `db.transaction` over the pool, on a client that always goes back to it. drizzle-orm 0.45's own runs
 * `begin` before its `try`, so a connection cut between `connect()` and `begin` (a PostgreSQL restart, a
 * killed backend) was never released: each such cut leaked a pooled client, `pool.end()` then never returned
 * and, after ten, every request waited for a client (found by the killed-connections test of issue 35,
 * `durable-side-effects.test.ts`). Here the transaction runs on a Drizzle instance of the one checked-out
 * client (kept per client, so its set-up is paid once per connection) and the client is released in
 * `finally`; the pool discards it when its connection is gone.
 */
function poolTransaction(pool: pg.Pool, logger: typeof countingLogger | false): Db['transaction'] {
  const perClient = new WeakMap<pg.PoolClient, Db>();
  return async (work, config) => {
    const client = await pool.connect();
    try {
      let single = perClient.get(client);
      if (!single) perClient.set(client, (single = drizzlePg(client, { schema, logger }) as unknown as Db));
      return await single.transaction(work, config);
    } finally {
      client.release();
    }
  };
}

/**
 * Makes `client` send its promise-form queries one after another: each starts once the one before has settled.
 * A transaction's client can be handed several at once — a service's `Promise.all` over `ctx.scope` inside
 * `auditedWrite` or `withTransaction` (`getAdminEvent` after an event is saved) — which pg 8 queues with a
 * deprecation warning ("Calling client.query() when the client is already executing a query") and pg 9 will
 * refuse. The order, the answers and the errors are pg's own queue's: a failed query settles its promise and
 * the next one still runs. The callback form (`pool.query` on a client of its own) and submittables (cursors)
 * pass through unchanged. @returns the client.
 */
function oneQueryAtATime<C extends pg.ClientBase>(client: C): C {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | null;
    const submittable = first !== null && typeof first === 'object' && typeof first.submit === 'function';
    if (submittable || typeof args[args.length - 1] === 'function') return query(...args);
    const run = tail.then(() => query(...args) as Promise<unknown>);
    tail = run.catch(() => undefined);
    return run;
  };
  return client;
}

/** Opens the database named by the options. Nothing is migrated until `migrate()` is called. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.countSql ? countingLogger : false;
  if (options.url) {
    // A request waits at most 10 s for a free connection; a connection that cannot be opened fails at once
    // (database down), which the error handler answers with 503 (issue 17, docs/scaling.md).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection can be cut by the server (restart, failover, `drop database … with (force)`); pg
    // re-emits that on the pool, and an 'error' event without a listener would crash the process. The pool
    // replaces the connection on the next query, so the error is logged, and ignored once closing.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.error(`[db] idle PostgreSQL connection lost: ${error.message}`);
    });
    // A connection checked out but between queries (inside a transaction) that the server cuts emits 'error'
    // on the client itself, where the pool no longer listens: without this listener the process crashes on a
    // PostgreSQL restart (found by `npm run bench:cluster`, issue 17). The next query on that client fails
    // ("not queryable") and the request answers 503; the pool then discards the client.
    pool.on('connect', (client) => {
      oneQueryAtATime(nameStatements(client));
      client.on('error', (error) => {
        if (!closing) console.error(`[db] PostgreSQL connection lost while in use: ${error.message}`);
      });
    });
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    db.transaction = poolTransaction(pool, logger);
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        if (options.countSql) countingLogger.logQuery('select 1', []);
        await pool.query('select 1');
      },
      refreshStatistics: async () => {},
      listen: (channel, handlers) => listenPostgres(options.url!, channel, handlers),
      close: async () => {
        closing = true;
        await pool.end();
      },
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the trigram indexes of the keyword filters (migration 0003).
  const extensions = { pg_trgm };
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions })
    : new PGlite({ extensions, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    refreshStatistics: async () => {
      await client.exec('analyze');
    },
    listen: async (channel, handlers) => {
      const unsubscribe = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onState(true);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: () => client.close(),
  };
}
