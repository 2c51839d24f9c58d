/**
 * Plan shapes of the global search (issue 37 point 3; docs/api-search.md "Plans"): how a words-only search's
 * statements are written so that PostgreSQL keeps one generic plan per text, and the choice, per section,
 * between a newest-first walk and the GIN index from PostgreSQL's row estimates (one planning-only statement).
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMITS, type TSearchSection } from '@portal/contracts';
import { executeRaw, type TenantScope } from '../../db/tenant-scope';
import { MATCH_TOKEN, type Match } from './search.query';
import { sectionSql, WALKABLE_SECTIONS, type Searcher } from './search.sections';

/**
 * A statement whose plan depends on the words (a tag search; 'Did you mean'; the estimates): planned for its
 * words on every call — a generic plan of the plain text read thousands of rows for a common word
 * (docs/benchmarks.md "29 Nov").
 */
export const EACH_CALL = { plan: 'each-call' } as const;

/**
 * Plan shapes (docs/api-search.md "Plans", issue 37 point 3). A words-only search runs as prepared statements
 * whose plans do not depend on the words, so PostgreSQL plans each text a few times per connection and then
 * reuses its generic plan, instead of planning the words on every call (8–11 ms for the header box's statement):
 * the words reach the statement as an InitPlan ({@link opaque}), which the planner cannot see into, and each big
 * section (news, resources, events, posts) comes in two texts whose plan is fixed by how it is written:
 * - `walk`: the section's rows newest first along its covering btree (migration 0019), the words tested on
 *   each row (`ts_match_vq`, the function behind `@@`, which no index answers), stopping at the candidates
 *   it needs — cheap for a common word, a long walk for a rare one;
 * - `gin`: every match from the GIN index (fenced by `offset 0`, so no other index is combined in), then the
 *   visibility, then the newest — cheap for a rare word, thousands of heap rows for a common one;
 * - `plain`: the small sections (communities, meetings), one text;
 * - `prefix` (the header box only, the big sections: `SectionSql.prefixFrom`): a `walk` read from the section's prefix
 *   table (migration 0048) — the range of the prefix's first 4 letters, newest first, the same candidates in the
 *   same order from far fewer index entries; a prefix whose stemmings do not share 4 first letters walks
 *   ({@link withPrefixTables}).
 * The service chooses per section from PostgreSQL's row estimates for the words ({@link planSections}, one
 * planning-only `EXPLAIN`), so answers never depend on the shape, only their cost does.
 */
export type Shape = 'walk' | 'gin' | 'plain' | 'prefix';

/** A shape per section (absent: the statement is planned for its words on every call, {@link EACH_CALL}). */
export type Shapes = ReadonlyMap<TSearchSection, Shape>;

/** The words as an InitPlan: computed once per execution, unseen by the planner (see {@link Shape}). */
export const opaque = (match: Match): SQL => sql`(select ${match.tsquery})`;

/**
 * {@link opaque} of the match's `filter`: the same rows, ranks and title headlines, a cheaper test per row (the
 * shaped statements' matching, ranks and title headlines: search.statements.ts).
 */
export const opaqueFilter = (match: Match): SQL => sql`(select ${match.filter})`;

/** A code constant as SQL text (limits: a generic plan with a `limit $n` would guess the limit). */
export const constant = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/**
 * The limit of a walk, as an InitPlan: the planner takes any non-constant limit as 10 % of the rows, in the
 * generic plan and in a custom one alike. With `limit 101` a custom plan, which knows the tenant's share of the
 * table, cost less than the generic plan (which takes an average tenant) and PostgreSQL kept planning the walk
 * per call; with the same 10 % in both, the generic plan is no dearer and is kept (docs/benchmarks.md).
 */
export const walkLimit = (n: number): SQL => sql`(select ${constant(n)})`;

/**
 * Which vector the words match: `search_vector` (title, summary and body; the results page) or `title_vector`
 * (the title only; the header box, migration 0019).
 */
export type Field = 'search_vector' | 'title_vector';

/** What a section's plan shape is chosen from: PostgreSQL's row estimates. */
export interface SectionEstimate {
  /** Rows the member may see matching the words (asked for: the "about" count; else = `rowMatches`). */
  matches: number;
  /** The section's rows before visibility (`SectionSql.rows`) matching the words: what a walk meets. */
  rowMatches: number;
  /** The section's rows before visibility: what a walk visits. */
  rows: number;
  /** The tenant's rows of the section's table matching the words: what the GIN index hands over. */
  tableMatches: number;
}

/** One `explain (format json, verbose)` plan node, as far as read here. */
interface PlanNode {
  'Plan Rows': number;
  'Subplan Name'?: string;
  'Parent Relationship'?: string;
  Output?: string[];
  Plans?: PlanNode[];
}

/**
 * A section whose covering index a walk can follow (`SectionSql.rows`), without building its SQL (issue 37
 * point 3: building every section's SQL to read this cost Node time on every call).
 */
export const walkable = (section: TSearchSection): boolean => WALKABLE_SECTIONS.has(section);

/**
 * How long PostgreSQL's estimates of one statement ({@link planSections}) are reused, in ms. They come from the
 * table statistics (refreshed by autovacuum's `analyze`, minutes apart), and only choose plan shapes (cost,
 * never the answer) and give the "about" counts (an estimate): a minute of reuse changes no answer's meaning.
 */
export const ESTIMATES_TTL_MS = 60_000;

/** At most this many statements' estimates are kept (the oldest goes first); ~1 kB each. */
export const ESTIMATES_MAX = 2_000;

/** Estimates by {@link estimatesKey}, each a promise so that concurrent equal requests share one `EXPLAIN`. */
const estimatesCache = new Map<
  string,
  { at: number; value: Promise<ReadonlyMap<TSearchSection, SectionEstimate>> }
>();

/** Forgets every cached estimate (tests). */
export function clearEstimates(): void {
  estimatesCache.clear();
}

/**
 * What {@link planSections}'s statement is made of, as a key: the tenant, the field, the big sections and the
 * words — and, with `visible`, the whole searcher (the visibility conditions name the member). Without
 * `visible` the statement names no member (`SectionSql.from` and `rows`: the tenant's rows of a kind or
 * status, see the test "the header box's estimates statement names no member"), so every member of a tenant
 * shares the header box's estimates of a prefix; the results page's are the member's own.
 */
function estimatesKey(
  scope: TenantScope,
  s: Searcher,
  big: TSearchSection[],
  match: Match,
  field: Field,
  visible: boolean,
): string {
  return JSON.stringify([scope.tenantId, field, big, match.key, visible ? s : null]);
}

/**
 * PostgreSQL's row estimates for the big sections among `sections` (those with `SectionSql.rows`), in ONE
 * planning-only statement (`EXPLAIN`, nothing is read): per section, its rows and its rows matching `match`
 * in `field` (before visibility), and when `visible` also the matches the member may see (the results page's
 * "about" counts; the visibility conditions cost planning time, so the header box does without).
 * Reused for {@link ESTIMATES_TTL_MS} per {@link estimatesKey} (a bounded in-process cache, issue 37 point 3: the
 * statement was planned on every keystroke), so a repeated search runs no `EXPLAIN`.
 * @returns a Map section → estimates (big sections only; shared between callers: read only).
 */
export function planSections(
  scope: TenantScope,
  s: Searcher,
  sections: TSearchSection[],
  match: Match,
  field: Field,
  visible: boolean,
): Promise<ReadonlyMap<TSearchSection, SectionEstimate>> {
  const big = sections.filter((section) => walkable(section));
  if (big.length === 0) return Promise.resolve(new Map());
  const key = estimatesKey(scope, s, big, match, field, visible);
  const now = Date.now();
  const cached = estimatesCache.get(key);
  if (cached && now - cached.at < ESTIMATES_TTL_MS) return cached.value;
  const value = explainSections(scope, s, big, match, field, visible);
  estimatesCache.delete(key);
  estimatesCache.set(key, { at: now, value });
  if (estimatesCache.size > ESTIMATES_MAX) estimatesCache.delete(estimatesCache.keys().next().value!);
  // A failed statement is not kept (the next call asks again).
  value.catch(() => {
    if (estimatesCache.get(key)?.value === value) estimatesCache.delete(key);
  });
  return value;
}

/**
 * {@link planSections}'s planning-only statement for the big sections `big`: per section 3 columns (rows
 * matching, rows, table matching), 4 with `visible` (the member's visible matches).
 */
export function estimatesStatement(
  s: Searcher,
  big: TSearchSection[],
  match: Match,
  field: Field,
  visible: boolean,
): SQL {
  const words = sql`x.${sql.raw(field)} @@ ${match.tsquery}`;
  const columns = big.flatMap((section) => {
    const def = sectionSql(section, s);
    const rows = def.rows ?? sql`true`;
    // `array(select …)`: an InitPlan whose top node is the scan itself, so its row estimate is the answer.
    return [
      sql`array(select 1 from ${def.from} where ${rows} and ${words})`,
      sql`array(select 1 from ${def.from} where ${rows})`,
      sql`array(select 1 from ${def.from} where ${words})`,
      ...(visible ? [sql`array(select 1 from ${def.from} where ${def.visible} and ${words})`] : []),
    ];
  });
  return sql`explain (format json, verbose) select ${sql.join(columns, sql`, `)}`;
}

/** {@link planSections}'s statement run and read, for the big sections `big` (not cached). */
async function explainSections(
  scope: TenantScope,
  s: Searcher,
  big: TSearchSection[],
  match: Match,
  field: Field,
  visible: boolean,
): Promise<Map<TSearchSection, SectionEstimate>> {
  const estimates = new Map<TSearchSection, SectionEstimate>();
  const { rows } = await executeRaw<{ 'QUERY PLAN': unknown }>(
    scope,
    estimatesStatement(s, big, match, field, visible),
    EACH_CALL,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  // node-postgres parses the json column; PGlite may hand it over as text.
  const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan;
  // The top node's outputs name the InitPlans in column order: '$2' up to PostgreSQL 16 (the InitPlan is
  // "InitPlan 3 (returns $2)"), '(InitPlan 3).col1' from 17 (PGlite is 18) — both are read.
  const rowsByKey = new Map<string, number>();
  for (const child of plan.Plans ?? []) {
    if (child['Parent Relationship'] !== 'InitPlan') continue;
    const name = child['Subplan Name'] ?? '';
    const number = /^InitPlan (\d+)/.exec(name)?.[1];
    const param = /returns (\$\d+)/.exec(name)?.[1];
    if (number) rowsByKey.set(`InitPlan ${number}`, child['Plan Rows']);
    if (param) rowsByKey.set(param, child['Plan Rows']);
  }
  const keyOf = (output: string) => /InitPlan \d+/.exec(output)?.[0] ?? output.trim();
  const estimateOf = (column: number) => Math.floor(rowsByKey.get(keyOf(plan.Output?.[column] ?? '')) ?? 0);
  const width = visible ? 4 : 3;
  big.forEach((section, i) => {
    const rowMatches = estimateOf(width * i);
    const matches = visible ? estimateOf(width * i + 3) : rowMatches;
    estimates.set(section, {
      matches,
      rowMatches,
      rows: estimateOf(width * i + 1),
      tableMatches: estimateOf(width * i + 2),
    });
  });
  return estimates;
}

/**
 * The shape of each of `sections` for a statement that needs `candidates` matches of a section
 * ({@link Shape}), the cheaper by PostgreSQL's estimates: a walk visits about `candidates × rows / rowMatches`
 * of the section's rows (all `rows` when fewer match), the GIN index hands over `tableMatches` rows read from
 * the heap (news and resources share a table). On `title_vector` the walk is index-only, a row about 4× cheaper
 * than a heap read (measured on the large bench data); on `search_vector` it reads the heap too. Small
 * sections: `plain`.
 */
export function shapesOf(
  sections: TSearchSection[],
  estimates: ReadonlyMap<TSearchSection, SectionEstimate>,
  field: Field,
  candidates: number,
): Shapes {
  const perRow = field === 'title_vector' ? 4 : 1;
  return new Map(
    sections.map((section): [TSearchSection, Shape] => {
      const e = estimates.get(section);
      if (!e) return [section, 'plain'];
      const walked = e.rowMatches > candidates ? (candidates * e.rows) / e.rowMatches : e.rows;
      return [section, walked / perRow <= e.tableMatches ? 'walk' : 'gin'];
    }),
  );
}

/**
 * From this many estimated visible matches (`SectionEstimate.matches`) a section of the results page that is not
 * the page's own is not counted at all (issue 37 point 3: "the counts estimated where an exact count is not
 * needed"): its tab's badge is the estimate, as it would be after an exact count passed `countCap` — only the
 * walk to its 101st match is saved (a common word: several hundred rows read per section). Ten times the cap,
 * so that the estimate would have to be ten times too high for a section with `countCap` or fewer matches to
 * show "about …" instead of its exact count; the page's own section is always counted (its `totalItems` bounds
 * the pager, docs/api-search.md "Large results").
 */
export const COUNT_BY_ESTIMATE_FROM = 10 * SEARCH_LIMITS.countCap;

/**
 * The sections whose estimate may stand in for a count ({@link countedByEstimate}): those whose visibility the
 * planner estimates from the table's own statistics (news and resources: status, publish start, segments;
 * events: published). Not posts: their visibility is the member's readable communities, an array the planner
 * cannot see into, so a member of one small community would be shown the estimate of a member of many.
 */
export const COUNTABLE_BY_ESTIMATE: ReadonlySet<TSearchSection> = new Set(['news', 'resources', 'events']);

/**
 * The sections of `sections` whose results-page count is their estimate alone ({@link COUNT_BY_ESTIMATE_FROM}):
 * every section of {@link COUNTABLE_BY_ESTIMATE} but `pageSection` whose estimate of visible matches reaches the
 * threshold, in `sections` order. `estimates`: {@link planSections}'s, with `visible` (the member's visible
 * matches).
 */
export function countedByEstimate(
  sections: TSearchSection[],
  pageSection: TSearchSection,
  estimates: ReadonlyMap<TSearchSection, SectionEstimate>,
): TSearchSection[] {
  return sections.filter(
    (section) =>
      section !== pageSection &&
      COUNTABLE_BY_ESTIMATE.has(section) &&
      (estimates.get(section)?.matches ?? 0) >= COUNT_BY_ESTIMATE_FROM,
  );
}

/**
 * The sections with a prefix table (`SectionSql.prefixFrom`, migration 0048): read in shape `prefix` instead
 * of `walk` by the header box. Kept equal to `sectionSql(section, s).prefixFrom !== undefined` (test).
 */
export const PREFIX_TABLE_SECTIONS: ReadonlySet<TSearchSection> = new Set([
  'news',
  'resources',
  'events',
  'posts',
]);

/** A prefix table holds each title lexeme's first this many letters (migration 0048). */
export const PREFIX_TABLE_LETTERS = 4;

/**
 * The header box's `shapes` with every `walk` of a section of {@link PREFIX_TABLE_SECTIONS} read from its prefix
 * table (`prefix`) when the match ends in a prefix of {@link PREFIX_TABLE_LETTERS}+ letters (issue 37 point 3,
 * docs/api-search.md "Header box"). A `gin` read (a rare prefix) stays: it reads a few rows already. Same
 * answers in every shape; a shorter prefix keeps the walk (its 3 letters are no row of the table), and so does a
 * prefix whose stemmings do not share their first 4 letters (search.statements.ts `prefixKey`: 'hoping' is
 * 'hope' and 'hoping'), by a second statement ({@link withoutPrefixTables}).
 * @returns a new Map (or `shapes` itself when nothing changes).
 */
export function withPrefixTables(shapes: Shapes, match: Match): Shapes {
  const token = match.values[MATCH_TOKEN]?.replace(/:\*$/, '') ?? '';
  if (match.form === 'words' || [...token].length < PREFIX_TABLE_LETTERS) return shapes;
  if (![...shapes].some(([section, shape]) => shape === 'walk' && PREFIX_TABLE_SECTIONS.has(section)))
    return shapes;
  return new Map(
    [...shapes].map(([section, shape]): [TSearchSection, Shape] => [
      section,
      shape === 'walk' && PREFIX_TABLE_SECTIONS.has(section) ? 'prefix' : shape,
    ]),
  );
}

/**
 * `shapes` with every `prefix` read back to `walk`: the header box's statement again when its prefix had no
 * prefix-table key (search.statements.ts `PREFIX_KEYLESS`: 'hoping' is 'hope' and 'hoping', 'runs' is 'run') —
 * the answer the walks give, as before the prefix tables (issue 37, 6 Dec, stop 59: the walk is no longer a
 * branch of the prefix shape's statement).
 * @returns a new Map.
 */
export function withoutPrefixTables(shapes: Shapes): Shapes {
  return new Map(
    [...shapes].map(([section, shape]): [TSearchSection, Shape] => [
      section,
      shape === 'prefix' ? 'walk' : shape,
    ]),
  );
}
