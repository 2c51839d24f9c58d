/**
 * One sent message (issue 10 §2): recipient, subject, time and body. The HTML body is shown in an iframe with
 * `sandbox=""` and `srcDoc` — no scripts, forms, plug-ins or navigation, and a unique origin — so mail HTML
 * can never run in the portal; the text part is offered beside it.
 */
import { Descriptions, Skeleton, Tabs, Typography } from 'antd';
import { SENT_MAIL_MESSAGES, type TSentMailMessage } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { formatSentAt } from './SentMailTable';

/** Props of {@link SentMailMessage}. */
export interface SentMailMessageProps {
  message: TSentMailMessage | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** Renders the message, or its loading / error state. */
export function SentMailMessage({ message, isLoading, isError, onRetry }: SentMailMessageProps) {
  if (isError) return <LoadError message={SENT_MAIL_MESSAGES.messageLoadFailed} onRetry={onRetry} />;
  if (isLoading || !message) return <Skeleton active paragraph={{ rows: 6 }} />;
  const text = (
    <Typography.Paragraph>
      <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>{message.text}</pre>
    </Typography.Paragraph>
  );
  return (
    <>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="To">{message.to}</Descriptions.Item>
        <Descriptions.Item label="Subject">{message.subject}</Descriptions.Item>
        <Descriptions.Item label="Sent">{formatSentAt(message.createdAt)}</Descriptions.Item>
      </Descriptions>
      {message.html ? (
        <Tabs
          items={[
            {
              key: 'html',
              label: 'Formatted',
              children: (
                <iframe
                  title="Message body"
                  sandbox=""
                  srcDoc={message.html}
                  style={{
                    width: '100%',
                    height: 420,
                    border: '1px solid var(--portal-border-subtle, #f0f0f0)',
                    borderRadius: 8,
                  }}
                />
              ),
            },
            { key: 'text', label: 'Plain text', children: text },
          ]}
        />
      ) : (
        text
      )}
    </>
  );
}
