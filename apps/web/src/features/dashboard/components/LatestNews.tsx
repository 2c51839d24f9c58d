/**
 * Latest news of the dashboard (spec 000 §2): 1 large item and 3 small, each linking to /news/details/{id}.
 * Empty: 'No news yet' (spec 000 §9 "Empty lists read 'No {items} yet'", news uncountable).
 */
import { memo } from 'react';
import { Card, Col, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { ContentImage } from '../../../shared/components/ContentImage';
import { cardImageAttributes } from '../../../shared/card-image-loading';
import { NEWS_IMAGE_WIDTH, newsImageId, type DashboardNewsItem } from '../queries';
import { formatDay } from '../../../shared/format';
import { lineClamp } from '../../../shared/line-clamp';
import { Typography } from '../../../shared/components/PlainTypography';
import { Row } from '../../../shared/components/PlainRow';
const dateOf = (item: DashboardNewsItem) => {
  const value = item.publishStartDate ?? item.dateCreated;
  return value ? formatDay(value) : null;
};

const NewsCard = memo(function NewsCard({ item, isLarge }: { item: DashboardNewsItem; isLarge: boolean }) {
  const image = newsImageId(item);
  return (
    <Link to={`/news/details/${item.id}`} style={{ display: 'block', height: '100%' }}>
      <Card
        hoverable
        style={{ height: '100%' }}
        cover={
          image ? (
            <ContentImage
              fileId={image}
              transform={{ width: isLarge ? NEWS_IMAGE_WIDTH.large : NEWS_IMAGE_WIDTH.small }}
              // The large cover is the dashboard's largest paint: at high priority; the small ones, under it on a
              // phone, when scrolled near (issue 37 point 5).
              {...cardImageAttributes(isLarge ? 'first' : 'lazy')}
              // The large cover keeps the image's 16:9 up to 260 px high: a fixed height on a phone-wide
              // card cropped the sides, and with them the start of the cover's title (issue 40).
              style={
                isLarge
                  ? { width: '100%', aspectRatio: '16 / 9', maxHeight: 260, objectFit: 'cover' }
                  : { height: 110, objectFit: 'cover' }
              }
            />
          ) : undefined
        }
      >
        {dateOf(item) && <Typography.Text type="secondary">{dateOf(item)}</Typography.Text>}
        <Typography.Title level={3} style={{ fontSize: isLarge ? 20 : 15, margin: '4px 0' }}>
          {item.name}
        </Typography.Title>
        {isLarge && item.shortDescription && (
          <Typography.Paragraph style={{ ...lineClamp(3), margin: 0 }}>
            {item.shortDescription}
          </Typography.Paragraph>
        )}
      </Card>
    </Link>
  );
});

/** Props of {@link LatestNews}. */
export interface LatestNewsProps {
  items: DashboardNewsItem[];
  isLoading: boolean;
}

/** Renders the news section. */
export function LatestNews({ items, isLoading }: LatestNewsProps) {
  const [large, ...small] = items;
  return (
    <section id="dashboard-latest-news" aria-labelledby="latest-news-title" style={{ marginBottom: 32 }}>
      <Typography.Title level={2} id="latest-news-title" style={{ fontSize: 20 }}>
        Latest news
      </Typography.Title>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : !large ? (
        <Empty description="No news yet" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={14}>
            <NewsCard item={large} isLarge />
          </Col>
          <Col xs={24} md={10}>
            <Row gutter={[12, 12]}>
              {small.slice(0, 3).map((item) => (
                <Col span={24} key={item.id}>
                  <NewsCard item={item} isLarge={false} />
                </Col>
              ))}
            </Row>
          </Col>
        </Row>
      )}
    </section>
  );
}
