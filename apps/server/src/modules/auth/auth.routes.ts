/**
 * Auth routes — spec 000 §7 "Auth" (paths exactly as the spec; the two "not shown" paths are ours).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ZAuthResultResponse,
  ZFirstLoginResponse,
  ZForgotPasswordBody,
  ZGenerateOneTimeLoginCodeBody,
  ZLoginWithCodeBody,
  ZOneTimeCodeResponse,
  ZRegenerateOneTimeLoginCodeBody,
  ZRequestOneTimeLoginCodeBody,
  ZResendOneTimeCodeBody,
  ZResetPasswordBody,
  ZSessionResponse,
  ZSignInBody,
  ZSignInResponse,
} from '@portal/contracts';
import type { Env } from '../../config/env';
import { requireScope } from '../../plugins/tenant';
import { requestAuthDeps } from '../../lib/auth-deps';
import { requestContext } from '../../plugins/auth';
import * as auth from './auth.service';
import { forgotPassword, resetPassword } from './password-reset';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const deps = (request: FastifyRequest): auth.AuthDeps =>
    requestAuthDeps(request, requireScope(request), env);
  // Every sign-in call is open; set-first-login (below) needs the token.
  const doc = routeDoc('auth', { access: 'public' });

  app.post(
    '/api/v1/auth/sign-in',
    doc('Sign in (spec 000 §4 Login)', { body: ZSignInBody, response: ZSignInResponse }),
    async (request) => auth.signIn(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/request-one-time-login-code',
    doc('E-mail a two-factor code after checking the password', {
      body: ZRequestOneTimeLoginCodeBody,
      response: ZOneTimeCodeResponse,
    }),
    async (request) => auth.requestOneTimeLoginCode(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/generate-one-time-login-code',
    doc('E-mail a first-time login code', {
      body: ZGenerateOneTimeLoginCodeBody,
      response: ZOneTimeCodeResponse,
    }),
    async (request) => auth.generateOneTimeLoginCode(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/resend-one-time-code',
    doc('Send a new code for a request', { body: ZResendOneTimeCodeBody, response: ZOneTimeCodeResponse }),
    async (request) =>
      auth.resendOneTimeCode(deps(request), {
        requestId: request.body.requestId,
        email: request.body.userName,
      }),
  );
  app.post(
    '/api/v1/auth/regenerate-one-time-login-code',
    doc('Regenerate a one-time login code', {
      body: ZRegenerateOneTimeLoginCodeBody,
      response: ZOneTimeCodeResponse,
    }),
    async (request) => auth.resendOneTimeCode(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/login-with-code',
    doc('Sign in with a one-time code', { body: ZLoginWithCodeBody, response: ZSessionResponse }),
    async (request) => auth.loginWithCode(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/forgot-password',
    doc('E-mail a reset-password link', { body: ZForgotPasswordBody, response: ZAuthResultResponse }),
    async (request) => forgotPassword(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/reset-password',
    doc('Set a new password with a reset token; 400 for a common or breached password (issue 35)', {
      body: ZResetPasswordBody,
      response: ZAuthResultResponse,
    }),
    async (request) => resetPassword(deps(request), request.body),
  );
  app.post(
    '/api/v1/community/users/set-first-login',
    {
      ...doc('Clear the first-login flag (spec 000 §2 Guided tour)', {
        response: ZFirstLoginResponse,
        access: 'bearer',
      }),
      preHandler: app.authenticate,
    },
    async (request) => auth.completeFirstLogin(requestContext(request)),
  );
};
export default routes;
