/**
 * The global search's statements as SQL (issues 16, 37; docs/api-search.md): the rows matching, the counts, the
 * newest candidates ranked, the presented rows with their headlines, the results page's and the header box's one
 * statement. Built for a searcher and criteria — values, or placeholders for a template (search.templates.ts).
 * Every table is read through `tenantTable`, so each statement holds the tenant condition itself. Ranking is
 * `ts_rank_cd` over the weighted `search_vector` (title A, summary B, body C), then newest; snippets are
 * `ts_headline` with control-character markers the presenter turns into `<mark>` after escaping.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMITS, type TSearchSection } from '@portal/contracts';
import type { Match } from './search.query';
import { sectionSql, type Searcher, type SectionSql } from './search.sections';
import { tagsSql, type TagQuery } from './search.tags';
import {
  constant,
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
  /**
   * A shaped statement's one computation of the match's `filter` (the header box: {@link MATCH_FILTER}), read
   * where {@link opaqueFilter} would compute it again; absent: each use computes it (an InitPlan each).
   */
  filterRef?: SQL;
}

/**
 * The header box's statement computes the match's `filter` once, in this CTE (column `q`), and every section's
 * matching, ranks and title headlines read it (issue 37, 6 Dec, stop 59): it was ~19 InitPlans of 3
 * `to_tsquery` calls each and 5 parameters each (the statement's 211 parameters → 101).
 */
const MATCH_FILTER = sql`(select mq.q from match_filter mq)`;

/** The match's `filter` as an InitPlan: the statement's one computation ({@link Criteria.filterRef}) if any. */
const filterOf = (criteria: Criteria & { match: Match }): SQL =>
  criteria.filterRef ?? opaqueFilter(criteria.match);

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
export function where(def: SectionSql, criteria: Criteria, field: Field = 'search_vector'): SQL {
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
  // Matching; ranks and title headlines take the same `filter`, body snippets the `tsquery` ({@link tsqueryOf}).
  const q = filterOf({ ...criteria, match: criteria.match });
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
    case 'prefix':
      // The prefix table's range of the prefix's first 4 letters (none when `prefixKey` is null), the whole
      // match rechecked on the included title vector: every row matching it is in the range (`prefixKey`).
      if (!def.prefixFrom || !criteria.match.prefix) throw new Error('no prefix table for this search');
      return {
        from: def.prefixFrom(PREFIX_KEY),
        where: sql`${def.visible} and ts_match_vq(${column}, ${q})`,
      };
  }
}

/**
 * The key of a prefix table's range (migration 0048) for the prefix part `prefix` of a match (`Match.prefix`):
 * the first 4 letters shared by every lexeme of the prefix query (its English and simple stemmings), or null
 * when one is shorter than 4 letters or they start differently ('hoping': 'hope', 'hoping'). A title matching
 * the prefix query has a lexeme starting with one of those lexemes, so with the key it has the key's row; with
 * null, the walks answer instead ({@link PREFIX_KEYLESS}). The lexemes are read from the query's text (each `'…'`; a
 * prefix token is letters and digits only, search.query.ts, so it holds no quote). Computed once per statement
 * (`prefix_key`, {@link suggestionsStatement}); each section reads it as {@link PREFIX_KEY}.
 */
export const prefixKey = (prefix: SQL): SQL =>
  sql`select case when count(*) > 0 and bool_and(length(m[1]) >= 4) and min(left(m[1], 4)) = max(left(m[1], 4))
      then min(left(m[1], 4)) end as key from regexp_matches((${prefix})::text, '''([^'']*)''', 'g') m`;

/** {@link prefixKey} as an InitPlan of a section: the statement's `prefix_key` CTE read. */
const PREFIX_KEY = sql`(select k.key from prefix_key k)`;

/**
 * The column of the header box's statement that is true when its sections of shape `prefix` had no key
 * ({@link prefixKey} null, so they read nothing): its answer is not the walk's, and the statement is run again
 * with those sections walked ({@link withoutPrefixTables}, search.repository.ts `findSuggestions`).
 */
export const PREFIX_KEYLESS = 'prefix_keyless';

/**
 * The tsquery for ranks and title headlines: in a shaped statement {@link opaqueFilter} — the match's `filter`,
 * where a prefix whose two stemmings agree is stated once (`'therap':*`, not `'therap':* | 'therap':*`). The
 * same ranks and title headlines (`ts_rank_cd` skips a query operand equal to one already found; a title
 * headline marks every match): tested equal to the statement planned per call, which keeps the match's
 * `tsquery` (search.shapes.test.ts), at about half the cost per row (issue 37, 6 Dec: the header box ranks
 * ~400 candidates for a common prefix). Body snippets keep {@link snippetQueryOf}.
 */
const tsqueryOf = (criteria: Criteria, shaped: boolean): SQL | undefined =>
  criteria.match
    ? shaped
      ? filterOf({ ...criteria, match: criteria.match })
      : criteria.match.tsquery
    : undefined;

/**
 * The tsquery for body snippets: {@link opaque} in a shaped statement, the match's `tsquery` as written. Not
 * the `filter`: a fragment headline (`MaxFragments`) picks and cuts its fragments differently when the prefix
 * is stated once (a few words more or fewer at a fragment's end, measured on the large bench data).
 */
const snippetQueryOf = (criteria: Criteria, shaped: boolean): SQL | undefined =>
  criteria.match ? (shaped ? opaque(criteria.match) : criteria.match.tsquery) : undefined;

const rankOf = (q: SQL | undefined, field: Field = 'search_vector') =>
  q ? sql`ts_rank_cd(x.${sql.raw(field)}, ${q})` : sql`0::real`;

/** The column of a section's count in {@link countColumns}. */
export const countName = (section: TSearchSection) => `count_${section}`;

/**
 * One column per section of `sections`, `count_<section>`: its matches counted up to the cap + 1, each read in
 * its shape (a common word would otherwise visit every match; docs/api-search.md "Large results"); a section
 * above the cap takes its estimate from {@link planSections} or {@link estimateCounts}.
 */
export function countColumns(
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
  const walked = shape === 'walk' || shape === 'prefix';
  const read = sql`select x.id, x.${sql.raw(field)}, ${def.date} as date, ${upcoming} as upcoming
        from ${m.from} where ${m.where}
        order by date desc, x.id desc limit ${walked ? walkLimit(candidates) : constant(candidates)}`;
  // Shape `prefix` reads the prefix table only: with no key (the prefix's stemmings do not share 4 first
  // letters) it finds nothing, the statement says so (`PREFIX_KEYLESS`) and the header box asks again with
  // the walks (search.repository.ts `findSuggestions`). The walk was a branch of every section behind a
  // one-time filter: never run, but ~9 plan nodes each that every execution set up (issue 37, 6 Dec, stop 59).
  return read;
}

/**
 * Rows of {@link newest} (`source`, alias `x`) ranked (id, rank, date, `ord`: the row's place in the section's
 * order, `found`: how many rows `source` had), as a subquery with the section's name. Both from ONE window (issue
 * 37, 6 Dec, stop 59): `row_number()` ignores the frame and `count(*)` over the whole partition's frame is the
 * number of rows, so PostgreSQL runs one WindowAgg per section instead of two (`count(*) over ()` was a second
 * window with its own executor state, ~0.2 ms of the header box's ~1.5 ms for its 6 sections); the same values.
 */
function rankedFrom(
  section: TSearchSection,
  criteria: Criteria,
  field: Field,
  shaped: boolean,
  source: SQL,
): SQL {
  return sql`select r.*, row_number() over w as ord, count(*) over w as found from (
      select ${section}::text as section, x.id as key, x.id::text as id, ${rankOf(tsqueryOf(criteria, shaped), field)} as rank,
        x.date, x.upcoming
      from (${source}) x
    ) r window w as (order by ${ORDER} rows between unbounded preceding and unbounded following)`;
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
export function best(
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

/**
 * The best rows joined back for their columns and headlines (only the page's rows are read in full).
 * `snippets` false: no body snippet (`snippet_hl` ''), for the header box, which shows titles only (spec 000 §2
 * "Global search box", 002 §2: 2 results per section; issue 37, 6 Dec, stop 57: the 11 body headlines were
 * ~0.6 ms of its ~4 ms of PostgreSQL per keystroke).
 */
export function present(
  section: TSearchSection,
  s: Searcher,
  criteria: Criteria,
  ranked: SQL,
  shaped: boolean,
  snippets = true,
): SQL {
  const def = sectionSql(section, s);
  const q = tsqueryOf(criteria, shaped);
  const snippetQ = snippetQueryOf(criteria, shaped);
  const titleHl = q
    ? sql`ts_headline('english'::regconfig, ${def.title}, ${q}, ${HEADLINE_TITLE})`
    : def.title;
  const snippetHl = !snippets
    ? sql`''::text`
    : snippetQ
      ? sql`ts_headline('english'::regconfig, left(${def.body}, 4000), ${snippetQ}, ${HEADLINE_BODY})`
      : sql`left(btrim(regexp_replace(${def.body}, '\\s+', ' ', 'g')), 200)`;
  return sql`select p.section, p.id, p.rank, p.date, p.ord, p.found, ${def.title} as title,
      ${def.extra} as extra, ${titleHl} as title_hl, ${snippetHl} as snippet_hl
    from (${ranked}) p, ${def.from} ${def.join ?? sql``} where x.id = p.key`;
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

/** The header box's one statement ({@link findSuggestions}), built for `s` and `match`. */
export function suggestionsStatement(
  s: Searcher,
  sections: TSearchSection[],
  match: Match,
  perSection: number,
  shapes: Shapes | undefined,
  tags: TagQuery | undefined,
): SQL {
  // Shaped: the match's filter computed once (`match_filter`), read by every section.
  const criteria: Criteria = { match, tag: null, ...(shapes ? { filterRef: MATCH_FILTER } : {}) };
  const hasPrefix = !!match.prefix && [...(shapes?.values() ?? [])].includes('prefix');
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
    // Titles only: the header box shows no body snippet (snippetHtml '').
    return sql`(${present(section, s, criteria, top, !!shapes, false)})`;
  });
  const union = sql.join(parts, sql` union all `);
  const labels = tags ? tagsSql(s, tags) : null;
  // The match's filter, and the prefix tables' key for the sections read from them (`prefix` shape), each
  // computed once; a prefix alone is the whole filter (search.query.ts), so its key is read from the filter.
  const ctes = [
    shapes ? sql`match_filter as materialized (select ${match.filter} as q)` : undefined,
    hasPrefix
      ? sql`prefix_key as materialized (${prefixKey(match.prefix && match.form !== 'prefix' ? match.prefix : MATCH_FILTER)})`
      : undefined,
  ].filter((cte): cte is SQL => cte !== undefined);
  const withKey = ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
  // The tags (issue 37 point 3: were a statement of their own) as one json column beside the suggestions:
  // the tags' one row joined to the suggestions (none: that row, suggestion columns null).
  // With prefix tables, the key's absence as a column of that one row (PREFIX_KEYLESS).
  const keyless = hasPrefix ? sql`, (${PREFIX_KEY}) is null as ${sql.raw(PREFIX_KEYLESS)}` : sql``;
  if (labels)
    return sql`${withKey}select t.tags${keyless}, u.* from (select coalesce(json_agg(json_build_object('id', g.id, 'label', g.label)
          order by g.id), '[]'::json) as tags from (${labels}) g) t
        left join (${union}) u on true`;
  return hasPrefix
    ? sql`${withKey}select true as one${keyless}, u.* from (select 1) t left join (${union}) u on true`
    : sql`${withKey}${union}`;
}
