/**
 * Global search queries (issues 16, 37): counts of every section in one statement (exact up to a cap, then
 * PostgreSQL's estimate), one section's ranked page, the header box's best 2 titles per section with their
 * counts in one statement, tags by label, and the spelling vocabulary. Raw SQL
 * through `executeRaw` (docs/tenancy.md): every table is read through `tenantTable`, so each query holds the
 * tenant condition itself. Ranking is `ts_rank_cd` over the weighted `search_vector` (title A, summary B,
 * body C), then newest; snippets are `ts_headline` with control-character markers the presenter turns into
 * `<mark>` after escaping.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMITS, type TSearchSection } from '@portal/contracts';
import {
  executeRaw,
  executeTemplate,
  placeholderFor,
  sqlTemplate,
  TENANT_PLACEHOLDER,
  type SqlTemplate,
  type TenantScope,
} from '../../db/tenant-scope';
import { TenantScopeError } from '../../db/tenant-db';
import { symbolicMatch, type Match } from './search.query';
import { sectionSql, type Searcher, type SectionSql } from './search.sections';
import { tagsSql, type TagQuery } from './search.tags';
import {
  constant,
  EACH_CALL,
  opaque,
  opaqueFilter,
  walkLimit,
  type Field,
  type Shape,
  type Shapes,
} from './search.plans';

/** What to find: the words (null: none) and/or a tag (lower-cased label). */
export interface Criteria {
  match: Match | null;
  tag: string | null;
}

/** One result row before presenting. `extra` holds the section's own fields. */
export interface ResultRow {
  section: TSearchSection;
  id: string;
  title: string;
  rank: number;
  date: string | Date;
  /** Place in the section's order (1 = first; a bigint may arrive as a string). */
  ord: number | string;
  extra: Record<string, unknown>;
  title_hl: string;
  snippet_hl: string;
}

/** Start and stop markers of `ts_headline` (control characters; the presenter maps them to `<mark>`). */
export const MARK_START = '\u0002';
export const MARK_STOP = '\u0003';
const HEADLINE_TITLE = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_STOP}`;
const HEADLINE_BODY = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** Rows of `def` matching the criteria (visibility included), as a WHERE condition. */
function where(def: SectionSql, criteria: Criteria, field: Field = 'search_vector'): SQL {
  return sql.join(
    [
      def.visible,
      criteria.match ? sql`x.${sql.raw(field)} @@ ${criteria.match.tsquery}` : undefined,
      criteria.tag ? def.tagged(criteria.tag) : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/**
 * The rows of `def` matching the criteria, as FROM (alias `x`) and WHERE, for `shape` ({@link Shape}; none: the
 * words as SQL the planner sees, for a statement planned on every call).
 */
function matching(
  def: SectionSql,
  criteria: Criteria,
  field: Field,
  shape: Shape | undefined,
): { from: SQL; where: SQL } {
  if (!shape || !criteria.match || criteria.tag)
    return { from: def.from, where: where(def, criteria, field) };
  // Matching only: ranks and headlines take the match's `tsquery` ({@link tsqueryOf}).
  const q = opaqueFilter(criteria.match);
  const column = sql.raw(`x.${field}`);
  switch (shape) {
    case 'walk':
      return { from: def.from, where: sql`${def.visible} and ts_match_vq(${column}, ${q})` };
    case 'gin':
      // The words twice: a generic plan takes `@@` of an unknown query as 0.5 % of the rows, and an unknown
      // tenant as a quarter of them, and so combined the GIN index with a tenant btree (reading every index
      // entry of the tenant: 1–20 ms on the large data). Twice, the words are estimated at a few rows, which
      // no second index can improve on; the GIN index answers both in one scan.
      return {
        from: sql`(select x.* from ${def.from} where ${column} @@ ${q} and ${column} @@ ${q} offset 0) x`,
        where: def.visible,
      };
    case 'plain':
      return { from: def.from, where: sql`${def.visible} and ${column} @@ ${q}` };
  }
}

/** The tsquery for ranking and headlines: {@link opaque} in a shaped statement. */
const tsqueryOf = (criteria: Criteria, shaped: boolean): SQL | undefined =>
  criteria.match ? (shaped ? opaque(criteria.match) : criteria.match.tsquery) : undefined;

const rankOf = (q: SQL | undefined, field: Field = 'search_vector') =>
  q ? sql`ts_rank_cd(x.${sql.raw(field)}, ${q})` : sql`0::real`;

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

/** The column of a section's count in {@link countColumns}. */
const countName = (section: TSearchSection) => `count_${section}`;

/**
 * One column per section of `sections`, `count_<section>`: its matches counted up to the cap + 1, each read in
 * its shape (a common word would otherwise visit every match; docs/api-search.md "Large results"); a section
 * above the cap takes its estimate from {@link planSections} or {@link estimateCounts}.
 */
function countColumns(
  s: Searcher,
  sections: TSearchSection[],
  criteria: Criteria,
  shapes: Shapes | undefined,
): SQL[] {
  return sections.map((section) => {
    const def = sectionSql(section, s);
    const shape = shapes?.get(section);
    const m = matching(def, criteria, 'search_vector', shape);
    // A walk in newest-first order, so it follows the tenant's covering index and stops early.
    const order = shape === 'walk' ? sql` order by ${def.date} desc, x.id desc` : sql``;
    const limit =
      shape === 'walk' ? walkLimit(SEARCH_LIMITS.countCap + 1) : constant(SEARCH_LIMITS.countCap + 1);
    return sql`(select count(*)::int from (select 1 from ${m.from} where ${m.where}${order} limit ${limit}) c) as ${sql.raw(countName(section))}`;
  });
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
 * A section's order (docs/api-search.md "Ranking"): best rank first, then newest. Events (issue 40): upcoming
 * and running ones (`end_utc` not passed) before past ones; upcoming by rank then soonest, past by rank then
 * most recent. `r` has the columns of {@link best}'s inner select.
 */
const ORDER = sql.raw(
  'r.upcoming desc, r.rank desc, case when r.upcoming then r.date end asc, r.date desc, r.key desc',
);

/**
 * A section's `candidates` newest matches of `field` (columns `id`, the field, `date`, `upcoming`), newest
 * first, read in `shape`: the walk that stops at the candidates.
 */
function newest(
  section: TSearchSection,
  s: Searcher,
  criteria: Criteria,
  field: Field,
  candidates: number,
  shape: Shape | undefined,
): SQL {
  const def = sectionSql(section, s);
  const upcoming = def.upcoming ?? sql`false`;
  const m = matching(def, criteria, field, shape);
  return sql`select x.id, x.${sql.raw(field)}, ${def.date} as date, ${upcoming} as upcoming
        from ${m.from} where ${m.where}
        order by date desc, x.id desc limit ${shape === 'walk' ? walkLimit(candidates) : constant(candidates)}`;
}

/**
 * Rows of {@link newest} (`source`, alias `x`) ranked (id, rank, date, `ord`: the row's place in the section's
 * order, `found`: how many rows `source` had), as a subquery with the section's name.
 */
function rankedFrom(
  section: TSearchSection,
  criteria: Criteria,
  field: Field,
  shaped: boolean,
  source: SQL,
): SQL {
  return sql`select r.*, row_number() over (order by ${ORDER}) as ord, count(*) over () as found from (
      select ${section}::text as section, x.id as key, x.id::text as id, ${rankOf(tsqueryOf(criteria, shaped), field)} as rank,
        x.date, x.upcoming
      from (${source}) x
    ) r`;
}

/**
 * A section's `candidates` newest matches of `field` ranked ({@link rankedFrom}), read in `shape`. A common
 * word never ranks (or reads) every match: the walk stops at the candidates.
 */
function ranked(
  section: TSearchSection,
  s: Searcher,
  criteria: Criteria,
  field: Field,
  candidates: number,
  shape: Shape | undefined,
): SQL {
  return rankedFrom(
    section,
    criteria,
    field,
    !!shape,
    newest(section, s, criteria, field, candidates, shape),
  );
}

/**
 * One section's best rows of the results page (docs/api-search.md "Large results"): ranked among the section's
 * `countCap` newest matches (all of them for a word rarer than that).
 */
function best(
  section: TSearchSection,
  s: Searcher,
  criteria: Criteria,
  limit: number,
  offset: number,
  shape: Shape | undefined,
): SQL {
  return sql`${ranked(section, s, criteria, 'search_vector', SEARCH_LIMITS.countCap, shape)}
    order by ${ORDER} limit ${limit} offset ${offset}`;
}

/** The best rows joined back for their columns and headlines (only the page's rows are read in full). */
function present(
  section: TSearchSection,
  s: Searcher,
  criteria: Criteria,
  ranked: SQL,
  shaped: boolean,
): SQL {
  const def = sectionSql(section, s);
  const q = tsqueryOf(criteria, shaped);
  const titleHl = q
    ? sql`ts_headline('english'::regconfig, ${def.title}, ${q}, ${HEADLINE_TITLE})`
    : def.title;
  const snippetHl = q
    ? sql`ts_headline('english'::regconfig, left(${def.body}, 4000), ${q}, ${HEADLINE_BODY})`
    : sql`left(btrim(regexp_replace(${def.body}, '\\s+', ' ', 'g')), 200)`;
  return sql`select p.section, p.id, p.rank, p.date, p.ord, p.found, ${def.title} as title,
      ${def.extra} as extra, ${titleHl} as title_hl, ${snippetHl} as snippet_hl
    from (${ranked}) p, ${def.from} ${def.join ?? sql``} where x.id = p.key`;
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

/** The results page's one statement ({@link findCountsAndPage}), built for `s` and `criteria`. */
export function countsAndPageStatement(
  s: Searcher,
  sections: TSearchSection[],
  criteria: Criteria,
  page: { section: TSearchSection; limit: number; offset: number } | null,
  shapes: Shapes | undefined,
): SQL {
  if (!page || !sections.includes(page.section))
    return sql`select ${sql.join(countColumns(s, sections, criteria, shapes), sql`, `)}`;
  // The page's section is read once (issue 37 point 3: the count and the page walked the same newest matches):
  // its `countCap + 1` newest matches, counted, and the newest `countCap` of them ranked for the page.
  const shape = shapes?.get(page.section);
  const cap = SEARCH_LIMITS.countCap;
  const columns = sections.map((section) =>
    section === page.section
      ? sql`(select count(*)::int from page_candidates) as ${sql.raw(countName(section))}`
      : countColumns(s, [section], criteria, shapes)[0]!,
  );
  const candidates = newest(page.section, s, criteria, 'search_vector', cap + 1, shape);
  const pageRanked = sql`${rankedFrom(
    page.section,
    criteria,
    'search_vector',
    !!shape,
    sql`select * from page_candidates c order by c.date desc, c.id desc limit ${constant(cap)}`,
  )}
    order by ${ORDER} limit ${page.limit} offset ${page.offset}`;
  // The counts' one row, joined to the page's rows (none: the one row, page columns null).
  return sql`with page_candidates as materialized (${candidates})
    select c.*, p.* from (select ${sql.join(columns, sql`, `)}) c
      left join (${present(page.section, s, criteria, pageRanked, !!shape)}) p on true order by p.ord`;
}

/** Placeholder names of the searcher's values in a statement template ({@link symbolicSearcher}). */
const USER = 'searcherUserId';
const CONTENT_USER = 'contentUserId';
const ACTIVE_KEY = 'contentActiveKey';

/**
 * `s` with its values as placeholders (the tenant: {@link TENANT_PLACEHOLDER}): the SQL text of a statement
 * built for it is the same for every searcher with `s`'s flags (`isCommunityAdmin`, `content.bypass`), which
 * {@link templateKey} names.
 */
function symbolicSearcher(s: Searcher): Searcher {
  const tenantId = placeholderFor<string>(TENANT_PLACEHOLDER);
  return {
    tenantId,
    userId: placeholderFor<string>(USER),
    isCommunityAdmin: s.isCommunityAdmin,
    content: {
      tenantId,
      userId: placeholderFor<string>(CONTENT_USER),
      activeKey: placeholderFor<string>(ACTIVE_KEY),
      bypass: s.content.bypass,
    },
  };
}

/**
 * The values of {@link symbolicSearcher}'s placeholders for `s`.
 * @throws TenantScopeError when `s` is of another tenant than the scope (a template's tenant is the scope's).
 */
function searcherValues(scope: TenantScope, s: Searcher): Record<string, unknown> {
  if (s.tenantId !== scope.tenantId || s.content.tenantId !== scope.tenantId)
    throw new TenantScopeError("a searcher of another tenant than the scope's");
  return { [USER]: s.userId, [CONTENT_USER]: s.content.userId, [ACTIVE_KEY]: s.content.activeKey };
}

/**
 * The key of a search statement's template (db/tenant-scope.ts `sqlTemplate`, issue 37 point 3): everything its
 * text depends on besides the placeholders' values — the statement, the searcher's flags, the sections and
 * each one's shape, the match's form and `more` (the statement's own constants and flags).
 */
function templateKey(
  statement: string,
  s: Searcher,
  sections: TSearchSection[],
  shapes: Shapes,
  match: Match,
  more: unknown,
): string {
  return JSON.stringify([
    statement,
    s.isCommunityAdmin,
    s.content.bypass,
    sections.map((section) => [section, shapes.get(section) ?? null]),
    match.form,
    more,
  ]);
}

/** Placeholder names of a page's window in the results page's template. */
const PAGE_LIMIT = 'pageLimit';
const PAGE_OFFSET = 'pageOffset';

/** A statement template and the values of one call ({@link countsAndPageTemplate}, {@link suggestionsTemplate}). */
export interface TemplateCall {
  template: SqlTemplate;
  values: Record<string, unknown>;
}

/**
 * {@link countsAndPageStatement} as a template (built once per {@link templateKey}) and this call's values: for a
 * words-only search read in `shapes`; null for a tag search (planned for its criteria on every call).
 * @throws TenantScopeError when `s` is of another tenant than the scope.
 */
export function countsAndPageTemplate(
  scope: TenantScope,
  s: Searcher,
  sections: TSearchSection[],
  criteria: Criteria,
  page: { section: TSearchSection; limit: number; offset: number } | null,
  shapes: Shapes,
): TemplateCall | null {
  const match = criteria.match;
  if (!match || criteria.tag) return null;
  const key = templateKey('counts-page', s, sections, shapes, match, page?.section ?? null);
  const template = sqlTemplate(key, () =>
    countsAndPageStatement(
      symbolicSearcher(s),
      sections,
      { match: symbolicMatch(match.form), tag: null },
      page && {
        section: page.section,
        limit: placeholderFor<number>(PAGE_LIMIT),
        offset: placeholderFor<number>(PAGE_OFFSET),
      },
      shapes,
    ),
  );
  return {
    template,
    values: {
      ...searcherValues(scope, s),
      ...match.values,
      [PAGE_LIMIT]: page?.limit,
      [PAGE_OFFSET]: page?.offset,
    },
  };
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

/** The header box's one statement ({@link findSuggestions}), built for `s` and `match`. */
export function suggestionsStatement(
  s: Searcher,
  sections: TSearchSection[],
  match: Match,
  perSection: number,
  shapes: Shapes | undefined,
  tags: TagQuery | undefined,
): SQL {
  const criteria = { match, tag: null };
  const parts = sections.map((section) => {
    const shape = shapes?.get(section);
    const candidates = ranked(
      section,
      s,
      criteria,
      'title_vector',
      SEARCH_LIMITS.suggestCandidates + 1,
      shape,
    );
    const top = sql`select * from (${candidates}) t where t.ord <= ${constant(perSection)}`;
    return sql`(${present(section, s, criteria, top, !!shapes)})`;
  });
  const union = sql.join(parts, sql` union all `);
  const labels = tags ? tagsSql(s, tags) : null;
  // The tags (issue 37 point 3: were a statement of their own) as one json column beside the suggestions:
  // the tags' one row joined to the suggestions (none: that row, suggestion columns null).
  return labels
    ? sql`select t.tags, u.* from (select coalesce(json_agg(json_build_object('id', g.id, 'label', g.label)
          order by g.id), '[]'::json) as tags from (${labels}) g) t
        left join (${union}) u on true`
    : union;
}

/** Placeholder names of the tag query in the header box's template. */
const TAG_PATTERN = 'tagPattern';
const TAG_LIMIT = 'tagLimit';

const templateArgs = (call: TemplateCall) => [call.template, call.values] as const;

/**
 * {@link suggestionsStatement} as a template (built once per {@link templateKey}) and this call's values.
 * @throws TenantScopeError when `s` is of another tenant than the scope.
 */
export function suggestionsTemplate(
  scope: TenantScope,
  s: Searcher,
  sections: TSearchSection[],
  match: Match,
  perSection: number,
  shapes: Shapes,
  tags: TagQuery | undefined,
): TemplateCall {
  const key = templateKey('suggest', s, sections, shapes, match, [perSection, tags?.kinds ?? null]);
  const template = sqlTemplate(key, () =>
    suggestionsStatement(
      symbolicSearcher(s),
      sections,
      symbolicMatch(match.form),
      perSection,
      shapes,
      tags && {
        kinds: tags.kinds,
        pattern: placeholderFor<string>(TAG_PATTERN),
        limit: placeholderFor<number>(TAG_LIMIT),
      },
    ),
  );
  return {
    template,
    values: {
      ...searcherValues(scope, s),
      ...match.values,
      [TAG_PATTERN]: tags?.pattern,
      [TAG_LIMIT]: tags?.limit,
    },
  };
}

/**
 * The header box (docs/api-search.md "Header box"), in one statement: for each of `sections`, the titles
 * matching (`title_vector`, migration 0019) among the section's `suggestCandidates + 1` newest ones the member
 * may see, ranked; the best `perSection` of them, and their number as the section's count (from the same
 * candidates: `suggestCandidates + 1` means "more"). Each section read in its shape (`shapes`; none: planned
 * for the words on every call). With shapes, the statement's text is built once per template key
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
  type Row = ResultRow & { found: number | string; tags?: { id: string; label: string }[] };
  const { rows: all } = shapes
    ? await executeTemplate<Row>(
        scope,
        ...templateArgs(suggestionsTemplate(scope, s, sections, match, perSection, shapes, tags)),
      )
    : await executeRaw<Row>(
        scope,
        suggestionsStatement(s, sections, match, perSection, shapes, tags),
        EACH_CALL,
      );
  const rows = all.filter((row) => row.section !== null && row.section !== undefined);
  for (const row of rows) counts.set(row.section, Number(row.found));
  // Each section in its own order (the service groups the rows by section).
  rows.sort(
    (a, b) => sections.indexOf(a.section) - sections.indexOf(b.section) || Number(a.ord) - Number(b.ord),
  );
  return { rows, counts, tags: all[0]?.tags ?? [] };
}
