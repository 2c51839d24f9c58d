/**
 * Auth payloads and answers — spec 000 §7 "Auth" and §3 "Login". Messages are the spec's (000 §5).
 */
import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
import { zRequiredText } from '../shared/input';
import { EMAIL_PATTERN, LIMITS } from '../shared/validation';

const email = zRequiredText(MESSAGES.enterEmail)
  .max(254, MESSAGES.validEmail)
  .regex(EMAIL_PATTERN, MESSAGES.validEmail);
const password = z.string({ error: MESSAGES.typePassword }).min(1, MESSAGES.typePassword).max(256);

/** `POST api/v1/auth/sign-in` body: email, password, optional impersonatorId (spec 000 §7). */
export const ZSignInBody = z.object({
  email,
  password,
  impersonatorId: z.string().uuid().nullish(),
});
export type TSignInBody = z.infer<typeof ZSignInBody>;

/**
 * Session answer of sign-in and login-with-code. `token` is the signed token the web app stores; it carries
 * `accessToken` for the general API (spec 000 §7 clients). `expiresAt` is an ISO date.
 * When the account has two-factor on, sign-in answers `{ twoFactorRequired: true }` and no token.
 */
export const ZSessionResponse = z.object({
  twoFactorRequired: z.literal(false),
  token: z.string(),
  accessToken: z.string(),
  expiresAt: z.string(),
});
export const ZSignInResponse = z.union([ZSessionResponse, z.object({ twoFactorRequired: z.literal(true) })]);
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

/** `POST api/v1/auth/request-one-time-login-code`: email, password → requestId (two-factor sign-in). */
export const ZRequestOneTimeLoginCodeBody = z.object({ email, password });
/** `POST api/v1/auth/generate-one-time-login-code`: email → tokenSent, requestId (first-time login). */
export const ZGenerateOneTimeLoginCodeBody = z.object({ email });
export const ZOneTimeCodeResponse = z.object({ tokenSent: z.boolean(), requestId: z.string() });
export type TOneTimeCodeResponse = z.infer<typeof ZOneTimeCodeResponse>;

/** `POST api/v1/auth/resend-one-time-code`: requestId, userName (the e-mail). */
export const ZResendOneTimeCodeBody = z.object({ requestId: z.string().uuid(), userName: email });
/** `POST api/v1/auth/regenerate-one-time-login-code` (path ours; spec 000 §7 "not shown"): requestId, email. */
export const ZRegenerateOneTimeLoginCodeBody = z.object({ requestId: z.string().uuid(), email });

/** A verification code field: required, 'Please, enter code' (spec 000 §5 Verification code). */
const verificationCode = zRequiredText(MESSAGES.enterCode);

/** `POST api/v1/auth/login-with-code` (path ours; spec 000 §7 "not shown"): email, code, requestId. */
export const ZLoginWithCodeBody = z.object({
  email,
  code: verificationCode.length(LIMITS.verificationCodeLength, MESSAGES.invalidCode),
  requestId: z.string().uuid(),
});
export type TLoginWithCodeBody = z.infer<typeof ZLoginWithCodeBody>;

/** `POST api/v1/auth/forgot-password`: email (spec 000 §5 Forgot password). Answers true or false. */
export const ZForgotPasswordBody = z.object({ email });

/** `POST /api/v1/auth/reset-password`: token, password, userId (spec 000 §7). Answers true or false. */
export const ZResetPasswordBody = z.object({
  token: z.string().min(1).max(200),
  password: z
    .string({ error: MESSAGES.enterPassword })
    .min(1, MESSAGES.enterPassword)
    .max(LIMITS.passwordMax),
  userId: z.string().uuid(),
});

/** Answer of forgot-password (always true) and reset-password (true when the password was set). */
export const ZAuthResultResponse = z.boolean();

/** `POST /api/v1/community/users/set-first-login` answer (spec 000 §2 Guided tour). */
export const ZFirstLoginResponse = z.object({ isFirstLogin: z.boolean() });

/** `POST api/v1/admin/users/{id}/impersonation` answer (ours): the auto-login URL for a new tab. */
export const ZImpersonationResponse = z.object({ url: z.string() });
/** Answer of the impersonation call: the single-use sign-in-as URL. */
export type TImpersonationResponse = z.infer<typeof ZImpersonationResponse>;

/** `POST api/v1/admin/users/{id}/sign-out-everywhere` answer (ours, issue 10 §7): every session ended. */
export const ZEndSessionsResponse = z.object({ signedOut: z.literal(true) });
export type TEndSessionsResponse = z.infer<typeof ZEndSessionsResponse>;

/** Client-side sign-in form (spec 000 §5 Login): the e-mail and password of the sign-in body. */
export const ZSignInForm = ZSignInBody.pick({ email: true, password: true });

/**
 * Client-side verification code form (spec 000 §5 Verification code): only 'Please, enter code' shows while
 * typing; the form keeps Continue disabled under 6 characters (`canSubmitCode`).
 */
export const ZCodeForm = z.object({ code: verificationCode });

/**
 * Client-side first-time e-mail form (spec 000 §5 First-time email input): 'Email is required'; Continue stays
 * disabled until the e-mail matches the pattern.
 */
export const ZFirstTimeEmailForm = z.object({
  email: z.string({ error: MESSAGES.emailRequired }).trim().min(1, MESSAGES.emailRequired),
});

/** Client-side reset form (spec 000 §5 Reset password). */
export const ZResetPasswordForm = z
  .object({
    password: z.string().min(1, MESSAGES.enterPassword),
    confirm: z.string().min(1, MESSAGES.enterPassword),
  })
  .refine((v) => v.password === v.confirm, { message: MESSAGES.passwordsDoNotMatch, path: ['confirm'] });

/** Claims of the signed token stored by the web app (spec 000 §7: "access token decoded from a stored signed token"). */
export interface TokenClaims {
  sub: string;
  tid: string;
  accessToken?: string;
  impersonatorId?: string;
  name?: string;
  /** The account's session version when the token was issued (issue 10 §7); older versions are refused. */
  sv?: number;
  exp?: number;
}
