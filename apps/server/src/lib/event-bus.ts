/**
 * In-process domain events of the communities area. The communities, posts, meetings and assets services
 * emit them after their transaction commits; listeners (the notifications service, spec 000 §4
 * "Notifications", types 1–16) react without slowing or failing the action that caused them: `emit` only
 * queues the listeners on the next tick, and a listener's error is logged, never thrown back.
 */
import { EventEmitter } from 'node:events';

/** Fields every community event carries: the tenant, and the user who acted (never notified). */
interface Base {
  tenantId: string;
  actorId: string;
  communityId: string;
}

/** Every event and its payload. Ids are uuids. */
export interface CommunityEventMap {
  /** A public (open) community was created — type 1. */
  'community.created': Base & { isPublic: boolean };
  /** A post became visible (Published) — type 2 (new post). */
  'post.published': Base & { postId: string; authorId: string };
  /** A post waiting for approval was approved — type 3. */
  'post.approved': Base & { postId: string; authorId: string };
  /** A post's content was edited — type 5. */
  'post.updated': Base & { postId: string; authorId: string };
  /** A post was shared — type 6. */
  'post.shared': Base & { postId: string; authorId: string };
  /**
   * A moderation decision on a post or comment (issue 14): reports approved or declined, a pending post
   * declined, a post archived after report — types 10 and 11 to the given users (reporters, the author).
   */
  'moderation.resolved': Base & { postId: string; commentId: string | null; recipientIds: string[] };
  /** A post or comment was reported (action request) — types 7 and 8. */
  'content.reported': Base & { postId: string; commentId: string | null };
  /** A comment was written (types 4 and 9); parentCommentId null for a top-level comment. */
  'comment.created': Base & {
    postId: string;
    postAuthorId: string;
    commentId: string;
    parentCommentId: string | null;
  };
  /** A file, link or folder item was added — type 11. */
  'asset.created': Base & { assetId: string };
  /** A meeting was created or published — type 12. */
  'meeting.created': Base & { meetingId: string };
  /** A member joined or was added / approved — type 13. */
  'member.added': Base & { userId: string };
  /** A member left or was removed — type 14. */
  'member.removed': Base & { userId: string };
  /** A join request awaits approval — type 15. */
  'member.awaiting': Base & { userId: string };
}

type Listener<K extends keyof CommunityEventMap> = (payload: CommunityEventMap[K]) => Promise<void> | void;

/** A typed, fire-and-forget event bus; one per app instance (`app.communityEvents`). */
export class CommunityEvents {
  private readonly emitter = new EventEmitter();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly onError: (error: unknown, event: string) => void) {}

  /** Adds a listener of `event`. */
  on<K extends keyof CommunityEventMap>(event: K, listener: Listener<K>): void {
    this.emitter.on(event, (payload: CommunityEventMap[K]) => {
      const run = Promise.resolve()
        .then(() => listener(payload))
        .catch((error: unknown) => this.onError(error, event))
        .finally(() => this.pending.delete(run));
      this.pending.add(run);
    });
  }

  /** Emits `event`; listeners run asynchronously and never throw into the caller. */
  emit<K extends keyof CommunityEventMap>(event: K, payload: CommunityEventMap[K]): void {
    setImmediate(() => this.emitter.emit(event, payload));
  }

  /** Resolves when every listener started so far has finished (tests, graceful shutdown). */
  async settle(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
