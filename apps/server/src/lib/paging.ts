/**
 * One way to page a list (STYLE.md "Named query pieces"): every list endpoint of the spec is 1-based
 * (`page` / `pageNumber` / `pageNo`, with a page size), and its SQL needs `limit` and `offset`.
 */

/** `limit` / `offset` of a 1-based page. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * The window of 1-based `page` (values below 1 count as 1) of `pageSize` rows (at least 1).
 * Use as `query.limit(w.limit).offset(w.offset)`, or `.$dynamic()` with {@link withPage}.
 */
export function pageOf(page: number, pageSize: number): PageWindow {
  const size = Math.max(1, Math.trunc(pageSize));
  return { limit: size, offset: (Math.max(1, Math.trunc(page)) - 1) * size };
}

/** Applies {@link pageOf} to a dynamic Drizzle select: `withPage(query.$dynamic(), page, pageSize)`. */
export function withPage<Q extends { limit(n: number): Q; offset(n: number): Q }>(
  query: Q,
  page: number,
  pageSize: number,
): Q {
  const { limit, offset } = pageOf(page, pageSize);
  return query.limit(limit).offset(offset);
}

/** A select that can still take `limit` and `offset` (ordered, so pages are stable). */
export interface PageableQuery<Row> {
  limit(n: number): { offset(n: number): PromiseLike<Row[]> };
}

/**
 * One page of a list and the total of the same filter, both queries in parallel (STYLE.md "Named query
 * pieces"): `pageAndTotal(scope.db.select(…).from(t).where(w).orderBy(…), scope.db.$count(t, w), page, size)`.
 * `rows` must end its order with a unique column so pages neither repeat nor skip rows.
 */
export async function pageAndTotal<Row>(
  rows: PageableQuery<Row>,
  total: PromiseLike<number>,
  page: number,
  pageSize: number,
): Promise<{ rows: Row[]; total: number }> {
  const { limit, offset } = pageOf(page, pageSize);
  const [list, count] = await Promise.all([rows.limit(limit).offset(offset), total]);
  return { rows: list, total: Number(count) };
}

/**
 * The smallest power of two, at least 16, that is ≥ `reach` (a page's offset + limit): the literal row cap of a
 * paged statement's inner scan (content/query.ts `pagedSelectSql`, posts' `feedShape`), written into the SQL so
 * that PostgreSQL's generic plan does not guess a parameter's LIMIT (issue 37). Powers of two keep the number of
 * statement texts per request shape to a few dozen (each text takes one of a connection's prepared-statement
 * slots, db/statement-cache.ts).
 */
export function pageReach(reach: number): number {
  let cap = 16;
  while (cap < reach) cap *= 2;
  return cap;
}
