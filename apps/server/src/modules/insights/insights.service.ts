/**
 * Insights for staff (issue 39 point 4): every chart of /admin/insights in one answer, each from its own
 * bounded statement (`insights.repository.ts`), run one after the other on the request's connection.
 */
import type { TInsightsResponse } from '@portal/contracts';
import type { RequestContext } from '../../plugins/auth';
import { requireInsightsReader } from './insights.policy';
import { presentCpd, presentEvents, presentSnapshots } from './insights.presenter';
import {
  communityPerMonth,
  cpdCompliance,
  eventsPerMonth,
  joinsAndLapses,
  memberSnapshots,
  renewalsDue,
} from './insights.repository';

/** The Sydney calendar date (YYYY-MM-DD) of `now`: the portal's membership and CPD dates are Sydney dates. */
export function sydneyDateOf(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * `GET /api/admin/insights`: the tenant's figures as of today (Sydney), for tenant administrators.
 * @throws AppError FORBIDDEN for anyone else.
 */
export async function getInsights(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  now = new Date(),
): Promise<TInsightsResponse> {
  requireInsightsReader(ctx.actor);
  const today = sydneyDateOf(now);
  const { scope } = ctx;
  const snapshots = presentSnapshots(await memberSnapshots(scope, today));
  return {
    asOf: today,
    ...snapshots,
    joinsLapses: await joinsAndLapses(scope, today),
    renewalsDue: await renewalsDue(scope, today),
    events: presentEvents(await eventsPerMonth(scope, today)),
    cpdCompliance: presentCpd(await cpdCompliance(scope, today)),
    community: (await communityPerMonth(scope, today)).map((r) => ({
      month: r.month,
      posts: r.posts,
      comments: r.comments,
      activeMembers: r.active_members,
    })),
  };
}
