/**
 * The common-password check (issue 35 A): common and breached passwords, also in l33t or with a tail of
 * digits and symbols, are refused; strong passwords and passphrases of any characters up to the limit pass.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, LIMITS, meetsChangePasswordRule } from '@portal/contracts';
import { assertNotCommonPassword, isCommonPassword } from './password-strength';
import { AppError } from './app-error';

/** 64 characters (code points) with spaces, accents, an em dash and an emoji; meets every spec 000 §5 rule. */
const LONG_PASSWORD = 'Kookaburra sits in the old gum tree — über café #7 Ünïcødé 🐨 ok!';

describe('isCommonPassword (issue 35 A)', () => {
  it('refuses the examples of the issue and other breached or common passwords', () => {
    for (const password of [
      'P@ssw0rd',
      'Welcome1!',
      'Password1!',
      'Passw0rd!',
      'Qwerty123!',
      'Summer2024!',
      'Abcdef1!',
      'Password123!!!!!!!',
      'iloveyou!23',
      'Welcome!2026',
    ])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it('accepts strong passwords, passphrases and the demo password', () => {
    for (const password of [
      'Tawny#Kettle8',
      'Harbour-Lantern!2026',
      'Zq9!mT4#vL',
      'correct horse battery staple',
      'Portal!2026',
    ])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('accepts a 64-character password of spaces and Unicode that meets the spec rules', () => {
    expect([...LONG_PASSWORD]).toHaveLength(64);
    expect(meetsChangePasswordRule(LONG_PASSWORD)).toBe(true);
    expect(isCommonPassword(LONG_PASSWORD)).toBe(false);
  });

  it('scores a password of the longest accepted length quickly', () => {
    const longest = 'P@ssw0rd'.repeat(LIMITS.passwordMax / 8);
    expect(longest).toHaveLength(LIMITS.passwordMax);
    isCommonPassword('warm up');
    // CPU time of this process, not wall time: on a loaded machine the wall clock also counts other processes.
    const started = process.cpuUsage();
    expect(isCommonPassword(longest)).toBe(true);
    isCommonPassword(`${'aA1!'.repeat(20)}${LONG_PASSWORD}`.repeat(2));
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(1500);
  });

  it('assertNotCommonPassword throws a 400 with the message on the named field', () => {
    expect(() => assertNotCommonPassword('Tawny#Kettle8')).not.toThrow();
    try {
      assertNotCommonPassword('P@ssw0rd', 'newPassword');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toBe(COMMON_PASSWORD_MESSAGE);
      expect((error as AppError).details?.errors).toEqual({ newPassword: [COMMON_PASSWORD_MESSAGE] });
    }
  });
});
