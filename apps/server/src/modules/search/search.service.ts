/**
 * Global search — spec 002 §2 "Global search", §6, §9; 000 §2 (issue 16; docs/api-search.md): the results page
 * (one section's ranked page with the counts of every section), the header box (best 2 per section, prefix
 * matching) and the tag panel (first 150 tags matching). Needs the global_search module (403 otherwise); a
 * section whose module is off answers nothing. An empty keyword answers nothing. When the words match
 * nothing (results page: fewer than {@link FEW_RESULTS}), a spelling correction that finds more the member may
 * see is offered ('Did you mean …', issue 40).
 */
import {
  canAccessModule,
  isCommunityAdmin,
  SEARCH_LIMITS,
  SEARCH_SECTIONS,
  TENANT_PROFILES,
  type ModuleName,
  type TenantId,
  type TenantProfile,
  type TSearchCounts,
  type TSearchKeywordQuery,
  type TSearchQuery,
  type TSearchResponse,
  type TSearchSection,
  type TSearchSuggestResponse,
  type TSearchTagsResponse,
} from '@portal/contracts';
import { distance } from 'fastest-levenshtein';
import { containsPattern } from '../../lib/like-pattern';
import { pageOf } from '../../lib/paging';
import type { RequestContext } from '../../plugins/auth';
import { accessContext } from '../content/content.service';
import { applyCorrections, correctableWords, matchOf } from './search.query';
import { presentItem } from './search.presenter';
import { MAX_CORRECTED_WORDS, pickCorrection, singleEdits } from './search.spelling';
import { assertCanSearch } from './search.policy';
import * as repo from './search.repository';
import { findTagLabel, findTags, type TagKinds } from './search.tags';
import { findCorrections, findKnownTerms } from './search.vocabulary';
import { countedByEstimate, planSections, shapesOf, withPrefixTables } from './search.plans';
import type { Searcher } from './search.sections';

/** The module each section needs (002 §6: Communities and Posts need communities). */
const SECTION_MODULE: ReadonlyMap<TSearchSection, ModuleName> = new Map([
  ['news', 'news'],
  ['resources', 'resources'],
  ['events', 'events'],
  ['posts', 'communities'],
  ['communities', 'communities'],
  ['meetings', 'communities'],
]);

/** The tenant's profile. */
const profileOf = (ctx: Pick<RequestContext, 'scope' | 'actor'>): TenantProfile =>
  TENANT_PROFILES[ctx.scope.tenantId as TenantId];

/** The tenant's profile. @throws AppError 403 unless its global_search module admits the actor (000 §2 Guards). */
function requireSearch(ctx: Pick<RequestContext, 'scope' | 'actor'>): TenantProfile {
  const profile = profileOf(ctx);
  assertCanSearch(profile, ctx.actor);
  return profile;
}

/** The sections the member may search, in tab order. */
function sectionsOf(ctx: Pick<RequestContext, 'scope' | 'actor'>, profile: TenantProfile): TSearchSection[] {
  return SEARCH_SECTIONS.filter((section) =>
    canAccessModule(profile, SECTION_MODULE.get(section) ?? 'global_search', ctx.actor),
  );
}

function searcherOf(ctx: Pick<RequestContext, 'scope' | 'actor'>): Searcher {
  return {
    tenantId: ctx.scope.tenantId,
    userId: ctx.actor.id,
    isCommunityAdmin: isCommunityAdmin(ctx.actor.role),
    content: accessContext(ctx),
  };
}

function tagKinds(sections: TSearchSection[]): TagKinds {
  return {
    content: sections.includes('news') || sections.includes('resources'),
    events: sections.includes('events'),
    community: sections.includes('communities'),
  };
}

const zeroCounts = (): TSearchCounts => ({
  news: 0,
  resources: 0,
  events: 0,
  posts: 0,
  communities: 0,
  meetings: 0,
});

function countsOf(found: Map<TSearchSection, number>): TSearchCounts {
  const counts = zeroCounts();
  for (const [section, count] of found) counts[section] = count;
  return counts;
}

const total = (counts: TSearchCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * Below this many results in all, the results page also offers a correction that finds more (issue 40:
 * "nothing or very little"); the header box offers one only when nothing matched.
 */
export const FEW_RESULTS = 3;

/** A trigram correction further than this many edits (Levenshtein) from the word is not offered. */
export const MAX_TRIGRAM_DISTANCE = 2;

/**
 * The corrections of `keyword`'s unknown words (docs/api-search.md "Did you mean"): a word of 5+ letters one
 * slip away from a known word (swap, missing or extra letter, wrong letter; `search.spelling.ts`) takes that
 * word, found by primary-key lookups; other unknown words take the most similar known word by pg_trgm when it
 * is at most {@link MAX_TRIGRAM_DISTANCE} edits away (Levenshtein, `fastest-levenshtein`).
 * Known words are never replaced. Vocabulary: the tenant's own `search_terms` only.
 * @returns a Map lower-case word → correction.
 */
async function correctionsOf(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  keyword: string,
): Promise<Map<string, string>> {
  const words = correctableWords(keyword).slice(0, MAX_CORRECTED_WORDS);
  const edits = new Map(words.map((word) => [word, singleEdits(word)]));
  const lookup = [...words, ...[...edits.values()].flatMap((candidates) => [...candidates.keys()])];
  const known = await findKnownTerms(ctx.scope, lookup);
  const fixes = new Map<string, string>();
  const rest: string[] = [];
  for (const word of words) {
    if (known.has(word)) continue;
    const fix = pickCorrection(edits.get(word) ?? new Map(), known);
    if (fix) fixes.set(word, fix);
    else rest.push(word);
  }
  // The trigram neighbour of a word the single edits could not fix, if within MAX_TRIGRAM_DISTANCE edits
  // ('workshop' is not offered 'works').
  for (const [word, fix] of await findCorrections(ctx.scope, rest))
    if (distance(word, fix) <= MAX_TRIGRAM_DISTANCE) fixes.set(word, fix);
  return fixes;
}

/**
 * 'Did you mean …': `keyword` with its unknown words corrected, when that finds more than `found` results
 * the member may see in `sections` (so a word of another tenant, of a private community the member is not in
 * or of an unpublished item is never offered); else null.
 */
async function didYouMean(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  s: Searcher,
  sections: TSearchSection[],
  keyword: string,
  found: number,
): Promise<string | null> {
  const fixes = await correctionsOf(ctx, keyword);
  if (fixes.size === 0) return null;
  const corrected = applyCorrections(keyword, fixes);
  const match = matchOf(corrected, 'words');
  if (!match || corrected === keyword) return null;
  const counts = await repo.countSections(ctx.scope, s, sections, { match, tag: null });
  return total(countsOf(counts)) > found ? corrected : null;
}

/**
 * `GET /api/v1/search`: a page of `section` ranked best first (tag only: newest first) among its `countCap`
 * newest matches, `totalItems` of that section and the counts of every section from one statement, exact up to
 * `countCap` and PostgreSQL's estimate above it (`estimatedCounts`; docs/api-search.md "Large results"). No
 * keyword words and no tag: an empty answer.
 * @throws AppError FORBIDDEN (global_search off or not permitted).
 */
export async function search(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: TSearchQuery,
): Promise<TSearchResponse> {
  const profile = requireSearch(ctx);
  const sections = sectionsOf(ctx, profile);
  const s = searcherOf(ctx);
  const match = matchOf(query.keyword, 'words');
  const answer: TSearchResponse = {
    section: query.section,
    items: [],
    totalItems: 0,
    page: query.page,
    size: query.size,
    counts: zeroCounts(),
    estimatedCounts: [],
    tag: null,
    suggestion: null,
  };
  if (query.tagId) {
    const label = await findTagLabel(ctx.scope, s, tagKinds(sections), query.tagId);
    if (!label) return answer;
    answer.tag = { id: query.tagId, label };
  }
  if (!match && !answer.tag) return answer;
  const criteria = { match, tag: answer.tag?.id ?? null };
  // Words only: the big sections' row estimates (one planning-only statement) choose each section's plan shape
  // and give the "about" counts; then prepared statements whose plans do not depend on the words
  // (search.plans.ts "Plan shapes"). With a tag: planned for the criteria on every call.
  const estimates =
    match && !answer.tag ? await planSections(ctx.scope, s, sections, match, 'search_vector', true) : null;
  const shapes = estimates
    ? shapesOf(sections, estimates, 'search_vector', SEARCH_LIMITS.countCap + 1)
    : undefined;
  // A section other than the page's whose estimate is far above the cap is not counted: its badge is the
  // estimate, as it would be after the count (search.plans.ts `countedByEstimate`).
  const byEstimate = estimates ? countedByEstimate(sections, query.section, estimates) : [];
  const counted = sections.filter((section) => !byEstimate.includes(section));
  // The counts and the page in one statement (the page needs no count: past the matches it is empty).
  const window = pageOf(query.page, query.size);
  const { counts, rows } = await repo.findCountsAndPage(
    ctx.scope,
    s,
    counted,
    criteria,
    counted.includes(query.section) ? { section: query.section, ...window } : null,
    shapes,
  );
  answer.counts = countsOf(counts);
  // Above the cap, PostgreSQL's estimate ("about 21,000"). An estimate at or under the cap says less than
  // the exact count saw: the count stays `countCap + 1`, shown "100+", and is not flagged as an estimate.
  const unplanned = counted.filter(
    (section) => answer.counts[section] > SEARCH_LIMITS.countCap && !estimates?.has(section),
  );
  const more =
    unplanned.length > 0 ? await repo.estimateCounts(ctx.scope, s, unplanned, criteria) : new Map();
  const estimated: TSearchSection[] = [];
  for (const section of sections) {
    if (!byEstimate.includes(section) && answer.counts[section] <= SEARCH_LIMITS.countCap) continue;
    const estimate = estimates?.get(section)?.matches ?? more.get(section) ?? 0;
    if (estimate <= SEARCH_LIMITS.countCap) continue;
    answer.counts[section] = estimate;
    estimated.push(section);
  }
  answer.estimatedCounts = estimated;
  // Pages reach the ranked matches only (at most `countCap`; the count itself may say "more").
  answer.totalItems = Math.min(answer.counts[query.section], SEARCH_LIMITS.countCap);
  answer.items = rows.map((row) => presentItem(row, s.isCommunityAdmin));
  const found = total(answer.counts);
  if (match && query.keyword && found < FEW_RESULTS)
    answer.suggestion = await didYouMean(ctx, s, sections, query.keyword, found);
  return answer;
}

/**
 * `GET /api/v1/search/suggest`: the header box — the best 2 titles of each section (the last word as a prefix,
 * ranked among the section's `suggestCandidates` newest title matches), the counts from the same candidates,
 * the first 5 tags matching and the 'Did you mean' suggestion when nothing matched (docs/api-search.md
 * "Header box").
 * @throws AppError FORBIDDEN (global_search off or not permitted).
 */
export async function suggest(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: TSearchKeywordQuery,
): Promise<TSearchSuggestResponse> {
  const profile = requireSearch(ctx);
  const sections = sectionsOf(ctx, profile);
  const s = searcherOf(ctx);
  const answer: TSearchSuggestResponse = {
    keyword: query.keyword,
    sections: { news: [], resources: [], events: [], posts: [], communities: [], meetings: [] },
    counts: zeroCounts(),
    tags: [],
    suggestion: null,
  };
  const match = matchOf(query.keyword, 'prefix');
  if (!match) return answer;
  const candidates = SEARCH_LIMITS.suggestCandidates + 1;
  // The big sections' title row estimates (the tenant's, cached for a minute: search.plans.ts) choose each
  // section's plan shape ("Plan shapes"); the suggestions, their counts and the tags are then one prepared
  // statement whose plan does not depend on the words.
  const estimates = await planSections(ctx.scope, s, sections, match, 'title_vector', false);
  // A walked section with a prefix table reads it instead (posts, a prefix of 4+ letters; same answers).
  const shapes = withPrefixTables(shapesOf(sections, estimates, 'title_vector', candidates), match);
  const { rows, counts, tags } = await repo.findSuggestions(
    ctx.scope,
    s,
    sections,
    match,
    SEARCH_LIMITS.suggestPerSection,
    shapes,
    { kinds: tagKinds(sections), pattern: containsPattern(query.keyword), limit: 5 },
  );
  for (const row of rows) {
    const item = presentItem(row, s.isCommunityAdmin);
    (answer.sections[item.section] as (typeof item)[]).push(item);
  }
  answer.counts = countsOf(counts);
  answer.tags = tags;
  if (total(answer.counts) === 0) answer.suggestion = await didYouMean(ctx, s, sections, query.keyword, 0);
  return answer;
}

/**
 * `GET /api/v1/search/tags`: tags of the member's sections whose label contains the keyword, by label, first
 * 150 (002 §9), with the total. An empty keyword answers none.
 * @throws AppError FORBIDDEN (global_search off or not permitted).
 */
export async function searchTags(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: TSearchKeywordQuery,
): Promise<TSearchTagsResponse> {
  const profile = requireSearch(ctx);
  if (!query.keyword) return { tags: [], totalItems: 0 };
  const sections = sectionsOf(ctx, profile);
  const found = await findTags(
    ctx.scope,
    searcherOf(ctx),
    tagKinds(sections),
    containsPattern(query.keyword),
    SEARCH_LIMITS.tagsMax,
  );
  return { tags: found.tags, totalItems: found.total };
}
