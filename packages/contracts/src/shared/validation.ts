/**
 * Validation patterns and limits shared by web and server — spec 000 §5 and §9.
 */

/** "text, at sign, text, dot, text, no spaces" (spec 000 §5 Login). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Limits of spec 000 §9. Sizes in bytes, durations in ms. */
export const LIMITS = {
  passwordMin: 8,
  /**
   * Longest new password accepted, in UTF-16 code units (issue 35): far above any passphrase (64 characters of
   * any kind, emoji included, fit), low enough to bound argon2 hashing and the common-password check.
   */
  passwordMax: 256,
  signInPasswordMin: 2,
  verificationCodeLength: 6,
  profileDescriptionMax: 600,
  loginRedirectDelayMs: 2000,
  resendTickMs: 500,
  errorNotificationMs: 4500,
  backToTopOffsetPx: 160,
  backToTopDurationMs: 1500,
  headerHeightPx: 68,
  menuDrawerWidthPx: 330,
  rightPanelMinWidthPx: 1120,
  avatarMaxBytes: 5 * 1024 * 1024,
  contactAttachmentsMaxBytes: 10485760,
  attachmentsMaxFiles: 10,
  /** One-time login codes expire after 10 minutes (issue 2). */
  oneTimeCodeTtlMs: 10 * 60 * 1000,
  /** Reset-password links expire after 1 hour. */
  resetTokenTtlMs: 60 * 60 * 1000,
  /** Impersonation grants expire after 2 minutes. */
  impersonationTtlMs: 2 * 60 * 1000,
} as const;

/** True when the sign-in button may be enabled (spec 000 §2 Sign-in). */
export function canSubmitSignIn(email: string, password: string): boolean {
  return EMAIL_PATTERN.test(email) && password.length >= LIMITS.signInPasswordMin;
}

/** True when the code page's Continue may be enabled (spec 000 §5 Verification code). */
export function canSubmitCode(code: string, succeeded = false): boolean {
  return !succeeded && code.trim().length >= LIMITS.verificationCodeLength;
}

/**
 * Reset-password rules shown on the reset screen (spec 000 §2): a capital letter, a lowercase letter,
 * a number, at least 8 characters. The server also requires one non letter or digit character (spec 000 §8).
 */
export const RESET_PASSWORD_RULES = [
  { key: 'upper', label: 'A capital letter', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lower', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { key: 'digit', label: 'A number', test: (p: string) => /\d/.test(p) },
  { key: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= LIMITS.passwordMin },
] as const;

/** The server's password policy for reset and change (spec 000 §5, §8). */
export function meetsPasswordPolicy(password: string): boolean {
  return RESET_PASSWORD_RULES.every((rule) => rule.test(password)) && /[^A-Za-z0-9]/.test(password);
}

/**
 * Refusal of a new password that is common or known from breaches (issue 35 A, on top of the spec 000 §5
 * rules): the server checks every new password (change, reset, welcome wizard) against the zxcvbn-ts
 * common-password dictionaries and answers this message on the password field.
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common or has appeared in a data breach. Choose a different one.';
