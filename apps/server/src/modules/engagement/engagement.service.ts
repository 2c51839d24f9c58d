/**
 * Engagement tracking (spec 000 §3 tracked types, §7 `POST api/engagement/track`): stored per tenant.
 * Recording never fails the action that caused it: errors are swallowed after logging by the caller.
 */
import type { TEngagementTrackBody } from '@portal/contracts';
import { engagementEvents } from '../../db/schema/index';
import type { RequestContext } from '../../plugins/auth';

/**
 * `POST api/engagement/track`: stores one event of the signed-in member `ctx.actor`.
 * @returns false (never rejects) when storing fails.
 */
export function recordEngagement(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  event: TEngagementTrackBody,
): Promise<boolean> {
  return trackEngagement(ctx, ctx.actor.id, event);
}

/**
 * Stores one engagement event of `userId` (null: nobody signed in), for the services that track what they do
 * (sign-in, downloads). @returns false (never rejects) when storing fails.
 */
export async function trackEngagement(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string | null,
  event: TEngagementTrackBody,
): Promise<boolean> {
  try {
    await ctx.scope.db.insert(engagementEvents).values({
      tenantId: ctx.scope.tenantId,
      userId,
      type: event.type,
      entityId: event.entityId ?? null,
      name: event.name ?? null,
      url: event.url ?? null,
    });
    return true;
  } catch {
    return false;
  }
}
