/**
 * The plain values of global search (spec 002 §2, §9; 000 §2): limits, sections, tab labels and texts, without
 * zod, so a web page that shows them (the header's search box on every signed-in page) does not build the search
 * schemas of `search.ts` at load (issue 37 point 5). Re-exported by `search.ts`.
 */

/** Page limit of the results page (spec 002 §9) and the header box's results per section (000 §2). */
export const SEARCH_LIMITS = {
  pageSize: 15,
  maxPageSize: 50,
  suggestPerSection: 2,
  /** The tags list shows the first 150 (spec 002 §9). */
  tagsMax: 150,
  keywordMax: 200,
  /** Header box debounce (ms, spec 002 §9 "search 800 ms"). */
  debounceMs: 800,
  /**
   * Results page (docs/api-search.md "Large results"): a section is counted exactly up to here, and its results
   * are ranked among its `countCap` newest matches. Above it the count is PostgreSQL's estimate, listed in
   * `estimatedCounts` and shown "about 21,000" ({@link formatSearchCount}).
   */
  countCap: 100,
  /**
   * Header box (docs/api-search.md "Header box"): titles matching are ranked among a section's
   * `suggestCandidates` newest ones; its count is theirs, so `suggestCandidates + 1` means "more".
   */
  suggestCandidates: 100,
} as const;

/**
 * Result sections. The `section` query of `/search` (002 §2) names news, resources, events, communities and
 * tags; `posts` is the Posts tab; `meetings` are community meetings (answered by the API, no tab in the spec).
 */
export const SEARCH_SECTIONS = ['news', 'resources', 'events', 'posts', 'communities', 'meetings'] as const;
/** One result section. */
export type TSearchSection = (typeof SEARCH_SECTIONS)[number];

/** Tab labels of 002 §2, in tab order (meetings have no tab). */
export const SEARCH_TAB_LABELS: Readonly<Record<Exclude<TSearchSection, 'meetings'>, string>> = {
  news: 'News',
  resources: 'Resources',
  events: 'CPD & Events',
  posts: 'Posts',
  communities: 'Communities',
};

/** Empty texts of 002 §2 (keep the spec's words). */
export const SEARCH_EMPTY_TEXTS: Readonly<Record<TSearchSection, string>> = {
  news: 'No news found.',
  resources: 'No resources found.',
  events: 'No events found.',
  posts: 'No posts found.',
  communities: 'No communities found.',
  meetings: 'No meetings found.',
};

/** Headings and panel texts of 002 §2. */
export const SEARCH_TEXTS = {
  resultsFor: (keyword: string) => `Results for ${keyword}`,
  resultsForTag: (label: string) => `Results for ${label} tag`,
  noResults: 'No results',
  tagsMatching: 'Tags matching',
  seeAllTags: 'See all tags',
  showLessTags: 'Show less tags',
  didYouMean: 'Did you mean',
  pager: (from: number, to: number, total: number) => `${from} - ${to} of ${total} items`,
} as const;
