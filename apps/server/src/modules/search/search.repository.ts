/**
 * Global search queries (issues 16, 37): counts of every section in one statement (exact up to a cap, then
 * PostgreSQL's estimate), one section's ranked page, the results page's counts and page in one statement, the
 * header box's best 2 titles per section with their counts and tags in one statement. Raw SQL through
 * `executeRaw` (docs/tenancy.md), or `executeTemplate` for the words-only statements (search.templates.ts); the
 * statements themselves are in search.statements.ts (every table read through `tenantTable`).
 */
import { sql } from 'drizzle-orm';
import type { TSearchSection } from '@portal/contracts';
import { executeRaw, executeTemplate, type TenantScope } from '../../db/tenant-scope';
import { MATCH_TOKEN, type Match } from './search.query';
import { sectionSql, type Searcher } from './search.sections';
import type { TagQuery } from './search.tags';
import { EACH_CALL, withoutPrefixTables, type Shape, type Shapes } from './search.plans';
import {
  best,
  countColumns,
  countName,
  countsAndPageStatement,
  present,
  PREFIX_KEYLESS,
  suggestionsStatement,
  where,
  type Criteria,
  type ResultRow,
} from './search.statements';
import { countsAndPageTemplate, suggestionsTemplate } from './search.templates';

export {
  countsAndPageStatement,
  MARK_START,
  MARK_STOP,
  suggestionsStatement,
  type Criteria,
  type ResultRow,
} from './search.statements';
export { countsAndPageTemplate, suggestionsTemplate, type TemplateCall } from './search.templates';

/** How a statement is planned: per call unless every section has a shape. */
const planOf = (shapes: Shapes | undefined) => (shapes ? {} : EACH_CALL);

/**
 * The counts of `sections` (others 0) for the criteria, in ONE statement, each read in its shape (`shapes`;
 * none: planned for the words on every call).
 * @returns a Map section → count.
 */
export async function countSections(
  scope: TenantScope,
  s: Searcher,
  sections: TSearchSection[],
  criteria: Criteria,
  shapes?: Shapes,
): Promise<Map<TSearchSection, number>> {
  const counts = new Map<TSearchSection, number>();
  if (sections.length === 0) return counts;
  const columns = countColumns(s, sections, criteria, shapes);
  const { rows } = await executeRaw<Record<string, number>>(
    scope,
    sql`select ${sql.join(columns, sql`, `)}`,
    planOf(shapes),
  );
  for (const section of sections) counts.set(section, Number(rows[0]?.[countName(section)] ?? 0));
  return counts;
}

/**
 * PostgreSQL's estimate of the rows matching the criteria in each of `sections` (the planner's row estimate
 * for the section's rows, visibility included: the words' lexeme frequencies of the `search_vector` statistics
 * times the visibility conditions' selectivities) — what large search engines show as "about 21,000", for a
 * section whose exact count passed `countCap` (docs/api-search.md "Large results"). One `EXPLAIN` (planning
 * only, nothing is read) per section, in parallel. For a tag search and the small sections; a words-only
 * search of a big section has its estimate from {@link planSections}.
 * @returns a Map section → estimated rows (≥ 0, rounded down).
 */
export async function estimateCounts(
  scope: TenantScope,
  s: Searcher,
  sections: TSearchSection[],
  criteria: Criteria,
): Promise<Map<TSearchSection, number>> {
  const estimates = await Promise.all(
    sections.map(async (section) => {
      const def = sectionSql(section, s);
      const { rows } = await executeRaw<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        scope,
        sql`explain (format json) select 1 from ${def.from} where ${where(def, criteria)}`,
        EACH_CALL,
      );
      const plan = rows[0]?.['QUERY PLAN'];
      // node-postgres parses the json column; PGlite may hand it over as text.
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as typeof plan | undefined;
      return [section, Math.floor(Number(parsed?.[0]?.Plan['Plan Rows'] ?? 0))] as const;
    }),
  );
  return new Map(estimates);
}

/**
 * A page of one section in its order: best first (tag only: newest first; events: upcoming first), read in
 * `shape` (none: planned for the words on every call).
 */
export async function findPage(
  scope: TenantScope,
  s: Searcher,
  section: TSearchSection,
  criteria: Criteria,
  paging: { limit: number; offset: number },
  shape?: Shape,
): Promise<ResultRow[]> {
  const ranked = best(section, s, criteria, paging.limit, paging.offset, shape);
  const { rows } = await executeRaw<ResultRow>(
    scope,
    sql`${present(section, s, criteria, ranked, !!shape)} order by ord`,
    shape ? {} : EACH_CALL,
  );
  return rows;
}

/**
 * The results page's database part in ONE statement (issue 37 point 3: was two, counts then page): the counts
 * of `sections` as {@link countSections} answers them, and when `section` is given (one of `sections`) its page
 * as {@link findPage} answers it — the page needs no count (a page past the section's matches is empty, as
 * `totalItems` would have said). Each section read in its shape (`shapes`; none: planned on every call). With
 * shapes and no tag, the statement's text is built once per template key (`sqlTemplate`), the words, the
 * member and the window its parameters.
 * @returns the counts (a Map section → count) and the page's rows in order.
 */
export async function findCountsAndPage(
  scope: TenantScope,
  s: Searcher,
  sections: TSearchSection[],
  criteria: Criteria,
  page: { section: TSearchSection; limit: number; offset: number } | null,
  shapes?: Shapes,
): Promise<{ counts: Map<TSearchSection, number>; rows: ResultRow[] }> {
  const counts = new Map<TSearchSection, number>();
  if (sections.length === 0) return { counts, rows: [] };
  type Row = ResultRow & Record<string, number>;
  const call = shapes ? countsAndPageTemplate(scope, s, sections, criteria, page, shapes) : null;
  const { rows } = call
    ? await executeTemplate<Row>(scope, call.template, call.values)
    : await executeRaw<Row>(
        scope,
        countsAndPageStatement(s, sections, criteria, page, shapes),
        planOf(shapes),
      );
  for (const section of sections) counts.set(section, Number(rows[0]?.[countName(section)] ?? 0));
  return {
    counts,
    rows: page ? rows.filter((row) => row.id !== null && row.id !== undefined) : [],
  };
}

/**
 * Prefix tokens (`Match.values[MATCH_TOKEN]`, e.g. `hoping:*`) whose stemmings share no 4-letter prefix-table key
 * (search.statements.ts `PREFIX_KEYLESS`), oldest first: a fact of the words and the text-search configuration,
 * not of any answer, so the next keystroke of such a prefix (any member, any tenant) walks at once instead of
 * asking twice. At most {@link KEYLESS_TOKENS_MAX}.
 */
const keylessTokens = new Set<string>();

/** At most this many keyless prefix tokens are remembered (the oldest goes first). */
export const KEYLESS_TOKENS_MAX = 2_000;

/** Whether `token` is remembered as keyless (tests). */
export const isKnownKeyless = (token: string): boolean => keylessTokens.has(token);

/** Forgets every remembered keyless token (tests). */
export function forgetKeylessTokens(): void {
  keylessTokens.clear();
}

function rememberKeyless(token: string | undefined): void {
  if (token === undefined) return;
  keylessTokens.add(token);
  if (keylessTokens.size > KEYLESS_TOKENS_MAX) keylessTokens.delete(keylessTokens.values().next().value!);
}

/**
 * The header box (docs/api-search.md "Header box"), in one statement: for each of `sections`, the titles
 * matching (`title_vector`, migration 0019) among the section's `suggestCandidates + 1` newest ones the member
 * may see, ranked; the best `perSection` of them, and their number as the section's count (from the same
 * candidates: `suggestCandidates + 1` means "more"). Each section read in its shape (`shapes`; none: planned
 * for the words on every call); a prefix with no prefix-table key ('hoping') is read with the walks instead
 * of its `prefix` shapes — asked again when the statement says so (`PREFIX_KEYLESS`), at once when known. With shapes, the statement's text is built once per template key
 * (`sqlTemplate`), the words, the member and the tag pattern its parameters.
 * @returns the rows grouped by section in `sections` order, each in its section's order (events: upcoming
 * first), and the counts (sections without a match count 0).
 */
export async function findSuggestions(
  scope: TenantScope,
  s: Searcher,
  sections: TSearchSection[],
  match: Match,
  perSection: number,
  shapes?: Shapes,
  tags?: TagQuery,
): Promise<{
  rows: ResultRow[];
  counts: Map<TSearchSection, number>;
  tags: { id: string; label: string }[];
}> {
  const counts = new Map<TSearchSection, number>(sections.map((section) => [section, 0]));
  if (sections.length === 0) return { rows: [], counts, tags: [] };
  type Row = ResultRow & {
    found: number | string;
    tags?: { id: string; label: string }[];
    [PREFIX_KEYLESS]?: boolean;
  };
  const run = async (shaped: Shapes | undefined) => {
    const call = shaped ? suggestionsTemplate(scope, s, sections, match, perSection, shaped, tags) : null;
    const { rows } = call
      ? await executeTemplate<Row>(scope, call.template, call.values)
      : await executeRaw<Row>(
          scope,
          suggestionsStatement(s, sections, match, perSection, shaped, tags),
          EACH_CALL,
        );
    return rows;
  };
  // A prefix known to have no prefix-table key is walked at once; found so, it is asked again with the walks.
  const token = match.values[MATCH_TOKEN];
  const known = shapes && token !== undefined && keylessTokens.has(token);
  let all = await run(known ? withoutPrefixTables(shapes) : shapes);
  if (shapes && all[0]?.[PREFIX_KEYLESS] === true) {
    rememberKeyless(token);
    all = await run(withoutPrefixTables(shapes));
  }
  const rows = all.filter((row) => row.section !== null && row.section !== undefined);
  for (const row of rows) counts.set(row.section, Number(row.found));
  // Each section in its own order (the service groups the rows by section).
  rows.sort(
    (a, b) => sections.indexOf(a.section) - sections.indexOf(b.section) || Number(a.ord) - Number(b.ord),
  );
  return { rows, counts, tags: all[0]?.tags ?? [] };
}
