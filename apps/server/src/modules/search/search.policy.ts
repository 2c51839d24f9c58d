/**
 * Who may search (spec 002 §2 "Global search", 000 §2 Guards): the tenant's `global_search` module must be on
 * and admit the actor (`canAccessModule` of contracts). Refusals are 403s through `assertAllowed`.
 */
import { canAccessModule, type TenantProfile } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** @throws AppError 403 'Forbidden' unless `profile`'s global_search module admits the actor. */
export function assertCanSearch(profile: TenantProfile, actor: Actor): void {
  assertAllowed((a: Actor) => canAccessModule(profile, 'global_search', a), actor, 'Forbidden');
}
