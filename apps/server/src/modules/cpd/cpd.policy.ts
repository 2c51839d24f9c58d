/** Who may see CPD (spec 002 §1, §6): the cpd module must be on for the tenant and permitted (off for lca). */
import { canAccessModule, type TenantProfile } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';

/** @throws AppError FORBIDDEN unless the tenant's cpd module admits the actor. */
export function requireCpdAccess(tenant: TenantProfile, actor: Actor): void {
  if (!canAccessModule(tenant, 'cpd', actor)) throw new AppError('FORBIDDEN', 'Forbidden');
}
