/**
 * Tenant resolution (DESIGN.md "Tenancy"): the host name → `TENANT_HOSTS`, then `{tenant}.localhost`,
 * else `DEFAULT_TENANT`. Decorates `request.tenant` (profile or null) and `request.scope` (tenant scope).
 * API calls for an unknown tenant answer 404 'Unknown tenant'.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TENANT_PROFILES, isTenantId, type TenantId, type TenantProfile } from '@portal/contracts';
import type { Env } from '../config/env';
import { AppError } from '../lib/app-error';
import { tenantScope, type TenantScope } from '../db/tenant-scope';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant's configured public origin ({@link tenantOrigin}): links in mail and documents use it. */
    originOf: (tenant: TenantId) => string;
  }
  interface FastifyRequest {
    /** The request's tenant profile, or null when the host maps to none. */
    tenant: TenantProfile | null;
  }
}

/** Resolves a tenant id from a Host header value (port ignored, case-insensitive). */
export function resolveTenantId(
  host: string | undefined,
  env: Pick<Env, 'TENANT_HOSTS' | 'DEFAULT_TENANT'>,
): TenantId | null {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const mapped = env.TENANT_HOSTS.get(name);
  if (mapped) return mapped;
  const sub = name.endsWith('.localhost') ? name.slice(0, -'.localhost'.length) : null;
  if (sub && isTenantId(sub)) return sub;
  return env.DEFAULT_TENANT || null;
}

/**
 * The canonical origin of a tenant for e-mailed links (issue 10 §4): `TENANT_ORIGINS`, else `https://` and the
 * tenant's first `TENANT_HOSTS` name, else `http://{tenant}.localhost:{PORT}`. Never the request's headers.
 * @returns an origin without a trailing slash, e.g. `https://members.ota.org.au`.
 */
export function tenantOrigin(
  tenant: TenantId,
  env: Pick<Env, 'TENANT_ORIGINS' | 'TENANT_HOSTS' | 'PORT'>,
): string {
  const configured = env.TENANT_ORIGINS.get(tenant);
  if (configured) return configured;
  for (const [host, id] of env.TENANT_HOSTS) if (id === tenant) return `https://${host}`;
  return `http://${tenant}.localhost${env.PORT === 80 ? '' : `:${env.PORT}`}`;
}

/** The tenant scope of a request. @throws AppError NOT_FOUND 'Unknown tenant' when the host maps to none. */
export function requireScope(request: FastifyRequest): TenantScope {
  if (!request.tenant) throw new AppError('NOT_FOUND', 'Unknown tenant');
  return tenantScope(request.server.database.db, request.tenant.id);
}

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    app.decorateRequest('tenant', null);
    app.decorate('originOf', (tenant: TenantId) => tenantOrigin(tenant, opts.env));
    app.addHook('onRequest', async (request) => {
      const id = resolveTenantId(request.headers.host, opts.env);
      request.tenant = id ? TENANT_PROFILES[id] : null;
    });
  },
  { name: 'tenant', dependencies: ['db'] },
);
