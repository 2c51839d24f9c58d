/**
 * Notifications bell (spec 000 §2 "Navigation shell", "Notifications centre"; §9): a badge with the unread
 * count (refreshed every 30 s; also said in a polite live region, issue 42 point 2) and a popover — a drawer on narrow screens — with the notifications centre.
 * On a phone (issue 18 "Phone and small screens") the drawer takes the whole screen width and its list
 * scrolls inside the dynamic viewport height (`100dvh`, so the browser's toolbars never hide the end of it).
 * The notifications centre (tabs, switches, its list) is loaded when the bell is first opened, not with every
 * signed-in page (issue 37 point 5, first visit's JavaScript).
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Popover, Spin } from 'antd';
import { Badge } from '../../../shared/components/PlainBadge';
import { LazyDrawer } from '../../../shared/components/LazyDrawer';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../queries';

const NotificationsPanel = lazy(async () => ({
  default: (await import('./NotificationsPanel')).NotificationsPanel,
}));

/**
 * The phone drawer list's cap: the dynamic viewport less the drawer header (56 px), the body padding
 * (2 × 12 px) and the tab bar (62 px with its margin).
 */
export const DRAWER_LIST_MAX_HEIGHT = 'calc(100dvh - 150px)';

/** Props: whether the screen is narrow (drawer instead of popover). */
export interface NotificationsBellProps {
  isNarrow?: boolean;
}

/** Renders the bell and its popover or drawer. */
export function NotificationsBell({ isNarrow = false }: NotificationsBellProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const unread = useUnreadCount();
  const unreadCount = unread.data ?? 0;
  const label =
    unreadCount > 0 ? `${t('nav.notifications')} (${unreadCount} unread)` : t('nav.notifications');
  const close = () => setIsOpen(false);
  // The count in a polite live region (issue 42 point 2): a screen reader hears a new notification arrive
  // without moving to the bell; the badge itself is drawn for the eye.
  const countRegion = (
    <span className="visually-hidden" role="status" aria-live="polite" data-testid="unread-count-status">
      {unreadCount > 0 ? `${unreadCount} unread ${t('nav.notifications').toLowerCase()}` : ''}
    </span>
  );
  const bell = (
    <Badge count={unreadCount} size="small">
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-expanded={isOpen}
        icon={<BellOutlined style={{ color: '#fff', fontSize: 18 }} />}
        onClick={isNarrow ? () => setIsOpen(true) : undefined}
      />
    </Badge>
  );
  if (isNarrow) {
    return (
      <>
        {bell}
        {countRegion}
        <LazyDrawer
          title={t('nav.notifications')}
          placement="right"
          size="100%"
          styles={{ body: { padding: '12px 16px' } }}
          open={isOpen}
          onClose={close}
        >
          {isOpen && (
            <Suspense fallback={<Spin />}>
              <NotificationsPanel onNavigate={close} listMaxHeight={DRAWER_LIST_MAX_HEIGHT} />
            </Suspense>
          )}
        </LazyDrawer>
      </>
    );
  }
  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('nav.notifications')}
        content={
          <div style={{ width: 380 }}>
            {isOpen && (
              <Suspense fallback={<Spin />}>
                <NotificationsPanel onNavigate={close} />
              </Suspense>
            )}
          </div>
        }
      >
        {bell}
      </Popover>
      {countRegion}
    </>
  );
}
