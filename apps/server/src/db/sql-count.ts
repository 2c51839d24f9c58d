/**
 * SQL statements per request, for the benchmark (issue 17, docs/benchmarks.md): with `BENCH_COUNT_SQL=true`
 * the database client counts every statement issued through Drizzle (not `begin`/`commit` of transactions)
 * in the request's async context, and each response carries the count in `x-sql-count`. Off by default — no
 * logger, no hook, no header — so production pays nothing for it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** The header that carries the count of the request's SQL statements. */
export const SQL_COUNT_HEADER = 'x-sql-count';

const requestCounts = new AsyncLocalStorage<{ statements: number }>();

/** A Drizzle logger that adds one to the current request's count for each statement it runs. */
export const countingLogger: Logger = {
  logQuery() {
    const store = requestCounts.getStore();
    if (store) store.statements++;
  },
};

/**
 * Starts a count for each request of `app` (from `onRequest`, re-entered in `preValidation` since body
 * parsing leaves the async context) and answers it in {@link SQL_COUNT_HEADER}. Call only when counting.
 */
export function countSqlPerRequest(app: FastifyInstance): void {
  const counts = new WeakMap<object, { statements: number }>();
  app.addHook('onRequest', (request, _reply, done) => {
    const store = { statements: 0 };
    counts.set(request, store);
    requestCounts.run(store, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const store = counts.get(request);
    if (store) requestCounts.run(store, done);
    else done();
  });
  app.addHook('onSend', async (request, reply) => {
    const store = counts.get(request);
    if (store) reply.header(SQL_COUNT_HEADER, String(store.statements));
  });
}
