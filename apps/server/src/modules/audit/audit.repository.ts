/**
 * Reading the audit log and its retention (issue 39 point 3, docs/audit-log.md): the filtered page, newest
 * first, with the names of actor and impersonator; the actions the tenant's log holds; the retention setting.
 * Records are only ever inserted (`db/audit.ts`).
 */
import { aliasedTable, and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_RETENTION, type TAuditQuery } from '@portal/contracts';
import { auditLog, auditSettings, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { pageAndTotal } from '../../lib/paging';

/** The start of a `from` filter, and the exclusive end of a `to` filter (a date counts to its day's end). */
function bounds(query: TAuditQuery): { from?: Date; until?: Date } {
  const from = query.from
    ? new Date(query.from.length === 10 ? `${query.from}T00:00:00Z` : query.from)
    : undefined;
  let until: Date | undefined;
  if (query.to)
    until =
      query.to.length === 10
        ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000)
        : new Date(new Date(query.to).getTime() + 1);
  return { from, until };
}

/** The where clause of the filters (the bound handle adds the tenant). */
function filterOf(query: TAuditQuery): SQL | undefined {
  const { from, until } = bounds(query);
  return and(
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    from ? gte(auditLog.at, from) : undefined,
    until ? lt(auditLog.at, until) : undefined,
  );
}

const actor = aliasedTable(users, 'audit_actor');
const impersonator = aliasedTable(users, 'audit_impersonator');
const nameOf = (u: typeof users) =>
  sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

/** One page of records matching `query`, newest first (ties by id), and the total of the filter. */
export function findAuditPage(scope: TenantScope, query: TAuditQuery) {
  const where = filterOf(query);
  const rows = scope.db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: nameOf(actor),
      impersonatorId: auditLog.impersonatorId,
      impersonatorName: nameOf(impersonator),
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      changes: auditLog.changes,
      ip: auditLog.ip,
      requestId: auditLog.requestId,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(impersonator, eq(impersonator.id, auditLog.impersonatorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  return pageAndTotal(rows, scope.db.$count(auditLog, where), query.page, query.pageSize);
}

/** The distinct actions of the tenant's log, sorted (the action filter's choices). */
export async function findAuditActions(scope: TenantScope): Promise<string[]> {
  const rows = await scope.db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(auditLog.action)
    .limit(1000);
  return rows.map((r) => r.action);
}

/** The tenant's retention in days (the default when never set). */
export async function findRetentionDays(scope: TenantScope): Promise<number> {
  const [row] = await scope.db.select({ days: auditSettings.retentionDays }).from(auditSettings).limit(1);
  return row?.days ?? AUDIT_RETENTION.defaultDays;
}

/** Sets the tenant's retention. */
export async function saveRetentionDays(scope: TenantScope, days: number): Promise<void> {
  await scope.db
    .insert(auditSettings)
    .values({ tenantId: scope.tenantId, retentionDays: days })
    .onConflictDoUpdate({ target: auditSettings.tenantId, set: { retentionDays: days } });
}
