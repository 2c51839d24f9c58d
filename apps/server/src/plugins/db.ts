/**
 * Database plugin: decorates `app.database` (the raw handle: only `db/` and plugins use it) and
 * `app.scopeOf(tenantId)`, the tenant scope for work outside a request (event listeners, jobs).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantId } from '@portal/contracts';
import type { Database } from '../db/client';
import { tenantScope, type TenantScope } from '../db/tenant-scope';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The scope (tenant-bound handle) of one tenant, for work that has a tenant id but no request. */
    scopeOf(tenantId: TenantId): TenantScope;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('database', opts.database);
    app.decorate('scopeOf', (tenantId: TenantId) => tenantScope(opts.database.db, tenantId));
  },
  { name: 'db' },
);
