/**
 * Notifications bell (spec 000 §2 "Notifications centre"): a badge and a popover with the tabs All and
 * Unread and their empty texts. The list itself arrives with the notifications issue.
 */
import { Badge, Button, Empty, Popover, Tabs } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

function NotificationsPanel() {
  return (
    <div style={{ width: 320 }}>
      <Tabs
        items={[
          { key: 'all', label: 'All', children: <Empty description="No notifications yet" /> },
          { key: 'unread', label: 'Unread', children: <Empty description="No unread notifications" /> },
        ]}
      />
    </div>
  );
}

/** Props: the unread count on the badge. */
export interface NotificationsBellProps {
  unreadCount?: number;
}

/** Renders the bell and its popover. */
export function NotificationsBell({ unreadCount = 0 }: NotificationsBellProps) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('nav.notifications')}
      content={<NotificationsPanel />}
    >
      <Badge count={unreadCount} size="small">
        <Button
          type="text"
          shape="circle"
          aria-label={t('nav.notifications')}
          icon={<BellOutlined style={{ color: '#fff', fontSize: 18 }} />}
        />
      </Badge>
    </Popover>
  );
}
