/**
 * The SQL of the transactional outbox (issue 35, docs/architecture.md "Side effects"). Writers insert rows
 * through their tenant scope ({@link enqueueRow}), in their own transaction; the worker (`db/outbox-worker.ts`)
 * claims due rows of every tenant with `for update skip locked`, which is why the claim runs on the raw handle
 * (the outbox is the one table a process reads across tenants: each row is then handled in its own tenant's
 * scope). Listed in docs/tenancy.md.
 */
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { TenantId } from '@portal/contracts';
import type { Database, Db } from './client';
import { mailOutbox, outbox } from './schema/index';
import { withTransaction, tenantScope, type TenantScope } from './tenant-scope';
import { rawHandleOf } from './tenant-db';

/** One claimed outbox row. `attempts`: failed attempts before this one. */
export interface OutboxRow {
  id: number;
  tenantId: TenantId;
  topic: string;
  payload: unknown;
  attempts: number;
}

/**
 * Inserts one side effect through the scope's handle: in the caller's transaction when the scope is one. With
 * `availableAt` the row is due only from that instant (a delayed effect, e.g. the end of a waitlist hold).
 */
export async function enqueueRow(
  scope: TenantScope,
  topic: string,
  payload: unknown,
  availableAt?: Date,
): Promise<void> {
  await scope.db
    .insert(outbox)
    .values({ tenantId: scope.tenantId, topic, payload, ...(availableAt ? { availableAt } : {}) });
}

/**
 * Runs `handle` in one transaction on the oldest due row not locked by another worker, then deletes the row in
 * that transaction; the handler's writes and the deletion commit together, or neither does.
 * @returns the row handled (`null` when none is due); throws what `handle` throws (the transaction is rolled
 *   back, the row stays, and `claimed.row` tells the caller which one it was).
 */
export async function handleNextDue(
  database: Pick<Database, 'db'>,
  handle: (row: OutboxRow, scope: TenantScope) => Promise<void>,
  claimed: { row: OutboxRow | null },
): Promise<OutboxRow | null> {
  const raw = rawHandleOf(database.db);
  claimed.row = null;
  return raw.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      select id, tenant_id as "tenantId", topic, payload, attempts
      from outbox
      where failed_at is null and available_at <= now()
      order by available_at, id
      limit 1
      for update skip locked`)) as unknown as { rows: OutboxRow[] };
    const row = result.rows[0];
    if (!row) return null;
    row.id = Number(row.id);
    claimed.row = row;
    await handle(row, tenantScope(tx as unknown as Db, row.tenantId));
    await tx.execute(sql`delete from outbox where id = ${row.id}`);
    return row;
  });
}

/**
 * Records a failed attempt of row `id`: one more attempt, the error, and either the next attempt `delayMs`
 * from now or, with `giveUp`, the row set aside as failed (counted for staff; never retried on its own).
 */
export async function recordFailure(
  database: Pick<Database, 'db'>,
  id: number,
  error: string,
  delayMs: number,
  giveUp: boolean,
): Promise<void> {
  await rawHandleOf(database.db).execute(sql`
    update outbox
    set attempts = attempts + 1,
        last_error = ${error.slice(0, 2000)},
        available_at = now() + make_interval(secs => ${delayMs / 1000}),
        failed_at = case when ${giveUp} then now() else null end
    where id = ${id}`);
}

/** How many of the tenant's side effects were given up after their last attempt (shown on /admin). */
export async function failedCount(scope: TenantScope): Promise<number> {
  return scope.db.$count(outbox, isNotNull(outbox.failedAt));
}

/**
 * Queues the tenant's failed side effects again (staff's "Retry now", after fixing the cause): attempts start
 * over, due at once; their e-mails go back to `queued`. @returns how many rows were queued again.
 */
export async function requeueFailed(scope: TenantScope): Promise<number> {
  return withTransaction(scope, async (tx) => {
    const rows = await tx.db
      .update(outbox)
      .set({ failedAt: null, attempts: 0, availableAt: new Date() })
      .where(isNotNull(outbox.failedAt))
      .returning({ id: outbox.id });
    await tx.db.update(mailOutbox).set({ status: 'queued' }).where(eq(mailOutbox.status, 'failed'));
    return rows.length;
  });
}
