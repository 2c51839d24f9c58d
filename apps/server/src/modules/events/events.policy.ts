/**
 * Who may use events (spec 002 §1, §6): the events module (and a sub-module such as attachments or
 * cancellation_nominate_substitute) must be on for the tenant and permitted for the member; event
 * administration is for tenant administrators (`canManageEvents`, spec 000 §6: Admin or WorkSpaceOwner).
 */
import {
  canAccessModule,
  canAccessSubModule,
  canManageEvents,
  type SubModuleName,
  type TenantProfile,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';

/**
 * The events module must be on for the tenant and permitted for the member (002 §1, §6); with `subModule`,
 * that sub-module flag too. @throws AppError FORBIDDEN.
 */
export function requireEventsAccess(tenant: TenantProfile, actor: Actor, subModule?: SubModuleName): void {
  const allowed = subModule
    ? canAccessSubModule(tenant, 'events', subModule, actor)
    : canAccessModule(tenant, 'events', actor);
  if (!allowed) throw new AppError('FORBIDDEN', 'Forbidden');
}

/** Event administration needs `canManageEvents` (Admin or WorkSpaceOwner). @throws AppError FORBIDDEN. */
export function requireEventAdmin(actor: Pick<Actor, 'role'>): void {
  if (!canManageEvents(actor)) throw new AppError('FORBIDDEN', 'Forbidden');
}

/** `userId` of a body or query must be the signed-in member's (a member acts only for themself). @throws FORBIDDEN. */
export function assertSelf(userId: string | null | undefined, actorId: string): void {
  if (userId && userId !== actorId) throw new AppError('FORBIDDEN', 'Forbidden');
}
