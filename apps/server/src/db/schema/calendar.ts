/**
 * Calendar subscription feeds (issue 38 point 1): one private feed per member. The link's token is never
 * stored: the row keeps a random `seed` from which the server derives the token with its HMAC key
 * (AUTH_SECRET), and the token's SHA-256 `token_hash`, unique, through which a feed request finds the row.
 * Regenerating replaces both, so the old link answers 404 at once on every replica (one indexed lookup per
 * feed request, no cache). `content_etag` / `content_changed_at` remember the last answer's ETag and when it
 * last changed, for `Last-Modified` and `If-Modified-Since`.
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/** A member's calendar feed (migration 0024). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** 32 random bytes, base64url: the token is HMAC-SHA256(AUTH_SECRET, tenant, user, seed). */
    seed: text('seed').notNull(),
    /** Hex SHA-256 of the token (the lookup key of `GET /api/calendar/feed/{token}.ics`). */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    contentEtag: text('content_etag'),
    contentChangedAt: timestamp('content_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash),
    index('calendar_feeds_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);
