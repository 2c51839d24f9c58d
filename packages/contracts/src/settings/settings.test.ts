/**
 * The settings rules shared by web and server — spec 000 §5 (change password, avatar, contact-us attachments,
 * account form), §3 (privacy flags).
 */
import { describe, expect, it } from 'vitest';
import {
  SETTINGS_MESSAGES,
  ZChangePasswordBody,
  avatarError,
  meetsChangePasswordRule,
  modelStateMessages,
  privacyFlagsOf,
} from './settings';
import { ENQUIRY_MESSAGES, enquiryFilesError, isEnquiryPreviewable } from './enquiry';
import { ZUpdateLegacyProfileBody } from './profile';

describe('change password rule (000 §5)', () => {
  it('needs 8+ characters with lower, upper, digit and one of !@#$%^&*', () => {
    expect(meetsChangePasswordRule('Abcdef1!')).toBe(true);
    for (const weak of ['Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abcdef1?'])
      expect(meetsChangePasswordRule(weak), weak).toBe(false);
  });

  it('answers the retype mismatch on confirmPassword', () => {
    const result = ZChangePasswordBody.safeParse({
      currentPassword: 'x',
      newPassword: 'Abcdef1!',
      confirmPassword: 'Abcdef2!',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: SETTINGS_MESSAGES.passwordsDoNotMatch,
    });
  });

  it('joins ModelState messages', () => {
    expect(modelStateMessages({ a: ['One.'], b: ['Two.', 'Three.'] })).toBe('One. Two. Three.');
    expect(modelStateMessages(undefined)).toBe('');
  });
});

describe('avatar rule (000 §5)', () => {
  it('takes images under 5 MB only', () => {
    expect(avatarError({ name: 'me.PNG', type: 'image/png', size: 10 })).toBeNull();
    expect(avatarError({ name: 'cv.pdf', type: 'application/pdf', size: 10 })).toBe('Only images!');
    expect(avatarError({ name: 'me.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBe('Less than 5MB!');
  });
});

describe('contact-us attachments (000 §5)', () => {
  it('checks types, then the 10,485,760-byte total', () => {
    expect(enquiryFilesError([{ name: 'a.pdf', size: 10485760 }])).toBeNull();
    expect(enquiryFilesError([{ name: 'a.txt', size: 1 }])).toBe(ENQUIRY_MESSAGES.fileTypes);
    expect(
      enquiryFilesError([
        { name: 'a.pdf', size: 10485760 },
        { name: 'b.png', size: 1 },
      ]),
    ).toBe(ENQUIRY_MESSAGES.totalSize);
    expect(isEnquiryPreviewable('x.JPG')).toBe(true);
    expect(isEnquiryPreviewable('x.gif')).toBe(false);
  });
});

describe('account form and privacy', () => {
  it('refuses impossible dates and keeps real ones as YYYY-MM-DD', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.co' };
    expect(ZUpdateLegacyProfileBody.safeParse({ ...base, dateOfBirth: '2023-02-29' }).success).toBe(false);
    expect(ZUpdateLegacyProfileBody.parse({ ...base, dateOfBirth: '2024-02-29' }).dateOfBirth).toBe(
      '2024-02-29',
    );
    expect(ZUpdateLegacyProfileBody.parse({ ...base, dateOfBirth: '' }).dateOfBirth).toBeNull();
  });

  it('reads a flag as on unless its choice is only me', () => {
    const flags = privacyFlagsOf({
      appearInMemberDirectory: 'everyone',
      displayPictureInMemberDirectory: 'members',
      displayContactInformation: 'connections',
      displayEmailAddress: 'onlyMe',
      displayOrganisation: 'onlyMe',
      displayMobileNumber: 'members',
      displayWorkLandline: 'onlyMe',
    });
    expect(flags).toMatchObject({
      appearInMemberDirectory: true,
      displayContactInformation: true,
      displayEmailAddress: false,
    });
  });
});
