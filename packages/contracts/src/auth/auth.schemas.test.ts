/** Validation rules of the sign-in screens with their exact messages — spec 000 §5. */
import { describe, expect, it } from 'vitest';
import { ZForgotPasswordBody, ZLoginWithCodeBody, ZResetPasswordForm, ZSignInBody } from './auth.schemas';
import { EMAIL_PATTERN, canSubmitCode, canSubmitSignIn, meetsPasswordPolicy } from '../shared/validation';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('email pattern (text @ text . text, no spaces)', () => {
  it.each(['a@b.co', 'first.last@sub.example.org'])('accepts %s', (v) =>
    expect(EMAIL_PATTERN.test(v)).toBe(true),
  );
  it.each(['a@b', 'a b@c.de', '@b.co', 'a@.co', 'plain'])('rejects %s', (v) =>
    expect(EMAIL_PATTERN.test(v)).toBe(false),
  );
});

describe('sign-in button rule (spec 000 §2)', () => {
  it('enables only with a valid email and a password of at least 2 characters', () => {
    expect(canSubmitSignIn('a@b.co', 'xy')).toBe(true);
    expect(canSubmitSignIn('a@b.co', 'x')).toBe(false);
    expect(canSubmitSignIn('a@b', 'xyz')).toBe(false);
  });
});

describe('ZSignInBody', () => {
  it("requires a password ('Please type password') and a valid email", () => {
    expect(messages(ZSignInBody.safeParse({ email: 'x', password: '' }))).toEqual({
      email: 'Please enter a valid email',
      password: 'Please type password',
    });
  });
});

describe('ZForgotPasswordBody', () => {
  it("says 'Please enter an email address' when empty and 'Please enter a valid email' when malformed", () => {
    expect(messages(ZForgotPasswordBody.safeParse({ email: '' }))).toEqual({
      email: 'Please enter an email address',
    });
    expect(messages(ZForgotPasswordBody.safeParse({ email: 'a@b' }))).toEqual({
      email: 'Please enter a valid email',
    });
  });
});

describe('verification code (spec 000 §5)', () => {
  it("requires a code ('Please, enter code')", () => {
    const r = ZLoginWithCodeBody.safeParse({
      email: 'a@b.co',
      code: '',
      requestId: '00000000-0000-4000-8000-000000000000',
    });
    expect(messages(r).code).toBe('Please, enter code');
  });
  it('keeps Continue disabled while empty, under 6 characters, or after success', () => {
    expect(canSubmitCode('')).toBe(false);
    expect(canSubmitCode('12345')).toBe(false);
    expect(canSubmitCode('123456')).toBe(true);
    expect(canSubmitCode('123456', true)).toBe(false);
  });
});

describe('reset password form (spec 000 §5)', () => {
  it("requires both fields ('Please enter a password') and equality", () => {
    expect(messages(ZResetPasswordForm.safeParse({ password: '', confirm: '' }))).toEqual({
      password: 'Please enter a password',
      confirm: 'Please enter a password',
    });
    expect(messages(ZResetPasswordForm.safeParse({ password: 'Abcdefg1!', confirm: 'Abcdefg1?' }))).toEqual({
      confirm: 'The new password that you entered do not match',
    });
  });
  it('server policy: 8+ characters with upper, lower, digit and a non letter or digit character', () => {
    expect(meetsPasswordPolicy('Portal!2026')).toBe(true);
    expect(meetsPasswordPolicy('Portal2026')).toBe(false);
    expect(meetsPasswordPolicy('portal!2026')).toBe(false);
    expect(meetsPasswordPolicy('Po!2')).toBe(false);
  });
});
