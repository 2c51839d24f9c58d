/**
 * The notice of a return from a hosted checkout (issue 34): the outcome as its title, "Test mode: no real card
 * was charged." when the test provider took it, a "Try again" link to the same checkout when it can be retried
 * (a server page, so a plain link), and whatever the page adds (`extra`, e.g. a link to the invoice).
 */
import type { ReactNode } from 'react';
import { Alert, Space } from 'antd';
import { PAYMENT_MESSAGES } from '@portal/contracts';
import type { PaymentNotice } from '../payment-return';

/** Renders one payment notice. */
export function PaymentNoticeAlert({ notice, extra }: { notice: PaymentNotice; extra?: ReactNode }) {
  const hasDescription = notice.testMode || !!notice.retryUrl || !!extra;
  return (
    <Alert
      type={notice.type}
      showIcon
      style={{ marginBottom: 16 }}
      title={notice.text}
      description={
        hasDescription ? (
          <Space orientation="vertical" size={4}>
            {notice.testMode && <span>{PAYMENT_MESSAGES.testModeNote}</span>}
            {notice.retryUrl && <a href={notice.retryUrl}>{PAYMENT_MESSAGES.tryAgain}</a>}
            {extra}
          </Space>
        ) : undefined
      }
    />
  );
}
