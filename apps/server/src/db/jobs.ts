/**
 * Work that must run once across replicas (issue 17 "notifications and jobs safe to run on both",
 * docs/architecture.md "Scheduled jobs", docs/scaling.md):
 * - {@link withAdvisoryLock} runs a function while holding a PostgreSQL session advisory lock named by a
 *   string, so two replicas never run it at the same time (the other one skips, or waits with `wait: true`);
 * With the embedded PGlite (one process) the lock is an in-process one. A job must still be idempotent (a run
 * may be cut by a crash and repeated): prefer `update … where not done` or `select … for update skip locked`.
 */
import type { Database } from './client';

/**
 * Names of locks held through each database handle of this process (the lock of PGlite, and a guard against
 * overlapping runs through one pool). Keyed by handle, so two apps of one process on two pools still meet
 * at the PostgreSQL lock, as two replicas do.
 */
const heldBy = new WeakMap<object, Set<string>>();

/** Outcome of {@link withAdvisoryLock}: `ran: false` when another process (or run) held the lock. */
export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `fn` while holding the advisory lock `name` (hashed with `hashtextextended` to a 64-bit key).
 * Without `wait`, returns `{ ran: false }` at once when the lock is taken; with `wait`, blocks until it is
 * free (use for start-up work such as migrations). The lock is held on one pooled connection and released
 * when `fn` settles — or by PostgreSQL when that connection dies.
 * @throws whatever `fn` throws (the lock is released first); pool errors when the database is unreachable.
 */
export async function withAdvisoryLock<T>(
  database: Pick<Database, 'pool'>,
  name: string,
  fn: () => Promise<T>,
  options: { wait?: boolean } = {},
): Promise<LockedRun<T>> {
  const handle = database.pool ?? database;
  let heldHere = heldBy.get(handle);
  if (!heldHere) heldBy.set(handle, (heldHere = new Set()));
  if (heldHere.has(name) && !options.wait) return { ran: false };
  while (heldHere.has(name)) await new Promise((resolve) => setTimeout(resolve, 50));
  heldHere.add(name);
  try {
    const pool = database.pool;
    if (!pool) return { ran: true, value: await fn() };
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      if (options.wait) await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
      else {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
          [name],
        );
        if (!rows[0]?.locked) return { ran: false };
      }
      try {
        return { ran: true, value: await fn() };
      } finally {
        await client
          .query('select pg_advisory_unlock(hashtextextended($1, 0))', [name])
          .catch((error: Error) => {
            broken = error; // the connection is gone, and the lock with it
          });
      }
    } finally {
      client.release(broken);
    }
  } finally {
    heldHere.delete(name);
  }
}
