/**
 * Notifications bell (spec 000 §2 "Navigation shell", "Notifications centre"): a badge and a popover (a
 * drawer on narrow screens) with the tabs All and Unread and their empty texts 'No notifications yet' and
 * 'No unread notifications'. The list itself arrives with the notifications issue.
 */
import { useState } from 'react';
import { Badge, Button, Drawer, Empty, Popover, Tabs } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

function NotificationsPanel() {
  return (
    <Tabs
      items={[
        { key: 'all', label: 'All', children: <Empty description="No notifications yet" /> },
        { key: 'unread', label: 'Unread', children: <Empty description="No unread notifications" /> },
      ]}
    />
  );
}

/** Props: the unread count on the badge, and whether the screen is narrow (drawer instead of popover). */
export interface NotificationsBellProps {
  unreadCount?: number;
  isNarrow?: boolean;
}

/** Renders the bell and its popover or drawer. */
export function NotificationsBell({ unreadCount = 0, isNarrow = false }: NotificationsBellProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const bell = (
    <Badge count={unreadCount} size="small">
      <Button
        type="text"
        shape="circle"
        aria-label={t('nav.notifications')}
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
        <Drawer
          title={t('nav.notifications')}
          placement="right"
          open={isOpen}
          onClose={() => setIsOpen(false)}
        >
          <NotificationsPanel />
        </Drawer>
      </>
    );
  }
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={isOpen}
      onOpenChange={setIsOpen}
      title={t('nav.notifications')}
      content={
        <div style={{ width: 320 }}>
          <NotificationsPanel />
        </div>
      }
    >
      {bell}
    </Popover>
  );
}
