/**
 * The settings area layout (spec 000 §2 "Settings area"): the side menu of {@link buildSettingsMenu} beside
 * the current settings page. Below the md breakpoint (phones) the menu becomes a select above the page, so
 * every entry stays one tap away without a hidden drawer.
 */
import { useMemo } from 'react';
import { Card, Flex, Grid, Menu, Select, Typography, type MenuProps } from 'antd';
import { withPrefetch } from '../../../app/route-prefetch';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { canAccessSubModule } from '@portal/contracts';
import { useTenant } from '../../../app/tenant-context';
import { useAccessSubject } from '../../../shell/guards/access-hooks';
import { useCanCancelMembership } from '../../../shared/membership-queries';
import { buildSettingsMenu, settingsMenuKey, type SettingsMenuEntry } from '../settings-menu';

type MenuItem = Required<MenuProps>['items'][number];

/** Flat items; a sub-item (Brand assets under Membership profile) is indented one level. */
const toItems = (entries: SettingsMenuEntry[]): MenuItem[] =>
  entries.flatMap((entry) => [
    { key: entry.key, label: entry.label },
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
  const screens = Grid.useBreakpoint();
  const canCancel = useCanCancelMembership(
    subject !== null && canAccessSubModule(tenant, 'settings', 'cancel_membership', subject),
  );
  const entries = useMemo(
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
  const flat = entries.flatMap((entry) => [entry, ...(entry.children ?? [])]);
  const selected = settingsMenuKey(entries, pathname);
  const go = (key: string) => {
    const target = flat.find((entry) => entry.key === key);
    if (target) void navigate(target.path);
  };
  const isWide = screens.md !== false;

  const nav = (
    <nav aria-label="Settings">
      {isWide ? (
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          items={withPrefetch(toItems(entries), (key) => flat.find((entry) => entry.key === key)?.path)}
          onClick={({ key }) => go(key)}
          style={{ borderInlineEnd: 0 }}
        />
      ) : (
        <Select
          aria-label="Settings section"
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
