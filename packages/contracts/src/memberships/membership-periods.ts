/**
 * Membership periods and what a membership payment covers (issue 34 point 4 "Fair membership periods"; spec
 * 000 §2 welcome wizard: ota's Auto Rollover on 1 July, 002 §7 Membership). Pure calendar arithmetic on
 * `YYYY-MM-DD` days (the Australia/Sydney calendar day, {@link membershipDayOf}); money in AUD cents, GST
 * included. The server prices invoices with these functions and the web shows what the server answers.
 *
 * - A period is a membership year: 1 July – 30 June (`financial`) or 1 January – 31 December (`calendar`).
 * - A join (or the renewal of a lapsed membership, which restarts it) covers whole months, from the first day
 *   of the month it is made in, and is priced by the tenant's join rule: `pro-rata` (the months left in the
 *   period, the join month included) or `cut-off` (the full fee; from the cut-off day on, the rest of this
 *   period and all of the next).
 * - Renew is offered in the renewal window (the last `renewalWindowDays` days before renewedToDate, default 60)
 *   or when the membership has lapsed.
 */
import { z } from 'zod';

/** How a membership year runs: 1 July – 30 June (`financial`) or 1 January – 31 December (`calendar`). */
export const MEMBERSHIP_PERIOD_RULES = ['financial', 'calendar'] as const;
export type TMembershipPeriodRule = (typeof MEMBERSHIP_PERIOD_RULES)[number];

/** One membership period `[start, end]` (inclusive, `YYYY-MM-DD`). */
export const ZMembershipPeriod = z.object({ start: z.string(), end: z.string() });
export type TMembershipPeriod = z.infer<typeof ZMembershipPeriod>;

/** The calendar membership dates are counted in: all four associations are Australian (Sydney / Canberra). */
export const MEMBERSHIP_TIME_ZONE = 'Australia/Sydney';

const SYDNEY_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEMBERSHIP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The membership calendar day (`YYYY-MM-DD`, {@link MEMBERSHIP_TIME_ZONE}) of an instant: a join at 9 am in
 * Sydney on 1 December is a December join, although it is still 30 November in UTC.
 */
export function membershipDayOf(at: Date): string {
  return SYDNEY_DAY.format(at);
}

/** `day` (`YYYY-MM-DD`) plus `days` (negative: before), in calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The membership period containing `day` (`YYYY-MM-DD`) under `rule`: financial → 1 July – 30 June,
 * calendar → 1 January – 31 December.
 */
export function membershipPeriodOf(rule: TMembershipPeriodRule, day: string): TMembershipPeriod {
  const year = Number(day.slice(0, 4));
  if (rule === 'calendar') return { start: `${year}-01-01`, end: `${year}-12-31` };
  const startYear = day.slice(5) >= '07-01' ? year : year - 1;
  return { start: `${startYear}-07-01`, end: `${startYear + 1}-06-30` };
}

/** The period after the one ending on `end` (`YYYY-MM-DD`, the last day of a period). */
export function nextMembershipPeriod(rule: TMembershipPeriodRule, end: string): TMembershipPeriod {
  return membershipPeriodOf(rule, addDays(end, 1));
}

/**
 * Whole calendar months from the month of `from` to the month of `to`, both included (`2026-12-04` →
 * `2026-12-31` is 1; a whole year is 12). 0 when `to` is in an earlier month.
 */
export function monthsCovered(from: string, to: string): number {
  const index = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  return Math.max(0, index(to) - index(from) + 1);
}

/**
 * The pro-rata share of a yearly fee: `feeCents × months / monthsInPeriod`, rounded half-up to the cent
 * (49 500 × 1 / 12 = 4 125). @throws RangeError unless 0 ≤ months ≤ monthsInPeriod (whole numbers).
 */
export function proRataCents(feeCents: number, months: number, monthsInPeriod = 12): number {
  if (!Number.isInteger(months) || !Number.isInteger(monthsInPeriod) || months < 0 || months > monthsInPeriod)
    throw new RangeError(`months ${months} of ${monthsInPeriod}`);
  return Math.round((feeCents * months) / monthsInPeriod);
}

/** Whether `MM-DD` is a day of every year (29 February is not). */
function isDayOfEveryYear(mmdd: string): boolean {
  const [month, day] = mmdd.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(2027, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A cut-off day of the year, `MM-DD`, that exists in every year (29 February does not). */
export const ZCutOffDay = z
  .string()
  .regex(/^\d{2}-\d{2}$/)
  .refine(isDayOfEveryYear, 'Not a day of every year');

/**
 * How a join is priced (per tenant, `MEMBERSHIP_CONFIG[tenant].joinPricing`):
 * - `pro-rata`: the months left in the period, the join month included, each 1/12 of the yearly fee;
 * - `cut-off`: the full fee; a join on `cutOff` (`MM-DD`, the day itself included) or later covers the rest of
 *   this period and all of the next.
 */
export type TMembershipJoinPricing = { kind: 'pro-rata' } | { kind: 'cut-off'; cutOff: string };

/** Days before a period ends from which Renew is offered, unless the tenant sets its own. */
export const DEFAULT_RENEWAL_WINDOW_DAYS = 60;

/** The period rules of a tenant that price a payment (issue 34 point 4). */
export interface MembershipPeriodPolicy {
  joinPricing: TMembershipJoinPricing;
  /** Renew is offered from this many days before renewedToDate ends (default {@link DEFAULT_RENEWAL_WINDOW_DAYS}). */
  renewalWindowDays?: number;
}

/** How a charge was priced: the full fee for a period, pro-rata months, or the cut-off (two periods). */
export const MEMBERSHIP_CHARGE_BASES = ['full', 'pro-rata', 'cut-off'] as const;
export type TMembershipChargeBasis = (typeof MEMBERSHIP_CHARGE_BASES)[number];

/** What one membership payment covers and costs (AUD cents, GST included). */
export interface MembershipCharge {
  /** The days paid for (inclusive); renewedToDate becomes `period.end` once paid. */
  period: TMembershipPeriod;
  amountIncGstCents: number;
  basis: TMembershipChargeBasis;
  /** Months charged: pro-rata months, 12 for a full year, 12 for the cut-off's full fee. */
  monthsCharged: number;
  /** Months of a whole period (12). */
  monthsInPeriod: number;
}

/**
 * The cut-off day (`MM-DD`) as a date inside `period`: '10-01' in 1 Jan – 31 Dec 2026 is 2026-10-01; '04-01'
 * in 1 Jul 2026 – 30 Jun 2027 is 2027-04-01. @throws RangeError for a day that is not in every year.
 */
export function cutOffDayOf(period: TMembershipPeriod, cutOff: string): string {
  if (!ZCutOffDay.safeParse(cutOff).success) throw new RangeError(`cut-off ${cutOff}`);
  const first = `${period.start.slice(0, 4)}-${cutOff}`;
  return first >= period.start ? first : `${Number(period.start.slice(0, 4)) + 1}-${cutOff}`;
}

/**
 * What joining on `today` covers and costs under `policy` (issue 34 point 4): from the first day of today's
 * month to the end of the period containing today, for
 * - `pro-rata`: `proRataCents(fee, months left incl. this one, 12)` — a December join of a calendar year pays
 *   1/12 (basis `full` when all 12 months are left);
 * - `cut-off`: the full fee; on or after the cut-off day the cover runs to the end of the NEXT period (basis
 *   `cut-off`), before it to the end of this one (basis `full`).
 * `feeIncGstCents` is the type's yearly fee; the answer's amount is in cents, GST included.
 */
export function joinCharge(
  policy: MembershipPeriodPolicy,
  rule: TMembershipPeriodRule,
  feeIncGstCents: number,
  today: string,
): MembershipCharge {
  const current = membershipPeriodOf(rule, today);
  const start = `${today.slice(0, 7)}-01`;
  const monthsInPeriod = monthsCovered(current.start, current.end);
  const pricing = policy.joinPricing;
  if (pricing.kind === 'cut-off') {
    const pastCutOff = today >= cutOffDayOf(current, pricing.cutOff);
    return {
      period: { start, end: pastCutOff ? nextMembershipPeriod(rule, current.end).end : current.end },
      amountIncGstCents: feeIncGstCents,
      basis: pastCutOff ? 'cut-off' : 'full',
      monthsCharged: monthsInPeriod,
      monthsInPeriod,
    };
  }
  const months = monthsCovered(start, current.end);
  return {
    period: { start, end: current.end },
    amountIncGstCents: proRataCents(feeIncGstCents, months, monthsInPeriod),
    basis: months < monthsInPeriod ? 'pro-rata' : 'full',
    monthsCharged: months,
    monthsInPeriod,
  };
}

/** Whether and when a membership may be renewed, and what Renew would charge. */
export interface RenewalState {
  /** Renewable at all: Active or Expired, not a life member. */
  isRenewable: boolean;
  /** Renew is offered today: inside the renewal window, or lapsed. */
  isOpen: boolean;
  /** The first day Renew is offered for the current renewedToDate (null: no date to count from). */
  opensOn: string | null;
  /** renewedToDate has passed (or the membership is Expired): a renewal restarts it, priced as a join. */
  isLapsed: boolean;
  /** What Renew charges (today's price), or null when not renewable. */
  charge: MembershipCharge | null;
}

/** The membership fields the renewal rules read. */
export interface RenewableMembership {
  memberStatus: string;
  renewedToDate: string | null;
  isLifeMember: boolean;
}

/**
 * The renewal state of a membership on `today` (issue 34 point 4): an Active membership renews the period after
 * renewedToDate for the full fee, offered from `renewalWindowDays` (default 60) days before renewedToDate ends
 * (`opensOn` = renewedToDate + 1 − window: 2 November for 31 December); a lapsed one (Expired, or renewedToDate
 * passed or unknown) is open at once and restarts like a join ({@link joinCharge}); Life, Pending and Cancelled
 * memberships are not renewable.
 */
export function renewalState(
  policy: MembershipPeriodPolicy,
  rule: TMembershipPeriodRule,
  membership: RenewableMembership,
  feeIncGstCents: number,
  today: string,
): RenewalState {
  const status = membership.memberStatus;
  if (membership.isLifeMember || (status !== 'Active' && status !== 'Expired'))
    return { isRenewable: false, isOpen: false, opensOn: null, isLapsed: false, charge: null };
  const to = membership.renewedToDate;
  const window = policy.renewalWindowDays ?? DEFAULT_RENEWAL_WINDOW_DAYS;
  const opensOn = to ? addDays(to, 1 - window) : null;
  if (status === 'Expired' || !to || to < today)
    return {
      isRenewable: true,
      isOpen: true,
      opensOn,
      isLapsed: true,
      charge: joinCharge(policy, rule, feeIncGstCents, today),
    };
  const period = nextMembershipPeriod(rule, to);
  const monthsInPeriod = monthsCovered(period.start, period.end);
  return {
    isRenewable: true,
    isOpen: today >= opensOn!,
    opensOn,
    isLapsed: false,
    charge: {
      period,
      amountIncGstCents: feeIncGstCents,
      basis: 'full',
      monthsCharged: monthsInPeriod,
      monthsInPeriod,
    },
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as documents and messages print it, en-AU 'D MMM YYYY': `2027-05-02` → '2 May 2027'. */
export function periodDayLabel(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/**
 * The words of a charge for invoices and screens: '1 Dec 2026 – 31 Dec 2026, pro-rata 1 of 12 months',
 * '1 Dec 2026 – 31 Dec 2027, the rest of this period and all of the next', or just the period (full year).
 */
export function chargeLabel(
  charge: Pick<MembershipCharge, 'period' | 'basis' | 'monthsCharged' | 'monthsInPeriod'>,
): string {
  const period = `${periodDayLabel(charge.period.start)} – ${periodDayLabel(charge.period.end)}`;
  if (charge.basis === 'pro-rata')
    return `${period}, pro-rata ${charge.monthsCharged} of ${charge.monthsInPeriod} months`;
  if (charge.basis === 'cut-off') return `${period}, the rest of this period and all of the next`;
  return period;
}

/** The 409 message of a renewal asked for before its window opens (ours; the spec has no renewal message). */
export function renewalNotOpenMessage(opensOn: string): string {
  return `Renewal opens on ${periodDayLabel(opensOn)}.`;
}
