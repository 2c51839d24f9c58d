/**
 * The two content kinds of spec 002 §2 "News and resources" and their texts (§2, §8): the content service
 * collection, the routes, the favourites API family and every label that differs between news and resources.
 */

/** A content kind: news items or resources. */
export type ContentKind = 'news' | 'resource';

/** Per-kind configuration and texts. */
export interface ContentKindConfig {
  kind: ContentKind;
  /** Content service collection (spec 002 §7). */
  collection: 'news' | 'resource';
  /** Category `type` value of this kind. */
  categoryType: 'news' | 'resource';
  /** Route base: '/news' or '/resources'. */
  basePath: '/news' | '/resources';
  /** Favourites API base (spec 002 §7): 'api/v1/news' or 'api/v1/resources'. */
  favouritesApi: 'api/v1/news' | 'api/v1/resources';
  /** Key of the favourite ids in the favourites answer. */
  favouriteIdsKey: 'favoriteNewsIds' | 'favoriteResourcesIds';
  /** Favourites route: '/favourites/news' or '/favourites/resources'. */
  favouritesPath: string;
  texts: {
    title: string;
    searchPlaceholder: string;
    library: string;
    mine: string;
    empty: string;
    favouritesEmpty: string;
    print: string;
    back: string;
  };
}

/** News (spec 002 §2): 'Search news', 'News library', 'My News', 'No news available.', Print. */
export const NEWS: ContentKindConfig = {
  kind: 'news',
  collection: 'news',
  categoryType: 'news',
  basePath: '/news',
  favouritesApi: 'api/v1/news',
  favouriteIdsKey: 'favoriteNewsIds',
  favouritesPath: '/favourites/news',
  texts: {
    title: 'News',
    searchPlaceholder: 'Search news',
    library: 'News library',
    mine: 'My News',
    empty: 'No news available.',
    favouritesEmpty: 'No favorite news.',
    print: 'Print',
    back: 'Back to news',
  },
};

/** Resources (spec 002 §2): 'Search resources', 'Resource library', 'My Resources', 'Print Page'. */
export const RESOURCES: ContentKindConfig = {
  kind: 'resource',
  collection: 'resource',
  categoryType: 'resource',
  basePath: '/resources',
  favouritesApi: 'api/v1/resources',
  favouriteIdsKey: 'favoriteResourcesIds',
  favouritesPath: '/favourites/resources',
  texts: {
    title: 'Resources',
    searchPlaceholder: 'Search resources',
    library: 'Resource library',
    mine: 'My Resources',
    empty: 'No resources available.',
    favouritesEmpty: 'No favorite resources',
    print: 'Print Page',
    back: 'Back to resources',
  },
};

/** The configuration of a kind. */
export function kindConfig(kind: ContentKind): ContentKindConfig {
  return kind === 'news' ? NEWS : RESOURCES;
}

/** The 'all categories' route value (spec 002 §2: /news/{categoryId}, default all_categories). */
export const ALL_CATEGORIES = 'all_categories';

/** Messages of spec 002 §8 for these areas (exact texts, typos included). */
export const CONTENT_MESSAGES = {
  favouriteAdded: 'Successfully added to favourites',
  favouriteRemoved: 'Successfully removed from favourites',
  favouriteAddFailed: 'Error adding to favorites:',
  favouriteRemoveFailed: 'Error removing from favorites:',
  unknownError: 'An unknown error occurred',
  noData: 'No Data',
  /** Empty state of an item without body text (spec 000 §9 "Empty states: … 'No content'"). */
  noContent: 'No content',
  linkCopied: 'Link copied',
} as const;

/** Tunables of spec 002 §4, §9. */
export const CONTENT_LIMITS = {
  pageSize: 8,
  infiniteThresholdPx: 200,
  favouriteDebounceMs: 500,
  tagSearchDebounceMs: 500,
  initialTags: 5,
} as const;
