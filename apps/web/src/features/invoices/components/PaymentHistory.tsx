/**
 * An invoice's payment history (issue 34): its payments, refunds and the checkout attempts that did not pay
 * (declined, cancelled, expired, failed, processing), oldest first, each with its date, amount (AUD) and
 * "Test mode" when the built-in test provider handled it.
 */
import { Table, Tag, Typography } from 'antd';
import { PAYMENT_MESSAGES, type TInvoiceHistoryEntry } from '@portal/contracts';
import { formatAud, formatDay } from '../../../shared/format';

/** What each history line says. */
const OUTCOMES: Record<string, string> = {
  declined: 'Payment declined',
  cancelled: 'Payment cancelled',
  expired: 'Checkout expired',
  failed: 'Payment failed',
  processing: 'Payment processing',
};

/** The text of one history line. */
export function historyText(entry: TInvoiceHistoryEntry): string {
  if (entry.kind === 'payment') return 'Payment received';
  if (entry.kind === 'refund') return 'Refund';
  return OUTCOMES[entry.outcome ?? ''] ?? `Payment attempt (${entry.outcome ?? 'unknown'})`;
}

/** Renders the history table. */
export function PaymentHistory({ entries }: { entries: TInvoiceHistoryEntry[] }) {
  return (
    <section aria-label="Payment history" style={{ marginTop: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Payment history
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey={(_, index) => String(index)}
        dataSource={entries}
        columns={[
          { title: 'Date', render: (_, entry) => formatDay(entry.at) },
          {
            title: 'What',
            render: (_, entry) => (
              <>
                {historyText(entry)}
                {entry.testMode && (
                  <Tag color="gold" style={{ marginLeft: 8 }}>
                    {PAYMENT_MESSAGES.testMode}
                  </Tag>
                )}
              </>
            ),
          },
          { title: 'Amount', align: 'right', render: (_, entry) => formatAud(entry.amount) },
        ]}
      />
    </section>
  );
}
