/**
 * The parts of a post's JSON that are the same for every reader (spec 001 §3 Post: everything but `isSaved`,
 * `isLiked`, `isReported`, `reports` and the four `can…` abilities), kept per post between requests (issue 37
 * point 2; the scheme of the comment fragments, modules/comments/comment-fragments.ts; docs/benchmarks.md
 * "Post lists (point 2)", docs/scaling.md).
 *
 * A fragment is keyed by tenant and post id and stored with its **version** (`postVersionSql`,
 * post-columns.ts): the PostgreSQL row versions (`xmin`) of the rows its JSON is written from — the post
 * (title, body, image, status, type, closed, counters, timestamps; and its tag links, its tags' names and its
 * attachments, whose every change writes a new version of the post's row in the same transaction: triggers of
 * migration 0043) and its community (id, alias, name, image) — and for its author (name, avatar, pronoun) the
 * version of the tenant's author profiles (`authorsVersionSql`, a row renewed by a trigger on every profile
 * change, migration 0040). Any committed write to one of them changes the version. Every post list reads the
 * current versions in its own statement and uses a fragment only when
 * its version is equal; the others are read again (`findPostFragments`) and replace the kept ones. So no
 * replica can answer a stale post and no invalidation message is needed. The caller's part is computed per
 * request in SQL (`postCallerSql`: flags, abilities from `postAbilitiesSql`, open reports for postDelete
 * holders).
 */
import { LRUCache } from 'lru-cache';

/** The shared JSON of one post, split around the caller's parts (UTF-8), in the contract's key order. */
export interface PostFragment {
  /** See {@link PostFragmentRow.version}. */
  version: string;
  /** `{"id":…,…,"isFrozen":b` — up to the caller's flags, without a closing brace. */
  head: Buffer;
  /** `,"likesCount":n,…,"updatedAt":"…"` — between the caller's flags and the open reports. */
  mid: Buffer;
  /** `,"user":{…}` — the author, before the caller's abilities. */
  tail: Buffer;
}

/** The JSON texts of a post's shared parts as PostgreSQL writes them (`findPostFragments`). */
export interface PostFragmentRow {
  id: string;
  /** `xmin` of the post (its tag links, tags and attachments included) and its community, and the tenant's author profiles' version (joined by '.'). */
  version: string;
  /** The JSON object of the post's keys `id` … `isFrozen`. */
  head: string;
  /** The JSON object of the post's keys `likesCount` … `updatedAt`. */
  mid: string;
  /** The author's JSON object (`user`). */
  user: string;
}

/**
 * One post of a page as the caller sees it, as the page statement writes it (a JSON array, `postCallerSql`):
 * `[id, version, isSaved, isLiked, isReported, canEdit, canDelete, canComment, canReport, reports]` —
 * `reports` the open reports (postDelete holders) or null for `[]`.
 */
export type PostPageRow = [
  id: string,
  version: string,
  isSaved: boolean,
  isLiked: boolean,
  isReported: boolean,
  canEdit: boolean,
  canDelete: boolean,
  canComment: boolean,
  canReport: boolean,
  reports: unknown[] | null,
];

/** Fragments kept at most (bytes): 32 MB, ~25,000 posts of the bench's size. */
const MAX_BYTES = 32 * 1024 * 1024;

/** A store of post fragments (one per database handle: {@link postFragmentsOf}). */
export type PostFragments = LRUCache<string, PostFragment>;

/** A new, empty store. */
export function newPostFragments(): PostFragments {
  return new LRUCache<string, PostFragment>({
    maxSize: MAX_BYTES,
    sizeCalculation: (f) => f.head.length + f.mid.length + f.tail.length + f.version.length + 96,
  });
}

const stores = new WeakMap<object, PostFragments>();

/**
 * The post fragment store of a database handle (`databaseKeyOf`): one per database, so two databases in one
 * process (tests) never share fragments.
 */
export function postFragmentsOf(handle: object): PostFragments {
  let store = stores.get(handle);
  if (!store) stores.set(handle, (store = newPostFragments()));
  return store;
}

/** The store key of a post: tenant and id. */
export const postFragmentKey = (tenantId: string, id: string): string => `${tenantId}\u0000${id}`;

/** A JSON object text re-written compact, without its braces (`"a":1,"b":2`). @throws when not an object. */
function objectBody(text: string, what: string): string {
  const compact = JSON.stringify(JSON.parse(text) as unknown);
  if (!compact.startsWith('{"') || !compact.endsWith('}')) throw new Error(`${what} is not a JSON object`);
  return compact.slice(1, -1);
}

/**
 * A {@link PostFragment} from the texts PostgreSQL wrote, re-written compact (once per post version).
 * @throws when `head` or `mid` is not a JSON object text.
 */
export function toPostFragment(row: PostFragmentRow): PostFragment {
  return {
    version: row.version,
    head: Buffer.from(`{${objectBody(row.head, `post ${row.id}: head`)}`),
    mid: Buffer.from(`,${objectBody(row.mid, `post ${row.id}: mid`)}`),
    tail: Buffer.from(`,"user":${JSON.stringify(JSON.parse(row.user) as unknown)}`),
  };
}

/** Every combination of `n` booleans, by the number whose bit i (from the highest) is the i-th boolean. */
const combinations = (n: number, text: (b: boolean[]) => string): Buffer[] =>
  Array.from({ length: 1 << n }, (_, k) =>
    Buffer.from(text(Array.from({ length: n }, (_, i) => ((k >> (n - 1 - i)) & 1) === 1))),
  );
/** The booleans `row[from]` … `row[from + n - 1]` as a number (see {@link combinations}); -1 if one is not a boolean. */
const bitsOf = (row: PostPageRow, from: number, n: number): number => {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const value = row[from + i];
    if (typeof value !== 'boolean') return -1;
    k = (k << 1) | (value ? 1 : 0);
  }
  return k;
};
/** The caller's flags, 8 constant buffers: `,"isSaved":…,"isLiked":…,"isReported":…`. */
const FLAGS = combinations(3, ([s, l, r]) => `,"isSaved":${s},"isLiked":${l},"isReported":${r}`);
/** The caller's abilities and the closing brace, 16 constant buffers. */
const ABILITIES = combinations(
  4,
  ([e, d, c, r]) => `,"canEdit":${e},"canDelete":${d},"canComment":${c},"canReport":${r}}`,
);
const flagsPart = (row: PostPageRow) =>
  FLAGS[bitsOf(row, 2, 3)] ?? Buffer.from(`,"isSaved":${row[2]},"isLiked":${row[3]},"isReported":${row[4]}`);
const NO_REPORTS = Buffer.from(',"reports":[]');
const abilitiesPart = (row: PostPageRow) =>
  ABILITIES[bitsOf(row, 5, 4)] ??
  Buffer.from(`,"canEdit":${row[5]},"canDelete":${row[6]},"canComment":${row[7]},"canReport":${row[8]}}`);

/**
 * The posts of `rows` as the contract's Post JSON (fragment head, the caller's flags, fragment mid, the
 * open reports, fragment tail, the caller's abilities) joined by commas, between `before` and `after`, as one
 * UTF-8 Buffer. `fragment(id)` gives each row's current fragment; rows without one are left out.
 */
export function postsAnswerOf(
  before: string,
  rows: readonly PostPageRow[],
  fragment: (id: string) => PostFragment | undefined,
  after: string,
): Buffer {
  const parts: Buffer[] = [Buffer.from(before)];
  const comma = Buffer.from(',');
  let first = true;
  for (const row of rows) {
    const f = fragment(row[0]);
    if (!f) continue;
    if (!first) parts.push(comma);
    first = false;
    const reports =
      row[9] && row[9].length ? Buffer.from(`,"reports":${JSON.stringify(row[9])}`) : NO_REPORTS;
    parts.push(f.head, flagsPart(row), f.mid, reports, f.tail, abilitiesPart(row));
  }
  parts.push(Buffer.from(after));
  return Buffer.concat(parts);
}
