/** Pure membership logic: status tags, hosted-page return notices, the Find an OT body, certificate name. */
import { describe, expect, it } from 'vitest';
import { hasCertificate, membershipStatusColor, returnNoticeOf } from './membership-status';
import { toFindAnOtBody, toFindAnOtValues } from './components/FindAnOtForm';
import { certificateFileName } from './pages/MembershipProfilePage';

describe('membership status (000 §3; issue 13 states)', () => {
  it('colours every state and keeps unknown text default', () => {
    expect(membershipStatusColor('Active')).toBe('green');
    expect(membershipStatusColor('Pending')).toBe('gold');
    expect(membershipStatusColor('Cancelled')).toBe('red');
    expect(membershipStatusColor('Life')).toBe('blue');
    expect(membershipStatusColor('Lapsed')).toBeUndefined();
  });
  it('offers a certificate only for memberships that were in force', () => {
    expect(['Active', 'Life', 'Expired'].every(hasCertificate)).toBe(true);
    expect(hasCertificate('Pending')).toBe(false);
    expect(hasCertificate('Cancelled')).toBe(false);
  });
  it('reads the hosted pages’ return parameters', () => {
    expect(returnNoticeOf(new URLSearchParams('payment=success&invoiceId=abc'))).toMatchObject({
      type: 'success',
      invoiceId: 'abc',
    });
    expect(returnNoticeOf(new URLSearchParams('payment=declined'))?.type).toBe('warning');
    expect(returnNoticeOf(new URLSearchParams('autoRenew=on'))?.text).toMatch(/Auto Rollover is on/);
    expect(returnNoticeOf(new URLSearchParams(''))).toBeNull();
  });
  it('names the certificate by member number', () => {
    expect(certificateFileName('OTA100001')).toBe('membership-certificate-OTA100001.pdf');
  });
});

describe('Find an OT form', () => {
  it('prepends https:// to the website, trims, and keeps segment ids', () => {
    const values = {
      ...toFindAnOtValues(null),
      practiceName: ' Hands On OT ',
      suburb: 'Carlton',
      state: 'VIC',
      postcode: '3053',
      website: 'handson.example.com.au',
      areasOfPractice: [3],
      fundingSchemes: [7, 8],
      isVisible: true,
    };
    expect(toFindAnOtBody(values)).toEqual({
      practiceName: 'Hands On OT',
      address: '',
      suburb: 'Carlton',
      postcode: '3053',
      state: 'VIC',
      phone: '',
      website: 'https://handson.example.com.au',
      areasOfPractice: [3],
      fundingSchemes: [7, 8],
      isVisible: true,
    });
    expect(toFindAnOtBody({ ...values, website: '  ' }).website).toBeNull();
  });
  it('reads a saved listing into form values', () => {
    const values = toFindAnOtValues({
      practiceName: 'P',
      address: 'A',
      suburb: 'S',
      postcode: '3000',
      state: 'VIC',
      phone: '',
      website: 'https://p.example',
      areasOfPractice: [{ segmentId: 4, segmentName: 'Paediatrics' }],
      fundingSchemes: [],
      isVisible: false,
      updatedAt: null,
    });
    expect(values.areasOfPractice).toEqual([4]);
    expect(values.website).toBe('https://p.example');
  });
});
