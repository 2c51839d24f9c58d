/**
 * The sections of global search (spec 002 §2 "Global search"): the tabs News, Resources, CPD & Events, Posts
 * and Communities in that order, each shown only when its module is enabled and permitted for the member
 * (spec 002 §6: Communities and Posts need communities), the Posts tab disabled when a tag is searched, and
 * the empty text of each tab.
 */
import {
  canAccessModule,
  SEARCH_EMPTY_TEXTS,
  SEARCH_TAB_LABELS,
  type AccessSubject,
  type ModuleName,
  type TenantProfile,
} from '@portal/contracts';

/** A tab of the results page, as named in the `section` URL parameter (meetings have no tab). */
export type SearchSectionKey = 'news' | 'resources' | 'events' | 'posts' | 'communities';

/** The fixed description of one section. */
export interface SearchSectionDef {
  key: SearchSectionKey;
  /** The tab label (spec 002 §2). */
  label: string;
  /** The empty text of the tab (spec 002 §2). */
  empty: string;
  /** The module that must be enabled and permitted for the tab to show. */
  module: ModuleName;
}

const MODULE_OF: Readonly<Record<SearchSectionKey, ModuleName>> = {
  news: 'news',
  resources: 'resources',
  events: 'events',
  posts: 'communities',
  communities: 'communities',
};

/** Every section in tab order (spec 002 §2). */
export const SEARCH_TAB_SECTIONS: readonly SearchSectionDef[] = (
  ['news', 'resources', 'events', 'posts', 'communities'] as const
).map((key) => ({
  key,
  label: SEARCH_TAB_LABELS[key],
  empty: SEARCH_EMPTY_TEXTS[key],
  module: MODULE_OF[key],
}));

/** The section of a key. */
export function sectionDef(key: SearchSectionKey): SearchSectionDef {
  return SEARCH_TAB_SECTIONS.find((section) => section.key === key)!;
}

/** A section as the page shows it: visible ones only, with whether it can be chosen. */
export interface SearchTab extends SearchSectionDef {
  isDisabled: boolean;
}

/**
 * The tabs shown for a member (spec 002 §2, §6): the sections whose module is accessible, Posts disabled
 * when a tag is searched (posts carry no tags in this search).
 */
export function searchTabs(
  profile: TenantProfile,
  subject: AccessSubject | null,
  isTagSearch: boolean,
): SearchTab[] {
  return SEARCH_TAB_SECTIONS.filter((section) => canAccessModule(profile, section.module, subject)).map(
    (section) => ({ ...section, isDisabled: isTagSearch && section.key === 'posts' }),
  );
}

/**
 * The tab to show (spec 002 §2 "Default tab is the requested section, else first enabled"): `requested`
 * when it is shown and enabled, else the first enabled tab; null when no tab is enabled.
 */
export function activeSection(
  tabs: readonly SearchTab[],
  requested: string | undefined,
): SearchSectionKey | null {
  const wanted = tabs.find((tab) => tab.key === requested && !tab.isDisabled);
  return (wanted ?? tabs.find((tab) => !tab.isDisabled))?.key ?? null;
}
