/**
 * Sign-in, one-time codes, impersonation, the join code and the e-mail change — spec 000 §4 (login), §5, §7
 * (auth), §8; forgot/reset password in `password-reset.ts`, the codes themselves in `one-time-codes.ts`.
 * Nothing here reveals whether an e-mail exists (issue 35 point 1): unknown e-mails get the same answers as
 * wrong passwords, and every lookup is counted against the throttle before it is made.
 */
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  LIMITS,
  MESSAGES,
  canImpersonateUser,
  type TImpersonationResponse,
  type TSessionResponse,
  type TSignInResponse,
  type TUserRole,
} from '@portal/contracts';
import {
  claimImpersonationGrant,
  findPendingCodeEmail,
  insertImpersonationGrant,
  insertOneTimeCode,
  rotateOneTimeCode,
  voidResetTokens,
} from './auth.repository';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import type { AuthLimits } from '../../plugins/rate-limit';
import { endAllSessions, findUserByEmail, updateUser } from '../account/account.service';
import { findActorById, type UserRow } from '../../plugins/actor';
import { escapeHtml } from '../../lib/html-escape';
import { assertCanImpersonate, assertCanImpersonateUser } from './auth.policy';
import { LOGIN_CODE_PURPOSES, type CodePurpose } from './code-purpose';
import { claimCode, createCode, mailCode, newCode, type CodeDeps } from './one-time-codes';

import { trackEngagement } from '../engagement/engagement.service';

/**
 * What the signed-out auth calls (sign-in, codes, join, password reset) and the settings calls that touch
 * sign-in need: the code dependencies (tenant scope, token service, mailer, tenant name) plus the rate limits,
 * the caller's address and the tenant's origin. Built once per request by `lib/auth-deps.ts`.
 */
export interface AuthDeps extends CodeDeps {
  limits: AuthLimits;
  /** Caller's IP (rate limiting). */
  ip: string;
  /** Origin for e-mailed links, e.g. `https://ota.example.org`. */
  origin: string;
}

/** argon2id hash of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the e-mail is unknown keeps timing the same as a wrong password.
let dummyHash: Promise<string> | null = null;

const invalidCredential = () => new AppError('BAD_REQUEST', MESSAGES.invalidCredentialServer);
/** The rate-limit key of an account: tenant and normalised e-mail. */
export const accountKey = (deps: AuthDeps, email: string) =>
  `${deps.scope.tenantId}:${email.trim().toLowerCase()}`;

/**
 * Checks e-mail and password; counts the attempt against the address and account-and-address limits, and a
 * failure against the account. @throws 400 'Invalid credential', 429.
 */
async function checkCredentials(deps: AuthDeps, email: string, password: string): Promise<UserRow> {
  const key = accountKey(deps, email);
  await deps.limits.consume(deps.ip, key);
  const user = await findUserByEmail({ scope: deps.scope }, email);
  if (!user) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    await deps.limits.fail(key);
    throw invalidCredential();
  }
  const ok = await verify(user.passwordHash, password).catch(() => false);
  if (!ok) {
    await deps.limits.fail(key);
    throw invalidCredential();
  }
  return user;
}

/** Issues a session for `user` (resets the limits; counts a login unless impersonating). */
async function startSession(
  deps: AuthDeps,
  user: UserRow,
  impersonatorId: string | null = null,
): Promise<TSessionResponse> {
  await deps.limits.reset(deps.ip, accountKey(deps, user.email));
  const session = await deps.tokens.issue({
    userId: user.id,
    tenantId: deps.scope.tenantId,
    name: `${user.firstName} ${user.lastName}`,
    impersonatorId,
    sessionVersion: user.sessionVersion,
  });
  if (!impersonatorId)
    void trackEngagement({ scope: deps.scope }, user.id, {
      type: 'loggedIn',
      entityId: user.id,
      name: user.email,
    });
  return { twoFactorRequired: false, ...session };
}

/**
 * `POST api/v1/auth/sign-in` (spec 000 §4 Login). With `impersonatorId` the password is a one-time
 * impersonation secret issued by that administrator (see {@link createImpersonation}).
 * @returns a session, or `{ twoFactorRequired: true }` when the account has two-factor on, or when it has had
 * too many failed passwords lately (issue 10 §6: the e-mailed code becomes a second step, nobody is locked out).
 * @throws AppError 400 'Invalid credential', 429 when rate limited.
 */
export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; impersonatorId?: string | null },
): Promise<TSignInResponse> {
  if (input.impersonatorId)
    return signInAsImpersonator(deps, { ...input, impersonatorId: input.impersonatorId });
  const user = await checkCredentials(deps, input.email, input.password);
  if (user.enableTfa || (await deps.limits.needsCode(accountKey(deps, user.email))))
    return { twoFactorRequired: true };
  return startSession(deps, user);
}

/** Sign-in with a single-use impersonation secret issued by `impersonatorId` (issue 10 §12). */
async function signInAsImpersonator(
  deps: AuthDeps,
  input: { email: string; password: string; impersonatorId: string },
): Promise<TSessionResponse> {
  await deps.limits.consume(deps.ip, accountKey(deps, input.email));
  const user = await findUserByEmail({ scope: deps.scope }, input.email);
  const admin = await findActorById(deps.scope, input.impersonatorId);
  if (!user || !admin || !canImpersonateUser(admin, { id: user.id, role: user.role as TUserRole }))
    throw invalidCredential();
  const claimed = await claimImpersonationGrant(
    deps.scope,
    { userId: user.id, adminId: admin.id, secretHash: deps.tokens.hmac(input.password) },
    new Date(),
  );
  if (!claimed) throw invalidCredential();
  return startSession(deps, user, admin.id);
}

/**
 * Creates a single-use impersonation grant (valid {@link LIMITS.impersonationTtlMs}) for `userId` by the
 * signed-in administrator `ctx.actor` (its secret stored as `ctx.hmac` of it).
 * @returns the auto-login URL of spec 000 §2 (`/account/impersonate?username&password&impersonatorId`).
 * @throws AppError 403 unless the admin may impersonate, 403 'You cannot impersonate yourself.' for oneself
 * (issue 35 point 5), 403 when the user is an administrator (issue 10 §12), 404 when the user is not in this
 * tenant (`auth.policy.ts`).
 */
export async function createImpersonation(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'hmac'>,
  userId: string,
): Promise<TImpersonationResponse> {
  const { scope, actor: admin } = ctx;
  assertCanImpersonate(admin);
  const user = await findActorById(scope, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  assertCanImpersonateUser(admin, user);
  const secret = crypto.randomBytes(24).toString('base64url');
  await insertImpersonationGrant(scope, {
    userId: user.id,
    adminId: admin.id,
    secretHash: ctx.hmac(secret),
    expiresAt: new Date(Date.now() + LIMITS.impersonationTtlMs),
  });
  const query = new URLSearchParams({ username: user.email, password: secret, impersonatorId: admin.id });
  return { url: `/account/impersonate?${query.toString()}` };
}

/**
 * `POST api/v1/auth/request-one-time-login-code` (two-factor sign-in): checks the password, e-mails a code.
 * @throws AppError 400 'Invalid credential', 429.
 */
export async function requestOneTimeLoginCode(deps: AuthDeps, input: { email: string; password: string }) {
  const user = await checkCredentials(deps, input.email, input.password);
  return createCode(deps, user, 'two-factor');
}

/**
 * `POST api/v1/auth/generate-one-time-login-code` (first-time login, spec 000 §4): e-mails a first-time code
 * only while the account's first login is pending (issue 10 §3); the answer is the same for every e-mail, so
 * it reveals nothing about which accounts exist. @throws AppError 429.
 */
export async function generateOneTimeLoginCode(deps: AuthDeps, input: { email: string }) {
  await deps.limits.consume(deps.ip, accountKey(deps, input.email));
  const user = await findUserByEmail({ scope: deps.scope }, input.email);
  if (!user?.isFirstLogin) return { tokenSent: true, requestId: crypto.randomUUID() };
  return createCode(deps, user, 'first-time');
}

/**
 * `POST api/v1/auth/resend-one-time-code` / regenerate: a new code for the same request; the old code is void.
 * Unknown or used requests answer the same (nothing is sent). @throws AppError 429.
 */
export async function resendOneTimeCode(deps: AuthDeps, input: { requestId: string; email: string }) {
  await deps.limits.consume(deps.ip, accountKey(deps, input.email));
  const code = newCode();
  const request = await rotateOneTimeCode(
    deps.scope,
    { id: input.requestId, email: input.email.trim().toLowerCase() },
    {
      codeHash: deps.tokens.hmac(`${input.requestId}:${code}`),
      expiresAt: new Date(Date.now() + LIMITS.oneTimeCodeTtlMs),
    },
  );
  if (request) await mailCode(deps, request.email, code, request.purpose as CodePurpose);
  return { tokenSent: true, requestId: input.requestId };
}

/**
 * Tells the owner of `email` that someone tried to join with it (issue 35 point 1): the account already exists,
 * so sign in or reset the password, with both links on the tenant's configured origin (never the request's Host).
 */
export async function mailAlreadyMember(deps: AuthDeps, email: string): Promise<void> {
  const signInUrl = `${deps.origin}/account/sign-in`;
  const resetUrl = `${deps.origin}/account/forgot-password`;
  await deps.mailer.send(deps.scope, {
    to: email,
    subject: `${deps.tenantName}: you already have an account`,
    text: `Someone (hopefully you) tried to join ${deps.tenantName} with this e-mail address, which already has an account. You already have an account — sign in or reset your password:\n\nSign in: ${signInUrl}\nReset your password: ${resetUrl}\n\nIf this was not you, you can ignore this e-mail.`,
    html: `<p>Someone (hopefully you) tried to join ${escapeHtml(deps.tenantName)} with this e-mail address, which already has an account.</p><p>You already have an account — <a href="${escapeHtml(signInUrl)}">sign in</a> or <a href="${escapeHtml(resetUrl)}">reset your password</a>.</p><p>If this was not you, you can ignore this e-mail.</p>`,
  });
}

/**
 * Join (issue 13, 000 §2 register routes): e-mails a `join` code to an address without an account. For an
 * address that already has one, {@link mailAlreadyMember} is mailed instead; the answer is the same either
 * way (issue 35 point 1). Counted against the throttle before the lookup. @throws AppError 429.
 */
export async function sendJoinCode(deps: AuthDeps, input: { email: string }) {
  await deps.limits.consume(deps.ip, accountKey(deps, input.email));
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail({ scope: deps.scope }, email)) {
    await mailAlreadyMember(deps, email);
    return { tokenSent: true, requestId: crypto.randomUUID() };
  }
  return createCode(deps, { id: null, email }, 'join');
}

/**
 * Checks and uses a `join` code (single use, 10-minute expiry, 5 guesses). The caller has counted the call
 * against the throttle. @throws AppError 400 'Wrong password' (wrong, used, unknown), 400 expired message.
 */
export async function claimJoinCode(
  deps: AuthDeps,
  input: { email: string; code: string; requestId: string },
): Promise<void> {
  await claimCode(deps, input, ['join'], true);
}

/**
 * Login with a one-time code (spec 000 §7 "login with code"): single use, 10-minute expiry, 5 guesses. Only
 * sign-in codes count (two-factor, and first-time while the first login is still pending — issue 10 §3).
 * @throws AppError 400 'Wrong password' (wrong, used, unknown or of another purpose), 400 expired message, 429.
 */
export async function loginWithCode(
  deps: AuthDeps,
  input: { email: string; code: string; requestId: string },
) {
  await deps.limits.consume(deps.ip, accountKey(deps, input.email));
  const row = await claimCode(deps, input, LOGIN_CODE_PURPOSES);
  const user = await findActorById(deps.scope, row.userId);
  if (!user || (row.purpose === 'first-time' && !user.isFirstLogin))
    throw new AppError('BAD_REQUEST', MESSAGES.invalidCode);
  return startSession(deps, user);
}

/**
 * Sets a new password (argon2id), ends every session of the account (issue 10 §7: session version + 1) and
 * voids its outstanding reset links. Used by reset-password and change-password.
 */
export async function replacePassword(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string,
  password: string,
): Promise<void> {
  await updateUser(ctx, userId, { passwordHash: await hashPassword(password) });
  await endAllSessions(ctx, userId);
  await voidResetTokens(ctx.scope, userId, new Date());
}

/** Whether `password` is the account's password (argon2 verification; false on a malformed hash). */
export function passwordMatches(user: Pick<UserRow, 'passwordHash'>, password: string): Promise<boolean> {
  return verify(user.passwordHash, password).catch(() => false);
}

/**
 * Starts an e-mail change (issue 12, spec silent): e-mails an `email-change` code to the NEW address; the
 * address changes only when {@link confirmEmailChange} accepts the code. Counted against the throttle (per
 * address and account) before any lookup. An address another account of the tenant uses gets the same answer
 * (issue 35 point 1): a code request is stored, so the pending address shows as for any other, but its code is
 * mailed to nobody (confirmation can only fail, as a wrong code), and the owner of the address gets a notice
 * naming no one. @returns the request id to confirm with. @throws AppError 429.
 */
export async function requestEmailChange(deps: AuthDeps, user: UserRow, newEmail: string) {
  await deps.limits.consume(deps.ip, accountKey(deps, user.email));
  const email = newEmail.trim().toLowerCase();
  const owner = await findUserByEmail({ scope: deps.scope }, email);
  if (!owner || owner.id === user.id) return createCode(deps, { ...user, email }, 'email-change');
  const requestId = crypto.randomUUID();
  await insertOneTimeCode(deps.scope, {
    id: requestId,
    userId: user.id,
    email,
    // A code nobody is told: the request exists like any other, and nothing can confirm it.
    codeHash: deps.tokens.hmac(`${requestId}:${crypto.randomBytes(16).toString('hex')}`),
    purpose: 'email-change',
    expiresAt: new Date(Date.now() + LIMITS.oneTimeCodeTtlMs),
  });
  await deps.mailer.send(deps.scope, {
    to: email,
    subject: `${deps.tenantName}: your e-mail address`,
    text: `Someone asked to make this e-mail address the sign-in address of another ${deps.tenantName} account. It already belongs to your account, so nothing has changed and no code was sent. You can ignore this e-mail.`,
  });
  return { tokenSent: true, requestId };
}

/**
 * Checks an `email-change` code sent to `email` for `userId` and marks it used (no session is started).
 * @returns the confirmed new address. @throws AppError 400 'Wrong password' / expired message, 429.
 */
export async function confirmEmailChange(
  deps: AuthDeps,
  userId: string,
  input: { email: string; code: string; requestId: string },
): Promise<string> {
  await deps.limits.consume(deps.ip, accountKey(deps, input.email));
  const row = await claimCode(deps, input, ['email-change']);
  if (row.userId !== userId) throw new AppError('BAD_REQUEST', MESSAGES.invalidCode);
  return row.email;
}

/** The address of the account's newest unused, unexpired e-mail change, or null. */
export async function pendingEmailChange(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string,
): Promise<string | null> {
  return findPendingCodeEmail(ctx.scope, userId, 'email-change', new Date());
}

/** `POST /api/v1/community/users/set-first-login` (spec 000 §2 Guided tour): clears the first-login flag. */
export async function completeFirstLogin(ctx: Pick<RequestContext, 'scope' | 'actor'>) {
  await updateUser(ctx, ctx.actor.id, { isFirstLogin: false });
  return { isFirstLogin: false };
}
