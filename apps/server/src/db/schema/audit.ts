/**
 * The append-only audit log of staff writes (issue 39 point 3, docs/audit-log.md) and its retention per tenant.
 * Migration 0029 adds the triggers that refuse UPDATE, TRUNCATE and any DELETE but the retention purge
 * (`audit_log_purge(tenant)`), so the application cannot change a record.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAuditChanges } from '@portal/contracts';
import { tenants } from './tenants';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user who wrote (no foreign key: the record outlives the account). */
    actorId: uuid('actor_id'),
    /** The administrator acting as `actorId` (impersonation), else null. */
    impersonatorId: uuid('impersonator_id'),
    /** What was done: `METHOD /route/pattern` of the route, or a named action (`impersonation.start`). */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** Changed fields (`{ field: { before?, after } }`), secrets redacted by key. */
    changes: jsonb('changes').$type<TAuditChanges>(),
    /** The request's address as Fastify reports it under the configured TRUST_PROXY. */
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_tenant_at_idx').on(t.tenantId, t.at.desc(), t.id.desc()),
    index('audit_log_tenant_actor_at_idx').on(t.tenantId, t.actorId, t.at.desc()),
    index('audit_log_tenant_action_at_idx').on(t.tenantId, t.action, t.at.desc()),
    index('audit_log_tenant_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);

/** Per-tenant retention of the audit log, in days (default 2557, seven years). */
export const auditSettings = pgTable('audit_settings', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  retentionDays: integer('retention_days').notNull().default(2557),
});
