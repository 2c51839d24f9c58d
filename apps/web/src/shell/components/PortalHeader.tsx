/**
 * The portal header (spec 000 §2 "Navigation shell"): 68 px, tenant header colour with white text; logo
 * and display name, module navigation (a 330 px side drawer below 992 px), search, events calendar
 * shortcut, notifications bell and avatar menu.
 */
import { memo, useState } from 'react';
import { Button, Layout, Space } from 'antd';
import { Hint } from '../../shared/components/HoverHint';
import { useScreenAtLeast } from '../../shared/use-screen-at-least';
import { LazyDrawer } from '../../shared/components/LazyDrawer';
import { CalendarOutlined, MenuOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TAccount, type TenantProfile } from '@portal/contracts';
import type { AvatarMenuEntry } from '../avatar-menu';
import type { Navigation } from '../navigation';
import { AvatarMenu } from './AvatarMenu';
import { HeaderSearch } from './HeaderSearch';
import { NotificationsBell } from '../../features/notifications/components/NotificationsBell';
import { TopNavigation } from './TopNavigation';

/** Props: tenant, user, navigation, avatar entries, whether global search is on, and log out. */
export interface PortalHeaderProps {
  profile: TenantProfile;
  account: TAccount;
  navigation: Navigation;
  avatarEntries: AvatarMenuEntry[];
  isSearchOn: boolean;
  onLogout: () => void;
}

/**
 * The header, drawn again only when its props change (issue 37 point 5): the main layout draws again when the
 * first paint has passed and when its secondary queries start, synchronously inside React's commit, and each
 * time the header — its menu, search box, bell and avatar — was drawn again with it, unchanged. The layout
 * keeps the props' identities (memoised navigation and avatar entries, a stable `onLogout`).
 */
export const PortalHeader = memo(function PortalHeader({
  profile,
  account,
  navigation,
  avatarEntries,
  isSearchOn,
  onLogout,
}: PortalHeaderProps) {
  const { t } = useTranslation();
  const isWide = useScreenAtLeast('lg');
  const isMd = useScreenAtLeast('md');
  const isSm = useScreenAtLeast('sm');
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  return (
    <Layout.Header
      className="portal-header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: isWide ? 16 : 8,
        height: LIMITS.headerHeightPx,
        color: '#ffffff',
      }}
    >
      {!isWide && (
        <Button
          type="text"
          aria-label={t('nav.openMenu')}
          icon={<MenuOutlined style={{ color: '#fff', fontSize: 20 }} />}
          onClick={() => setIsDrawerOpen(true)}
        />
      )}
      <Link
        to="/"
        aria-label={`${profile.displayName} home`}
        style={{ display: 'flex', alignItems: 'center', gap: 12, color: '#ffffff', flexShrink: 0 }}
      >
        {/* The emblem alone: the full logo carries the name in the header colour, unreadable on the header. */}
        <img
          src={profile.faviconUrl}
          alt=""
          width={40}
          height={40}
          style={{ display: 'block', background: '#ffffff', borderRadius: 10, padding: 3 }}
        />
        {isSm && (
          <span style={{ fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap' }}>{profile.displayName}</span>
        )}
      </Link>
      {isWide ? <TopNavigation items={navigation.items} mode="horizontal" /> : <div style={{ flex: 1 }} />}
      <Space size={isWide ? 4 : 0} align="center">
        {isSearchOn && <HeaderSearch />}
        {navigation.calendarPath && (
          <Hint title={t('nav.eventsCalendar')}>
            <Link
              to={navigation.calendarPath}
              aria-label={t('nav.eventsCalendar')}
              style={{ color: '#fff', fontSize: 18, padding: 8, display: 'inline-flex' }}
            >
              <CalendarOutlined />
            </Link>
          </Hint>
        )}
        <NotificationsBell isNarrow={!isMd} />
        <AvatarMenu account={account} entries={avatarEntries} onLogout={onLogout} isNarrow={!isMd} />
      </Space>
      <LazyDrawer
        title={profile.displayName}
        placement="left"
        size={LIMITS.menuDrawerWidthPx}
        open={!isWide && isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
      >
        <TopNavigation items={navigation.items} mode="inline" onNavigate={() => setIsDrawerOpen(false)} />
      </LazyDrawer>
    </Layout.Header>
  );
});
