/**
 * The member's words as PostgreSQL text-search queries (issue 16, docs/api-search.md "Words"). Request text
 * only ever reaches SQL as a bound parameter; the prefix query is rebuilt from letters and digits only.
 */
import { sql, type SQL } from 'drizzle-orm';

/** How the words are matched: the full web-search syntax (results page) or with the last word as a prefix. */
export type MatchMode = 'words' | 'prefix';

/**
 * How a match's tsquery is built: the words in web-search syntax; the last word as a prefix alone; or words
 * and the last word as a prefix ({@link matchOf}).
 */
export type MatchForm = 'words' | 'prefix' | 'words-prefix';

/** A search's match: the tsquery expression, or null when the words can match nothing. */
export interface Match {
  /** SQL of a `tsquery` (constant for the statement). */
  tsquery: SQL;
  /**
   * SQL of a `tsquery` matching the same rows as `tsquery`, cheaper to test a row with (the prefix's two
   * stemmings once when equal): the shaped statements' matching, ranks and title headlines (the same values
   * as with `tsquery`: search.statements.ts `tsqueryOf`); never body snippets (their fragments differ).
   */
  filter: SQL;
  /**
   * What the tsquery is made of, as text (mode and words): equal keys give the same tsquery (the estimates
   * cache of search.plans.ts is keyed by it).
   */
  key: string;
  /** How the tsquery is built (its SQL text depends on this only; the words are its parameters). */
  form: MatchForm;
  /**
   * SQL of the prefix part alone (forms `prefix` and `words-prefix`, as in `filter`; null for `words`): a
   * conjunct of the whole query, so every row matching `tsquery` matches it (the header box's prefix tables,
   * search.statements.ts `prefixKey`).
   */
  prefix: SQL | null;
  /** The tsquery's values by placeholder name ({@link MATCH_WORDS}, {@link MATCH_TOKEN}; see {@link symbolicMatch}). */
  values: Record<string, string>;
}

/** Placeholder names of a match's values in a SQL template (db/tenant-scope.ts `sqlTemplate`). */
export const MATCH_WORDS = 'matchWords';
export const MATCH_TOKEN = 'matchToken';

const WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The tsquery of `form` from its words and prefix token (values, or placeholders for a template). With
 * `filter`, the prefix's two stemmings once when they are the same query ('therap:*' in both): the same rows
 * match, and testing a row costs about half (`'therap':* | 'therap':*` tests the prefix twice; measured 2–3×
 * per row on the large bench data, issue 37 point 3) — also for the shaped statements' ranks and title
 * headlines (equal values); body snippets keep the query (a fragment headline cuts differently).
 */
function tsqueryOf(form: MatchForm, words: unknown, token: unknown, filter = false): SQL {
  const prefix = prefixOf(token, filter);
  switch (form) {
    case 'words':
      return sql`websearch_to_tsquery('english'::regconfig, ${words})`;
    case 'prefix':
      return prefix;
    case 'words-prefix':
      return sql`(websearch_to_tsquery('english'::regconfig, ${words}) && ${prefix})`;
  }
}

/** The prefix part of a tsquery ({@link tsqueryOf}): the token in both stemmings (once when equal, `filter`). */
function prefixOf(token: unknown, filter: boolean): SQL {
  const english = sql`to_tsquery('english'::regconfig, ${token})`;
  const simple = sql`to_tsquery('simple'::regconfig, ${token})`;
  return filter
    ? sql`(case when ${english} = ${simple} then ${english} else ${english} || ${simple} end)`
    : sql`(${english} || ${simple})`;
}

/**
 * A match whose values are `values` by placeholder name. Its SQL (`tsquery`, `filter`, `prefix`) is built when
 * first read: a words-only search runs a statement template (search.templates.ts), which takes the values only,
 * so a keystroke whose estimates are cached builds none (issue 37, 6 Dec, stop 59: ~0.03 ms of Node each).
 */
function matchFrom(form: MatchForm, values: Record<string, string>, key: string): Match {
  const words = values[MATCH_WORDS];
  const token = values[MATCH_TOKEN];
  let tsquery: SQL | undefined;
  let filter: SQL | undefined;
  let prefix: SQL | null | undefined;
  return {
    get tsquery() {
      return (tsquery ??= tsqueryOf(form, words, token));
    },
    get filter() {
      return (filter ??= tsqueryOf(form, words, token, true));
    },
    key,
    form,
    get prefix() {
      if (prefix === undefined) prefix = form === 'words' ? null : prefixOf(token, true);
      return prefix;
    },
    values,
  };
}

/**
 * A match of `form` whose tsquery holds placeholders ({@link MATCH_WORDS}, {@link MATCH_TOKEN}) instead of
 * words: the same SQL text as every {@link matchOf} of that form, for a statement template (issue 37 point 3).
 */
export function symbolicMatch(form: MatchForm): Match {
  const words = sql.placeholder(MATCH_WORDS);
  const token = sql.placeholder(MATCH_TOKEN);
  return {
    tsquery: tsqueryOf(form, words, token),
    filter: tsqueryOf(form, words, token, true),
    key: `symbolic ${form}`,
    form,
    prefix: form === 'words' ? null : prefixOf(token, true),
    values: {},
  };
}

/** True when `keyword` holds at least one letter or digit (else it answers nothing). */
export function hasWords(keyword: string | undefined): keyword is string {
  return !!keyword && /[\p{L}\p{N}]/u.test(keyword);
}

/**
 * The tsquery of `keyword`: `websearch_to_tsquery('english', …)` (quoted phrases, `-word`, `or`); in prefix mode
 * a trailing plain word also matches as a prefix (`to_tsquery('english'|'simple', 'word:*')`, either stemming),
 * so 'occupa' finds 'occupational' while typing. Null when the keyword has no letter or digit.
 */
export function matchOf(keyword: string | undefined, mode: MatchMode): Match | null {
  if (!hasWords(keyword)) return null;
  const text = keyword.trim();
  if (mode === 'prefix' && /[\p{L}\p{N}]$/u.test(text)) {
    const cut = text.search(/\S+$/u);
    const last = text.slice(cut);
    if (WORD.test(last)) {
      const rest = text.slice(0, cut).trim();
      const token = `${last.toLowerCase()}:*`;
      return hasWords(rest)
        ? matchFrom(
            'words-prefix',
            { [MATCH_WORDS]: rest, [MATCH_TOKEN]: token },
            JSON.stringify(['prefix', rest, token]),
          )
        : matchFrom('prefix', { [MATCH_TOKEN]: token }, JSON.stringify(['prefix', token]));
    }
  }
  return matchFrom('words', { [MATCH_WORDS]: text }, JSON.stringify(['words', text]));
}

/** The distinct lower-case words (3–40 letters) of `keyword` that a spelling correction may replace. */
export function correctableWords(keyword: string): string[] {
  const words = keyword.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= 3 && w.length <= 40))];
}

/**
 * `keyword` with whole words replaced (case-insensitive) by their corrections; everything else (quotes, `-`)
 * kept. `fixes` maps a lower-case word to its replacement.
 */
export function applyCorrections(keyword: string, fixes: Map<string, string>): string {
  return keyword.replace(/\p{L}+/gu, (word) => fixes.get(word.toLowerCase()) ?? word);
}
