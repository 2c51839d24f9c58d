/**
 * The `/search` link of a search (spec 002 §2), without zod: the header's search box on every signed-in page
 * needs only this, not the search page's URL schema of `search-params.ts` (issue 37 point 5). Re-exported there.
 */

/** The `section` values a link may carry (spec 002 §2: news, resources, events, communities, tags; + posts). */
export const SECTION_PARAM_VALUES = ['news', 'resources', 'events', 'posts', 'communities', 'tags'] as const;

/** The parts of a search link, each optional (the search page's parsed URL state fits). */
export interface SearchLinkState {
  keyword?: string | undefined;
  tagId?: string | undefined;
  section?: (typeof SECTION_PARAM_VALUES)[number] | undefined;
  /** 1-based. */
  page?: number | undefined;
}

/**
 * The `/search` path of a keyword search or a tag search (a tag search shows everything carrying the tag, so
 * it drops the keyword), with an optional section and page (page 1 left out).
 */
export function searchPath(state: SearchLinkState): string {
  const params = new URLSearchParams();
  if (state.tagId) params.set('tagId', state.tagId);
  else if (state.keyword) params.set('keyword', state.keyword);
  if (state.section) params.set('section', state.section);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
