/**
 * Who may author content (issue 5; spec 000 §2 /admin/resources): `canEditContent` from contracts — tenant
 * administrators (Admin, WorkSpaceOwner; spec 001 §6) and holders of the `contentEditor` flag.
 */
import { canEditContent } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** True for those who may write news, resources and members-only pages (and see drafts and every file). */
export function isContentEditor(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return canEditContent(actor);
}

/** Applied through `assertAllowed`. @throws AppError FORBIDDEN ('Forbidden') unless the actor may author content. */
export function requireContentEditor(actor: Pick<Actor, 'role' | 'permissions'>): void {
  assertAllowed(isContentEditor, actor, 'Forbidden');
}
