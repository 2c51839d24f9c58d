/**
 * Whole comment thread pages kept between requests (issue 37 point 2: a post's 300 comments, ~157 kB, were
 * assembled from 300 fragments on every request). A kept page is stored with its **key**, the md5 of its
 * comments' `id:version` list (the versions of comment-fragments.ts), which the page's statement computes
 * again on every request (`commentThreadQuery`, comments.repository.ts): only when the two are equal does the
 * statement leave the list out and the server answer from the kept page — the same comments, in the same
 * order, each with the same shared JSON. The caller's part is read per request: a caller with no like, report
 * or open report to see on the page gets the kept answer as it is; otherwise the page is assembled from the
 * kept fragments with the caller's flags. Nothing to invalidate: the key is checked in the page's own
 * statement, so a write through any replica shows in the next page of every replica (docs/scaling.md).
 */
import { LRUCache } from 'lru-cache';
import type { CommentFragment, CommentPageRow } from './comment-fragments';

/** One kept page of a post's comments. */
export interface ThreadPageEntry {
  /** md5 of the page's `id:version` list, as the statement computes it. */
  key: string;
  /** The page's comment ids, newest first, and their fragments. */
  ids: string[];
  fragments: Map<string, CommentFragment>;
  /** Bytes of the fragments' buffers (kept alive by this entry). */
  bytes: number;
  /** The whole answer for a caller with no flag on the page, and the `totalItemCount` it was written with. */
  plain?: { count: number; answer: Buffer };
}

/** Bytes kept at most per database handle: 24 MB (~75 pages of 300 comments). */
const MAX_BYTES = 24 * 1024 * 1024;

/** A store of kept pages (one per database handle: {@link threadPagesOf}). */
export type ThreadPages = LRUCache<string, ThreadPageEntry>;

const stores = new WeakMap<object, ThreadPages>();

/** The store of a database handle (`databaseKeyOf`): one per database, never shared between two in tests. */
export function threadPagesOf(handle: object): ThreadPages {
  let store = stores.get(handle);
  if (!store)
    stores.set(
      handle,
      (store = new LRUCache<string, ThreadPageEntry>({
        maxSize: MAX_BYTES,
        sizeCalculation: (e) => 256 + e.ids.length * 64 + e.bytes + (e.plain?.answer.length ?? 0),
      })),
    );
  return store;
}

/** The store key of one page: tenant, post, limit and offset. */
export const threadPageKey = (tenantId: string, postId: string, limit: number, offset: number): string =>
  [tenantId, postId, limit, offset].join('\u0000');

/** A thread page as the statement writes it: key, list (null when the key is `pageKey`), flagged comments. */
export type ThreadPageRow = [
  key: string | null,
  list: string | null,
  flagged: [id: string, isLiked: boolean, isReported: boolean, reports: string | null][] | null,
];

/** One page of a post's comments as {@link findCommentThread} reads it. */
export interface ThreadPage {
  /** md5 of the page's `id:version` list; null for an empty page. */
  key: string | null;
  /** The page's comments newest first with their versions; null when `key` is the `pageKey` given. */
  rows: { id: string; version: string }[] | null;
  /** The comments whose caller part is not the default (not liked, not reported, no open reports), by id. */
  flagged: Map<string, CommentPageRow>;
}

/** A {@link ThreadPageRow} as a {@link ThreadPage} (`list` split into ids and versions, `flagged` by id). */
export function threadPageOf([key, list, flagged]: ThreadPageRow): ThreadPage {
  return {
    key,
    rows:
      list === null
        ? key === null
          ? []
          : null
        : list.split(',').map((item) => {
            const at = item.indexOf(':');
            return { id: item.slice(0, at), version: item.slice(at + 1) };
          }),
    flagged: new Map(
      (flagged ?? []).map(([id, isLiked, isReported, reports]) => [
        id,
        { id, version: '', isLiked, isReported, reports },
      ]),
    ),
  };
}
