/**
 * The e-mails that carry a one-time code (issue 35 B): one wording per purpose, the code only in the body —
 * never in the Subject, which mail clients show in notifications, lock screens and message lists — and the
 * text part built from the same HTML (plugins/mail-envelope.ts `mailBody`).
 */
import { LIMITS } from '@portal/contracts';
import { escapeHtml } from '../../lib/html-escape';
import { mailBody } from '../../plugins/mail-envelope';
import type { CodePurpose } from './code-purpose';

/** Minutes a code stays valid (LIMITS.oneTimeCodeTtlMs). */
const TTL_MINUTES = LIMITS.oneTimeCodeTtlMs / 60_000;

/** Subject, what the code is for and what to do when the reader did not ask for it, per purpose. */
function wording(purpose: CodePurpose, association: string) {
  switch (purpose) {
    case 'first-time':
      return {
        subject: `Your first-time login code for ${association}`,
        use: `Enter it to finish setting up your ${association} account.`,
        ignore: 'If you did not ask for it, you can ignore this e-mail.',
      };
    case 'email-change':
      return {
        subject: `Confirm your new sign-in e-mail for ${association}`,
        use: `Enter it to confirm this address as your new sign-in e-mail for ${association}.`,
        ignore:
          'If you did not ask to change your e-mail address, you can ignore this e-mail; nothing changes.',
      };
    case 'join':
      return {
        subject: `Your code to join ${association}`,
        use: `Enter it to confirm this e-mail address and continue creating your ${association} membership.`,
        ignore:
          'If you did not start joining, you can ignore this e-mail: no account or membership is created without the code.',
      };
    default:
      return {
        subject: `Your sign-in code for ${association}`,
        use: `Enter it to finish signing in to ${association}.`,
        ignore:
          'If you did not try to sign in, you can ignore this e-mail, but someone may know your password: please change it.',
      };
  }
}

/**
 * The message of a one-time `code` for `purpose` (issue 35 B; codes of spec 000 §9: 6 digits, 10 minutes).
 * @param association the tenant's display name, e.g. 'OTA'.
 * @returns subject (never the code), HTML and the matching text.
 */
export function codeMail(
  purpose: CodePurpose,
  code: string,
  association: string,
): { subject: string; html: string; text: string } {
  const words = wording(purpose, association);
  const html =
    `<p>Your verification code is <strong style="font-size:20px;letter-spacing:3px">${escapeHtml(code)}</strong>.</p>` +
    `<p>${escapeHtml(words.use)} It expires in ${TTL_MINUTES} minutes and can be used once.</p>` +
    `<p>${escapeHtml(words.ignore)}</p>`;
  return { subject: words.subject, ...mailBody(html) };
}
