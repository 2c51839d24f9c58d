/**
 * The words of a membership charge on the screens that come before a payment (issue 34 point 4 "Fair
 * membership periods"): the join form, the signed-in "Become a member" list and the renewal on the membership
 * profile show the period and the price that will be charged, as the server computed them (`TMembershipCharge`,
 * dollars incl. GST). Dates in the screens' 'DD MMM, YYYY' (002 §9).
 */
import type { TMembershipCharge } from '@portal/contracts';
import { formatAud, formatDay } from '../../shared/format';

/** '1 Dec 2026 – 31 Dec 2026' of a charge's period. */
export function chargePeriodText(charge: Pick<TMembershipCharge, 'period'>): string {
  return `${formatDay(charge.period.start)} – ${formatDay(charge.period.end)}`;
}

/**
 * What a charge costs and covers, in one sentence part:
 * - pro-rata: '$41.25 incl. GST for 1 Dec 2026 – 31 Dec 2026 (1 of 12 months of $495.00 a year)';
 * - cut-off: '$495.00 incl. GST for 1 Dec 2026 – 31 Dec 2027 (the rest of this membership year and all of
 *   the next)';
 * - full: '$495.00 incl. GST for 1 Jul 2027 – 30 Jun 2028'.
 * `feeIncGst` is the yearly fee in dollars (named for pro-rata; null leaves it out).
 */
export function chargeText(charge: TMembershipCharge, feeIncGst: number | null): string {
  const base = `${formatAud(charge.amountIncGst)} incl. GST for ${chargePeriodText(charge)}`;
  if (charge.basis === 'pro-rata') {
    const year = feeIncGst === null ? '' : ` of ${formatAud(feeIncGst)} a year`;
    return `${base} (${charge.monthsCharged} of ${charge.monthsInPeriod} months${year})`;
  }
  if (charge.basis === 'cut-off') return `${base} (the rest of this membership year and all of the next)`;
  return base;
}

/** 'Renewal opens on 2 May 2027' — why Renew is disabled (ours; the spec has no renewal message). */
export function renewalOpensText(opensOn: string): string {
  return `Renewal opens on ${formatDay(opensOn)}`;
}
