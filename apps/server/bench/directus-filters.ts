/**
 * The filters of `npm run bench:directus` (bench-directus.ts): what the portal applies to a member, as a Directus
 * filter, and the per-request filters that keep either side from reusing a count (issue 37).
 */
/**
 * The Directus filter for what the portal shows `MEMBER` (content.visibility.ts, spec 002 §5): status is the
 * tenant's active key, the publish start is empty or past, and the item has no segment or one of `segmentIds`.
 */
export function memberFilter(activeKey: string, segmentIds: number[]): Record<string, unknown> {
  const noSegment = { segments: { _none: { id: { _nnull: true } } } };
  return {
    _and: [
      { status: { _eq: activeKey } },
      { _or: [{ publish_start_date: { _null: true } }, { publish_start_date: { _lte: '$NOW' } }] },
      segmentIds.length
        ? { _or: [noSegment, { segments: { _some: { segment_id: { _in: segmentIds } } } }] }
        : noSegment,
    ],
  };
}

/**
 * Directus's path for the portal's news list `portalPath` (`/api/content/items/news?…`): `/items/news` with the
 * same fields, sort, limit, page and meta, plus `filter` (the rules the portal applies on the server).
 */
export function directusPath(portalPath: string, filter: Record<string, unknown>): string {
  const url = new URL(portalPath, 'http://portal');
  if (!url.pathname.endsWith('/items/news')) throw new Error(`not a news list: ${portalPath}`);
  if (url.searchParams.has('filter')) throw new Error(`the news list already has a filter: ${portalPath}`);
  url.searchParams.set('filter', JSON.stringify(filter));
  return `/items/news?${url.searchParams.toString()}`;
}

/** How many different filters each side cycles through while timed (more than either answers in a call). */
export const FILTER_VARIANTS = 20_000;

/**
 * The filter of request `n` (1, 2, …): `id` not in `[-n]`, which every item passes, so each request asks a
 * new query with the same answer and no count can come from a cache keyed by the query (the "uncached"
 * scenario of the former `bench:content`, docs/api-content.md).
 */
export const variantFilter = (n: number) => ({ id: { _nin: [-n] } });

/** `path` (a news list without a filter) with `filter` added as its `filter` parameter. */
export function withFilter(path: string, filter: Record<string, unknown>): string {
  const url = new URL(path, 'http://portal');
  if (url.searchParams.has('filter')) throw new Error(`the news list already has a filter: ${path}`);
  url.searchParams.set('filter', JSON.stringify(filter));
  return `${url.pathname}?${url.searchParams.toString()}`;
}
