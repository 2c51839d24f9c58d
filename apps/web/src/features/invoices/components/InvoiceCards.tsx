/**
 * The invoices of /settings/invoices as a card list on phones (issue 18 "Phone and small screens": the
 * seven-column table was cut off at 390 px). Each card holds what a table row holds — number (linking to the
 * invoice), status, date, description, total, balance due, View and, while balanceDue > 0, Pay (spec 002 §4)
 * — with its labels beside the values.
 */
import { Button, Card, Empty, Flex, Pagination, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { TInvoice } from '@portal/contracts';
import { formatAud, formatDay } from '../../../shared/format';
import { statusColor } from '../queries';

/** Props: the page of invoices, loading state and the pagination. */
export interface InvoiceCardsProps {
  invoices: TInvoice[];
  isLoading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 12, justifyContent: 'space-between' }}>
      <dt style={{ color: 'var(--portal-text-secondary, rgba(0,0,0,0.65))', flex: 'none' }}>{label}</dt>
      <dd style={{ margin: 0, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/** Renders one card per invoice, then the pagination. */
export function InvoiceCards({ invoices, isLoading, page, pageSize, total, onPage }: InvoiceCardsProps) {
  if (isLoading && invoices.length === 0) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (invoices.length === 0) return <Empty description="No Data" />;
  return (
    <>
      <ul
        aria-label="Invoices"
        style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}
      >
        {invoices.map((row) => (
          <li key={row.id}>
            <Card size="small">
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong>
                  <Link to={`/settings/invoice/${row.id}`}>{row.invoiceNum}</Link>
                </Typography.Text>
                <Tag color={statusColor(row.status)} style={{ marginInlineEnd: 0 }}>
                  {row.status}
                </Tag>
              </Flex>
              <dl style={{ display: 'grid', gap: 4, margin: '8px 0 12px' }}>
                <Row label="Date">{formatDay(row.invoiceDate)}</Row>
                <Row label="Description">{row.description}</Row>
                <Row label="Total">{formatAud(row.totalAmountIncGst)}</Row>
                <Row label="Balance due">{formatAud(row.balanceDue)}</Row>
              </dl>
              <Flex gap={8} align="center">
                <Link to={`/settings/invoice/${row.id}`} aria-label={`View ${row.invoiceNum}`}>
                  View
                </Link>
                {row.balanceDue > 0 && row.paymentUrl && (
                  <Button size="small" type="primary" href={row.paymentUrl}>
                    Pay
                  </Button>
                )}
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
      {total > pageSize && (
        <Pagination
          simple
          style={{ marginTop: 16 }}
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
        />
      )}
    </>
  );
}
