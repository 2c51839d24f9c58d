/**
 * Favourites layout (spec 002 §2 "Favourites"): a menu of the six areas — Resources, News, Meetings,
 * Events, Community posts, Communities — beside the chosen area's list.
 */
import { Layout, Menu, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { withPrefetch } from '../../app/route-prefetch';

const AREAS = [
  { key: 'resources', label: 'Resources' },
  { key: 'news', label: 'News' },
  { key: 'meetings', label: 'Meetings' },
  { key: 'events', label: 'Events' },
  { key: 'community-posts', label: 'Community posts' },
  { key: 'communities', label: 'Communities' },
];

/** Renders the favourites menu and the current area's page. */
export default function FavouritesLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname.split('/')[2] ?? 'resources';
  return (
    <Layout style={{ background: 'transparent', gap: 24 }} hasSider>
      <Layout.Sider width={240} theme="light" breakpoint="md" collapsedWidth={0}>
        <Typography.Title level={1} style={{ fontSize: 22, padding: '16px 16px 0' }}>
          My Favourites
        </Typography.Title>
        <nav aria-label="Favourites">
          <Menu
            mode="inline"
            selectedKeys={[current]}
            items={withPrefetch(AREAS, (key) => `/favourites/${key}`)}
            onClick={({ key }) => void navigate(`/favourites/${key}`)}
          />
        </nav>
      </Layout.Sider>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
