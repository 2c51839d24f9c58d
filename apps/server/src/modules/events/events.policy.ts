/**
 * Who may use events (spec 002 §1, §6): the events module (and a sub-module such as attachments or
 * cancellation_nominate_substitute) must be on for the tenant and permitted for the member; event
 * administration is for tenant administrators (`canManageEvents`, spec 000 §6: Admin or WorkSpaceOwner).
 * Every rule is applied through `assertAllowed` (lib/policy.ts).
 */
import {
  canAccessModule,
  canAccessSubModule,
  canManageEvents,
  type SubModuleName,
  type TenantProfile,
} from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/**
 * The events module must be on for the tenant and permitted for the member (002 §1, §6); with `subModule`,
 * that sub-module flag too. @throws AppError FORBIDDEN ('Forbidden').
 */
export function requireEventsAccess(tenant: TenantProfile, actor: Actor, subModule?: SubModuleName): void {
  assertAllowed(
    (a: Actor) =>
      subModule ? canAccessSubModule(tenant, 'events', subModule, a) : canAccessModule(tenant, 'events', a),
    actor,
    'Forbidden',
  );
}

/** Event administration needs `canManageEvents` (Admin or WorkSpaceOwner). @throws AppError FORBIDDEN ('Forbidden'). */
export function requireEventAdmin(actor: Pick<Actor, 'role'>): void {
  assertAllowed(canManageEvents, actor, 'Forbidden');
}
