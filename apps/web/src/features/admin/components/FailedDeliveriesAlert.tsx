/**
 * The count of failed deliveries for staff (issue 35): e-mails and notifications of this tenant's writes that
 * failed every attempt of the outbox worker. Shown on /admin and on Sent mail to global Admins when there is
 * at least one, with "Retry now" (after the cause, say the mail server, is fixed) and a link to Sent mail.
 * Renders nothing while loading, on a load error or when nothing failed.
 */
import { Alert, Button, Space } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { Link } from 'react-router';
import { useFailedDeliveries, useRetryDeliveries } from '../queries';

/** Props of {@link FailedDeliveriesAlert}: `enabled` only for global Admins; `linkToSentMail` off on that page. */
export interface FailedDeliveriesAlertProps {
  enabled: boolean;
  linkToSentMail?: boolean;
}

/** Renders the warning with its actions. */
export function FailedDeliveriesAlert({ enabled, linkToSentMail = true }: FailedDeliveriesAlertProps) {
  const { message } = useApp();
  const failed = useFailedDeliveries(enabled);
  const retry = useRetryDeliveries();
  const count = failed.data?.failed ?? 0;
  if (!enabled || count === 0) return null;
  const onRetry = () =>
    retry.mutate(undefined, {
      onSuccess: ({ requeued }) =>
        message.success(`${requeued} ${requeued === 1 ? 'delivery' : 'deliveries'} queued again.`),
      onError: () => message.error('The deliveries could not be queued again. Please try again.'),
    });
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message={`${count} ${count === 1 ? 'e-mail or notification was' : 'e-mails or notifications were'} not delivered`}
      description="Every attempt failed, for example because the mail server refused the connection. Fix the cause, then retry. Failed e-mails are marked in Sent mail with their last error."
      action={
        <Space direction="vertical" size={4}>
          <Button size="small" type="primary" loading={retry.isPending} onClick={onRetry}>
            Retry now
          </Button>
          {linkToSentMail ? <Link to="/admin/sent-mail">Open Sent mail</Link> : null}
        </Space>
      }
    />
  );
}
