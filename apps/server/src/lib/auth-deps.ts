/**
 * What the auth module's sign-in, code and password functions need from a request (its `AuthDeps`): the
 * tenant scope, the app's token service, mailer and rate limits, the caller's address, the tenant's origin
 * for e-mailed links and its display name. Built here once for the auth, membership-join and settings routes.
 */
import type { FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import type { TenantScope } from '../db/tenant-scope';
import { tenantOrigin } from '../plugins/tenant';

/**
 * The auth dependencies of `request` in `scope` (the request's tenant).
 * @param env the configuration that gives the tenant's origin; without it `origin` is `''` (no e-mailed links).
 */
export function requestAuthDeps(request: FastifyRequest, scope: TenantScope, env: Env | undefined) {
  const app = request.server;
  return {
    scope,
    tokens: app.tokens,
    mailer: app.mailer,
    limits: app.limits,
    ip: request.ip,
    origin: env ? tenantOrigin(scope.tenantId, env) : '',
    tenantName: request.tenant!.displayName,
  };
}
