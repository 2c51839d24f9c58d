/**
 * Who may read the tenant's sent mail and failed deliveries (issue 10 §2, issue 35): only a global Admin
 * (`canReadSentMail` of contracts), as the outbox holds every member's sign-in codes and reset links.
 */
import { canReadSentMail, SENT_MAIL_MESSAGES } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** @throws AppError 403 SENT_MAIL_MESSAGES.forbidden unless the actor is a global Admin. */
export function assertCanReadSentMail(actor: Actor): void {
  assertAllowed(canReadSentMail, actor, SENT_MAIL_MESSAGES.forbidden);
}
