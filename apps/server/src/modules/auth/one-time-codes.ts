/**
 * One-time codes of the auth module (spec 000 §4, §7; issue 10 §3): 6 digits, stored as an HMAC, single use,
 * 10-minute expiry, 5 guesses, each bound to its purpose. Used by `auth.service.ts` only.
 */
import crypto from 'node:crypto';
import { LIMITS, MESSAGES } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../plugins/mail';
import type { TokenService } from '../../plugins/auth';
import { codeMail } from './code-mail';
import type { CodePurpose } from './code-purpose';
import { claimOneTimeCode, countWrongGuess, findOneTimeCode, insertOneTimeCode } from './auth.repository';

/**
 * What creating, mailing and claiming a code needs: the tenant scope, the token service (codes are stored as
 * its HMAC), the mailer and the tenant's display name for the e-mail. `AuthDeps` of `auth.service.ts` extends it.
 */
export interface CodeDeps {
  scope: TenantScope;
  tokens: TokenService;
  mailer: Mailer;
  /** Tenant display name for e-mail subjects. */
  tenantName: string;
}

/** Maximum wrong guesses of one code before it is void. */
export const MAX_CODE_ATTEMPTS = 5;

/** A random numeric code of {@link LIMITS.verificationCodeLength} digits. */
export function newCode(): string {
  return crypto
    .randomInt(0, 10 ** LIMITS.verificationCodeLength)
    .toString()
    .padStart(LIMITS.verificationCodeLength, '0');
}

/** E-mails a verification code worded for its purpose, the code never in the subject (code-mail.ts). */
export async function mailCode(deps: CodeDeps, email: string, code: string, purpose: CodePurpose) {
  await deps.mailer.send(deps.scope, { to: email, ...codeMail(purpose, code, deps.tenantName) });
}

/** Creates a code request for `purpose` and e-mails the code (`user.id` null: an e-mail without an account). */
export async function createCode(
  deps: CodeDeps,
  user: { id: string | null; email: string },
  purpose: CodePurpose,
) {
  const code = newCode();
  const requestId = crypto.randomUUID();
  await insertOneTimeCode(deps.scope, {
    id: requestId,
    userId: user.id,
    email: user.email,
    codeHash: deps.tokens.hmac(`${requestId}:${code}`),
    purpose,
    expiresAt: new Date(Date.now() + LIMITS.oneTimeCodeTtlMs),
  });
  await mailCode(deps, user.email, code, purpose);
  return { tokenSent: true, requestId };
}

/**
 * Checks a one-time code of one of `purposes` and marks it used: single use, 10-minute expiry, 5 guesses.
 * @returns the claimed code row (with its `userId`).
 * @throws AppError 400 'Wrong password' (wrong, used, unknown or of another purpose), 400 expired message.
 */
export async function claimCode(
  deps: Pick<CodeDeps, 'scope' | 'tokens'>,
  input: { email: string; code: string; requestId: string },
  purposes: readonly CodePurpose[],
  accountless = false,
) {
  const row = await findOneTimeCode(deps.scope, input.requestId, input.email.trim().toLowerCase());
  const wrong = () => new AppError('BAD_REQUEST', MESSAGES.invalidCode);
  if (
    !row ||
    row.usedAt ||
    (!row.userId && !accountless) ||
    row.attempts >= MAX_CODE_ATTEMPTS ||
    !purposes.includes(row.purpose as CodePurpose)
  )
    throw wrong();
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', MESSAGES.expiredCode);
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(deps.tokens.hmac(`${row.id}:${input.code.trim()}`), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    await countWrongGuess(deps.scope, row);
    throw wrong();
  }
  // Mark used only if still unused: two racing requests cannot both succeed.
  if (!(await claimOneTimeCode(deps.scope, row.id))) throw wrong();
  return { ...row, userId: row.userId as string };
}
