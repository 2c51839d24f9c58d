/**
 * "Calendar subscription" (issue 38 point 1), on the settings page and on My events: the member's private
 * `webcal://` feed link with Copy, "Open in calendar app" (the webcal link itself) and the link for web
 * calendars, and "Regenerate link" behind a confirmation that the old link stops working. Loading: a skeleton;
 * a failed first load: the message with Try again.
 */
import { Button, Card, Input, Skeleton, Space, Typography } from 'antd';
import { useApp } from '../app-feedback';
import { CalendarOutlined, CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { CALENDAR_MESSAGES } from '@portal/contracts';
import { copyText } from '../copy-link';
import { useCalendarFeed, useRegenerateCalendarFeed } from '../calendar-queries';
import { LoadError } from './LoadError';

/** Props: the heading level (1 on its own settings page, 2 inside My events). */
export interface CalendarSubscriptionCardProps {
  headingLevel?: 1 | 2;
}

/** Renders the feed link, its actions and the regenerate confirmation. */
export function CalendarSubscriptionCard({ headingLevel = 2 }: CalendarSubscriptionCardProps) {
  const { message, modal } = useApp();
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();

  const handleCopy = async (text: string) => {
    const result = await copyText(text);
    if (result.ok) void message.success(CALENDAR_MESSAGES.copied);
    else void message.error(result.message);
  };
  const handleRegenerate = () =>
    modal.confirm({
      title: 'Regenerate your calendar link?',
      content:
        'The current link stops working at once: calendars subscribed with it will no longer update. ' +
        'Subscribe again with the new link.',
      okText: 'Regenerate link',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await regenerate.mutateAsync();
          void message.success(CALENDAR_MESSAGES.regenerated);
        } catch {
          void message.error('Could not regenerate the link. Try again.');
        }
      },
    });

  return (
    <Card>
      <Typography.Title level={headingLevel} style={{ fontSize: headingLevel === 1 ? 24 : 20, marginTop: 0 }}>
        Calendar subscription
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Subscribe in your calendar app to see your events, the meetings you are going to, your course end
        dates and your CPD period end. The link is private: anyone who has it can read these.
      </Typography.Paragraph>
      {feed.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : feed.isLoadingError || !feed.data ? (
        <LoadError message={CALENDAR_MESSAGES.loadError} onRetry={() => void feed.refetch()} />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={feed.data.webcalUrl} aria-label="Calendar subscription link" />
            <Button icon={<CopyOutlined />} onClick={() => void handleCopy(feed.data.webcalUrl)}>
              Copy
            </Button>
          </Space.Compact>
          <Space wrap>
            <Button type="primary" icon={<CalendarOutlined />} href={feed.data.webcalUrl}>
              Open in calendar app
            </Button>
            <Button icon={<CopyOutlined />} onClick={() => void handleCopy(feed.data.feedUrl)}>
              Copy link for web calendars
            </Button>
            <Button icon={<ReloadOutlined />} onClick={handleRegenerate} loading={regenerate.isPending}>
              Regenerate link
            </Button>
          </Space>
        </Space>
      )}
    </Card>
  );
}
