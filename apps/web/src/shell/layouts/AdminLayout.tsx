/**
 * The admin shell (spec 001 §2 "Global community administration"): a narrow side menu with the tenant's
 * communities (the global administration root), the cross-community Moderation queue, Announcement (only with generalAnnouncements,
 * `canManageAnnouncements`) and Exit admin (back to the member home), beside the admin page. On narrow screens
 * the menu sits above the page as a horizontal bar.
 */
import { Grid, Layout, Menu } from 'antd';
import { AuditOutlined, LogoutOutlined, NotificationOutlined, TeamOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { canManageAnnouncements, communityAdminPaths } from '@portal/contracts';
import { useCommunityBase } from '../../app/use-community-base';
import { usePermissionSubject } from '../../app/use-permission-subject';
import { prefetchHandlers } from '../../app/route-prefetch';

/** Renders the side menu and the admin page. */
export default function AdminLayout() {
  const { Words, managementPath, word } = useCommunityBase();
  const { communityRoot, moderationPath } = communityAdminPaths(word);
  const subject = usePermissionSubject();
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const isWide = screens.md !== false;
  const communityArea = `${communityRoot}/`;
  const selected =
    location.pathname.startsWith(managementPath) || location.pathname.startsWith(communityArea)
      ? 'communities'
      : location.pathname.startsWith(moderationPath)
        ? 'moderation'
        : location.pathname.startsWith('/admin/announcement')
          ? 'announcement'
          : '';
  const items = [
    { key: 'communities', icon: <TeamOutlined />, label: Words, path: managementPath },
    // The cross-community queue (issue 14); the server answers what the caller may moderate, 403 for nothing.
    { key: 'moderation', icon: <AuditOutlined />, label: 'Moderation queue', path: moderationPath },
    ...(subject && canManageAnnouncements(subject)
      ? [
          {
            key: 'announcement',
            icon: <NotificationOutlined />,
            label: 'Announcement',
            path: '/admin/announcement',
          },
        ]
      : []),
    { key: 'exit', icon: <LogoutOutlined />, label: 'Exit admin', path: '/' },
  ];
  const menu = (
    <Menu
      mode={isWide ? 'inline' : 'horizontal'}
      selectedKeys={[selected]}
      items={items.map(({ key, icon, label, path }) => ({ key, icon, label, ...prefetchHandlers(path) }))}
      onClick={({ key }) => void navigate(items.find((i) => i.key === key)!.path)}
      style={{ borderInlineEnd: 'none' }}
    />
  );
  return (
    <Layout style={{ background: 'transparent', flexDirection: isWide ? 'row' : 'column' }}>
      <nav
        aria-label="Administration"
        style={
          isWide
            ? { flex: '0 0 208px', marginRight: 24, alignSelf: 'flex-start', position: 'sticky', top: 88 }
            : { marginBottom: 16 }
        }
      >
        {menu}
      </nav>
      {/* A plain block: the main layout already provides the page's one <main> landmark. */}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </div>
    </Layout>
  );
}
