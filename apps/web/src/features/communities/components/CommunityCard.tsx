/**
 * Community card of explore and favourites (spec 001 §2): image, name, short description, categories,
 * member count, status tag and the favourite toggle (debounced 500 ms). Links by alias.
 */
import { Button, Card, Col, Flex, Row, Tag, Tooltip } from 'antd';
import { StarFilled, StarOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TCommunity } from '@portal/contracts';
import { useFavouriteToggle } from '../use-favourite-toggle';
import { useCommunityBase } from '../../../session/use-community-base';
import { useTranslation } from 'react-i18next';
import { lineClamp } from '../../../shared/line-clamp';
import { Typography } from '../../../shared/components/PlainTypography';

/** Props: the community and the caller's status. */
export interface CommunityCardProps {
  community: TCommunity;
  status: 'Awaiting' | 'Joined' | null;
  isAdmin?: boolean;
}

/**
 * Membership label of a card (spec 001 §4 button labels); `joinText` is the tenant's 'Join Community'
 * (`t('words.joinButton')`).
 */
export function membershipLabel(
  community: Pick<TCommunity, 'isPublic' | 'isAutoJoin'>,
  status: string | null,
  isAdmin: boolean,
  joinText: string,
) {
  if (isAdmin || community.isAutoJoin || status === 'Joined') return 'Joined';
  if (status === 'Awaiting') return 'Pending Access';
  return community.isPublic ? joinText : 'Request to Join';
}

/** Renders a community card. */
export function CommunityCard({ community, status, isAdmin = false }: CommunityCardProps) {
  const { base, placeholderImageUrl } = useCommunityBase();
  const { t } = useTranslation();
  const [favourite, toggleFavourite] = useFavouriteToggle(community);
  const label = membershipLabel(community, status, isAdmin, t('words.joinButton'));
  return (
    <Card
      hoverable
      cover={
        <img
          alt=""
          src={community.imageUrl ?? placeholderImageUrl}
          style={{ aspectRatio: '3 / 1', objectFit: 'cover' }}
        />
      }
      actions={[
        <Tooltip key="fav" title={favourite ? 'Remove from favourites' : 'Add to favourites'}>
          <Button
            type="text"
            aria-label={
              favourite ? `Remove ${community.name} from favourites` : `Add ${community.name} to favourites`
            }
            aria-pressed={favourite}
            icon={favourite ? <StarFilled style={{ color: '#d48806' }} /> : <StarOutlined />}
            onClick={(e) => {
              e.preventDefault();
              toggleFavourite();
            }}
          />
        </Tooltip>,
        <span key="members">
          <TeamOutlined /> {community.membersCount}
        </span>,
      ]}
    >
      <Typography.Title level={3} style={{ fontSize: 17, marginTop: 0 }}>
        <Link to={`${base}/${community.alias}`}>{community.name}</Link>
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={lineClamp(2)}>
        {community.shortDescription}
      </Typography.Paragraph>
      <Flex wrap gap={4}>
        {community.categories.length === 0 ? <Tag>Uncategorized</Tag> : null}
        {community.categories.map((c) => (
          <Tag key={c.id}>{c.name}</Tag>
        ))}
        <Tag color={community.isPublic ? 'green' : 'default'}>
          {community.isPublic ? 'Public' : 'Private'}
        </Tag>
        {label === 'Joined' || label === 'Pending Access' ? (
          <Tag color="blue">{community.isAutoJoin && !isAdmin ? 'Auto joined' : label}</Tag>
        ) : null}
        {community.isArchived ? <Tag color="red">Archived</Tag> : null}
      </Flex>
    </Card>
  );
}

/** The card grid of explore and favourites: 1, 2 or 3 columns by width. */
export function CommunityGrid({
  items,
  isAdmin,
}: {
  items: readonly { community: TCommunity; status: CommunityCardProps['status'] }[];
  isAdmin: boolean;
}) {
  return (
    <Row gutter={[16, 16]}>
      {items.map(({ community, status }) => (
        <Col key={community.id} xs={24} sm={12} xl={8}>
          <CommunityCard community={community} status={status} isAdmin={isAdmin} />
        </Col>
      ))}
    </Row>
  );
}
