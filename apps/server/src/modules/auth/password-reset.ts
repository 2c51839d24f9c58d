/**
 * Forgot and reset password — spec 000 §7 (auth), §8: a one-hour, single-use reset link by e-mail; a new
 * password ends every session (issue 10 §7). Nothing reveals whether an e-mail exists.
 */
import crypto from 'node:crypto';
import { LIMITS, meetsPasswordPolicy } from '@portal/contracts';
import { escapeHtml } from '../../lib/html-escape';
import { assertNotCommonPassword } from '../../lib/password-strength';
import { mailBody } from '../../plugins/mail-envelope';
import { findUserByEmail } from '../account/account.service';
import { claimResetToken, insertResetToken } from './auth.repository';
import { accountKey, replacePassword, type AuthDeps } from './auth.service';

/**
 * `POST api/v1/auth/forgot-password`: e-mails a reset link `/account/reset-password?token&userId` valid for
 * one hour when the account exists. Always answers true (nothing reveals whether the e-mail exists). @throws 429.
 */
export async function forgotPassword(deps: AuthDeps, input: { email: string }): Promise<boolean> {
  await deps.limits.consume(deps.ip, accountKey(deps, input.email));
  const user = await findUserByEmail({ scope: deps.scope }, input.email);
  if (!user) return true;
  const token = crypto.randomBytes(32).toString('base64url');
  await insertResetToken(deps.scope, {
    userId: user.id,
    tokenHash: deps.tokens.hmac(token),
    expiresAt: new Date(Date.now() + LIMITS.resetTokenTtlMs),
  });
  const link = `${deps.origin}/account/reset-password?${new URLSearchParams({ token, userId: user.id }).toString()}`;
  await deps.mailer.send(deps.scope, {
    to: user.email,
    subject: `${deps.tenantName}: reset your password`,
    // One template for both parts (issue 35 B): the text part shows the link after its label.
    ...mailBody(
      `<p>Hello ${escapeHtml(user.firstName)},</p><p>Use this link within one hour to choose a new password for your ${escapeHtml(deps.tenantName)} account:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>`,
    ),
  });
  return true;
}

/**
 * `POST /api/v1/auth/reset-password`: sets a new password with a single-use, unexpired token.
 * @returns false when the token is wrong, used or expired, or the password fails the policy (spec 000 §7, §8).
 * @throws AppError 400 COMMON_PASSWORD_MESSAGE (field `password`) for a common or breached password
 *   (issue 35 A), checked before the token is used so the same link can try another password; 429.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string; userId: string },
): Promise<boolean> {
  await deps.limits.consume(deps.ip);
  if (!meetsPasswordPolicy(input.password)) return false;
  assertNotCommonPassword(input.password);
  const now = new Date();
  const claimed = await claimResetToken(deps.scope, input.userId, deps.tokens.hmac(input.token), now);
  if (!claimed) return false;
  // Every session of the account ends with the old password (issue 10 §7); other links die with it.
  await replacePassword({ scope: deps.scope }, input.userId, input.password);
  return true;
}
