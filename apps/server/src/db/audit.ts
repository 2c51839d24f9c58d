/**
 * Writing audit records (issue 39 point 3, docs/audit-log.md). {@link recordAudit} inserts one record through a
 * tenant scope — pass a transaction's scope to write it in the same transaction as the write it describes, so
 * that both commit or neither does. `audit_log` only takes inserts (migration 0029); the retention purge is
 * {@link purgeAuditLog}.
 */
import { sql } from 'drizzle-orm';
import type { TAuditChanges } from '@portal/contracts';
import { auditLog } from './schema/index';
import { executeRaw, type TenantScope } from './tenant-scope';

/** Who wrote, from where: one per request (`requestContext(request).audit`). */
export interface AuditSource {
  actorId: string | null;
  impersonatorId: string | null;
  /** The request's address as Fastify reports it (with the configured TRUST_PROXY). */
  ip: string | null;
  requestId: string | null;
  /** The route's action (`METHOD pattern`), the default action of its records. */
  action: string;
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
 * marks the request as recorded.
 */
export async function recordAudit(scope: TenantScope, source: AuditSource, entry: AuditEntry): Promise<void> {
  await scope.db.insert(auditLog).values({
    tenantId: scope.tenantId,
    actorId: source.actorId,
    impersonatorId: source.impersonatorId,
    action: entry.action ?? source.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    changes: entry.changes && Object.keys(entry.changes).length ? entry.changes : null,
    ip: source.ip,
    requestId: source.requestId,
  });
  source.recorded = true;
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
