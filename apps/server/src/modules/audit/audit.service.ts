/**
 * The audit log's service (issue 39 point 3, docs/audit-log.md): the staff list (`GET /api/admin/audit`),
 * the tenant's retention (`GET|PUT /api/admin/audit/settings`, itself recorded with before and after in the
 * same transaction), the end of an impersonation (`POST /api/v1/auth/impersonation/end`), and the daily purge
 * of records older than each tenant's retention.
 */
import {
  AUDIT_MESSAGES,
  TENANT_IDS,
  type TAuditPage,
  type TAuditQuery,
  type TAuditSettings,
  type TenantId,
} from '@portal/contracts';
import type { RequestContext } from '../../plugins/auth';
import { purgeAuditLog, recordAudit } from '../../db/audit';
import { withTransaction, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { assertCanReadAuditLog } from './audit.policy';
import { findAuditActions, findAuditPage, findRetentionDays, saveRetentionDays } from './audit.repository';
import { presentAuditEntry } from './audit.presenter';

/** `GET /api/admin/audit`: one page of the filtered log, newest first. @throws AppError 403 for non-admins. */
export async function listAudit(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: TAuditQuery,
): Promise<TAuditPage> {
  assertCanReadAuditLog(ctx.actor);
  const [{ rows, total }, actions] = await Promise.all([
    findAuditPage(ctx.scope, query),
    findAuditActions(ctx.scope),
  ]);
  return { items: rows.map(presentAuditEntry), totalItemCount: total, actions };
}

/** `GET /api/admin/audit/settings`: the retention in days. @throws AppError 403 for non-admins. */
export async function auditSettings(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<TAuditSettings> {
  assertCanReadAuditLog(ctx.actor);
  return { retentionDays: await findRetentionDays(ctx.scope) };
}

/**
 * `PUT /api/admin/audit/settings`: sets the retention, recorded (before and after) in the same transaction.
 * @throws AppError 403 for non-admins.
 */
export async function updateAuditSettings(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  input: TAuditSettings,
): Promise<TAuditSettings> {
  assertCanReadAuditLog(ctx.actor);
  return withTransaction(ctx.scope, async (tx) => {
    const before = await findRetentionDays(tx);
    await saveRetentionDays(tx, input.retentionDays);
    await recordAudit(tx, ctx.audit, {
      action: 'audit.settings.update',
      targetType: 'audit-settings',
      targetId: ctx.scope.tenantId,
      changes:
        before === input.retentionDays ? null : { retentionDays: { before, after: input.retentionDays } },
    });
    return { retentionDays: input.retentionDays };
  });
}

/**
 * `POST /api/v1/auth/impersonation/end`: records that the administrator stops acting as the member (the
 * browser then drops the session). @throws AppError 400 when the session is not an impersonation.
 */
export async function endImpersonation(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'impersonatorId' | 'audit'>,
): Promise<{ ended: true }> {
  if (!ctx.impersonatorId) throw new AppError('BAD_REQUEST', AUDIT_MESSAGES.notImpersonating);
  await recordAudit(ctx.scope, ctx.audit, {
    action: 'impersonation.end',
    targetType: 'user',
    targetId: ctx.actor.id,
  });
  return { ended: true };
}

/**
 * The daily purge (scheduler job `audit-purge`, under its advisory lock): each tenant's records older than
 * its retention, through the database's purge function. @returns removed records by tenant.
 */
export async function purgeAllTenants(
  scopeOf: (id: TenantId) => TenantScope,
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const id of TENANT_IDS) removed[id] = await purgeAuditLog(scopeOf(id));
  return removed;
}
