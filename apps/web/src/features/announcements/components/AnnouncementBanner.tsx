/**
 * Announcement banner of the dashboard (spec 000 §2 Dashboard home): title, description, optional
 * 'Read update' link (new tab), dismiss button.
 */
import { Button, Card, Space } from 'antd';
import { CloseOutlined, NotificationOutlined } from '@ant-design/icons';
import type { TAnnouncement } from '@portal/contracts';
import { Typography } from '../../../shared/components/PlainTypography';

/** Props of {@link AnnouncementBanner}. */
export interface AnnouncementBannerProps {
  announcement: TAnnouncement;
  onDismiss: (id: number) => void;
}

/** Renders one announcement. */
export function AnnouncementBanner({ announcement, onDismiss }: AnnouncementBannerProps) {
  return (
    <Card
      role="region"
      aria-label="Announcement"
      style={{ marginBottom: 24, borderLeft: '4px solid var(--ant-color-primary)' }}
      styles={{ body: { display: 'flex', gap: 16, alignItems: 'flex-start' } }}
    >
      <NotificationOutlined
        style={{ fontSize: 22, color: 'var(--ant-color-primary)', marginTop: 4 }}
        aria-hidden
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {announcement.title}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: '4px 0 0' }}>{announcement.description}</Typography.Paragraph>
        {announcement.link && (
          <Space style={{ marginTop: 8 }}>
            <a href={announcement.link} target="_blank" rel="noopener noreferrer">
              Read update
            </a>
          </Space>
        )}
      </div>
      <Button
        type="text"
        aria-label="Dismiss announcement"
        icon={<CloseOutlined />}
        onClick={() => onDismiss(announcement.id)}
      />
    </Card>
  );
}
