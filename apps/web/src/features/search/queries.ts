/**
 * Global search calls (spec 002 §2, §7 "search errors are only logged", §9; docs/api-search.md):
 * - `GET /api/v1/search` — one section's page (15) with the counts of every section, the tag and the
 *   'Did you mean' suggestion;
 * - `GET /api/v1/search/suggest` — the header box: 2 per section, matching tags;
 * - `GET /api/v1/search/tags` — the 'Tags matching' panel (first 150).
 * Answers are mapped to {@link SearchHit}s here, so the screens stay independent of each section's payload.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SEARCH_LIMITS,
  type TSearchItem,
  type TSearchResponse,
  type TSearchSuggestResponse,
  type TSearchTagsResponse,
  type TenantProfile,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { formatContentDate } from '../../shared/format';
import { searchLinks, type SearchHit } from './search-view';
import type { SearchSectionKey } from './sections';

/** Query key factory of search. */
export const searchKeys = {
  all: ['search'] as const,
  results: (keyword: string, tagId: string, section: string, page: number) =>
    ['search', 'results', keyword, tagId, section, page] as const,
  suggest: (keyword: string) => ['search', 'suggest', keyword] as const,
  tags: (keyword: string) => ['search', 'tags', keyword] as const,
};

/**
 * Maps one API result to a hit. Community results open only when `canOpen` (002 §2) — when `enforceCanOpen`
 * (the header box); posts and communities link by the community's alias.
 */
export function toSearchHit(item: TSearchItem, profile: TenantProfile, enforceCanOpen: boolean): SearchHit {
  const base = {
    key: `${item.section}-${item.id}`,
    id: item.id,
    title: item.title,
    titleHtml: item.titleHtml,
    snippetHtml: item.snippetHtml,
  };
  switch (item.section) {
    case 'news':
    case 'resources':
      return {
        ...base,
        section: item.section,
        href: searchLinks[item.section](item.id),
        meta: formatContentDate(item.date) || null,
      };
    case 'events':
      return {
        ...base,
        section: 'events',
        href: searchLinks.events(item.id),
        meta: [formatContentDate(item.date), item.isCpd ? 'CPD' : ''].filter(Boolean).join(' · ') || null,
      };
    case 'posts':
      return {
        ...base,
        section: 'posts',
        href: searchLinks.post(profile.communityBasePath, item.community.alias, item.id),
        meta: [item.community.name, formatContentDate(item.date)].filter(Boolean).join(' · ') || null,
      };
    case 'communities':
      return {
        ...base,
        section: 'communities',
        href:
          !enforceCanOpen || item.canOpen
            ? searchLinks.community(profile.communityBasePath, item.alias)
            : null,
        meta: item.isJoined ? 'Joined' : null,
      };
    case 'meetings':
      return {
        ...base,
        section: 'meetings',
        href: searchLinks.meeting(profile.communityBasePath, item.community.alias, item.id),
        meta: [item.community.name, formatContentDate(item.date)].filter(Boolean).join(' · ') || null,
      };
  }
}

/** The search of the results page: one section's page; off while there is neither keyword nor tag. */
export function useSearchResults(
  keyword: string,
  tagId: string,
  section: SearchSectionKey | null,
  page: number,
) {
  const isEnabled = section !== null && (keyword !== '' || tagId !== '');
  return useQuery({
    queryKey: searchKeys.results(keyword, tagId, section ?? '', page),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      communityApi.get<TSearchResponse>('api/v1/search', {
        signal,
        query: {
          keyword: keyword || undefined,
          tagId: tagId || undefined,
          section: section ?? undefined,
          page,
          size: SEARCH_LIMITS.pageSize,
        },
      }),
  });
}

/** The 'Tags matching' panel: tags whose label contains the keyword (first 150); failures only logged. */
export function useSearchTags(keyword: string) {
  return useQuery({
    queryKey: searchKeys.tags(keyword),
    enabled: keyword !== '',
    queryFn: async ({ signal }): Promise<TSearchTagsResponse> => {
      try {
        return await communityApi.get<TSearchTagsResponse>('api/v1/search/tags', {
          signal,
          query: { keyword },
        });
      } catch (error) {
        if (signal.aborted) throw error; // a cancelled search (typed on) is no failure
        console.error('Tag search failed', error);
        return { tags: [], totalItems: 0 };
      }
    },
  });
}

/**
 * The header box (000 §2 "Global search box"): the best 2 of each section for the (debounced) words; off for
 * an empty keyword. Failures are only logged (002 §7) and answer null.
 */
export function useSearchSuggest(keyword: string) {
  return useQuery({
    queryKey: searchKeys.suggest(keyword),
    enabled: keyword !== '',
    staleTime: 30_000,
    queryFn: async ({ signal }): Promise<TSearchSuggestResponse | null> => {
      try {
        return await communityApi.get<TSearchSuggestResponse>('api/v1/search/suggest', {
          signal,
          query: { keyword },
        });
      } catch (error) {
        if (!signal.aborted) console.error('Search suggest failed', error);
        return null;
      }
    },
  });
}
