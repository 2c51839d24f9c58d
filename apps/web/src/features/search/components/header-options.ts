/**
 * The options of the header search box (spec 000 §2 "Global search box": 2 results per section; 002 §2:
 * community results clickable only if joined, auto-join or an administrator, tags set the global search tag),
 * built from the suggest answer: groups in tab order (only the tabs shown to the member, only non-empty ones),
 * then the matching tags, then 'See all results', and 'Did you mean …' first when nothing matched. Pure, so
 * the order and what can be chosen are tested without a browser.
 */
import type { TSearchSuggestResponse, TenantProfile } from '@portal/contracts';
import { toSearchHit } from '../queries';
import type { SearchHit, SearchTagChip } from '../search-view';
import type { SearchTab } from '../sections';

/** One option of the list. */
export type HeaderOption =
  | { kind: 'hit'; id: string; hit: SearchHit; isChoosable: boolean }
  | { kind: 'tag'; id: string; tag: SearchTagChip; isChoosable: true }
  | { kind: 'suggestion'; id: string; keyword: string; isChoosable: true }
  | { kind: 'all'; id: string; keyword: string; isChoosable: true };

/** A labelled group of options. */
export interface HeaderOptionGroup {
  key: string;
  label: string | null;
  options: HeaderOption[];
}

/** The groups of the list for an answer, for the member's `tabs`; [] without an answer. */
export function headerOptionGroups(
  answer: TSearchSuggestResponse | null | undefined,
  tabs: readonly SearchTab[],
  profile: TenantProfile,
  keyword: string,
): HeaderOptionGroup[] {
  if (!answer) return [];
  const groups: HeaderOptionGroup[] = [];
  if (answer.suggestion) {
    groups.push({
      key: 'suggestion',
      label: null,
      options: [{ kind: 'suggestion', id: 'suggestion', keyword: answer.suggestion, isChoosable: true }],
    });
  }
  for (const tab of tabs) {
    const items = answer.sections[tab.key].slice(0, 2);
    if (items.length === 0) continue;
    groups.push({
      key: tab.key,
      label: tab.label,
      options: items.map((item) => {
        const hit = toSearchHit(item, profile, true);
        return { kind: 'hit', id: hit.key, hit, isChoosable: hit.href !== null };
      }),
    });
  }
  if (answer.tags.length > 0) {
    groups.push({
      key: 'tags',
      label: 'Tags',
      options: answer.tags.map((tag) => ({ kind: 'tag', id: `tag-${tag.id}`, tag, isChoosable: true })),
    });
  }
  if (keyword) {
    groups.push({
      key: 'all',
      label: null,
      options: [{ kind: 'all', id: 'all', keyword, isChoosable: true }],
    });
  }
  return groups;
}
