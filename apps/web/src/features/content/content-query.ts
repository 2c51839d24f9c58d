/**
 * List state of the news and resources screens (spec 002 §2, §4, §9) and the content service query it
 * becomes (docs/api-content.md "News list"). The URL holds the state (STYLE.md): category in the path,
 * `keyword`, `tags` (comma ids), `sort` and `saved` in the search params.
 */
import type { ItemsQuery } from '../../api/content-client';
import { ALL_CATEGORIES, CONTENT_LIMITS } from './content-kinds';

/** Sort options of the list (spec 002 §4, §9: default newest publish start date then creation date). */
export const SORT_OPTIONS = {
  newest: { label: 'Newest', sort: ['-publish_start_date', '-date_created'] },
  oldest: { label: 'Oldest', sort: ['publish_start_date', 'date_created'] },
  az: { label: 'Name A-Z', sort: ['name'] },
  za: { label: 'Name Z-A', sort: ['-name'] },
} as const;
/** A sort choice of the news and resources lists. */
export type SortKey = keyof typeof SORT_OPTIONS;

/** The list state of a news or resources screen. */
export interface ListState {
  /** Category id, or null for all categories. */
  categoryId: number | null;
  tagIds: number[];
  keyword: string;
  sort: SortKey;
  /** Saved-only ('Bookmarked') filter. */
  savedOnly: boolean;
}

/**
 * How many sider filters are set, for the phone's Filters button (issue 18): the keyword, the category and
 * 'Bookmarked' count one each, every chosen tag one; the sort order is not a filter.
 */
export function activeListFilterCount(state: ListState): number {
  return (
    (state.keyword.trim() ? 1 : 0) +
    (state.categoryId !== null ? 1 : 0) +
    (state.savedOnly ? 1 : 0) +
    state.tagIds.length
  );
}

/** Fields of a card (docs/api-content.md "News list"). */
export const CARD_FIELDS = [
  'id',
  'name',
  'short_description',
  'date_created',
  'date_updated',
  'publish_start_date',
  'image',
  'categories.category_id.id',
  'categories.category_id.label',
  'tags.tag_id.id',
  'tags.tag_id.label',
];

/** Fields of the detail page (docs/api-content.md "Detail"). */
export const DETAIL_FIELDS = [
  '*',
  'image.*',
  'user_created.*',
  'categories.category_id.*',
  'subcategories.subcategory_id.*',
  'tags.tag_id.*',
  'assets.asset_id.*',
  'assets.asset_id.file.*',
  'assets.asset_id.image.*',
];

function parseIds(value: string | null): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => Number(part))
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ];
}

/** Parses the route's category param and the search params into a {@link ListState}. */
export function parseListState(categoryParam: string | undefined, params: URLSearchParams): ListState {
  const categoryNumber = Number(categoryParam);
  const sort = params.get('sort');
  return {
    categoryId:
      categoryParam &&
      categoryParam !== ALL_CATEGORIES &&
      Number.isInteger(categoryNumber) &&
      categoryNumber > 0
        ? categoryNumber
        : null,
    tagIds: parseIds(params.get('tags')),
    keyword: params.get('keyword') ?? '',
    sort: sort && sort in SORT_OPTIONS ? (sort as SortKey) : 'newest',
    savedOnly: params.get('saved') === 'true',
  };
}

/** The search params of a state (the category lives in the path). Defaults are left out. */
export function toSearchParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.tagIds.length > 0) params.set('tags', state.tagIds.join(','));
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.savedOnly) params.set('saved', 'true');
  return params;
}

/** The path of a state: '/news' for all categories, '/news/{categoryId}' otherwise. */
export function listPath(
  basePath: string,
  state: Pick<ListState, 'categoryId'>,
  params?: URLSearchParams,
): string {
  const path = state.categoryId === null ? basePath : `${basePath}/${state.categoryId}`;
  const search = params?.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The items query of one page of the list: category (`_eq`), tags (`_in`), saved ids (`_in`), keyword
 * (`search`), sort, 8 per page, `meta=filter_count` for the count in the title.
 */
export function buildListQuery(state: ListState, page: number, savedIds: number[] | null): ItemsQuery {
  const conditions: Array<Record<string, unknown>> = [];
  if (state.categoryId !== null)
    conditions.push({ categories: { category_id: { id: { _eq: state.categoryId } } } });
  if (state.tagIds.length > 0) conditions.push({ tags: { tag_id: { id: { _in: state.tagIds } } } });
  if (state.savedOnly && savedIds) conditions.push({ id: { _in: savedIds } });
  return {
    fields: CARD_FIELDS,
    filter: conditions.length > 0 ? { _and: conditions } : undefined,
    sort: SORT_OPTIONS[state.sort].sort,
    limit: CONTENT_LIMITS.pageSize,
    page,
    search: state.keyword || undefined,
    meta: 'filter_count',
  };
}
