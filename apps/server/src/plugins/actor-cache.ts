/**
 * Signed-in actors kept in memory (issue 37 point 1, docs/scaling.md "What each replica keeps in memory"): a
 * signed-in request pays no database round trip for who the caller is.
 *
 * - **Keyed** by tenant and user id; the token's session version is still compared with the remembered actor's
 *   on every request (plugins/auth.ts), so a bumped version is seen as soon as the actor is reloaded.
 * - **Forgotten on every replica** when anything it holds changes: triggers on `users`, `community_members` and
 *   `communities.is_deleted`
 *   (migration 0018) notify channel `portal_actor` with `<tenant>:<user>` when the change commits, and every
 *   replica listens (db/listen.ts). A role change, a moderator appointment or "sign out everywhere" reaches
 *   every replica within milliseconds.
 * - **This replica's own writes** are seen by the next request at once: any request that may have written
 *   (every method but GET, HEAD and OPTIONS) empties the cache before its answer is sent, so its caller never
 *   waits on the notification.
 * - **Never stale by race**: a load that started before an invalidation is not remembered (a generation count).
 * - **What hangs on an actor** (the account's segments, modules/account) is kept with it by {@link ActorCache.attached}
 *   and forgotten with it: migration 0021 notifies the same channel when a user's segments or a segment's name
 *   change.
 * - **Only while listening**: while the notification connection is down the cache is empty and bypassed
 *   (every request reads the actor, as before); entries also expire after {@link ACTOR_TTL_MS} as a last
 *   safety net.
 */
import type { Actor } from './actor';
import type { Database } from '../db/client';
import type { StopListening } from '../db/listen';
import { LRUCache } from 'lru-cache';

/** The notification channel of migration 0018. */
export const ACTOR_CHANNEL = 'portal_actor';
/** At most this many actors per replica (about 2 kB each). */
export const ACTOR_CACHE_MAX = 10_000;
/** An actor is reloaded at least once a minute, notifications or not (ms). */
export const ACTOR_TTL_MS = 60_000;

/** The in-memory actors of one replica. */
export class ActorCache {
  private readonly entries = new LRUCache<string, Actor>({ max: ACTOR_CACHE_MAX, ttl: ACTOR_TTL_MS });
  /** Values attached to an actor's key, by kind ({@link attached}). */
  private readonly attachments = new LRUCache<string, Map<string, unknown>>({
    max: ACTOR_CACHE_MAX,
    ttl: ACTOR_TTL_MS,
  });
  private generation = 0;
  private live = false;
  private stop: StopListening | null = null;

  /** Starts listening on the database's `portal_actor` channel; until it is live, nothing is remembered. */
  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.stop = await database.listen(ACTOR_CHANNEL, {
      onMessage: (payload) => this.forget(payload),
      onState: (live) => {
        this.live = live;
        this.forgetAll();
      },
    });
  }

  /** Stops listening and forgets everything. */
  async close(): Promise<void> {
    this.live = false;
    this.forgetAll();
    await this.stop?.();
    this.stop = null;
  }

  /**
   * The actor of `userId` in `tenantId`: remembered, or loaded with `load` (and remembered when found and no
   * invalidation happened meanwhile). The remembered object is frozen: callers must not change it.
   */
  async get(tenantId: string, userId: string, load: () => Promise<Actor | null>): Promise<Actor | null> {
    if (!this.live) return load();
    const key = `${tenantId}:${userId}`;
    const known = this.entries.get(key);
    if (known) return known;
    const generation = this.generation;
    const actor = await load();
    if (actor && this.live && generation === this.generation) this.entries.set(key, freeze(actor));
    return actor;
  }

  /**
   * A value of kind `kind` that belongs to the actor `userId` of `tenantId` (the account's segments): remembered,
   * or loaded with `load` and remembered under the same rules as the actor — forgotten with it on its
   * notification or a write of this replica, not remembered when an invalidation overtook the load or while
   * not listening, reloaded at least every {@link ACTOR_TTL_MS}. Whatever changes the value must notify
   * `portal_actor` for the user (migrations 0018, 0021). The remembered value is shared: callers must not
   * change it.
   */
  async attached<T>(tenantId: string, userId: string, kind: string, load: () => Promise<T>): Promise<T> {
    if (!this.live) return load();
    const key = `${tenantId}:${userId}`;
    const known = this.attachments.get(key);
    if (known?.has(kind)) return known.get(kind) as T;
    const generation = this.generation;
    const value = await load();
    if (this.live && generation === this.generation) {
      const values = this.attachments.get(key) ?? new Map<string, unknown>();
      values.set(kind, value);
      this.attachments.set(key, values);
    }
    return value;
  }

  /** Forgets one actor and what is attached to it (`<tenant>:<user>`, a notification's payload). */
  forget(key: string): void {
    this.generation++;
    this.entries.delete(key);
    this.attachments.delete(key);
  }

  /** Forgets every actor (a write on this replica, or notifications interrupted). */
  forgetAll(): void {
    this.generation++;
    this.entries.clear();
    this.attachments.clear();
  }

  /** How many actors are remembered (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }
}

function freeze(actor: Actor): Actor {
  Object.freeze(actor.permissions);
  Object.freeze(actor.contactTypes);
  return Object.freeze(actor);
}
