/** Pure CPD rules of spec 002 §9: tenant CPD years, the period label rule, progress capped at 100 %, form rules. */
import { describe, expect, it } from 'vitest';
import {
  cpdCertificateFileName,
  cpdPeriodLabel,
  cpdPeriodOf,
  cpdPeriodRule,
  cpdProgressPercent,
  cpdSummaryFileName,
  DEFAULT_MINIMUM_CPD_HOURS,
} from './cpd';
import { CPD_RECORD_MESSAGES, ZCpdRecordForm } from './cpd-records';

describe('cpdPeriodOf', () => {
  it('runs 1 July – 30 June for ota and the calendar year for the others', () => {
    expect(cpdPeriodOf('ota', '2026-06-30')).toEqual({ start: '2025-07-01', end: '2026-06-30' });
    expect(cpdPeriodOf('ota', '2026-07-01')).toEqual({ start: '2026-07-01', end: '2027-06-30' });
    expect(cpdPeriodOf('psa', '2026-06-30')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(cpdPeriodOf('actls', '2027-01-01')).toEqual({ start: '2027-01-01', end: '2027-12-31' });
  });
  it('uses the default 20 hours when a tenant has no minimum', () => {
    expect(cpdPeriodRule('actls').minimumRequiredHours).toBe(DEFAULT_MINIMUM_CPD_HOURS);
    expect(cpdPeriodRule('__proto__')).toEqual({ startMonth: 1, minimumRequiredHours: 20 });
  });
});

describe('cpdPeriodLabel (002 §9)', () => {
  it('spans years, shows one year for a calendar year, and the start year for a December start', () => {
    expect(cpdPeriodLabel('2025-07-01', '2026-06-30')).toBe('2025 - 2026');
    expect(cpdPeriodLabel('2026-01-01', '2026-12-31')).toBe('2026');
    expect(cpdPeriodLabel('2025-12-01', '2026-11-30')).toBe('2025');
  });
});

describe('cpdProgressPercent', () => {
  it('is completed / required, capped at 100', () => {
    expect(cpdProgressPercent(17.5, 20)).toBe(88);
    expect(cpdProgressPercent(45, 20)).toBe(100);
    expect(cpdProgressPercent(0, 0)).toBe(100);
  });
});

describe('ZCpdRecordForm', () => {
  const ok = { title: 'Workshop', completedDate: '2026-05-01', hours: '1.5' };
  it('coerces hours and empties optional text to null', () => {
    expect(ZCpdRecordForm.parse({ ...ok, presenter: '  ' })).toMatchObject({ hours: 1.5, presenter: null });
  });
  it('refuses a missing title, bad hours and a bad date with the messages', () => {
    const msg = (input: object) => ZCpdRecordForm.safeParse(input).error?.issues[0]?.message;
    expect(msg({ ...ok, title: ' ' })).toBe(CPD_RECORD_MESSAGES.titleRequired);
    expect(msg({ ...ok, hours: '0' })).toBe(CPD_RECORD_MESSAGES.hoursRange);
    expect(msg({ ...ok, hours: '1.125' })).toBe(CPD_RECORD_MESSAGES.hoursStep);
    expect(msg({ ...ok, completedDate: '2026-13-01' })).toBe(CPD_RECORD_MESSAGES.dateInvalid);
  });
});

describe('CPD document file names (issue 34 §6)', () => {
  it("names a certificate by its verification code, else the record's id", () => {
    expect(cpdCertificateFileName({ cpdId: 'r1', verificationCode: '9F2C41A07B3D8E65' })).toBe(
      'cpd-certificate-9F2C41A07B3D8E65.pdf',
    );
    expect(cpdCertificateFileName({ cpdId: 'r1' })).toBe('cpd-certificate-r1.pdf');
  });

  it('names a summary by its period label', () => {
    expect(cpdSummaryFileName('2025 - 2026')).toBe('cpd-summary-2025-2026.pdf');
    expect(cpdSummaryFileName('2026')).toBe('cpd-summary-2026.pdf');
  });
});
