/**
 * Card of a news item or resource in the list grid and the favourites pages (spec 002 §2): image, category
 * badges, title linking to the detail page, date, short description, tags and the bookmark toggle.
 */
import { memo } from 'react';
import { Card } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ContentImage } from '../../../shared/components/ContentImage';
import { cardImageAttributes, type CardImageLoading } from '../../../shared/card-image-loading';
import type { ContentKindConfig } from '../content-kinds';
import { fileId, itemCategories, itemTags, type ContentItem } from '../content-types';
import { formatContentDate } from '../../../shared/format';
import { CONTENT_CARD_IMAGE } from '../content-card-image';
import { FavouriteButton } from './FavouriteButton';
import { TagChips } from './TagChips';
import { lineClamp } from '../../../shared/line-clamp';
import { Typography } from '../../../shared/components/PlainTypography';

/** Props of {@link ContentCard}. */
export interface ContentCardProps {
  config: ContentKindConfig;
  item: ContentItem;
  isFavourite: boolean;
  /** How the card's image loads (default `lazy`; the list's first card: `first`). */
  imageLoading?: CardImageLoading;
}

/** Renders one card. */
export const ContentCard = memo(function ContentCard({
  config,
  item,
  isFavourite,
  imageLoading = 'lazy',
}: ContentCardProps) {
  const image = fileId(item.image);
  const detailPath = `${config.basePath}/details/${item.id}`;
  const categories = itemCategories(item);
  return (
    <Card
      hoverable
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8, padding: 16 } }}
      cover={
        image ? (
          <ContentImage
            fileId={image}
            transform={CONTENT_CARD_IMAGE}
            alt=""
            {...cardImageAttributes(imageLoading)}
            style={{ aspectRatio: '16 / 9', objectFit: 'cover', width: '100%' }}
          />
        ) : (
          <div
            aria-hidden
            style={{
              aspectRatio: '16 / 9',
              display: 'grid',
              placeItems: 'center',
              background: 'var(--portal-bg-muted, #eef1f5)',
              fontSize: 40,
              color: 'var(--portal-text-secondary, #7a8594)',
            }}
          >
            <FileTextOutlined />
          </div>
        )
      }
    >
      {categories.length > 0 && (
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.5 }}
        >
          {categories.map((category) => category.label).join(' · ')}
        </Typography.Text>
      )}
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
        <Typography.Title level={3} style={{ fontSize: 17, margin: 0, flex: 1 }}>
          <Link to={detailPath} style={{ color: 'inherit' }}>
            {item.name}
          </Link>
        </Typography.Title>
        <FavouriteButton config={config} itemId={item.id} itemName={item.name} isFavourite={isFavourite} />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {formatContentDate(item.publishStartDate ?? item.dateCreated)}
      </Typography.Text>
      {item.shortDescription && (
        <Typography.Paragraph style={{ margin: 0, ...lineClamp(3) }}>
          {item.shortDescription}
        </Typography.Paragraph>
      )}
      <div style={{ marginTop: 'auto' }}>
        <TagChips tags={itemTags(item).slice(0, 4)} />
      </div>
    </Card>
  );
});

/** The card grid of the list and favourites pages: as many 240 px+ columns as fit. */
export const CONTENT_GRID_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 16,
  listStyle: 'none',
  padding: 0,
  margin: 0,
} as const;
