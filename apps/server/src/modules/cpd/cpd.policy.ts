/**
 * Who may see and change CPD (spec 002 §1, §6): the cpd module must be on for the tenant and permitted (off for
 * lca); only self-logged records are the member's to edit; a signed printview URL names its member. Every rule
 * is applied through `assertAllowed` (lib/policy.ts).
 */
import { CPD_RECORD_MESSAGES, canAccessModule, type TenantProfile } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** @throws AppError FORBIDDEN ('Forbidden') unless the tenant's cpd module admits the actor. */
export function requireCpdAccess(tenant: TenantProfile, actor: Actor): void {
  assertAllowed((a: Actor) => canAccessModule(tenant, 'cpd', a), actor, 'Forbidden');
}

/**
 * Only a record the member logged themself (`source` 'self') may be edited or deleted; credited records
 * (attended events, completed courses) may not. @throws AppError FORBIDDEN (`CPD_RECORD_MESSAGES.notEditable`).
 */
export function assertSelfLogged(record: { source: string }): void {
  assertAllowed((r: { source: string }) => r.source === 'self', record, CPD_RECORD_MESSAGES.notEditable);
}
