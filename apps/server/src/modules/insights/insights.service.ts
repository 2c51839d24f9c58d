/**
 * Insights for staff (issue 39 point 4): every chart of /admin/insights in one answer, each from its own
 * bounded statement (`insights.repository.ts`), run one after the other on the request's connection, and
 * shared per tenant and day for a short while (`insights.cache.ts`).
 */
import type { TInsightsResponse } from '@portal/contracts';
import type { RequestContext } from '../../plugins/auth';
import type { TenantScope } from '../../db/tenant-scope';
import type { InsightsCache } from './insights.cache';
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
 * `GET /api/admin/insights`: the tenant's figures as of today (Sydney), for tenant administrators. The
 * permission check comes first; then the answer is the tenant's shared one for today from `cache` (computed
 * at most once at a time per tenant and day, reused for `INSIGHTS_CACHE_MS`; insights.cache.ts), whose
 * `computedAt` says when its statements ran.
 * @throws AppError FORBIDDEN for anyone else (before the cache is read).
 */
export async function getInsights(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  cache: InsightsCache<TInsightsResponse>,
  now = new Date(),
): Promise<TInsightsResponse> {
  requireInsightsReader(ctx.actor);
  const today = sydneyDateOf(now);
  const { scope } = ctx;
  return cache.get(`${scope.tenantId}:${today}`, () => computeInsights(scope, today));
}

/**
 * Every chart of the tenant's insights as of `today` (a Sydney date), one bounded statement after the other on
 * the scope's connection; `computedAt` is when the computation began (ISO). No permission check: callers
 * check first ({@link getInsights}).
 */
export async function computeInsights(scope: TenantScope, today: string): Promise<TInsightsResponse> {
  const computedAt = new Date().toISOString();
  const snapshots = presentSnapshots(await memberSnapshots(scope, today));
  return {
    asOf: today,
    computedAt,
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
