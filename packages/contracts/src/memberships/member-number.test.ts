/** The one member-number format (issue 34 point 5): `{TENANT}-{n}`, n from 100001. */
import { describe, expect, it } from 'vitest';
import { FIRST_MEMBER_NUMBER, formatMemberNumber, isMemberNumberOf } from './member-number';

describe('formatMemberNumber', () => {
  it('writes the tenant prefix, a hyphen and the number', () => {
    expect(formatMemberNumber('ota', FIRST_MEMBER_NUMBER)).toBe('OTA-100001');
    expect(formatMemberNumber('actls', 100042)).toBe('ACTLS-100042');
    expect(formatMemberNumber('lca', 1_000_000)).toBe('LCA-1000000');
  });

  it('refuses a number below the first or not whole', () => {
    expect(() => formatMemberNumber('ota', 42)).toThrow(RangeError);
    expect(() => formatMemberNumber('ota', 100001.5)).toThrow(RangeError);
  });

  it('recognises only its own tenant and format', () => {
    expect(isMemberNumberOf('ota', 'OTA-100001')).toBe(true);
    expect(isMemberNumberOf('ota', 'OTA100001')).toBe(false);
    expect(isMemberNumberOf('ota', 'OTA-000042')).toBe(false);
    expect(isMemberNumberOf('psa', 'OTA-100001')).toBe(false);
  });
});
