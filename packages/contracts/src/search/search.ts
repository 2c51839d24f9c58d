/**
 * Global search — spec 002 §2 "Global search" (tabs News, Resources, CPD & Events, Posts, Communities with
 * counts; the 'Tags matching' panel; the header box with 2 results per section), §6 (global_search flag;
 * Communities and Posts need communities), §7 (search calls; errors only logged), §9 (search page limit 15,
 * tags list first 150); 000 §2 (search route only with global_search; Global search box).
 *
 * The spec shows no paths for these calls (002 §7 "Search calls: see the other documents"); ours are:
 * - `GET /api/v1/search?keyword&tagId&section&page&size` → {@link ZSearchResponse} (one section's page, with
 *   the counts of every section in the same answer);
 * - `GET /api/v1/search/suggest?keyword` → {@link ZSearchSuggestResponse} (2 per section, prefix matching);
 * - `GET /api/v1/search/tags?keyword` → {@link ZSearchTagsResponse} (tags whose label matches, first 150).
 * `GET api/v1/community/post/search-by-body` (001 §7) keeps its own contract in `posts/posts.ts`.
 *
 * Snippets (`titleHtml`, `snippetHtml`) are HTML-escaped plain text whose matched words are wrapped in
 * `<mark>…</mark>`; they carry no other markup, so the web may render them as HTML.
 */
import { z } from 'zod';
import { ZText } from '../shared/input';
import { SEARCH_LIMITS, SEARCH_SECTIONS } from './search-texts';

export * from './search-texts';

/** One result section. */
export const ZSearchSection = z.enum(SEARCH_SECTIONS);

/**
 * A member's words: trimmed, at most 200 characters. Web-search syntax: `"quoted phrase"`, `-excluded`,
 * `or`. Empty (or only punctuation) answers nothing, never everything.
 */
export const ZSearchKeyword = ZText.trim().max(SEARCH_LIMITS.keywordMax);

/**
 * A global search tag id: tags of news/resources, events and communities are one tag when their labels are
 * equal ignoring case, so the id is the lower-cased, trimmed label (1–100 characters).
 */
export const ZSearchTagId = ZText.trim().toLowerCase().min(1).max(100);

/**
 * `GET /api/v1/search` query. `keyword` or `tagId` (both: items carrying the tag that match the words; neither:
 * an empty answer). `section` defaults to news; `page` from 1; `size` 1–50 (default 15).
 */
export const ZSearchQuery = z.object({
  keyword: ZSearchKeyword.optional(),
  tagId: ZSearchTagId.optional(),
  section: ZSearchSection.default('news'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxPageSize).default(SEARCH_LIMITS.pageSize),
});
/** The parsed shape of {@link ZSearchQuery}. */
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** `GET /api/v1/search/suggest` and `GET /api/v1/search/tags` query: the words typed so far. */
export const ZSearchKeywordQuery = z.object({ keyword: ZSearchKeyword.default('') });
/** The parsed shape of {@link ZSearchKeywordQuery}. */
export type TSearchKeywordQuery = z.infer<typeof ZSearchKeywordQuery>;

/**
 * Result counts of every section for the same words (sections off for the tenant or member count 0). Exact up
 * to `SEARCH_LIMITS.countCap`; above it, an estimate (results page, flagged in `estimatedCounts`) or
 * `countCap + 1`, "more than `countCap`" ({@link formatSearchCount}).
 */
export const ZSearchCounts = z.object({
  news: z.number().int(),
  resources: z.number().int(),
  events: z.number().int(),
  posts: z.number().int(),
  communities: z.number().int(),
  meetings: z.number().int(),
});
/** The parsed shape of {@link ZSearchCounts}. */
export type TSearchCounts = z.infer<typeof ZSearchCounts>;

/**
 * A section count as shown (en-AU grouping): an estimate as `about 21,000` (two significant digits, as search
 * engines say it), an exact count above the cap as `100+`, else the number.
 */
export function formatSearchCount(count: number, isEstimate = false): string {
  if (isEstimate) {
    const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(count, 1))) - 1);
    return `about ${(Math.round(count / unit) * unit).toLocaleString('en-AU')}`;
  }
  return count > SEARCH_LIMITS.countCap
    ? `${SEARCH_LIMITS.countCap.toLocaleString('en-AU')}+`
    : count.toLocaleString('en-AU');
}

/** The community a post or meeting belongs to (community links use the alias, 002 §2). */
export const ZSearchCommunityRef = z.object({ id: z.uuid(), alias: z.string(), name: z.string() });

const common = {
  /** Row id as text (news, resources and events have integer ids; posts, communities, meetings uuids). */
  id: z.string(),
  /** Plain title. */
  title: z.string(),
  /** The title, HTML-escaped, matched words in `<mark>`. */
  titleHtml: z.string(),
  /**
   * A fragment of summary/body, HTML-escaped, matched words in `<mark>` ('' when none). Always '' in the header
   * box's answer ({@link ZSearchSuggestResponse}), which shows titles only.
   */
  snippetHtml: z.string(),
  /** Ranking score (`ts_rank_cd`, higher first; 0 for a tag-only search). */
  rank: z.number(),
};

/** A news item or resource (link: `/news/details/{id}` / the resources detail route). */
export const ZSearchContentItem = z.object({
  ...common,
  section: z.enum(['news', 'resources']),
  /** Publish start (or creation) instant, ISO 8601. */
  date: z.string(),
  /** Image file id (`/api/content/assets/{id}`) or null. */
  imageId: z.string().nullable(),
});
/** An event of CPD & Events (link: the event page by id). */
export const ZSearchEventItem = z.object({
  ...common,
  section: z.literal('events'),
  /** Start instant, ISO 8601. */
  date: z.string(),
  isCpd: z.boolean(),
  imageUrl: z.string().nullable(),
});
/** A community post (link: the post inside its community, by alias). */
export const ZSearchPostItem = z.object({
  ...common,
  section: z.literal('posts'),
  /** Creation instant, ISO 8601. */
  date: z.string(),
  community: ZSearchCommunityRef,
});
/**
 * A community. `canOpen`: the result is clickable (002 §2: joined, auto-join, or a community administrator);
 * `alias` builds the link.
 */
export const ZSearchCommunityItem = z.object({
  ...common,
  section: z.literal('communities'),
  alias: z.string(),
  imageUrl: z.string().nullable(),
  isJoined: z.boolean(),
  isAutoJoin: z.boolean(),
  canOpen: z.boolean(),
});
/** A community meeting (visible to the member: public, community to members, private to participants). */
export const ZSearchMeetingItem = z.object({
  ...common,
  section: z.literal('meetings'),
  /** Start instant, ISO 8601. */
  date: z.string(),
  community: ZSearchCommunityRef,
});

/** One result, by section. */
export const ZSearchItem = z.discriminatedUnion('section', [
  ZSearchContentItem,
  ZSearchEventItem,
  ZSearchPostItem,
  ZSearchCommunityItem,
  ZSearchMeetingItem,
]);
/** The parsed shape of {@link ZSearchItem}. */
export type TSearchItem = z.infer<typeof ZSearchItem>;

/** A global search tag: `id` (lower-cased label, the `tagId` of a search) and a display label. */
export const ZSearchTag = z.object({ id: z.string(), label: z.string() });
/** The parsed shape of {@link ZSearchTag}. */
export type TSearchTag = z.infer<typeof ZSearchTag>;

/**
 * `GET /api/v1/search` answer: `items` of the asked section (ranked best first; tag-only: newest first; events:
 * upcoming ones first), `totalItems` of that section (its count, at most `countCap`: the pages reach the ranked
 * matches only), `counts` of every section and `estimatedCounts`, the sections whose count is an estimate, `page`,
 * `size`, the tag searched (null without `tagId` or for an unknown tag), and `suggestion`: a corrected keyword
 * answering 'Did you mean …' when the words find nothing or very little (fewer than 3 in all) and the correction
 * finds more that the member may see (else null; docs/api-search.md "Did you mean", issue 40).
 */
export const ZSearchResponse = z.object({
  section: ZSearchSection,
  items: z.array(ZSearchItem),
  totalItems: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  counts: ZSearchCounts,
  /** Sections whose count is PostgreSQL's estimate (more than `countCap` matches); optional, absent = none. */
  estimatedCounts: z.array(ZSearchSection).optional(),
  tag: ZSearchTag.nullable(),
  suggestion: z.string().nullable(),
});
/** The parsed shape of {@link ZSearchResponse}. */
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

/**
 * `GET /api/v1/search/suggest` answer for the header box: the best 2 of each section by title (the last word
 * matched as a prefix; ranked among the section's `suggestCandidates` newest title matches; events: upcoming ones
 * first, then past ones), the counts of every section from the same candidates (title matches, at most
 * `suggestCandidates + 1`, which means "more"), the first tags matching (up to 5) and the 'Did you mean'
 * suggestion (null unless nothing matched). Titles only: every item's `snippetHtml` is '' (the box shows the
 * title and its date or community, 000 §2 "Global search box"; issue 37, 6 Dec).
 */
export const ZSearchSuggestResponse = z.object({
  keyword: z.string(),
  sections: z.object({
    news: z.array(ZSearchContentItem),
    resources: z.array(ZSearchContentItem),
    events: z.array(ZSearchEventItem),
    posts: z.array(ZSearchPostItem),
    communities: z.array(ZSearchCommunityItem),
    meetings: z.array(ZSearchMeetingItem),
  }),
  counts: ZSearchCounts,
  tags: z.array(ZSearchTag),
  suggestion: z.string().nullable(),
});
/** The parsed shape of {@link ZSearchSuggestResponse}. */
export type TSearchSuggestResponse = z.infer<typeof ZSearchSuggestResponse>;

/**
 * `GET /api/v1/search/tags` answer: tags (of news, resources, events and communities the member may see)
 * whose label contains the keyword, sorted by label, first 150; `totalItems` counts them all.
 */
export const ZSearchTagsResponse = z.object({ tags: z.array(ZSearchTag), totalItems: z.number().int() });
/** The parsed shape of {@link ZSearchTagsResponse}. */
export type TSearchTagsResponse = z.infer<typeof ZSearchTagsResponse>;
