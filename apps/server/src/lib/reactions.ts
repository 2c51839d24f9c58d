/**
 * The one reaction toggle (STYLE.md "Named query pieces"): likes, saves and favourites are rows of a
 * `(tenant, target, user)` table, switched on by an idempotent insert and off by a delete. Used by every
 * like / save / favourite call (communities, posts, comments, meetings).
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A database handle or a transaction: what the toggle runs on. */
export type ReactionExecutor = Pick<Db, 'insert' | 'delete'>;

/**
 * Switches the reaction row `keys` (`tenantId` plus the target and user columns, by their Drizzle property
 * names) on (insert, a duplicate is ignored) or off (delete).
 * @returns how many rows changed: 1 when the state changed, 0 when it already was `on` / off — callers
 * that keep a counter add `changed * (on ? 1 : -1)`.
 */
export async function toggleReaction(
  db: ReactionExecutor,
  table: PgTable,
  keys: { tenantId: string } & Record<string, string>,
  on: boolean,
): Promise<number> {
  if (on) {
    const inserted = await db
      .insert(table)
      .values(keys as never)
      .onConflictDoNothing()
      .returning();
    return inserted.length;
  }
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const deleted = await db
    .delete(table)
    .where(and(...Object.entries(keys).map(([name, value]) => eq(columns[name]!, value))))
    .returning();
  return deleted.length;
}
