/**
 * CPD periods of a member — spec 002 §3 (CPD period, CPD record), §7 `GET api/user/cpds`,
 * `GET api/user/cpd/period/current`, `GET api/cpd/new`, §9 (Sydney dates, default 20 hours) — and the credits
 * other modules give: an attended CPD event (attendance) and a completed course (courses). Another module uses
 * CPD only through this file.
 *
 * Periods follow the tenant's CPD year (`cpdPeriodOf` of contracts: ota 1 July – 30 June, others the calendar
 * year) and are created when first needed: the current one when the member opens CPD, others when a record
 * dated in them appears.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  CPD_NEW_ENTRY_PATH,
  CPD_TIME_ZONE,
  cpdPeriodOf,
  cpdPeriodRule,
  type TCpdPeriod,
  type TenantProfile,
} from '@portal/contracts';
import type { Actor } from '../../plugins/actor';
import * as policy from './cpd.policy';
import type { RequestContext } from '../../plugins/auth';
import { presentPeriod } from './cpd.presenter';
import {
  deleteEventCredit,
  insertCreditOnce,
  insertMissingPeriods,
  periodsContaining,
  periodsOf,
  recordsBetween,
  recordsOf,
} from './cpd.repository';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * For other modules (courses): the tenant's cpd module must admit the actor (002 §1, §6). Delegates to
 * cpd.policy.ts. @throws AppError FORBIDDEN ('Forbidden').
 */
export function requireCpdAccess(tenant: TenantProfile, actor: Actor): void {
  policy.requireCpdAccess(tenant, actor);
}

/** The Sydney calendar date (YYYY-MM-DD) of an instant (002 §9: CPD dates are Sydney dates). */
export function sydneyDate(at: Date): string {
  return dayjs(at).tz(CPD_TIME_ZONE).format('YYYY-MM-DD');
}

/** Today's date in Sydney (YYYY-MM-DD). */
export function sydneyToday(now = new Date()): string {
  return sydneyDate(now);
}

/**
 * Creates the member's periods containing `days` (YYYY-MM-DD) that do not exist yet, with the tenant's
 * minimum hours. Idempotent (a unique index on member and start date).
 */
export async function ensurePeriods(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string,
  days: Iterable<string>,
): Promise<void> {
  const { minimumRequiredHours } = cpdPeriodRule(ctx.scope.tenantId);
  const byStart = new Map<string, { start: string; end: string }>();
  for (const day of days) {
    const period = cpdPeriodOf(ctx.scope.tenantId, day);
    byStart.set(period.start, period);
  }
  await insertMissingPeriods(
    ctx.scope,
    [...byStart.values()].map((p) => ({
      userId,
      periodStartDate: p.start,
      periodEndDate: p.end,
      minimumRequiredHours,
    })),
  );
}

/**
 * The member's CPD periods containing `today` (YYYY-MM-DD, the Sydney date), with the records completed within
 * each period, newest first. Creates the current period when missing. Three queries at most.
 */
export async function currentPeriods(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string,
  today: string,
): Promise<TCpdPeriod[]> {
  let periods = await periodsContaining(ctx.scope, userId, today);
  if (periods.length === 0) {
    await ensurePeriods(ctx, userId, [today]);
    periods = await periodsContaining(ctx.scope, userId, today);
  }
  if (periods.length === 0) return [];
  const first = periods.map((p) => p.periodStartDate).sort()[0]!;
  const last = periods
    .map((p) => p.periodEndDate)
    .sort()
    .at(-1)!;
  const records = await recordsBetween(ctx.scope, userId, first, last);
  return periods.map((p) => presentPeriod(p, records, today));
}

/** `GET api/user/cpd/period/current` → `{ data: { periods } }`. @throws AppError FORBIDDEN (cpd module off). */
export async function currentCpd(ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant'>, now = new Date()) {
  policy.requireCpdAccess(ctx.tenant, ctx.actor);
  return { data: { periods: await currentPeriods(ctx, ctx.actor.id, sydneyToday(now)) } };
}

/**
 * `GET api/user/cpds` → `{ data: { periods } }`: every period of the member, newest first, each with its
 * records; the current period and the period of every record are created when missing.
 * @throws AppError FORBIDDEN (cpd module off).
 */
export async function userCpds(ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant'>, now = new Date()) {
  policy.requireCpdAccess(ctx.tenant, ctx.actor);
  const { scope, actor } = ctx;
  const today = sydneyToday(now);
  const records = await recordsOf(scope, actor.id);
  let periods = await periodsOf(scope, actor.id);
  const covered = (day: string) => periods.some((p) => p.periodStartDate <= day && day <= p.periodEndDate);
  const missing = [today, ...records.map((r) => r.completedDate)].filter((day) => !covered(day));
  if (missing.length > 0) {
    await ensurePeriods({ scope }, actor.id, missing);
    periods = await periodsOf(scope, actor.id);
  }
  return { data: { periods: periods.map((p) => presentPeriod(p, records, today)) } };
}

/** `GET api/cpd/new` → `{ url }`: the web path of the create-entry form. @throws AppError FORBIDDEN. */
export function newEntryUrl(ctx: Pick<RequestContext, 'actor' | 'tenant'>): { url: string } {
  policy.requireCpdAccess(ctx.tenant, ctx.actor);
  return { url: CPD_NEW_ENTRY_PATH };
}

/** What an attended CPD event credits: the member, the event, its title, hours and Sydney date. */
export interface EventCredit {
  userId: string;
  eventId: number;
  ticketId: number;
  title: string;
  hours: number;
  /** The event's start (its Sydney date is the record's completedDate). */
  startsAt: Date;
  domain: string | null;
  presenter: string | null;
}

/**
 * Credits an attended CPD event (issue 15): one record per member and event (`source` event,
 * `relatedEventId`), in the caller's transaction; a second call changes nothing.
 * @returns true when a record was created.
 */
export async function creditEventAttendance(
  ctx: Pick<RequestContext, 'scope'>,
  credit: EventCredit,
): Promise<boolean> {
  const completedDate = sydneyDate(credit.startsAt);
  await ensurePeriods(ctx, credit.userId, [completedDate]);
  const row = await insertCreditOnce(ctx.scope, {
    userId: credit.userId,
    title: credit.title,
    categoryName: 'Event',
    presenter: credit.presenter,
    domain: credit.domain,
    completedDate,
    hours: credit.hours,
    relatedEventId: credit.eventId,
    ticketId: credit.ticketId,
    source: 'event',
  });
  return row !== undefined;
}

/** Removes a member's credit for an event (un-check). @returns true when a record was removed. */
export async function removeEventCredit(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string,
  eventId: number,
): Promise<boolean> {
  return (await deleteEventCredit(ctx.scope, userId, eventId)) > 0;
}

/** What a completed course credits. `completedDate` YYYY-MM-DD (Sydney). */
export interface CourseCredit {
  userId: string;
  enrolmentId: number;
  title: string;
  categoryName: string | null;
  hours: number;
  completedDate: string;
}

/**
 * Credits a completed course (issue 15): one record per enrolment (`source` course), in the caller's
 * transaction; a second call changes nothing. @returns true when a record was created.
 */
export async function creditCourseCompletion(
  ctx: Pick<RequestContext, 'scope'>,
  credit: CourseCredit,
): Promise<boolean> {
  await ensurePeriods(ctx, credit.userId, [credit.completedDate]);
  const row = await insertCreditOnce(ctx.scope, {
    userId: credit.userId,
    title: credit.title,
    categoryName: credit.categoryName ?? 'Course',
    presenter: null,
    domain: null,
    completedDate: credit.completedDate,
    hours: credit.hours,
    enrolmentId: credit.enrolmentId,
    source: 'course',
  });
  return row !== undefined;
}
