/**
 * Domain events of the communities area. The communities, posts, meetings and assets services emit them in
 * the transaction of the change; the listener (the notifications service, spec 000 §4 "Notifications", types
 * 1–16) runs after the commit through the transactional outbox (`db/outbox-worker.ts`), without slowing or failing
 * the action that caused it, and is retried until it succeeds.
 */
import type { TenantScope } from '../db/tenant-scope';
import type { Outbox } from '../db/outbox-worker';

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

/** A listener: runs in the outbox worker's transaction, `scope` bound to the event's tenant and to it. */
type Listener<K extends keyof CommunityEventMap> = (
  payload: CommunityEventMap[K],
  scope: TenantScope,
) => Promise<void> | void;

/**
 * The typed community event bus (`app.communityEvents`), carried by the transactional outbox (issue 35): `emit`
 * records the event in the caller's transaction; the outbox worker runs its listener after the commit, with
 * retries, in one transaction with the row's deletion — so a listener's writes happen exactly once, even when
 * the process or the database goes down between the write and the listener.
 */
export class CommunityEvents {
  constructor(private readonly outbox: Outbox) {}

  /** Adds a listener of `event` (an event's listeners run in one transaction: all succeed or all retry). */
  on<K extends keyof CommunityEventMap>(event: K, listener: Listener<K>): void {
    this.outbox.register(event, async (payload, scope) => listener(payload as CommunityEventMap[K], scope));
  }

  /**
   * Records `event` through `scope`: pass the scope of the transaction that makes the change, so the event
   * exists exactly when the change does. Throws what the insert throws (the write's transaction fails with it).
   */
  async emit<K extends keyof CommunityEventMap>(
    scope: TenantScope,
    event: K,
    payload: CommunityEventMap[K],
  ): Promise<void> {
    await this.outbox.enqueue(scope, event, payload);
  }

  /** Resolves when every event due now has been handled (tests, graceful shutdown). */
  settle(): Promise<void> {
    return this.outbox.settle();
  }
}
