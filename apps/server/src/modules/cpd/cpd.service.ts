/**
 * CPD periods of a member — spec 002 §3 and §7 `GET api/user/cpd/period/current`: the periods that contain
 * today, each with its records and completed hours (the sum of the records' hours). Two queries.
 */
import type { TCpdPeriod, TenantProfile } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import type { Actor } from '../../plugins/actor';
import { requireCpdAccess } from './cpd.policy';
import { presentPeriod } from './cpd.presenter';
import { periodsContaining, recordsBetween } from './cpd.repository';

/** The caller: tenant scope and the signed-in member. */
export interface CpdContext {
  scope: TenantScope;
  actor: Actor;
}

/**
 * The member's CPD periods containing `today` (YYYY-MM-DD, the Sydney date — CPD dates are shown in the
 * Sydney time zone, 002 §9), with the records completed within each period, newest first.
 */
export async function currentPeriods(
  scope: TenantScope,
  userId: string,
  today: string,
): Promise<TCpdPeriod[]> {
  const periods = await periodsContaining(scope, userId, today);
  if (periods.length === 0) return [];
  const first = periods.map((p) => p.periodStartDate).sort()[0]!;
  const last = periods
    .map((p) => p.periodEndDate)
    .sort()
    .at(-1)!;
  const records = await recordsBetween(scope, userId, first, last);
  return periods.map((p) => presentPeriod(p, records));
}

/** `GET api/user/cpd/period/current` → `{ data: { periods } }`. @throws AppError FORBIDDEN (cpd module off). */
export async function currentCpd(ctx: CpdContext, tenant: TenantProfile, now = new Date()) {
  requireCpdAccess(tenant, ctx.actor);
  return { data: { periods: await currentPeriods(ctx.scope, ctx.actor.id, sydneyToday(now)) } };
}

/** Today's date in Sydney (YYYY-MM-DD). */
export function sydneyToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);
}
