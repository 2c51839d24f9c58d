/**
 * What a one-time code is good for (spec 000 §4, §7; issue 10 §3): a leaf both the codes (`one-time-codes.ts`)
 * and their e-mails (`code-mail.ts`) read, so neither imports the other's module for it.
 */

/**
 * The purpose a code is bound to. Sign-in accepts {@link LOGIN_CODE_PURPOSES} only; `email-change` codes confirm
 * a new address and never sign anyone in; `join` codes confirm the address of a new membership (issue 13).
 */
export type CodePurpose = 'two-factor' | 'first-time' | 'email-change' | 'join';

/** Purposes whose code starts a session through `login-with-code`. */
export const LOGIN_CODE_PURPOSES: readonly CodePurpose[] = ['two-factor', 'first-time'];
