/**
 * News and resources list (spec 002 §2 "News and resources", §4 infinite loading, §9): /news,
 * /news/{categoryId}, /resources, /resources/{categoryId}. Card grid with sort, tag, 'Bookmarked' and keyword
 * filters, the count in the title, the sider, removable header chips, 8 more cards within 200 px of the
 * bottom, empty and error states. The URL holds the list state.
 */
import { useDeferredValue, useMemo } from 'react';
import { contentCountLabel } from '@portal/contracts';
import { Card, Col, Empty, Skeleton, Spin } from 'antd';
import { Button } from '../../../shared/components/PlainButton';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../../shared/components/LoadError';
import { errorMessage } from '../../../api/api-error';
import { CONTENT_LIMITS, CONTENT_MESSAGES, type ContentKindConfig } from '../content-kinds';
import {
  activeListFilterCount,
  listPath,
  parseListState,
  SORT_OPTIONS,
  toSearchParams,
  type ListState,
  type SortKey,
} from '../content-query';
import { CONTENT_GRID_STYLE, ContentCard } from '../components/ContentCard';
import { imageLoadingAt } from '../../../shared/card-image-loading';
import { ContentSider } from '../components/ContentSider';
import { FiltersPanel } from '../../../shared/components/FiltersPanel';
import { LazySelect } from '../../../shared/components/LazyControls';
import { HeaderChips } from '../components/HeaderChips';
import type { PagePrefetch } from '../../../shared/data-prefetch';
import {
  categoriesQuery,
  contentListQuery,
  favouriteIdsQuery,
  tagsQuery,
  useCategories,
  useContentList,
  useFavouriteIds,
  useTags,
} from '../queries';
import { useWindowInfiniteScroll } from '../../../shared/infinite-scroll';
import { Typography } from '../../../shared/components/PlainTypography';
import { Row } from '../../../shared/components/PlainRow';

/** Props: the kind shown. */
export interface ContentListPageProps {
  config: ContentKindConfig;
}

/** Renders the list screen of `config`. */
export function ContentListPage({ config }: ContentListPageProps) {
  const { categoryId } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseListState(categoryId, searchParams), [categoryId, searchParams]);
  const categories = useCategories(config);
  const tags = useTags();
  const favourites = useFavouriteIds(config);
  const list = useContentList(config, state, favourites.data);

  const go = (next: ListState) => void navigate(listPath(config.basePath, next, toSearchParams(next)));
  // The cards are drawn in a background render when a page of the list arrives (a query's answer re-renders
  // synchronously: the first page's cards were one long task of the phone's main thread); the skeletons stay
  // until then (issue 37 point 5, total blocking time).
  const shown = useDeferredValue(list.data);
  const items = useMemo(() => shown?.pages.flatMap((page) => page.data) ?? [], [shown]);
  const total = shown?.pages[0]?.meta?.filterCount;
  // The bookmarks arrive after the list: their flags are drawn in a background render too (only the cards
  // whose flag changed draw again; ContentCard is memoised).
  const favouritesShown = useDeferredValue(favourites.data);
  const favouriteIds = useMemo(() => new Set(favouritesShown ?? []), [favouritesShown]);

  useWindowInfiniteScroll({
    hasMore: list.hasNextPage,
    isLoading: list.isFetchingNextPage || list.isFetching,
    onLoadMore: () => void list.fetchNextPage(),
    thresholdPx: CONTENT_LIMITS.infiniteThresholdPx,
    loadedCount: items.length,
  });

  const category = categories.data?.find((item) => item.id === state.categoryId);
  const heading = category ? `${config.texts.title}: ${category.label}` : config.texts.title;

  let body: React.ReactNode;
  if (shown === undefined && !list.isLoadingError) {
    body = (
      <ul style={CONTENT_GRID_STYLE} aria-busy="true" aria-label="Loading">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index}>
            <Card>
              <Skeleton active />
            </Card>
          </li>
        ))}
      </ul>
    );
  } else if (list.isLoadingError) {
    body = (
      <LoadError
        message={errorMessage(list.error, CONTENT_MESSAGES.unknownError)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = <Empty description={config.texts.empty} />;
  } else {
    body = (
      <>
        <ul style={CONTENT_GRID_STYLE} aria-label={`${config.texts.title} items`}>
          {items.map((item, index) => (
            <li key={item.id}>
              <ContentCard
                config={config}
                item={item}
                isFavourite={favouriteIds.has(item.id)}
                imageLoading={imageLoadingAt(index)}
              />
            </li>
          ))}
        </ul>
        <div style={{ display: 'grid', placeItems: 'center', padding: 24, minHeight: 80 }}>
          {list.isFetchingNextPage ? (
            <Spin aria-label="Loading more" />
          ) : list.hasNextPage ? (
            <Button onClick={() => void list.fetchNextPage()}>Load more</Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={6}>
        <FiltersPanel
          activeCount={activeListFilterCount(state)}
          collapseBelow="lg"
          title={`${config.texts.title} filters`}
        >
          <ContentSider
            config={config}
            state={state}
            categories={categories.data}
            tags={tags.data}
            savedCount={favourites.data?.length}
            onKeyword={(keyword) => go({ ...state, keyword })}
            onCategory={(id) => go({ ...state, categoryId: id })}
            onTags={(tagIds) => go({ ...state, tagIds })}
            onSavedOnly={(savedOnly) => go({ ...state, savedOnly })}
          />
        </FiltersPanel>
      </Col>
      <Col xs={24} lg={18}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 12 }}>
          <Typography.Title level={1} style={{ fontSize: 28, margin: 0, flex: 1 }}>
            {heading}
            {total !== undefined && (
              <Typography.Text type="secondary" style={{ fontSize: 20, fontWeight: 400 }}>
                {' '}
                ({contentCountLabel(total, CONTENT_LIMITS.pageSize)})
              </Typography.Text>
            )}
          </Typography.Title>
          <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span>Sort by</span>
            <LazySelect<SortKey>
              aria-label="Sort by"
              value={state.sort}
              style={{ width: 150 }}
              onChange={(sort) => go({ ...state, sort })}
              options={Object.entries(SORT_OPTIONS).map(([value, option]) => ({
                value: value as SortKey,
                label: option.label,
              }))}
            />
          </label>
        </div>
        <HeaderChips
          state={state}
          categories={categories.data}
          tags={tags.data}
          onRemoveCategory={() => go({ ...state, categoryId: null })}
          onRemoveTag={(id) => go({ ...state, tagIds: state.tagIds.filter((tagId) => tagId !== id) })}
          onRemoveKeyword={() => go({ ...state, keyword: '' })}
          onRemoveSaved={() => go({ ...state, savedOnly: false })}
        />
        {body}
      </Col>
    </Row>
  );
}

/**
 * The route prefetch of a list page (shared/data-prefetch.ts): categories, tags, the member's favourite ids and,
 * unless only saved items are shown (they wait for the ids), the first page with the URL's list state.
 */
export function prefetchContentList(config: ContentKindConfig): PagePrefetch {
  return ({ queryClient, params, url }) => {
    const state = parseListState(params.categoryId, url.searchParams);
    void queryClient.prefetchQuery(categoriesQuery(config));
    void queryClient.prefetchQuery(tagsQuery());
    void queryClient.prefetchQuery(favouriteIdsQuery(config));
    if (!state.savedOnly) void queryClient.prefetchInfiniteQuery(contentListQuery(config, state, null));
  };
}
