/**
 * Single-edit spelling candidates for 'Did you mean …' (issue 40; docs/api-search.md "Did you mean"). A word of
 * 5–24 letters a–z typed with one slip — two neighbouring letters swapped ('trsut'), one letter missing
 * ('therpy'), one letter too many ('theraspy') or one letter wrong ('therapu') — is one edit away from the word
 * meant (optimal string alignment distance 1, the Damerau–Levenshtein case of single typos). The candidates
 * are generated here (Norvig's edits1: at most 53·n + 25 strings for n letters) and looked up by equality in
 * the tenant's vocabulary (`search_terms` primary key), so the cost is bounded by the word's length, never by
 * the size of the vocabulary, and it is the same on PostgreSQL and PGlite. Pure functions.
 */

/** Shortest word corrected by a single edit (shorter words: too many neighbours to guess from). */
export const EDIT_MIN_LENGTH = 5;
/** Longest word corrected by a single edit (bounds the candidates; the vocabulary holds words up to 40). */
export const EDIT_MAX_LENGTH = 24;
/** At most this many words of one keyword are corrected (bounds one lookup to ~5,000 candidates). */
export const MAX_CORRECTED_WORDS = 4;

/** The vocabulary's alphabet (`search_terms` holds words matching `^[a-z]{3,40}$`, migration 0008). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const PLAIN = /^[a-z]+$/;

/** How the typed word differs from a candidate, in the order candidates are preferred. */
export type EditKind = 'transposition' | 'missing' | 'extra' | 'substitution';

/** True when `word` is corrected by single edits: 5–24 lower-case letters a–z. */
export function isEditable(word: string): boolean {
  return word.length >= EDIT_MIN_LENGTH && word.length <= EDIT_MAX_LENGTH && PLAIN.test(word);
}

/**
 * The words one edit away from `word`, each once, in order of preference: swapped neighbours first, then a
 * missing letter put back, then an extra letter taken out, then one letter replaced; alphabetical within a
 * kind. Empty unless {@link isEditable}. Candidates shorter than 3 letters are left out (never in the
 * vocabulary).
 * @returns candidate → the kind of slip it corrects.
 */
export function singleEdits(word: string): Map<string, EditKind> {
  const found = new Map<string, EditKind>();
  if (!isEditable(word)) return found;
  const add = (kind: EditKind, list: string[]) => {
    for (const c of list.sort()) if (c !== word && c.length >= 3 && !found.has(c)) found.set(c, kind);
  };
  const n = word.length;
  const swaps: string[] = [];
  for (let i = 0; i < n - 1; i++)
    if (word[i] !== word[i + 1]) swaps.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  add('transposition', swaps);
  const inserts: string[] = [];
  for (let i = 0; i <= n; i++) for (const ch of ALPHABET) inserts.push(word.slice(0, i) + ch + word.slice(i));
  add('missing', inserts);
  const deletes: string[] = [];
  for (let i = 0; i < n; i++) deletes.push(word.slice(0, i) + word.slice(i + 1));
  add('extra', deletes);
  const replaces: string[] = [];
  for (let i = 0; i < n; i++)
    for (const ch of ALPHABET) if (ch !== word[i]) replaces.push(word.slice(0, i) + ch + word.slice(i + 1));
  add('substitution', replaces);
  return found;
}

/** The first of `candidates` (in their preference order) that `known` holds, or null. */
export function pickCorrection(candidates: Map<string, EditKind>, known: ReadonlySet<string>): string | null {
  for (const candidate of candidates.keys()) if (known.has(candidate)) return candidate;
  return null;
}
