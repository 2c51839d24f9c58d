/**
 * The notifications centre panel (spec 000 §2 Notifications centre, §9): tabs All and Unread, 'Mark all as
 * read', each notification rendered by its type with a link to its target; opening or marking one reads it
 * (on the Unread tab it leaves the list); comment notifications carry a per-discussion toggle. Empty texts
 * 'No notifications yet' / 'No unread notifications'. More pages load within 50 px of the bottom (at most
 * once a second).
 */
import { useRef, useState } from 'react';
import { Avatar, Button, Empty, Spin, Switch, Tabs, Tooltip, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTenant } from '../../../session/tenant-context';
import { tint, useThemeMode } from '../../../shared/theme';
import {
  NOTIFICATIONS,
  useNotificationsList,
  useSetAllAsRead,
  useSetAsRead,
  useSetDiscussionNotifications,
  type NotificationsTab,
} from '../queries';
import { isCommentNotification, renderNotification, type PortalNotification } from '../notification-types';
import { isNearBottom } from '../../../shared/infinite-scroll';
import { formatShortWhen } from '../../../shared/format';

const EMPTY_TEXT: Record<NotificationsTab, string> = {
  all: 'No notifications yet',
  unread: 'No unread notifications',
};

function NotificationRow({
  notification,
  onOpen,
  onRead,
}: {
  notification: PortalNotification;
  onOpen: () => void;
  onRead: () => void;
}) {
  const profile = useTenant();
  const mode = useThemeMode();
  const setDiscussion = useSetDiscussionNotifications();
  const rendered = renderNotification(notification, profile.communityBasePath, profile.wording.community);
  if (!rendered) return null;
  const isUnread = !notification.readAt;
  const initiator = notification.initiatorUser;
  const initials = `${initiator?.firstName?.[0] ?? ''}${initiator?.lastName?.[0] ?? ''}` || '•';
  const postId = notification.post?.id;
  return (
    <li
      data-testid="notification"
      data-unread={isUnread}
      style={{
        display: 'flex',
        gap: 12,
        padding: '10px 8px',
        borderBottom: '1px solid var(--portal-border-subtle, #f0f0f0)',
        // A light tint of the tenant colour: antd's primary background token came out a mid grey-green in
        // the drawer, under which the secondary text failed WCAG AA contrast (issue 18, axe at 390 px). The
        // dark theme's light text needs a dark mark instead: a lifted surface (issue 42).
        background: isUnread
          ? mode === 'dark'
            ? 'var(--portal-bg-elevated)'
            : tint(profile.theme.primaryColor, 0.92)
          : undefined,
      }}
    >
      <Avatar alt="" src={initiator?.avatarUrl ?? undefined}>
        {initials}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        {rendered.link ? (
          <Link to={rendered.link} onClick={onOpen} style={{ color: 'inherit', textDecoration: 'none' }}>
            {rendered.text}
          </Link>
        ) : (
          <Typography.Text>{rendered.text}</Typography.Text>
        )}
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatShortWhen(notification.createdAt)}
          </Typography.Text>
        </div>
        {isCommentNotification(notification) && postId !== undefined && (
          <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginTop: 4, fontSize: 12 }}>
            <Switch
              size="small"
              checked={notification.postNotificationStatus !== false}
              loading={setDiscussion.isPending}
              onChange={(isOn) => setDiscussion.mutate({ postId, isOn })}
            />
            Notifications for this discussion
          </label>
        )}
      </div>
      {isUnread && (
        <Tooltip title="Mark as read">
          <Button
            type="text"
            size="small"
            aria-label="Mark as read"
            icon={<CheckOutlined />}
            onClick={onRead}
          />
        </Tooltip>
      )}
    </li>
  );
}

function NotificationsList({
  tab,
  onNavigate,
  maxHeight,
}: {
  tab: NotificationsTab;
  onNavigate: () => void;
  maxHeight: number | string;
}) {
  const list = useNotificationsList(tab, true);
  const setAsRead = useSetAsRead();
  const lastLoad = useRef(0);
  const items = (list.data?.pages ?? []).flatMap((p) => p.notifications);

  const handleScroll = (event: React.UIEvent<HTMLElement>) => {
    const el = event.currentTarget;
    const now = Date.now();
    if (!isNearBottom(el.scrollTop, el.clientHeight, el.scrollHeight, NOTIFICATIONS.loadMoreWithinPx)) return;
    if (!list.hasNextPage || list.isFetchingNextPage) return;
    if (now - lastLoad.current < NOTIFICATIONS.throttleMs) return;
    lastLoad.current = now;
    void list.fetchNextPage();
  };

  if (list.isPending) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (list.isLoadingError && items.length === 0) return <Empty description="Failed to load notifications" />;
  if (items.length === 0) return <Empty description={EMPTY_TEXT[tab]} />;
  return (
    <ul
      aria-label={tab === 'all' ? 'All notifications' : 'Unread notifications'}
      onScroll={handleScroll}
      data-testid="notifications-scroll"
      style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight, overflowY: 'auto' }}
    >
      {items.map((n) => (
        <NotificationRow
          key={n.id}
          notification={n}
          onRead={() => setAsRead.mutate([n.id])}
          onOpen={() => {
            if (!n.readAt) setAsRead.mutate([n.id]);
            onNavigate();
          }}
        />
      ))}
      {list.isFetchingNextPage && <Spin style={{ display: 'block', margin: 8 }} />}
    </ul>
  );
}

/**
 * Renders the tabs, 'Mark all as read' and the lists. `onNavigate` closes the popover or drawer;
 * `listMaxHeight` caps the list, which scrolls inside (420 px in the popover; the phone drawer passes what
 * is left of the screen under its header and the tab bar).
 */
export function NotificationsPanel({
  onNavigate,
  listMaxHeight = 420,
}: {
  onNavigate: () => void;
  listMaxHeight?: number | string;
}) {
  const [tab, setTab] = useState<NotificationsTab>('all');
  const setAllAsRead = useSetAllAsRead();
  // 'Mark all as read' sits over the tab bar's right end rather than inside it: antd puts extra content in
  // the role=tablist element, where only tabs may be (axe aria-required-children, issue 18).
  return (
    <div style={{ position: 'relative' }}>
      <Button
        type="link"
        size="small"
        onClick={() => setAllAsRead.mutate()}
        loading={setAllAsRead.isPending}
        style={{ position: 'absolute', insetInlineEnd: 0, top: 12, zIndex: 1 }}
      >
        Mark all as read
      </Button>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as NotificationsTab)}
        items={[
          {
            key: 'all',
            label: 'All',
            children: <NotificationsList tab="all" onNavigate={onNavigate} maxHeight={listMaxHeight} />,
          },
          {
            key: 'unread',
            label: 'Unread',
            children: <NotificationsList tab="unread" onNavigate={onNavigate} maxHeight={listMaxHeight} />,
          },
        ]}
        destroyOnHidden
      />
    </div>
  );
}
