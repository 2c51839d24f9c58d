/**
 * The admin shell (spec 001 §2 "Admin shell"): a narrow side menu beside the admin page, listing exactly what
 * the signed-in person may use (issue 40, {@link adminAreasOf} over `GET /api/v1/permission`): the tenant's
 * communities (global administration, with a general* tab), "My {words}" (the communities they moderate, each
 * opening its admin area `/admin/{segment}/{id}`), the cross-community Moderation queue (admin access),
 * Announcement (generalAnnouncements), then — beyond the spec's menu — an "Association" group with the other
 * areas the person may use (users, resources, events, settings, memberships, import, account closures,
 * insights, sent mail, digest preview, audit log; the admin home's cards), and Exit admin (back to the member
 * home). On narrow screens the menu
 * sits above the page as a horizontal bar.
 */
import { Layout, Menu, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  AuditOutlined,
  LogoutOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { communityAdminPaths } from '@portal/contracts';
import { useCommunityBase } from '../../session/use-community-base';
import { usePermissions } from '../../session/session-queries';
import { useModeratedCommunities } from '../../session/moderated-communities';
import { prefetchHandlers } from '../../shared/route-prefetch';
import { ADMIN_AREA_TITLE_KEYS, adminAreaPath, adminAreasOf, type AdminArea } from '../admin-navigation';
import { useScreenAtLeast } from '../../shared/use-screen-at-least';

/** One leaf of the menu: its key, label, icon and the path it opens. */
interface Entry {
  key: string;
  label: string;
  icon?: React.ReactNode;
  path: string;
}

/**
 * The key of the entry the current path belongs to (a moderated community, then the spec's areas, then the
 * association's areas in `more`).
 */
function selectedKey(pathname: string, paths: Record<string, string>, mine: Entry[], more: Entry[]): string {
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const community = mine.find((entry) => within(entry.path));
  if (community) return community.key;
  if (within(paths.management!) || pathname.startsWith(`${paths.communityRoot}/`)) return 'communities';
  if (within(paths.moderation!)) return 'moderation';
  if (within('/admin/announcement')) return 'announcement';
  return more.find((entry) => within(entry.path))?.key ?? '';
}

/** Renders the side menu and the admin page. */
export default function AdminLayout() {
  const { Words, words, managementPath, word } = useCommunityBase();
  const { communityRoot, moderationPath } = communityAdminPaths(word);
  const { t } = useTranslation();
  const areas = adminAreasOf(usePermissions().data);
  const moderated = useModeratedCommunities(areas.includes('mine'));
  const location = useLocation();
  const navigate = useNavigate();
  const isWide = useScreenAtLeast('md');

  const mine: Entry[] = (moderated.data?.communities ?? []).map((community) => ({
    key: `community:${community.id}`,
    label: community.name,
    path: `${communityRoot}/${encodeURIComponent(community.id)}`,
  }));
  const entry = (key: string, label: string, icon: React.ReactNode, path: string): Entry => ({
    key,
    label,
    icon,
    path,
  });
  // The association's areas beyond the spec's menu (members, content, events, records), as on the admin home.
  const more: Entry[] = areas
    .filter((area) => area !== 'announcement' && Object.hasOwn(ADMIN_AREA_TITLE_KEYS, area))
    .map((area: AdminArea) => ({
      key: area,
      label: t(`area.${ADMIN_AREA_TITLE_KEYS[area]!}`),
      path: adminAreaPath(area, word)!,
    }));
  const top: (
    | Entry
    | { key: 'mine'; label: string; icon: React.ReactNode; children: Entry[] }
    | { key: 'more'; label: string; type: 'group'; children: Entry[] }
  )[] = [
    ...(areas.includes('communities') ? [entry('communities', Words, <TeamOutlined />, managementPath)] : []),
    ...(areas.includes('mine')
      ? [{ key: 'mine' as const, label: `My ${words}`, icon: <SafetyCertificateOutlined />, children: mine }]
      : []),
    ...(areas.includes('moderation')
      ? [entry('moderation', 'Moderation queue', <AuditOutlined />, moderationPath)]
      : []),
    ...(areas.includes('announcement')
      ? [entry('announcement', 'Announcement', <NotificationOutlined />, '/admin/announcement')]
      : []),
    ...(more.length
      ? [{ key: 'more' as const, label: 'Association', type: 'group' as const, children: more }]
      : []),
    entry('exit', 'Exit admin', <LogoutOutlined />, '/'),
  ];
  const leaves = [...top.filter((item): item is Entry => 'path' in item), ...mine, ...more];
  const leaf = (item: Entry) => ({
    key: item.key,
    icon: item.icon,
    label: item.label,
    ...prefetchHandlers(item.path),
  });
  const items: MenuProps['items'] = top.map((item) =>
    'type' in item
      ? // A titled group in the side menu; in the phone's horizontal bar a submenu (a group there overflows).
        isWide
        ? { key: item.key, type: 'group', label: item.label, children: item.children.map(leaf) }
        : { key: item.key, icon: <AppstoreOutlined />, label: item.label, children: item.children.map(leaf) }
      : 'children' in item
        ? { key: item.key, icon: item.icon, label: item.label, children: item.children.map(leaf) }
        : leaf(item),
  );
  const selected = selectedKey(
    location.pathname,
    { management: managementPath, communityRoot, moderation: moderationPath },
    mine,
    more,
  );
  const menu = (
    <Menu
      tooltip={false}
      mode={isWide ? 'inline' : 'horizontal'}
      selectedKeys={[selected]}
      defaultOpenKeys={['mine']}
      items={items}
      onClick={({ key }) => {
        const target = leaves.find((i) => i.key === key);
        if (target) void navigate(target.path);
      }}
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
