/**
 * Communities area layout (spec 001 §2 "Communities sidebar"): Welcome/Home, Favourites, Explore
 * communities, Explore meetings, My communities, Communities you manage and Frequently asked questions.
 * Lists are sorted by name with 'See all' links to explore (onlyJoined=true / onlyFavorite=true). Below the
 * lg breakpoint the menu opens in a drawer from a '{Words} menu' button: a horizontal menu there folded its
 * overflow into hidden (aria-hidden) items that still held focusable links (issue 18, axe aria-hidden-focus).
 */
import { useState } from 'react';
import { Avatar, Button, Drawer, Layout, Menu, Typography } from 'antd';
import { drawerSize } from '../../../shared/drawer-size';
import {
  BookOutlined,
  CalendarOutlined,
  CompassOutlined,
  HomeOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import type { TCommunitySummary } from '@portal/contracts';
import { useCommunityPreference, useTopFavorites } from '../queries';
import { useCommunityBase } from '../../../session/use-community-base';
import { prefetchRoute, withPrefetch } from '../../../shared/route-prefetch';
import { usePermissions } from '../../../session/session-queries';
import { adminAreasOf } from '../../../shell/admin-navigation';
import { useScreenAtLeast } from '../../../shared/use-screen-at-least';

const byName = (a: TCommunitySummary, b: TCommunitySummary) => a.name.localeCompare(b.name);

function communityItems(
  list: TCommunitySummary[] | undefined,
  base: string,
  prefix: string,
): MenuProps['items'] {
  return [...(list ?? [])]
    .sort(byName)
    .slice(0, 5)
    .map((c) => ({
      key: `${prefix}:${c.alias}`,
      onMouseEnter: () => prefetchRoute(`${base}/${c.alias}`),
      label: (
        <Link to={`${base}/${c.alias}`}>
          <Avatar alt="" size={20} src={c.imageUrl ?? undefined} style={{ marginRight: 8 }}>
            {c.name.charAt(0)}
          </Avatar>
          {c.name}
        </Link>
      ),
    }));
}

/** Renders the sidebar and the page. */
export default function CommunitiesLayout() {
  const { base, Words, managementPath } = useCommunityBase();
  const preference = useCommunityPreference();
  const favourites = useTopFavorites();
  const location = useLocation();
  const isWide = useScreenAtLeast('lg');
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const joined = preference.data?.topJoined;
  const managed = preference.data?.topModerated;
  // 'See all' opens the global management for those who may use it, else the admin home's "My {words}".
  const manageAllPath = adminAreasOf(usePermissions().data).includes('communities')
    ? managementPath
    : '/admin';

  const items: MenuProps['items'] = [
    { key: base, icon: <HomeOutlined />, label: <Link to={base}>Home</Link> },
    {
      key: 'favourites',
      icon: <StarOutlined />,
      label: 'Favourites',
      children: [
        ...(communityItems(favourites.data?.communities, base, 'fav') ?? []),
        { key: 'fav-all', label: <Link to={`${base}/explore?onlyFavorite=true`}>See all</Link> },
      ],
    },
    {
      key: `${base}/explore`,
      icon: <CompassOutlined />,
      label: <Link to={`${base}/explore`}>Explore {Words.toLowerCase()}</Link>,
    },
    {
      key: '/meetings/explore',
      icon: <CalendarOutlined />,
      label: <Link to="/meetings/explore">Explore meetings</Link>,
    },
    {
      key: 'joined',
      icon: <TeamOutlined />,
      label: `My ${Words.toLowerCase()}`,
      children: [
        ...(communityItems(joined, base, 'joined') ?? []),
        { key: 'joined-all', label: <Link to={`${base}/explore?onlyJoined=true`}>See all</Link> },
      ],
    },
    ...(managed && managed.length > 0
      ? [
          {
            key: 'managed',
            icon: <SettingOutlined />,
            label: `${Words} you manage`,
            children: [
              ...(communityItems(managed, base, 'managed') ?? []),
              { key: 'managed-all', label: <Link to={manageAllPath}>See all</Link> },
            ],
          },
        ]
      : []),
    {
      key: `${base}/saved-posts`,
      icon: <BookOutlined />,
      label: <Link to={`${base}/saved-posts`}>Saved posts</Link>,
    },
    {
      key: `${base}/faq`,
      icon: <QuestionCircleOutlined />,
      label: <Link to={`${base}/faq`}>Frequently asked questions</Link>,
    },
  ];

  // Hovering or focusing an entry prefetches its route chunks (issue 18): keys are paths, or carry one.
  const prefetching = withPrefetch(items, (key) => (key.startsWith('/') ? key.split('?')[0] : undefined));

  return (
    <Layout style={{ background: 'transparent', gap: 24 }} hasSider={isWide}>
      {isWide ? (
        <Layout.Sider
          width={260}
          theme="light"
          style={{ background: 'transparent' }}
          aria-label={`${Words} menu`}
        >
          <Typography.Title level={2} style={{ fontSize: 18, margin: '8px 16px' }}>
            {Words}
          </Typography.Title>
          <Menu
            tooltip={false}
            mode="inline"
            selectedKeys={[location.pathname]}
            defaultOpenKeys={['joined', 'favourites']}
            items={prefetching}
            style={{ borderInlineEnd: 0 }}
          />
        </Layout.Sider>
      ) : (
        <nav aria-label={`${Words} menu`}>
          <Button
            icon={<MenuOutlined aria-hidden="true" />}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onClick={() => setIsMenuOpen(true)}
          >
            {Words} menu
          </Button>
          <Drawer
            title={Words}
            placement="left"
            size={drawerSize(330)}
            open={isMenuOpen}
            onClose={() => setIsMenuOpen(false)}
            styles={{ body: { padding: 0 } }}
          >
            <Menu
              tooltip={false}
              mode="inline"
              selectedKeys={[location.pathname]}
              defaultOpenKeys={['joined', 'favourites']}
              items={prefetching}
              onClick={() => setIsMenuOpen(false)}
              style={{ borderInlineEnd: 0 }}
            />
          </Drawer>
        </nav>
      )}
      <Layout.Content style={{ minWidth: 0 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
