/**
 * Favourite news or resources (spec 002 §2 Favourites, §9 "favourites pages of 8"): the bookmarked items,
 * newest bookmark first, 8 per page; cards open the details. Empty: 'No favorite news.' / 'No favorite
 * resources'.
 */
import { Card, Empty, Pagination, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';
import { CONTENT_LIMITS, CONTENT_MESSAGES, type ContentKindConfig } from '../content-kinds';
import { CONTENT_GRID_STYLE, ContentCard } from '../components/ContentCard';
import { useFavouritePage } from '../queries';
import { parseSearchParams, ZListSearchParams } from '../../../shared/search-params';

/** Props: the kind shown. */
export interface ContentFavouritesPageProps {
  config: ContentKindConfig;
}

/** Renders one page of favourites. */
export function ContentFavouritesPage({ config }: ContentFavouritesPageProps) {
  const [params, setParams] = useSearchParams();
  const { page } = parseSearchParams(ZListSearchParams, params);
  const favourites = useFavouritePage(config, page);

  let body: React.ReactNode;
  if (favourites.isPending)
    body = (
      <Card>
        <Skeleton active />
      </Card>
    );
  else if (favourites.isLoadingError)
    body = (
      <LoadError
        message={errorMessage(favourites.error, CONTENT_MESSAGES.unknownError)}
        onRetry={() => void favourites.refetch()}
      />
    );
  else if (favourites.data.items.length === 0) body = <Empty description={config.texts.favouritesEmpty} />;
  else
    body = (
      <>
        <ul style={CONTENT_GRID_STYLE} aria-label={`Favourite ${config.texts.title.toLowerCase()}`}>
          {favourites.data.items.map((item) => (
            <li key={item.id}>
              <ContentCard config={config} item={item} isFavourite />
            </li>
          ))}
        </ul>
        {favourites.data.totalItems > CONTENT_LIMITS.pageSize && (
          <Pagination
            style={{ marginTop: 24, justifyContent: 'center' }}
            current={page}
            pageSize={CONTENT_LIMITS.pageSize}
            total={favourites.data.totalItems}
            showSizeChanger={false}
            onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        )}
      </>
    );

  return (
    <section aria-labelledby="favourites-kind-heading" style={{ padding: '16px 0' }}>
      <Typography.Title level={2} id="favourites-kind-heading" style={{ fontSize: 22, marginTop: 0 }}>
        {config.texts.title}
      </Typography.Title>
      {body}
    </section>
  );
}
