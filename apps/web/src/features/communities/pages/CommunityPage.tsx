/**
 * {base}/{alias}[/{tab}[/{id}]] (spec 001 §2): community detail with tabs About, Discussion (posts),
 * Members, Assets (resources) and Meetings ('mettings', kept as spelt), a back arrow to explore and a
 * copy-link control. Access: 400 → 'Community not found' / 'does not exist'; 403 → 'Community is private' /
 * 'You must be a member to view it'; non-member non-admins of a private community see 'Oops! Only members
 * of this community can view it!'. The Discussion, Assets and Meetings tabs belong to the posts, assets and
 * meetings features: the route composes them in (app/pages/CommunityRoutePage.tsx) through {@link CommunityTabs}.
 * On a phone (issue 18 "Phone and small screens") the tab bar is compact (small tabs, 16 px apart) so the
 * five tabs fit a 390 px screen; on a narrower one the bar scrolls sideways and the tabs that do not fit are
 * in a '…' menu opened by a tap. The arrow keys reach every tab.
 */
import { useEffect, type ReactNode } from 'react';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import {
  ArrowLeftOutlined,
  EllipsisOutlined,
  HeartFilled,
  HeartOutlined,
  LinkOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type TCommunityDetail } from '@portal/contracts';
import { useCommunityByAlias } from '../../../shared/community-queries';
import { useCommunityAbout, useCommunityViewMutation, useLikeCommunityMutation } from '../queries';
import { copyText } from '../../../shared/copy-link';
import { formatDate } from '../../../shared/format';
import { useDelayedToggle } from '../../../shared/use-delayed-toggle';
import { useFavouriteToggle } from '../use-favourite-toggle';
import { JoinControls } from '../components/JoinControls';
import { MembersPanel } from '../components/MembersPanel';
import { SafeHtml } from '../../../shared/components/SafeHtml';
import { useCommunityBase } from '../../../session/use-community-base';
import { isApiError } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';
import { trackEngagement } from '../../../shared/engagement';
import { countLabel } from '../../../shared/count-label';
import { useTranslation } from 'react-i18next';
import { useScreenAtLeast } from '../../../shared/use-screen-at-least';

const TABS = {
  about: 'About',
  posts: 'Discussion',
  members: 'Members',
  resources: 'Assets',
  mettings: 'Meetings',
} as const;
type TabKey = keyof typeof TABS;

/** What a tab of another feature gets: whether the caller counts as a member, and the `{id}` of the URL. */
export interface CommunityTabView {
  isMember: boolean;
  itemId?: string;
}

/** The tabs other features render for a readable community: Discussion, Assets and Meetings. */
export interface CommunityTabs {
  posts: (detail: TCommunityDetail, view: CommunityTabView) => ReactNode;
  resources: (detail: TCommunityDetail, view: CommunityTabView) => ReactNode;
  mettings: (detail: TCommunityDetail, view: CommunityTabView) => ReactNode;
}

/** The community page, with the tabs of other features. */
export function CommunityPage({ tabs }: { tabs: CommunityTabs }) {
  const { alias = '', tab, itemId } = useParams();
  const detail = useCommunityByAlias(alias);
  const { t } = useTranslation();
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (detail.isLoadingError) {
    const status = isApiError(detail.error) ? detail.error.status : 0;
    if (status === 400 || status === 404)
      return <Result status="404" title={t('words.notFound')} subTitle={COMMUNITY_MESSAGES.notFoundDetail} />;
    if (status === 403)
      return (
        <Result status="403" title={t('words.thisIsPrivate')} subTitle={COMMUNITY_MESSAGES.mustBeMember} />
      );
    return <LoadError message={t('words.fetchFailed')} onRetry={() => detail.refetch()} />;
  }
  return (
    <CommunityView
      tabs={tabs}
      detail={detail.data}
      tab={(tab as TabKey) in TABS ? (tab as TabKey) : 'about'}
      itemId={itemId}
    />
  );
}

interface CommunityViewProps {
  tabs: CommunityTabs;
  detail: TCommunityDetail;
  tab: TabKey;
  itemId?: string;
}

function CommunityView({ tabs, detail, tab, itemId }: CommunityViewProps) {
  const { community, isAdmin, status } = detail;
  const { base, word } = useCommunityBase();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useApp();
  const member = isAdmin || status === 'Joined' || community.isAutoJoin;
  const canRead = member || community.isPublic;
  const isPhone = !useScreenAtLeast('md');

  const recordView = useCommunityViewMutation().mutate;
  const likeMutation = useLikeCommunityMutation();
  useEffect(() => {
    recordView(community.id);
    void trackEngagement({ type: 'viewCommunity', entityId: community.id, name: community.name });
  }, [community.id, community.name, recordView]);

  const [liked, likes, toggleLike] = useDelayedToggle({
    value: community.isLiked,
    count: community.likesCount,
    delayMs: COMMUNITY_LIMITS.likeDebounceMs,
    send: (on) => likeMutation.mutateAsync({ id: community.id, on }),
  });
  const [favourite, toggleFavourite] = useFavouriteToggle(community);

  const view: CommunityTabView = { isMember: member, itemId };
  const onlyMembers = (
    <Result status="403" title={t('words.onlyMembers')} subTitle={COMMUNITY_MESSAGES.mustBeMember} />
  );
  const content: Record<TabKey, React.ReactNode> = {
    about: <AboutTab detail={detail} canRead={canRead} />,
    posts: canRead ? tabs.posts(detail, view) : onlyMembers,
    members: canRead ? <MembersPanel communityId={community.id} /> : onlyMembers,
    resources: canRead ? tabs.resources(detail, view) : onlyMembers,
    mettings: canRead ? tabs.mettings(detail, view) : onlyMembers,
  };

  return (
    <Flex vertical gap={16}>
      <Card
        cover={
          community.imageUrl ? (
            <img alt="" src={community.imageUrl} style={{ aspectRatio: '5 / 1', objectFit: 'cover' }} />
          ) : undefined
        }
      >
        <Flex justify="space-between" align="flex-start" wrap gap={12}>
          <Flex gap={12} align="flex-start">
            <Tooltip title="Back to explore">
              <Button
                type="text"
                icon={<ArrowLeftOutlined />}
                aria-label="Back to explore"
                onClick={() => navigate(`${base}/explore`)}
              />
            </Tooltip>
            <div>
              <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
                {community.name}
              </Typography.Title>
              <Typography.Text type="secondary">{community.shortDescription}</Typography.Text>
              <Flex wrap gap={4} style={{ marginTop: 8 }}>
                <Tag color={community.isPublic ? 'green' : 'default'}>
                  {community.isPublic ? 'Open' : 'Private'} {word}
                </Tag>
                <Tag>{countLabel(community.membersCount, 'member')}</Tag>
                {community.isArchived ? <Tag color="red">Archived</Tag> : null}
              </Flex>
            </div>
          </Flex>
          <Flex gap={8} wrap align="center">
            <Button
              icon={liked ? <HeartFilled style={{ color: '#c41d7f' }} /> : <HeartOutlined />}
              aria-pressed={liked}
              aria-label={liked ? 'Unlike' : 'Like'}
              onClick={toggleLike}
            >
              {likes}
            </Button>
            <Button
              icon={favourite ? <StarFilled style={{ color: '#d48806' }} /> : <StarOutlined />}
              aria-pressed={favourite}
              aria-label={favourite ? 'Remove from favourites' : 'Add to favourites'}
              onClick={toggleFavourite}
            />
            <Button
              icon={<LinkOutlined />}
              onClick={async () => {
                const result = await copyText(window.location.href);
                void (result.ok ? message.success(result.message) : message.error(result.message));
              }}
            >
              Copy link
            </Button>
            <JoinControls community={community} status={status} isAdmin={isAdmin} />
          </Flex>
        </Flex>
      </Card>
      <Tabs
        activeKey={tab}
        size={isPhone ? 'small' : 'middle'}
        tabBarGutter={isPhone ? 16 : undefined}
        more={{ icon: <EllipsisOutlined aria-label="More tabs" />, trigger: ['click'] }}
        onChange={(key) =>
          navigate(key === 'about' ? `${base}/${community.alias}` : `${base}/${community.alias}/${key}`)
        }
        items={(Object.keys(TABS) as TabKey[]).map((key) => ({
          key,
          label: TABS[key],
          children: content[key],
        }))}
      />
    </Flex>
  );
}

function AboutTab({ detail, canRead }: { detail: TCommunityDetail; canRead: boolean }) {
  const { community, isAdmin, joinedAt } = detail;
  const about = useCommunityAbout(community.id, canRead);
  const { t } = useTranslation();
  return (
    <Flex gap={16} wrap align="flex-start">
      <Card title="Who are we?" style={{ flex: '2 1 360px' }}>
        {!canRead ? (
          <Typography.Paragraph>{t('words.onlyMembers')}</Typography.Paragraph>
        ) : about.isPending ? (
          <Skeleton active />
        ) : about.isLoadingError ? (
          <LoadError message={t('words.fetchFailed')} onRetry={() => about.refetch()} />
        ) : about.data.about ? (
          <SafeHtml html={about.data.about} />
        ) : (
          <Typography.Text type="secondary">No description yet</Typography.Text>
        )}
      </Card>
      <Card style={{ flex: '1 1 240px' }}>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'cat',
              label: 'Categories',
              children: community.categories.length
                ? community.categories.map((c) => c.name).join(', ')
                : 'Uncategorized',
            },
            ...(joinedAt ? [{ key: 'since', label: 'Member since', children: formatDate(joinedAt) }] : []),
            ...(isAdmin
              ? [{ key: 'created', label: 'Created', children: formatDate(community.createdAt) }]
              : []),
            { key: 'act', label: 'Last activity', children: formatDate(community.latestActivity) || '—' },
            { key: 'm', label: 'Members', children: community.membersCount },
            { key: 'v', label: 'Views', children: community.viewsCount },
            { key: 'l', label: 'Likes', children: community.likesCount },
            { key: 'p', label: 'Privacy', children: community.isPublic ? 'Public' : 'Private' },
          ]}
        />
      </Card>
    </Flex>
  );
}
