/**
 * Queries of news, resources and members-only pages (spec 002 §7 "News, resources, pages"; docs/api-content.md):
 * one hook per call, with a key factory, and the favourite toggle. Authoring is in `admin/admin-queries.ts`.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { communityApi } from '../../api/community-client';
import { readItem, readItems } from '../../api/content-client';
import type { ContentKindConfig } from './content-kinds';
import { CONTENT_LIMITS } from './content-kinds';
import { buildListQuery, CARD_FIELDS, DETAIL_FIELDS, type ListState } from './content-query';
import type { ContentCategory, ContentItem, ContentPage, ContentTag } from './content-types';

/** Query key factory of the content area. */
export const contentKeys = {
  all: ['content'] as const,
  list: (collection: string, state: ListState, savedIds: number[] | null) =>
    [...contentKeys.all, collection, 'list', state, savedIds] as const,
  item: (collection: string, id: string) => [...contentKeys.all, collection, 'item', id] as const,
  categories: (type: string) => [...contentKeys.all, 'categories', type] as const,
  tags: () => [...contentKeys.all, 'tags'] as const,
  favourites: (collection: string) => [...contentKeys.all, collection, 'favourites'] as const,
  favouritePage: (collection: string, page: number) =>
    [...contentKeys.all, collection, 'favourites', 'page', page] as const,
  pages: () => [...contentKeys.all, 'pages'] as const,
};

/** Answer of `GET api/v1/news/favorite` / `api/v1/resources/favorite` (spec 002 §7). */
export interface FavouritesAnswer {
  favoriteNewsIds: number[];
  favoriteResourcesIds: number[];
  totalItems: number;
  page: number;
  pageSize: number;
}

/** Largest page the favourites API gives at once: the ids of the 'Bookmarked' filter and card flags. */
const ALL_FAVOURITES_PAGE_SIZE = 100;

/** `GET {api}/favorite?page=1&pageSize=100`: the ids the member bookmarked (newest first). */
export function useFavouriteIds(config: ContentKindConfig) {
  return useQuery(favouriteIdsQuery(config));
}

/** The options of {@link useFavouriteIds} (shared with the list pages' route prefetch). */
export function favouriteIdsQuery(config: ContentKindConfig) {
  return queryOptions({
    queryKey: contentKeys.favourites(config.collection),
    queryFn: async ({ signal }) => {
      const answer = await communityApi.get<FavouritesAnswer>(`${config.favouritesApi}/favorite`, {
        signal,
        query: { page: 1, pageSize: ALL_FAVOURITES_PAGE_SIZE },
      });
      return answer[config.favouriteIdsKey] ?? [];
    },
  });
}

/**
 * The list of a news or resources screen (spec 002 §4 infinite loading): pages of 8 from
 * `GET /api/content/items/{collection}`, with `meta.filterCount` for the count in the title.
 * With the saved-only filter it waits for the favourite ids; with none it answers an empty list.
 */
export function useContentList(config: ContentKindConfig, state: ListState, savedIds: number[] | undefined) {
  const ids = state.savedOnly ? (savedIds ?? null) : null;
  return useInfiniteQuery({
    ...contentListQuery(config, state, ids),
    enabled: !state.savedOnly || savedIds !== undefined,
  });
}

/** The options of {@link useContentList} for the saved ids `ids` (null: not the saved-only filter). */
export function contentListQuery(config: ContentKindConfig, state: ListState, ids: number[] | null) {
  return infiniteQueryOptions({
    queryKey: contentKeys.list(config.collection, state, ids),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      if (state.savedOnly && ids && ids.length === 0)
        return { data: [] as ContentItem[], meta: { filterCount: 0 } };
      return readItems<ContentItem>(config.collection, buildListQuery(state, pageParam, ids), signal);
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      const total = last.meta?.filterCount;
      if (last.data.length < CONTENT_LIMITS.pageSize) return undefined;
      if (total !== undefined && loaded >= total) return undefined;
      return pages.length + 1;
    },
  });
}

/** `GET /api/content/items/{collection}/{id}` with the detail fields. */
export function useContentItem(config: ContentKindConfig, id: string) {
  return useQuery({
    queryKey: contentKeys.item(config.collection, id),
    queryFn: ({ signal }) => readItem<ContentItem>(config.collection, id, DETAIL_FIELDS, signal),
    retry: false,
  });
}

/** Categories of a kind, sorted by label (spec 002 §2 library menu). */
export function useCategories(config: ContentKindConfig) {
  return useQuery(categoriesQuery(config));
}

/** The options of {@link useCategories} (shared with the list pages' route prefetch). */
export function categoriesQuery(config: ContentKindConfig) {
  return queryOptions({
    queryKey: contentKeys.categories(config.categoryType),
    queryFn: async ({ signal }) =>
      (
        await readItems<ContentCategory>(
          'category',
          {
            fields: ['id', 'label', 'type'],
            filter: { type: { _eq: config.categoryType } },
            sort: ['label'],
            limit: 200,
          },
          signal,
        )
      ).data,
    staleTime: 5 * 60_000,
  });
}

/** All tags of the tenant, sorted by label (spec 002 §2 tag filter). */
export function useTags() {
  return useQuery(tagsQuery());
}

/** The options of {@link useTags} (shared with the list pages' route prefetch). */
export function tagsQuery() {
  return queryOptions({
    queryKey: contentKeys.tags(),
    queryFn: async ({ signal }) =>
      (await readItems<ContentTag>('tag', { fields: ['id', 'label'], sort: ['label'], limit: 200 }, signal))
        .data,
    staleTime: 5 * 60_000,
  });
}

/**
 * One page (8) of the member's favourites of a kind (spec 002 §2 Favourites, §9): the ids from
 * `GET {api}/favorite?page&pageSize=8`, then the items with an `_in` filter, in bookmark order.
 */
export function useFavouritePage(config: ContentKindConfig, page: number) {
  return useQuery({
    queryKey: contentKeys.favouritePage(config.collection, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await communityApi.get<FavouritesAnswer>(`${config.favouritesApi}/favorite`, {
        signal,
        query: { page, pageSize: CONTENT_LIMITS.pageSize },
      });
      const ids = answer[config.favouriteIdsKey] ?? [];
      if (ids.length === 0) return { items: [] as ContentItem[], totalItems: answer.totalItems };
      const items = await readItems<ContentItem>(
        config.collection,
        { fields: CARD_FIELDS, filter: { id: { _in: ids } }, limit: ids.length },
        signal,
      );
      const byId = new Map(items.data.map((item) => [item.id, item]));
      return {
        items: ids.map((id) => byId.get(id)).filter((item): item is ContentItem => item !== undefined),
        totalItems: answer.totalItems,
      };
    },
  });
}

/**
 * The options of the members-only pages query (spec 002 §2 Pages, §7: filter members only, fields id,name),
 * kept 5 minutes: shared by {@link useMemberPages} and the dashboard's prefetch.
 */
export function memberPagesQuery() {
  return queryOptions({
    queryKey: contentKeys.pages(),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await readItems<ContentPage>(
          'pages',
          {
            fields: ['id', 'name'],
            filter: { members_only: { _eq: true } },
            sort: ['sort', 'name'],
            limit: 200,
          },
          signal,
        )
      ).data,
  });
}

/**
 * Members-only pages of the /pages sidebar, the News & Resources menu and the dashboard card
 * ({@link memberPagesQuery}); `enabled` false waits (no session yet).
 */
export function useMemberPages(enabled = true) {
  return useQuery({ ...memberPagesQuery(), enabled });
}

/**
 * `POST {api}/{id}/add-to-favorite|delete-from-favorite` (spec 002 §7) for a news item or resource; refreshes
 * the kind's favourite ids.
 */
export function useFavouriteContentMutation(config: ContentKindConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, wanted }: { itemId: number; wanted: boolean }) =>
      communityApi.post(
        `${config.favouritesApi}/${itemId}/${wanted ? 'add-to-favorite' : 'delete-from-favorite'}`,
      ),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: contentKeys.favourites(config.collection) }),
  });
}
