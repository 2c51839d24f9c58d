/**
 * State shared by every replica (issue 17 "Two replicas, one database, shared stores", docs/scaling.md):
 * rate-limit counters and the per-tenant content version that keys the content count cache.
 */
import { bigint, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * Rate-limit counters of rate-limiter-flexible's `RateLimiterPostgres` (plugins/rate-limit.ts), used when
 * `DATABASE_URL` is set. The column layout is the library's own (`key`, `points`, `expire` in epoch ms);
 * keys carry the limiter prefix (`ip:…`, `acct-ip:…`, `acct-fail:…`). Created here, not by the library, so
 * two replicas starting at once never race on `create table`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    /** Expiry, milliseconds since the epoch; null = never. */
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * One row per tenant, bumped after every content write (news, resources): the content count cache
 * (modules/content/query.ts) keys its entries by this version, so a write made through any replica makes
 * every replica's cached counts of that tenant unreachable at once.
 */
export const contentVersions = pgTable('content_versions', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
