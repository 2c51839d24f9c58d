/**
 * The bounded `meta.filter_count` of the members' content lists (issue 37 point 4). No zod here: the web's
 * news and resources pages import it without the content schemas.
 */

/**
 * The members' list `GET /api/content/items/{collection}` counts `meta.filter_count` exactly up to
 * {@link contentCountBound} and answers that bound + 1 when more items match ("more than bound"; issue 37
 * point 4: counting every one of 47,000 visible news was most of the list's database time, docs/benchmarks.md).
 */
export const CONTENT_EXACT_COUNT_UP_TO = 1000;

/**
 * How far the members' list counts `meta.filter_count` for the page at `offset` (items skipped) of `limit`
 * items: exact up to this bound, `bound + 1` when more match. At least {@link CONTENT_EXACT_COUNT_UP_TO} and
 * always two pages past the page asked for, so an infinite list stopping at `loaded >= filter_count` still
 * loads on. The authoring list (`/api/content/manage`) and `meta.total_count` stay exact.
 */
export function contentCountBound(offset: number, limit: number): number {
  return Math.max(CONTENT_EXACT_COUNT_UP_TO, Math.max(0, offset) + 3 * Math.max(1, limit));
}

/**
 * The count of a members' list as the title shows it (spec 002 §2 "a count in the title"), from page 1's
 * `filter_count` with `limit` items a page: `1,000+` above that page's bound, else the exact count.
 */
export function contentCountLabel(filterCount: number, limit: number): string {
  const bound = contentCountBound(0, limit);
  return filterCount > bound ? `${bound.toLocaleString('en-US')}+` : filterCount.toLocaleString('en-US');
}
