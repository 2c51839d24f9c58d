/**
 * The dependencies of the settings calls that touch sign-in (password change, e-mail change): the request
 * context plus what the auth module's functions take (tokens, mailer, rate limits, caller address, origin).
 */
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import { requestContext } from '../../plugins/auth';
import { requestAuthDeps } from '../../lib/auth-deps';
import type { SettingsDeps } from './settings.service';

/** Builds {@link SettingsDeps} for an authenticated request. */
export function settingsDeps(request: FastifyRequest, env: Env): SettingsDeps {
  const ctx = requestContext(request);
  return { ctx, auth: requestAuthDeps(request, ctx.scope, env), impersonatorId: request.impersonatorId };
}
