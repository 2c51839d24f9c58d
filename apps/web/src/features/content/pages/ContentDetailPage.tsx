/**
 * Detail of a news item or resource (spec 002 §2): /news/details/{id}, /resources/details/{id}. Back link,
 * title, last updated date, category badges (each opens the list of that category), Print (news) or 'Print
 * Page' (resources) and Share, main image, rendered content, tags, attachments (resources: preview/download
 * menu). `?view=print` is the print view: the article alone, and the browser's print dialog opens.
 * News views are tracked (engagement viewNews, spec 000 §7).
 */
import { useEffect, useRef } from 'react';
import { Button, Card, Divider, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';
import { trackEngagement } from '../../../shared/engagement';
import { ContentImage } from '../../../shared/components/ContentImage';
import { CONTENT_MESSAGES, type ContentKindConfig } from '../content-kinds';
import { fileId, itemAssets, itemCategories, itemTags } from '../content-types';
import { AttachmentList } from '../components/AttachmentList';
import { FavouriteButton } from '../components/FavouriteButton';
import { SafeHtml } from '../../../shared/components/SafeHtml';
import { ShareMenu } from '../components/ShareMenu';
import { TagChips } from '../components/TagChips';
import { formatContentDate } from '../../../shared/format';
import { useContentItem, useFavouriteIds } from '../queries';
import '../content.css';

/** Props: the kind shown. */
export interface ContentDetailPageProps {
  config: ContentKindConfig;
}

/** Renders the detail (or print view) of the item in the route. */
export function ContentDetailPage({ config }: ContentDetailPageProps) {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isPrintView = searchParams.get('view') === 'print';
  const item = useContentItem(config, id);
  const favourites = useFavouriteIds(config);
  const tracked = useRef<string | null>(null);
  const printed = useRef(false);

  useEffect(() => {
    if (!item.data || config.kind !== 'news' || tracked.current === id) return;
    tracked.current = id;
    void trackEngagement({ type: 'viewNews', entityId: id, name: item.data.name, url: window.location.href });
  }, [item.data, config.kind, id]);

  useEffect(() => {
    if (!isPrintView || !item.data || printed.current) return;
    printed.current = true;
    const timer = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(timer);
  }, [isPrintView, item.data]);

  const backLink = (
    <Link
      to={config.basePath}
      className="content-no-print"
      style={{ display: 'inline-flex', gap: 6, marginBottom: 16 }}
    >
      <ArrowLeftOutlined /> {config.texts.back}
    </Link>
  );

  if (item.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (item.isLoadingError) {
    if (isApiError(item.error) && (item.error.status === 403 || item.error.status === 404)) {
      return (
        <>
          {backLink}
          <Result status="404" title={CONTENT_MESSAGES.noData} subTitle={config.texts.empty} />
        </>
      );
    }
    return (
      <LoadError
        message={errorMessage(item.error, CONTENT_MESSAGES.unknownError)}
        onRetry={() => void item.refetch()}
      />
    );
  }

  const data = item.data;
  const image = fileId(data.image);
  const categories = itemCategories(data);
  const tags = itemTags(data);
  const shareUrl = `${window.location.origin}${config.basePath}/details/${data.id}`;
  const printPath = `${config.basePath}/details/${data.id}?view=print`;

  return (
    <article style={{ maxWidth: 900, margin: '0 auto' }} aria-labelledby="content-title">
      {isPrintView ? (
        <Space className="content-no-print" style={{ marginBottom: 16 }}>
          <Link to={`${config.basePath}/details/${data.id}`}>
            <ArrowLeftOutlined /> Back to article
          </Link>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {config.texts.print}
          </Button>
        </Space>
      ) : (
        backLink
      )}
      <Card
        styles={{ body: { padding: isPrintView ? 0 : 32 } }}
        variant={isPrintView ? 'borderless' : 'outlined'}
      >
        {categories.length > 0 && (
          <div
            style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 12 }}
            aria-label="Categories"
          >
            {categories.map((category) => (
              <Tag
                key={category.id}
                style={{ marginInlineEnd: 0, background: 'var(--portal-bg-container, #ffffff)' }}
              >
                <Link to={`${config.basePath}/${category.id}`}>{category.label}</Link>
              </Tag>
            ))}
          </div>
        )}
        <Typography.Title level={1} id="content-title" style={{ fontSize: 30, marginTop: 0 }}>
          {data.name}
        </Typography.Title>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <Typography.Text type="secondary">
            Last updated {formatContentDate(data.dateUpdated ?? data.publishStartDate ?? data.dateCreated)}
          </Typography.Text>
          {!isPrintView && (
            <Space className="content-no-print" style={{ marginInlineStart: 'auto' }} wrap>
              <FavouriteButton
                config={config}
                itemId={data.id}
                itemName={data.name}
                isFavourite={(favourites.data ?? []).includes(data.id)}
              />
              <Button icon={<PrinterOutlined />} onClick={() => void navigate(printPath)}>
                {config.texts.print}
              </Button>
              <ShareMenu url={shareUrl} title={data.name} />
            </Space>
          )}
        </div>
        <Divider />
        {image && (
          <ContentImage
            fileId={image}
            transform={{ width: 1200 }}
            alt=""
            style={{ width: '100%', maxHeight: 480, objectFit: 'cover', borderRadius: 8, marginBottom: 24 }}
          />
        )}
        {data.shortDescription && (
          <Typography.Paragraph style={{ fontSize: 18 }} strong>
            {data.shortDescription}
          </Typography.Paragraph>
        )}
        {data.content?.trim() ? (
          <SafeHtml html={data.content} className="content-body" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CONTENT_MESSAGES.noContent} />
        )}
        {tags.length > 0 && (
          <>
            <Divider />
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              Tags
            </Typography.Title>
            <TagChips
              tags={tags}
              onClick={isPrintView ? undefined : (tag) => void navigate(`${config.basePath}?tags=${tag.id}`)}
            />
          </>
        )}
        {itemAssets(data).length > 0 && <Divider />}
        <AttachmentList assets={itemAssets(data)} withPreview={config.kind === 'resource'} />
      </Card>
    </article>
  );
}
