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
import { requireScope, tenantOrigin } from '../../plugins/tenant';
import { context } from '../../plugins/auth';
import * as auth from './auth.service';
import { forgotPassword, resetPassword } from './password-reset';

const routes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const deps = (request: FastifyRequest): auth.AuthDeps => {
    const scope = requireScope(request);
    return {
      scope,
      tokens: app.tokens,
      mailer: app.mailer,
      limits: app.limits,
      ip: request.ip,
      origin: tenantOrigin(scope.tenantId, env),
      tenantName: request.tenant!.displayName,
    };
  };
  const tags = ['auth'];

  app.post(
    '/api/v1/auth/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in (spec 000 §4 Login)',
        body: ZSignInBody,
        response: { 200: ZSignInResponse },
      },
    },
    async (request) => auth.signIn(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/request-one-time-login-code',
    {
      schema: {
        tags,
        summary: 'E-mail a two-factor code after checking the password',
        body: ZRequestOneTimeLoginCodeBody,
        response: { 200: ZOneTimeCodeResponse },
      },
    },
    async (request) => auth.requestOneTimeLoginCode(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/generate-one-time-login-code',
    {
      schema: {
        tags,
        summary: 'E-mail a first-time login code',
        body: ZGenerateOneTimeLoginCodeBody,
        response: { 200: ZOneTimeCodeResponse },
      },
    },
    async (request) => auth.generateOneTimeLoginCode(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/resend-one-time-code',
    {
      schema: {
        tags,
        summary: 'Send a new code for a request',
        body: ZResendOneTimeCodeBody,
        response: { 200: ZOneTimeCodeResponse },
      },
    },
    async (request) =>
      auth.resendOneTimeCode(deps(request), {
        requestId: request.body.requestId,
        email: request.body.userName,
      }),
  );
  app.post(
    '/api/v1/auth/regenerate-one-time-login-code',
    {
      schema: {
        tags,
        summary: 'Regenerate a one-time login code',
        body: ZRegenerateOneTimeLoginCodeBody,
        response: { 200: ZOneTimeCodeResponse },
      },
    },
    async (request) => auth.resendOneTimeCode(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/login-with-code',
    {
      schema: {
        tags,
        summary: 'Sign in with a one-time code',
        body: ZLoginWithCodeBody,
        response: { 200: ZSessionResponse },
      },
    },
    async (request) => auth.loginWithCode(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a reset-password link',
        body: ZForgotPasswordBody,
        response: { 200: ZAuthResultResponse },
      },
    },
    async (request) => forgotPassword(deps(request), request.body),
  );
  app.post(
    '/api/v1/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: ZResetPasswordBody,
        response: { 200: ZAuthResultResponse },
      },
    },
    async (request) => resetPassword(deps(request), request.body),
  );
  app.post(
    '/api/v1/community/users/set-first-login',
    {
      schema: {
        tags,
        summary: 'Clear the first-login flag (spec 000 §2 Guided tour)',
        response: { 200: ZFirstLoginResponse },
      },
      preHandler: app.authenticate,
    },
    async (request) => auth.completeFirstLogin(context(request)),
  );
};
export default routes;
