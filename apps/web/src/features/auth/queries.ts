/**
 * Auth mutations (spec 000 §7 "Auth"; docs/api-foundation.md), one hook per endpoint of the community API.
 */
import { useMutation } from '@tanstack/react-query';
import type { TOneTimeCodeResponse, TSessionResponse, TSignInBody, TSignInResponse } from '@portal/contracts';
import { isApiError } from '../../api/api-error';
import { communityApi } from '../../api/community-client';

/**
 * What a reset comes to: true (set), false (the spec's failure: wrong or used link, policy), or the server's
 * message about the password itself (issue 35: too common or breached), shown under the field.
 */
export type ResetOutcome = boolean | { passwordError: string };

/** `POST api/v1/auth/sign-in` {email, password, impersonatorId?} → session or {twoFactorRequired: true}. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: TSignInBody) => communityApi.post<TSignInResponse>('api/v1/auth/sign-in', body),
  });
}

/** `POST api/v1/auth/request-one-time-login-code` {email, password} → {tokenSent, requestId}. */
export function useRequestOneTimeLoginCode() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      communityApi.post<TOneTimeCodeResponse>('api/v1/auth/request-one-time-login-code', body),
  });
}

/** `POST api/v1/auth/login-with-code` {email, code, requestId} → session; 400 'Wrong password'. */
export function useLoginWithCode() {
  return useMutation({
    mutationFn: (body: { email: string; code: string; requestId: string }) =>
      communityApi.post<TSessionResponse>('api/v1/auth/login-with-code', body),
  });
}

/** `POST api/v1/auth/resend-one-time-code` {requestId, userName} → {tokenSent, requestId}. */
export function useResendOneTimeCode() {
  return useMutation({
    mutationFn: (body: { requestId: string; userName: string }) =>
      communityApi.post<TOneTimeCodeResponse>('api/v1/auth/resend-one-time-code', body),
  });
}

/** `POST api/v1/auth/generate-one-time-login-code` {email} → {tokenSent, requestId} (first-time login). */
export function useGenerateOneTimeLoginCode() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      communityApi.post<TOneTimeCodeResponse>('api/v1/auth/generate-one-time-login-code', body),
  });
}

/** `POST api/v1/auth/forgot-password` {email} → true, or false on any failure (spec 000 §7). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      communityApi.post<boolean>('api/v1/auth/forgot-password', body).then(
        (answer) => answer === true,
        () => false,
      ),
  });
}

/**
 * `POST /api/v1/auth/reset-password` {token, password, userId} → true; false on any failure, except a 400
 * with a message for the `password` field (issue 35), answered as `{ passwordError }`.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; userId: string }): Promise<ResetOutcome> =>
      communityApi.post<boolean>('api/v1/auth/reset-password', body).then(
        (answer) => answer === true,
        (error: unknown) => {
          const passwordError = isApiError(error) ? error.errors?.password?.[0] : undefined;
          return passwordError ? { passwordError } : false;
        },
      ),
  });
}
