/**
 * The layout of one community's admin area, /admin/{word}/:id/* (spec 001 §2 "Community administration
 * area"): the sidebar header (back link, image, categories or 'Uncategorized', name and short description,
 * 'Archived' tag, Open or Private, member count), the groups Community home / Admin tools / Community group
 * with their counts (one statistics call), and the visibility rules (Reported posts: postDelete; Reported
 * comments: commentDelete; Blacklist: communityBlacklist; Membership requirements and Admin settings:
 * admins). The sub-page renders in the outlet with the community detail as outlet context.
 */
import { Alert, Avatar, Badge, Button, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, TeamOutlined } from '@ant-design/icons';
import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { MODERATION_MESSAGES, type TCommunityDetail, type TCommunityStatistics } from '@portal/contracts';
import { countLabel } from '../../../../shared/count-label';
import { useAdminCommunity } from '../../queries';
import { useCommunityStatistics } from '../../moderation-queries';
import { useAdminWording } from '../../use-admin-wording';
import { canEnterCommunityAdmin, sidebarGroups } from '../../admin-area-rules';
import { usePermissions } from '../../../../session/session-queries';
import { adminAreasOf } from '../../../../shell/admin-navigation';
import './community-admin.css';
import { useTranslation } from 'react-i18next';

/** What the sub-pages get from the layout. */
export interface CommunityAdminContext {
  detail: TCommunityDetail;
  statistics: TCommunityStatistics | undefined;
  /** `/admin/{word}/{id}` */
  root: string;
}

/** The community detail and counts of the admin area (for the sub-pages). */
export function useCommunityAdmin(): CommunityAdminContext {
  return useOutletContext<CommunityAdminContext>();
}

/** Renders the admin area of one community. */
export default function CommunityAdminLayout() {
  const { id = '' } = useParams();
  const detail = useAdminCommunity(id);
  const allowed = detail.data ? canEnterCommunityAdmin(detail.data) : false;
  const statistics = useCommunityStatistics(id, allowed);
  const { communityRoot, memberBase, managementPath } = useAdminWording();
  const { t } = useTranslation();
  const root = `${communityRoot}/${encodeURIComponent(id)}`;
  // Back to the global management for those who may use it; a moderator goes back to their admin home
  // ("My {words}", issue 40) instead of a page that would refuse them.
  const backPath = adminAreasOf(usePermissions().data).includes('communities') ? managementPath : '/admin';

  if (detail.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (detail.isLoadingError) {
    const status = detail.error && 'status' in detail.error ? detail.error.status : 0;
    return (
      <Alert
        type="error"
        showIcon
        title={status === 404 || status === 400 ? t('words.notFoundDot') : t('words.fetchFailed')}
        action={
          <Button size="small" onClick={() => void detail.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!allowed) return <Alert type="warning" showIcon title={MODERATION_MESSAGES.forbidden} />;
  const { community } = detail.data;
  const categories = community.categories.length
    ? community.categories.map((c) => c.name).join(', ')
    : MODERATION_MESSAGES.uncategorized;

  return (
    <div className="community-admin">
      <aside className="community-admin__sider" aria-label={t('words.adminArea')}>
        <Link to={backPath} className="community-admin__back">
          <ArrowLeftOutlined /> {t('words.backToList')}
        </Link>
        <div className="community-admin__header">
          <Avatar shape="square" size={72} src={community.imageUrl ?? undefined} alt="">
            {community.name[0]}
          </Avatar>
          <Typography.Text type="secondary" className="community-admin__categories">
            {categories}
          </Typography.Text>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {community.name}
          </Typography.Title>
          <Typography.Text type="secondary">{community.shortDescription}</Typography.Text>
          <Space wrap size={4}>
            {community.isArchived && <Tag color="orange">Archived</Tag>}
            <Tag>{community.isPublic ? t('words.openCommunity') : t('words.privateCommunity')}</Tag>
          </Space>
          <Typography.Text>
            <TeamOutlined /> {countLabel(community.membersCount, 'member')}
          </Typography.Text>
        </div>
        <nav aria-label={t('words.adminMenu')}>
          {sidebarGroups(detail.data, statistics.data, `${memberBase}/${community.alias}`, t).map((group) => (
            <div key={group.title} className="community-admin__group">
              {group.title && <div className="community-admin__group-title">{group.title}</div>}
              <ul>
                {group.items.map((item) => (
                  <li key={item.label}>
                    <NavLink
                      to={item.external ? item.path : `${root}/${item.path}`}
                      end
                      className={({ isActive }) =>
                        `community-admin__link${isActive && !item.external ? ' community-admin__link--active' : ''}`
                      }
                    >
                      <span>{item.label}</span>
                      {item.count !== undefined && (
                        <Badge count={item.count} showZero overflowCount={999} color="#6b7280" />
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <section className="community-admin__main">
        <Outlet
          context={{ detail: detail.data, statistics: statistics.data, root } satisfies CommunityAdminContext}
        />
      </section>
    </div>
  );
}
