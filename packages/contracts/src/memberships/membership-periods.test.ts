/**
 * Fair membership periods (issue 34 point 4): the period, pro-rata, cut-off and renewal-window arithmetic —
 * dates around month ends, leap years, the cut-off day itself, a July–June year.
 */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  chargeLabel,
  cutOffDayOf,
  joinCharge,
  membershipDayOf,
  membershipPeriodOf,
  monthsCovered,
  nextMembershipPeriod,
  proRataCents,
  renewalNotOpenMessage,
  renewalState,
  ZCutOffDay,
  type MembershipPeriodPolicy,
} from './membership-periods';
import { MEMBERSHIP_CONFIG } from './memberships';

const PRO_RATA: MembershipPeriodPolicy = { joinPricing: { kind: 'pro-rata' } };
const CUT_OFF: MembershipPeriodPolicy = { joinPricing: { kind: 'cut-off', cutOff: '10-01' } };
const FEE = 49_500;

describe('membership periods', () => {
  it('runs a calendar year and a July–June year, and the period after', () => {
    expect(membershipPeriodOf('calendar', '2026-12-04')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(membershipPeriodOf('financial', '2026-06-30')).toEqual({ start: '2025-07-01', end: '2026-06-30' });
    expect(membershipPeriodOf('financial', '2026-07-01')).toEqual({ start: '2026-07-01', end: '2027-06-30' });
    expect(nextMembershipPeriod('financial', '2027-06-30')).toEqual({
      start: '2027-07-01',
      end: '2028-06-30',
    });
    expect(nextMembershipPeriod('calendar', '2026-12-31')).toEqual({
      start: '2027-01-01',
      end: '2027-12-31',
    });
  });

  it('adds days across month ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -60)).toBe('2026-11-02');
  });

  it('counts the Sydney calendar day, not the UTC one', () => {
    // 9 am on 1 December in Sydney (AEDT, UTC+11) is still 30 November in UTC.
    expect(membershipDayOf(new Date('2026-11-30T22:00:00Z'))).toBe('2026-12-01');
    expect(membershipDayOf(new Date('2026-07-01T03:00:00Z'))).toBe('2026-07-01');
  });

  it('counts whole months, both ends included', () => {
    expect(monthsCovered('2026-12-04', '2026-12-31')).toBe(1);
    expect(monthsCovered('2026-11-30', '2026-12-31')).toBe(2);
    expect(monthsCovered('2026-01-01', '2026-12-31')).toBe(12);
    expect(monthsCovered('2026-07-01', '2027-06-30')).toBe(12);
    expect(monthsCovered('2027-01-01', '2026-12-31')).toBe(0);
  });
});

describe('proRataCents', () => {
  it('charges twelfths of the yearly fee, rounded half-up to the cent', () => {
    expect(proRataCents(FEE, 1)).toBe(4_125);
    expect(proRataCents(FEE, 12)).toBe(FEE);
    expect(proRataCents(27_500, 7)).toBe(16_042); // 16 041.67
    expect(proRataCents(5_500, 5)).toBe(2_292); // 2 291.67
    expect(proRataCents(100, 1, 8)).toBe(13); // 12.5 → 13
  });

  it('refuses months outside the period', () => {
    expect(() => proRataCents(FEE, 13)).toThrow(RangeError);
    expect(() => proRataCents(FEE, -1)).toThrow(RangeError);
    expect(() => proRataCents(FEE, 1.5)).toThrow(RangeError);
  });
});

describe('joinCharge: pro-rata', () => {
  it('charges 1/12 for a join on 4 December of a calendar year, from 1 December', () => {
    expect(joinCharge(PRO_RATA, 'calendar', FEE, '2026-12-04')).toEqual({
      period: { start: '2026-12-01', end: '2026-12-31' },
      amountIncGstCents: 4_125,
      basis: 'pro-rata',
      monthsCharged: 1,
      monthsInPeriod: 12,
    });
  });

  it('counts the join month on its last day and the next month on its first', () => {
    expect(joinCharge(PRO_RATA, 'calendar', FEE, '2026-11-30')).toMatchObject({
      monthsCharged: 2,
      amountIncGstCents: 8_250,
    });
    expect(joinCharge(PRO_RATA, 'calendar', FEE, '2026-12-01').monthsCharged).toBe(1);
    expect(joinCharge(PRO_RATA, 'calendar', FEE, '2026-12-31').monthsCharged).toBe(1);
  });

  it('charges the full fee in the first month of the period', () => {
    expect(joinCharge(PRO_RATA, 'calendar', FEE, '2027-01-31')).toMatchObject({
      period: { start: '2027-01-01', end: '2027-12-31' },
      amountIncGstCents: FEE,
      basis: 'full',
      monthsCharged: 12,
    });
  });

  it('runs to 30 June in a July–June year, leap day included', () => {
    expect(joinCharge(PRO_RATA, 'financial', FEE, '2026-12-04')).toMatchObject({
      period: { start: '2026-12-01', end: '2027-06-30' },
      monthsCharged: 7,
      amountIncGstCents: 28_875,
    });
    expect(joinCharge(PRO_RATA, 'financial', FEE, '2028-02-29')).toMatchObject({
      period: { start: '2028-02-01', end: '2028-06-30' },
      monthsCharged: 5,
      amountIncGstCents: 20_625,
    });
    expect(joinCharge(PRO_RATA, 'financial', FEE, '2027-06-30').monthsCharged).toBe(1);
    expect(joinCharge(PRO_RATA, 'financial', FEE, '2027-07-01').basis).toBe('full');
  });
});

describe('joinCharge: cut-off', () => {
  it('covers the rest of this year only, at the full fee, the day before the cut-off', () => {
    expect(joinCharge(CUT_OFF, 'calendar', FEE, '2026-09-30')).toEqual({
      period: { start: '2026-09-01', end: '2026-12-31' },
      amountIncGstCents: FEE,
      basis: 'full',
      monthsCharged: 12,
      monthsInPeriod: 12,
    });
  });

  it('covers this year and all of the next from the cut-off day itself', () => {
    expect(joinCharge(CUT_OFF, 'calendar', FEE, '2026-10-01')).toMatchObject({
      period: { start: '2026-10-01', end: '2027-12-31' },
      amountIncGstCents: FEE,
      basis: 'cut-off',
    });
    expect(joinCharge(CUT_OFF, 'calendar', FEE, '2026-12-04').period).toEqual({
      start: '2026-12-01',
      end: '2027-12-31',
    });
    // The next year starts a new period: before its cut-off again.
    expect(joinCharge(CUT_OFF, 'calendar', FEE, '2027-01-02').period.end).toBe('2027-12-31');
  });

  it('places the cut-off inside a July–June year', () => {
    const policy: MembershipPeriodPolicy = { joinPricing: { kind: 'cut-off', cutOff: '04-01' } };
    expect(cutOffDayOf({ start: '2026-07-01', end: '2027-06-30' }, '04-01')).toBe('2027-04-01');
    expect(cutOffDayOf({ start: '2026-07-01', end: '2027-06-30' }, '10-01')).toBe('2026-10-01');
    expect(joinCharge(policy, 'financial', FEE, '2027-03-31').period.end).toBe('2027-06-30');
    expect(joinCharge(policy, 'financial', FEE, '2027-04-01')).toMatchObject({
      period: { start: '2027-04-01', end: '2028-06-30' },
      basis: 'cut-off',
    });
  });

  it('refuses a cut-off that is not a day of every year', () => {
    const year = { start: '2028-01-01', end: '2028-12-31' };
    expect(() => cutOffDayOf(year, '02-29')).toThrow(RangeError);
    expect(() => cutOffDayOf(year, '04-31')).toThrow(RangeError);
    expect(() => cutOffDayOf(year, '1-10')).toThrow(RangeError);
    expect(cutOffDayOf(year, '02-28')).toBe('2028-02-28');
  });
});

describe('renewalState', () => {
  const active = (renewedToDate: string) => ({ memberStatus: 'Active', renewedToDate, isLifeMember: false });

  it('opens 60 days before the period ends and renews the next period at the full fee', () => {
    const closed = renewalState(PRO_RATA, 'calendar', active('2026-12-31'), FEE, '2026-11-01');
    expect(closed).toMatchObject({
      isRenewable: true,
      isOpen: false,
      opensOn: '2026-11-02',
      isLapsed: false,
    });
    expect(closed.charge).toEqual({
      period: { start: '2027-01-01', end: '2027-12-31' },
      amountIncGstCents: FEE,
      basis: 'full',
      monthsCharged: 12,
      monthsInPeriod: 12,
    });
    expect(renewalState(PRO_RATA, 'calendar', active('2026-12-31'), FEE, '2026-11-02').isOpen).toBe(true);
    expect(renewalState(PRO_RATA, 'calendar', active('2026-12-31'), FEE, '2026-12-31').isOpen).toBe(true);
  });

  it('counts the window in a July–June year and across a leap February', () => {
    expect(renewalState(PRO_RATA, 'financial', active('2027-06-30'), FEE, '2026-12-04')).toMatchObject({
      isOpen: false,
      opensOn: '2027-05-02',
    });
    const long: MembershipPeriodPolicy = { ...PRO_RATA, renewalWindowDays: 150 };
    expect(renewalState(long, 'financial', active('2028-06-30'), FEE, '2028-02-01')).toMatchObject({
      isOpen: false,
      opensOn: '2028-02-02',
    });
    expect(renewalState(long, 'financial', active('2027-06-30'), FEE, '2027-02-01').opensOn).toBe(
      '2027-02-01',
    );
  });

  it('follows the tenant configuration', () => {
    expect(MEMBERSHIP_CONFIG.ota.renewalWindowDays ?? 60).toBe(60);
    const short: MembershipPeriodPolicy = { ...CUT_OFF, renewalWindowDays: 14 };
    expect(renewalState(short, 'calendar', active('2026-12-31'), FEE, '2026-12-17').isOpen).toBe(false);
    expect(renewalState(short, 'calendar', active('2026-12-31'), FEE, '2026-12-18').isOpen).toBe(true);
  });

  it('is open at once for a lapsed membership, which restarts like a join', () => {
    const expired = { memberStatus: 'Expired', renewedToDate: '2025-12-31', isLifeMember: false };
    expect(renewalState(PRO_RATA, 'calendar', expired, FEE, '2026-12-04')).toMatchObject({
      isOpen: true,
      isLapsed: true,
      charge: { period: { start: '2026-12-01', end: '2026-12-31' }, amountIncGstCents: 4_125 },
    });
    // Active but past renewedToDate (the sweep has not run yet) is lapsed too.
    expect(renewalState(CUT_OFF, 'calendar', active('2026-06-30'), FEE, '2026-12-04')).toMatchObject({
      isOpen: true,
      isLapsed: true,
      charge: { period: { start: '2026-12-01', end: '2027-12-31' }, basis: 'cut-off' },
    });
  });

  it('is not renewable for Life, Pending or Cancelled memberships', () => {
    for (const membership of [
      { memberStatus: 'Life', renewedToDate: null, isLifeMember: true },
      { memberStatus: 'Active', renewedToDate: '2026-12-31', isLifeMember: true },
      { memberStatus: 'Pending', renewedToDate: null, isLifeMember: false },
      { memberStatus: 'Cancelled', renewedToDate: '2026-12-31', isLifeMember: false },
    ])
      expect(renewalState(PRO_RATA, 'calendar', membership, FEE, '2026-12-04')).toEqual({
        isRenewable: false,
        isOpen: false,
        opensOn: null,
        isLapsed: false,
        charge: null,
      });
  });
});

describe('MEMBERSHIP_CONFIG', () => {
  it('prices ota and psa pro-rata and lca and actls with a valid cut-off, ota on a July–June year', () => {
    expect(MEMBERSHIP_CONFIG.ota).toMatchObject({
      periodRule: 'financial',
      joinPricing: { kind: 'pro-rata' },
    });
    expect(MEMBERSHIP_CONFIG.psa.joinPricing).toEqual({ kind: 'pro-rata' });
    for (const tenant of ['lca', 'actls'] as const) {
      const pricing = MEMBERSHIP_CONFIG[tenant].joinPricing;
      expect(pricing.kind).toBe('cut-off');
      if (pricing.kind === 'cut-off') expect(ZCutOffDay.safeParse(pricing.cutOff).success).toBe(true);
    }
  });
});

describe('words', () => {
  it('names the period and the months charged, and when renewal opens', () => {
    expect(chargeLabel(joinCharge(PRO_RATA, 'calendar', FEE, '2026-12-04'))).toBe(
      '1 Dec 2026 – 31 Dec 2026, pro-rata 1 of 12 months',
    );
    expect(chargeLabel(joinCharge(CUT_OFF, 'calendar', FEE, '2026-12-04'))).toBe(
      '1 Dec 2026 – 31 Dec 2027, the rest of this period and all of the next',
    );
    expect(chargeLabel(joinCharge(CUT_OFF, 'calendar', FEE, '2026-03-04'))).toBe('1 Mar 2026 – 31 Dec 2026');
    expect(renewalNotOpenMessage('2027-05-02')).toBe('Renewal opens on 2 May 2027.');
  });
});
