/**
 * Live updates over server-sent events — issue 38 point 4 (docs/live-updates.md).
 *
 * - **Source.** Triggers of migration 0027 notify channel `portal_live` when a write commits: notifications
 *   inserted or read (their recipients), a post published, a comment written — ids only, never content.
 * - **Fan-out.** Each replica LISTENs once (db/listen.ts; PGlite: its own connection, one process) and hands
 *   every message to {@link LiveHub}, which sends it to the streams **of this replica** that may see it: the
 *   tenant must match; a notification goes to its recipient only, with their new unread count; a post to the
 *   members whose feed shows it (joined, auto-join or admin, not blacklisted; never its author); a comment to
 *   the streams following that post whose member still may see the post (never its author). Each message costs
 *   at most one query per kind of fact (community, post, memberships of the streams' members, unread counts),
 *   whatever the number of streams, and none when no stream of this replica could want it.
 * - **Bounds.** {@link LIVE.maxPerUser} streams per member and replica (429), {@link LIVE_MAX_STREAMS} per
 *   replica (503); a stream whose client does not read (over {@link SLOW_CLIENT_BYTES} queued) is ended.
 * - **Liveness.** A `: ping` comment every {@link LIVE.heartbeatMs}, which also re-reads the member (actor
 *   cache): a sign-out everywhere, a password change or a deleted account ends the stream. While the LISTEN
 *   connection is down, events would be missed: the streams are ended and new ones refused (503), so clients
 *   fall back to polling until the replica listens again.
 */
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import {
  LIVE,
  LIVE_MESSAGES,
  type LiveEventMap,
  type TLiveEventKind,
  type TLiveQuery,
  type TenantId,
} from '@portal/contracts';
import type { ListenHandlers, StopListening } from '../../db/listen';
import type { TenantScope } from '../../db/tenant-scope';
import type { Actor } from '../../plugins/actor';
import type { RequestContext } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import { accessOf } from '../communities/communities.service';
import { canSeePost, loadVisiblePost } from '../posts/posts.service';
import { unreadCountsOf } from '../notifications/notifications.service';
import * as repo from './live.repository';

/** The notification channel of migration 0027. */
export const LIVE_CHANNEL = 'portal_live';
/** Open streams per replica; one more answers 503 (each costs a socket and ~10 kB). */
export const LIVE_MAX_STREAMS = 10_000;
/** A stream with this much unsent output (bytes) belongs to a client that stopped reading: it is ended. */
export const SLOW_CLIENT_BYTES = 1024 * 1024;

const uuid = z.uuid();
/** A `portal_live` payload (migration 0027). */
const ZLiveMessage = z.discriminatedUnion('k', [
  z.object({ k: z.literal('n'), t: z.string(), u: z.array(uuid) }),
  z.object({ k: z.literal('p'), t: z.string(), c: uuid, p: uuid, a: uuid }),
  z.object({ k: z.literal('c'), t: z.string(), c: uuid, p: uuid, i: uuid, a: uuid }),
]);
type LiveMessage = z.infer<typeof ZLiveMessage>;

/** One open stream: its member, the posts it follows and the bytes it sends. */
export interface LiveStream {
  readonly tenantId: string;
  readonly userId: string;
  /** The member as last read (at opening, then every heartbeat). */
  actor: Actor;
  readonly sessionVersion: number;
  readonly posts: ReadonlySet<string>;
  /** The response body (text/event-stream). */
  readonly out: PassThrough;
}

/** What the hub needs from the app. */
export interface LiveHubDeps {
  /** The tenant scope outside a request (`app.scopeOf`). */
  scopeOf(tenantId: TenantId): TenantScope;
  /** The member now (the actor cache, `app.actors.get` with `findActorById`), or null when gone. */
  actorOf(tenantId: TenantId, userId: string): Promise<Actor | null>;
  /** Logs a failed dispatch (the event is dropped: the client's next poll or reload catches up). */
  onError(error: unknown, context: Record<string, unknown>): void;
  /** Heartbeat period (ms); default {@link LIVE.heartbeatMs}. */
  heartbeatMs?: number;
}

/** One SSE frame: `event:` and one `data:` line of JSON (JSON has no raw newline). */
function frame<K extends TLiveEventKind>(kind: K, data: LiveEventMap[K]): string {
  return `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The open streams of one replica and the dispatch of `portal_live` messages to them. */
export class LiveHub {
  private readonly byTenant = new Map<string, Set<LiveStream>>();
  private count = 0;
  private listening = false;
  private stop: StopListening | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** Messages are handled one after the other, so a member's counts arrive in commit order. */
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly deps: LiveHubDeps) {}

  /** Listens on {@link LIVE_CHANNEL} and starts the heartbeat. */
  async start(listen: (channel: string, handlers: ListenHandlers) => Promise<StopListening>): Promise<void> {
    this.stop = await listen(LIVE_CHANNEL, {
      onMessage: (payload) => {
        this.chain = this.chain.then(() => this.dispatch(payload));
      },
      onState: (listening) => {
        this.listening = listening;
        if (!listening) this.endAll();
      },
    });
    const every = this.deps.heartbeatMs ?? LIVE.heartbeatMs;
    this.heartbeat = setInterval(() => void this.beat(), every);
    this.heartbeat.unref();
  }

  /** Ends every stream, stops listening and the heartbeat; waits for the message being handled. */
  async close(): Promise<void> {
    this.listening = false;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.endAll();
    await this.stop?.();
    this.stop = null;
    await this.chain;
  }

  /** Open streams on this replica. */
  get size(): number {
    return this.count;
  }

  /**
   * Registers a stream of `actor` following `posts` (already checked readable), its body starting with the
   * `retry:` field. @throws AppError 503 while not listening or at {@link LIVE_MAX_STREAMS}, 429 at
   * {@link LIVE.maxPerUser} streams of this member.
   */
  add(tenantId: string, actor: Actor, posts: string[]): LiveStream {
    if (!this.listening || this.count >= LIVE_MAX_STREAMS)
      throw new AppError('SERVICE_UNAVAILABLE', LIVE_MESSAGES.busy, { retryAfterSeconds: 5 });
    const streams = this.byTenant.get(tenantId) ?? new Set<LiveStream>();
    let mine = 0;
    for (const s of streams) if (s.userId === actor.id) mine++;
    if (mine >= LIVE.maxPerUser) throw new AppError('TOO_MANY_REQUESTS', LIVE_MESSAGES.tooMany);
    const out = new PassThrough();
    const stream: LiveStream = {
      tenantId,
      userId: actor.id,
      actor,
      sessionVersion: actor.sessionVersion,
      posts: new Set(posts),
      out,
    };
    streams.add(stream);
    this.byTenant.set(tenantId, streams);
    this.count++;
    out.once('close', () => this.remove(stream));
    out.write(`retry: ${LIVE.retryMs}\n: live\n\n`);
    return stream;
  }

  private remove(stream: LiveStream): void {
    const streams = this.byTenant.get(stream.tenantId);
    if (!streams?.delete(stream)) return;
    this.count--;
    if (streams.size === 0) this.byTenant.delete(stream.tenantId);
  }

  private endAll(): void {
    for (const streams of this.byTenant.values()) for (const s of streams) s.out.end();
  }

  private send<K extends TLiveEventKind>(stream: LiveStream, kind: K, data: LiveEventMap[K]): void {
    if (stream.out.writableLength > SLOW_CLIENT_BYTES) {
      stream.out.end();
      return;
    }
    stream.out.write(frame(kind, data));
  }

  /** Pings every stream and ends those whose member is gone or signed out everywhere. */
  private async beat(): Promise<void> {
    for (const [tenantId, streams] of this.byTenant)
      for (const s of [...streams]) {
        s.out.write(': ping\n\n');
        try {
          const actor = await this.deps.actorOf(tenantId as TenantId, s.userId);
          if (!actor || actor.sessionVersion !== s.sessionVersion) s.out.end();
          else s.actor = actor;
        } catch (error) {
          this.deps.onError(error, { tenantId, userId: s.userId, during: 'live heartbeat' });
        }
      }
  }

  /** Handles one `portal_live` payload; never throws. */
  async dispatch(payload: string): Promise<void> {
    let message: LiveMessage;
    try {
      message = ZLiveMessage.parse(JSON.parse(payload));
    } catch (error) {
      this.deps.onError(error, { payload: payload.slice(0, 200), during: 'live message' });
      return;
    }
    const streams = this.byTenant.get(message.t);
    if (!streams?.size) return;
    try {
      const scope = this.deps.scopeOf(message.t as TenantId);
      if (message.k === 'n') await this.toRecipients(scope, streams, message.u);
      else if (message.k === 'p') await this.toFeeds(scope, streams, message);
      else await this.toFollowers(scope, streams, message);
    } catch (error) {
      this.deps.onError(error, { tenantId: message.t, kind: message.k, during: 'live dispatch' });
    }
  }

  /** `notification`: each recipient's streams get their unread count (one grouped count). */
  private async toRecipients(scope: TenantScope, streams: Set<LiveStream>, recipients: string[]) {
    const wanted = new Set(recipients);
    const targets = [...streams].filter((s) => wanted.has(s.userId));
    if (targets.length === 0) return;
    const counts = await unreadCountsOf({ scope }, [...new Set(targets.map((s) => s.userId))]);
    for (const s of targets) this.send(s, 'notification', { unreadCount: counts.get(s.userId) ?? 0 });
  }

  /** `post`: the streams of members whose feed shows the community's posts (the feed's rule), not the author. */
  private async toFeeds(scope: TenantScope, streams: Set<LiveStream>, m: LiveMessage & { k: 'p' }) {
    const targets = [...streams].filter((s) => s.userId !== m.a);
    if (targets.length === 0) return;
    const [community, memberships] = await Promise.all([
      repo.findCommunityFlags(scope, m.c),
      repo.findMemberships(scope, m.c, [...new Set(targets.map((s) => s.userId))]),
    ]);
    if (!community || community.isDeleted) return;
    const byUser = new Map(memberships.map((r) => [r.userId, r]));
    for (const s of targets) {
      const access = accessOf(s.actor, community, byUser.get(s.userId) ?? null);
      if (access.readable && access.isJoined) this.send(s, 'post', { communityId: m.c, postId: m.p });
    }
  }

  /** `comment`: the streams following the post whose member may still see it, not the comment's author. */
  private async toFollowers(scope: TenantScope, streams: Set<LiveStream>, m: LiveMessage & { k: 'c' }) {
    const targets = [...streams].filter((s) => s.posts.has(m.p) && s.userId !== m.a);
    if (targets.length === 0) return;
    const [community, post, memberships] = await Promise.all([
      repo.findCommunityFlags(scope, m.c),
      repo.findPostFacts(scope, m.p),
      repo.findMemberships(scope, m.c, [...new Set(targets.map((s) => s.userId))]),
    ]);
    if (!community || community.isDeleted || !post) return;
    const byUser = new Map(memberships.map((r) => [r.userId, r]));
    for (const s of targets) {
      const access = accessOf(s.actor, community, byUser.get(s.userId) ?? null);
      if (canSeePost(access, post, s.userId)) this.send(s, 'comment', { postId: m.p, commentId: m.i });
    }
  }
}

/**
 * `GET /api/live` — opens the caller's stream on this replica (issue 38 point 4). `accept` must admit
 * `text/event-stream` (a plain `fetch` or a test's inject would otherwise wait forever); each followed post
 * must be one the caller may see.
 * @throws AppError 406 without `text/event-stream` in Accept; 403 'Community is private' / 404 'Post not found'
 * for a followed post; 429 past {@link LIVE.maxPerUser} streams; 503 while the replica cannot deliver events.
 */
export async function openLiveStream(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  hub: LiveHub,
  query: TLiveQuery,
  accept: string | undefined,
): Promise<LiveStream> {
  if (!accept?.includes('text/event-stream'))
    throw new AppError('NOT_ACCEPTABLE', LIVE_MESSAGES.notAcceptable);
  for (const postId of query.posts) await loadVisiblePost(ctx, postId);
  return hub.add(ctx.scope.tenantId, ctx.actor, query.posts);
}
