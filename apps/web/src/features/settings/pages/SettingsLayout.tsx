/**
 * The settings area layout (spec 000 §2 "Settings area"): the side menu of {@link buildSettingsMenu} beside
 * the current settings page. Below the md breakpoint (phones) the menu becomes a select above the page, so
 * every entry stays one tap away without a hidden drawer.
 */
import { useMemo } from 'react';
import { Card, Flex, Menu, Select, Typography, type MenuProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { withPrefetch } from '../../../shared/route-prefetch';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { canAccessSubModule } from '@portal/contracts';
import { useTenant } from '../../../session/tenant-context';
import { useAccessSubject } from '../../../session/access-hooks';
import { useCanCancelMembership } from '../../../shared/membership-queries';
import { useCommPrefsUrl } from '../../../shared/comm-prefs-queries';
import {
  buildSettingsMenu,
  COMM_PREFS_KEY,
  settingsMenuKey,
  withExternalCommPrefs,
  type SettingsMenuEntry,
} from '../settings-menu';
import { useScreenAtLeast } from '../../../shared/use-screen-at-least';

type MenuItem = Required<MenuProps>['items'][number];

/** An entry's label: a new-tab link for an external page (spec 000 §2), else the text. */
const labelOf = (entry: SettingsMenuEntry) =>
  entry.href ? (
    <a href={entry.href} target="_blank" rel="noopener noreferrer">
      {entry.label} <ExportOutlined aria-hidden style={{ fontSize: 12 }} />
    </a>
  ) : (
    entry.label
  );

/** Flat items; a sub-item (Brand assets under Membership profile) is indented one level. */
const toItems = (entries: SettingsMenuEntry[]): MenuItem[] =>
  entries.flatMap((entry) => [
    { key: entry.key, label: labelOf(entry) },
    ...(entry.children ?? []).map((child) => ({
      key: child.key,
      label: child.label,
      style: { paddingInlineStart: 40 },
    })),
  ]);

/** Renders the side menu (or the phone select) and the settings page. */
export default function SettingsLayout() {
  const tenant = useTenant();
  const subject = useAccessSubject();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canCancel = useCanCancelMembership(
    subject !== null && canAccessSubModule(tenant, 'settings', 'cancel_membership', subject),
  );
  const built = useMemo(
    () =>
      subject
        ? buildSettingsMenu({
            profile: tenant,
            subject,
            canCancelMembership: canCancel.data?.canCancelMembership === true,
          })
        : [],
    [tenant, subject, canCancel.data],
  );
  const commPrefs = useCommPrefsUrl(built.some((entry) => entry.key === COMM_PREFS_KEY));
  const entries = useMemo(() => withExternalCommPrefs(built, commPrefs.data?.url), [built, commPrefs.data]);
  const flat = entries.flatMap((entry) => [entry, ...(entry.children ?? [])]);
  const selected = settingsMenuKey(entries, pathname);
  const isWide = useScreenAtLeast('md');
  const go = (key: string) => {
    const target = flat.find((entry) => entry.key === key);
    // An external entry opens in a new tab: its link does it on the wide menu, window.open on the phone select.
    if (target?.href) {
      if (!isWide) window.open(target.href, '_blank', 'noopener,noreferrer');
      return;
    }
    if (target) void navigate(target.path);
  };

  // In-page navigation (shell RouteAnnouncer): choosing a section keeps the focus on the menu (or the
  // select) and announces the new title, rather than moving the focus to the section's heading.
  const nav = (
    <nav aria-label="Settings" data-route-focus="keep">
      {isWide ? (
        <Menu
          tooltip={false}
          mode="inline"
          selectedKeys={[selected]}
          items={withPrefetch(toItems(entries), (key) => flat.find((entry) => entry.key === key)?.path)}
          onClick={({ key }) => go(key)}
          style={{ borderInlineEnd: 0 }}
        />
      ) : (
        <Select
          aria-label="Settings section"
          // A short list: every section in the DOM (screen readers, tests), not a virtual window of eight.
          virtual={false}
          value={selected || undefined}
          placeholder="Profile & Settings"
          options={flat.map((entry) => ({ value: entry.key, label: entry.label }))}
          onChange={go}
          style={{ width: '100%' }}
          size="large"
        />
      )}
    </nav>
  );
  return (
    <Flex gap={24} align="flex-start" vertical={!isWide}>
      {isWide ? (
        <aside style={{ width: 290, flex: 'none' }}>
          <Card styles={{ body: { padding: '16px 8px 8px' } }}>
            <Typography.Title level={2} style={{ fontSize: 20, margin: '0 8px 12px' }}>
              Profile & Settings
            </Typography.Title>
            {nav}
          </Card>
        </aside>
      ) : (
        <div style={{ width: '100%' }}>{nav}</div>
      )}
      <div style={{ minWidth: 0, flex: 1, width: isWide ? undefined : '100%' }}>
        <Outlet />
      </div>
    </Flex>
  );
}
