/**
 * The dependencies of the settings calls that touch sign-in (password change, e-mail change): the request
 * context plus what the auth module's functions take (tokens, mailer, rate limits, caller address, origin).
 */
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import { requestContext } from '../../plugins/auth';
import { tenantOrigin } from '../../plugins/tenant';
import type { SettingsDeps } from './settings.service';

/** Builds {@link SettingsDeps} for an authenticated request. */
export function settingsDeps(request: FastifyRequest, env: Env): SettingsDeps {
  const ctx = requestContext(request);
  const app = request.server;
  return {
    ctx,
    auth: {
      scope: ctx.scope,
      tokens: app.tokens,
      mailer: app.mailer,
      limits: app.limits,
      ip: request.ip,
      origin: tenantOrigin(ctx.scope.tenantId, env),
      tenantName: request.tenant!.displayName,
    },
    impersonatorId: request.impersonatorId,
  };
}
