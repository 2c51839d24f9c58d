/**
 * Writing audit records (issue 39 point 3, docs/audit-log.md). {@link recordAudit} inserts one record through a
 * tenant scope — pass a transaction's scope to write it in the same transaction as the write it describes, so
 * that both commit or neither does. `audit_log` only takes inserts (migration 0029); the retention purge is
 * {@link purgeAuditLog}.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TAuditChanges } from '@portal/contracts';
import { diffFields, type AuditTarget } from '../lib/audit';
import { auditLog } from './schema/index';
import { executeRaw, withTransaction, type TenantScope } from './tenant-scope';

/** Who wrote, from where: one per request (`requestContext(request).audit`). */
export interface AuditSource {
  actorId: string | null;
  impersonatorId: string | null;
  /** The request's address as Fastify reports it (with the configured TRUST_PROXY). */
  ip: string | null;
  requestId: string | null;
  /** The route's action (`METHOD pattern`), the default action of its records. */
  action: string;
  /**
   * The route's target as the generic layer derives it from the path parameters (`lib/audit.ts`
   * `auditTarget`): the default target of its records, so in-transaction and generic records filter alike.
   */
  target?: AuditTarget;
  /** Set once a service recorded the request's write itself: the generic record is then skipped. */
  recorded: boolean;
}

/** One record: what was done to which target, and the changed fields (before and after where known). */
export interface AuditEntry {
  action?: string;
  targetType?: string | null;
  targetId?: string | null;
  changes?: TAuditChanges | null;
}

/**
 * Inserts one audit record for `source` in `scope` (a transaction's scope writes it in that transaction) and
 * marks the request as recorded. A target type or id left `undefined` is the route's (`source.target`).
 */
export async function recordAudit(scope: TenantScope, source: AuditSource, entry: AuditEntry): Promise<void> {
  await scope.db.insert(auditLog).values({
    tenantId: scope.tenantId,
    actorId: source.actorId,
    impersonatorId: source.impersonatorId,
    action: entry.action ?? source.action,
    targetType: (entry.targetType === undefined ? source.target?.type : entry.targetType) ?? null,
    targetId: (entry.targetId === undefined ? source.target?.id : entry.targetId) ?? null,
    changes: entry.changes && Object.keys(entry.changes).length ? entry.changes : null,
    ip: source.ip,
    requestId: source.requestId,
  });
  source.recorded = true;
}

/** A row as a service's audit loader reads it (any columns; dates and the like are made plain by the diff). */
export type AuditRow = Record<string, unknown>;

/**
 * How {@link auditedWrite} describes one write: its target and how to read the target's row before and after.
 * Every field is optional: the action defaults to the route's (`METHOD pattern`), the target to the route's
 * (`source.target`), and without `load` the record carries only `changes`.
 */
export interface AuditedWriteSpec<T> {
  action?: string;
  targetType?: string | null;
  /** The target id, or how to take it from the write's result (a created row). */
  targetId?: string | null | ((result: T) => string | null | undefined);
  /**
   * Reads the target's row in the transaction: once before the write (`result` undefined; null for a row that
   * does not exist yet) and once after it (null for a row removed). Only the fields that differ are recorded.
   */
  load?: (scope: TenantScope, result?: T) => Promise<AuditRow | null | undefined>;
  /** Further changes known only from the result (an import's counts), merged over the row diff. */
  changes?: (result: T) => TAuditChanges | null | undefined;
  /** Fields the diff leaves out; default `updatedAt`, `updated_at` (every write changes them). */
  ignore?: readonly string[];
  /**
   * When false, nothing is recorded (a write that is no staff act: a member editing their own post through
   * the member route). Receives the result and the row read before the write (null without `load`).
   */
  when?: (result: T, before: AuditRow | null) => boolean;
}

/**
 * A loader for {@link AuditedWriteSpec.load}: the first row of `table` matching `where` (the scope adds the
 * tenant), or null. `where` may depend on the write's result (a created row's id); null skips the read.
 */
export function rowOf(
  table: PgTable,
  where: SQL,
): (scope: TenantScope, result?: unknown) => Promise<AuditRow | null>;
export function rowOf<T>(
  table: PgTable,
  where: (result: T | undefined) => SQL | null,
): (scope: TenantScope, result?: T) => Promise<AuditRow | null>;
export function rowOf<T>(
  table: PgTable,
  where: SQL | ((result: T | undefined) => SQL | null),
): (scope: TenantScope, result?: T) => Promise<AuditRow | null> {
  return async (scope, result) => {
    const condition = typeof where === 'function' ? where(result) : where;
    if (!condition) return null;
    const [row] = await scope.db.select().from(table).where(condition).limit(1);
    return (row as AuditRow | undefined) ?? null;
  };
}

/**
 * A {@link AuditedWriteSpec.when} for member routes through which moderators act too (issue 39 point 3: a
 * moderator deleting or editing someone else's post or comment): record only when the row read before the
 * write was created by someone else than `actorId` (`createdByUserId`), i.e. the actor acted by virtue of a
 * staff or moderator role. A member acting on their own row leaves no record.
 */
export const notAuthor =
  (actorId: string) =>
  (_result: unknown, before: AuditRow | null): boolean =>
    !!before && before['createdByUserId'] !== actorId;

/**
 * The spec of a create: the target id is the created row's `id` (as a string) and the record's `after` is the
 * row `read` finds for it after the write (`before` is null: the row did not exist). Spread and override
 * `targetId` for another id form.
 */
export function createdRow(
  read: (scope: TenantScope, id: string) => Promise<AuditRow | null>,
): AuditedWriteSpec<{ id: string | number }> {
  return {
    targetId: (result) => String(result.id),
    load: async (scope, result) => (result ? read(scope, String(result.id)) : null),
  };
}

const UPDATED = ['updatedAt', 'updated_at'] as const;

/**
 * Runs a service's write and its audit record in ONE transaction (issue 39 point 3, docs/audit-log.md): reads
 * the target's row before, runs `write` with a context whose `scope` is the transaction, reads the row after,
 * and records `{ field: { before, after } }` for the changed fields only. A thrown error (a 4xx `AppError` or
 * any other) rolls back the write and the record alike. Nested in another transaction it runs in a savepoint.
 * @returns what `write` returned.
 */
export async function auditedWrite<C extends { scope: TenantScope; audit: AuditSource }, T>(
  ctx: C,
  spec: AuditedWriteSpec<NoInfer<T>>,
  write: (ctx: C) => Promise<T>,
): Promise<T> {
  return withTransaction(ctx.scope, async (tx) => {
    const before = spec.load ? await spec.load(tx) : null;
    const result = await write({ ...ctx, scope: tx });
    if (spec.when && !spec.when(result, before ?? null)) return result;
    const after = spec.load ? await spec.load(tx, result) : null;
    const changes = { ...diffFields(before, after, spec.ignore ?? UPDATED), ...spec.changes?.(result) };
    const targetId = typeof spec.targetId === 'function' ? (spec.targetId(result) ?? null) : spec.targetId;
    await recordAudit(tx, ctx.audit, { action: spec.action, targetType: spec.targetType, targetId, changes });
    return result;
  });
}

/**
 * Removes the tenant's records older than its retention (`audit_settings.retention_days`, default 2557 days)
 * through the database function `audit_log_purge`, the one way past the append-only trigger.
 * @returns how many records were removed.
 */
export async function purgeAuditLog(scope: TenantScope): Promise<number> {
  const result = await executeRaw<{ removed: number }>(
    scope,
    sql`select audit_log_purge(${scope.tenantId}) as removed`,
  );
  return Number(result.rows[0]?.removed ?? 0);
}
