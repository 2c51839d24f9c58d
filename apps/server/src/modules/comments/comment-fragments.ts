/**
 * The parts of a comment's JSON that are the same for every reader (spec 001 §3 Comment: everything but
 * `isLiked`, `isReported` and `reports`), kept per comment between requests (issue 37 point 2; design rule
 * "fragments shared across callers", docs/benchmarks.md "Post lists (point 2)", docs/scaling.md).
 *
 * A fragment is keyed by the comment's id and stored with its **version**: the PostgreSQL row version
 * (`xmin`) of the comment, which changes with every committed write to it (body edit, like counter,
 * moderation), and the version of its tenant's author profiles — the `xmin` of the tenant's
 * `author_profile_versions` row, renewed by a trigger in the transaction of every change to a user's id,
 * names, avatar or pronoun (migration 0040; one row per page instead of each author's row per comment, and a
 * write to a user's other columns keeps their comments' fragments). Every comment page reads the current
 * versions in its own statement and uses a fragment only when its version is equal; others are read again
 * (`findCommentFragments`) and replace it. So no replica can answer a stale comment and no invalidation
 * message is needed: the check is in the same statement as the caller's flags, on every request. A comment's
 * attachments are written only with the comment (create) and go with it (delete): they need no version.
 * Deleted comments are simply no longer listed (their fragments age out of the LRU).
 */
import { LRUCache } from 'lru-cache';

/** The shared JSON of one comment, split around the caller's part (UTF-8). */
export interface CommentFragment {
  /** `xmin` of the comment row, '.', `xmin` of its tenant's `author_profile_versions` row ('' if none). */
  version: string;
  /** `{"id":…,…,"likesCount":n` — the comment's JSON up to the caller's flags, without the closing brace. */
  head: Buffer;
  /** `,"user":{…}}` — the author and the closing brace. */
  tail: Buffer;
}

/** The JSON texts of a comment's shared parts as PostgreSQL writes them (`commentHeadJson`, `commentUserJson`). */
export interface CommentFragmentRow {
  id: string;
  version: string;
  /** The comment's JSON object from `id` to `likesCount` (a whole object: its closing brace is dropped here). */
  head: string;
  /** The author's JSON object (`user`). */
  user: string;
}

/** One comment of a page as the caller sees it: id, current version and the caller's flags. */
export interface CommentPageRow {
  id: string;
  version: string;
  isLiked: boolean;
  isReported: boolean;
  /** The open reports' JSON array text (commentDelete holders only); absent or null: `[]`. */
  reports?: string | null;
}

/** Fragments kept at most (bytes of head and tail): 32 MB, ~55,000 comments of the bench's size. */
const MAX_BYTES = 32 * 1024 * 1024;

/** A store of comment fragments (one per database handle: `fragmentsOf`). */
export type CommentFragments = LRUCache<string, CommentFragment>;

/** A new, empty store. */
export function newCommentFragments(): CommentFragments {
  return new LRUCache<string, CommentFragment>({
    maxSize: MAX_BYTES,
    sizeCalculation: (f) => f.head.length + f.tail.length + f.version.length + 64,
  });
}

const stores = new WeakMap<object, CommentFragments>();

/**
 * The fragment store of a database handle (the pool's): one per database, so two databases in one process
 * (tests) never share fragments.
 */
export function fragmentsOf(handle: object): CommentFragments {
  let store = stores.get(handle);
  if (!store) stores.set(handle, (store = newCommentFragments()));
  return store;
}

/** The store key of a comment: tenant and id. */
export const fragmentKey = (tenantId: string, id: string): string => `${tenantId}\u0000${id}`;

/**
 * A {@link CommentFragment} from the texts PostgreSQL wrote, re-written compact (`json_build_object` writes
 * `"key" : value`; compact JSON is ~10 % fewer bytes to send, and this runs once per comment version).
 * @throws when `head` is not a JSON object text.
 */
export function toFragment(row: CommentFragmentRow): CommentFragment {
  const head = JSON.stringify(JSON.parse(row.head) as unknown);
  if (!head.startsWith('{"') || !head.endsWith('}'))
    throw new Error(`comment ${row.id}: head is not a JSON object`);
  return {
    version: row.version,
    head: Buffer.from(head.slice(0, -1)),
    tail: Buffer.from(`,"user":${JSON.stringify(JSON.parse(row.user) as unknown)}}`),
  };
}

/** The caller's part without reports, by (isLiked, isReported): four constant buffers. */
const FLAGS = [false, true].map((liked) =>
  [false, true].map((reported) => Buffer.from(`,"isLiked":${liked},"isReported":${reported},"reports":[]`)),
);

/** The caller's part of one comment (`isLiked`, `isReported`, `reports`), UTF-8. */
function callerPart(row: CommentPageRow): Buffer {
  if (!row.reports || row.reports === '[]') return FLAGS[+row.isLiked]![+row.isReported]!;
  return Buffer.from(`,"isLiked":${row.isLiked},"isReported":${row.isReported},"reports":${row.reports}`);
}

/**
 * `before` + each row's comment JSON (its fragment's head, the caller's part, its fragment's tail) joined by
 * commas + `after`, as one UTF-8 Buffer. `fragment(id)` must give every row's current fragment.
 */
export function commentsAnswer(
  before: string,
  rows: readonly CommentPageRow[],
  fragment: (id: string) => CommentFragment,
  after: string,
): Buffer {
  const parts: Buffer[] = [Buffer.from(before)];
  const comma = Buffer.from(',');
  rows.forEach((row, i) => {
    const f = fragment(row.id);
    if (i > 0) parts.push(comma);
    parts.push(f.head, callerPart(row), f.tail);
  });
  parts.push(Buffer.from(after));
  return Buffer.concat(parts);
}
