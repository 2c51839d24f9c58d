/**
 * Plurals of the nouns shown with counts (spec 000 §9 "Pluralisation treats news, media, information and
 * equipment as uncountable. Empty lists read 'No {items} yet'"), English only (spec 000 §1). The rules are
 * the `pluralize` library's (irregular and uncountable words: "community" → "communities", "staff" stays);
 * the spec's four uncountable words are registered here as well, so they hold whatever the library's list.
 */
import pluralize from 'pluralize';

/** The words spec 000 §9 names as uncountable: they take no "s". */
export const UNCOUNTABLE_WORDS = ['news', 'media', 'information', 'equipment'] as const;
for (const word of UNCOUNTABLE_WORDS) pluralize.addUncountableRule(word);

/** The form of `word` for `count` (plural by default): "member" → "members", "news" → "news". */
export function pluralise(word: string, count = 2): string {
  return pluralize(word, count);
}

/** "1 member", "12 members", "3 news": a count with its noun, singular for exactly one. */
export function countLabel(count: number, singular: string, plural = pluralise(singular)): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The empty state of a list of `item` (singular or plural): "No posts yet", "No news yet" (spec 000 §9). */
export function noItemsYet(item: string): string {
  return `No ${pluralise(item)} yet`;
}
