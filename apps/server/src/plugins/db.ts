/**
 * Database plugin: decorates `app.database` (the raw handle: only `db/` and plugins use it; lint forbids it in
 * modules/ and lib/), `app.scopeOf(tenantId)`, the tenant scope for work outside a request (event listeners,
 * jobs), `app.pingDatabase()` for the health checks, and `app.listenChannel(channel, handlers)`: a
 * notification channel's messages (db/listen.ts) for modules, which never hold the raw handle.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantId } from '@portal/contracts';
import type { Database } from '../db/client';
import type { ListenHandlers, StopListening } from '../db/listen';
import { tenantScope, type TenantScope } from '../db/tenant-scope';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The scope (tenant-bound handle) of one tenant, for work that has a tenant id but no request. */
    scopeOf(tenantId: TenantId): TenantScope;
    /** Runs a trivial query (health and readiness checks). @throws when the database is unreachable. */
    pingDatabase(): Promise<void>;
    /** `LISTEN` on a channel of committed `pg_notify` messages (`Database.listen`; live updates, issue 38). */
    listenChannel(channel: string, handlers: ListenHandlers): Promise<StopListening>;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('database', opts.database);
    app.decorate('scopeOf', (tenantId: TenantId) => tenantScope(opts.database.db, tenantId));
    app.decorate('pingDatabase', () => opts.database.ping());
    app.decorate('listenChannel', (channel: string, handlers: ListenHandlers) =>
      opts.database.listen(channel, handlers),
    );
  },
  { name: 'db' },
);
