/**
 * /settings/invoice/{id} (spec 002 §2): a printable A4 invoice with a back button, Print (the signed PDF
 * preview), a PDF download named by the invoice number (`INV-OTA-000013.pdf`, issue 34 §6), and Pay (the hosted
 * checkout) while balanceDue > 0 (002 §4); errors 'Error fetching preview. Try again.' and
 * 'Error during dowload Invoice. Try again.' (002 §8, typo kept). Printing the page itself (Ctrl+P) prints only
 * the A4 invoice with every column (invoice-print.css). Issue 34: the return from paying it
 * (`?payment=success|declined|processing`, "Payment received." or "Payment was not completed."), "Test mode"
 * when the test provider took it, and its payment history (payments, refunds and checkout attempts).
 */
import { useState } from 'react';
import { Alert, Button, Descriptions, Space, Spin, Table, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { ArrowLeftOutlined, CreditCardOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EVENT_MESSAGES, PAYMENT_MESSAGES, invoiceFileName, invoiceLineGst } from '@portal/contracts';
import { PaymentNoticeAlert } from '../../../shared/components/PaymentNoticeAlert';
import { paymentNoticeOf } from '../../../shared/payment-return';
import { PaymentHistory } from '../components/PaymentHistory';
import { useTenant } from '../../../session/tenant-context';
import { formatAud, formatDay } from '../../../shared/format';
import { invoiceApi, statusColor, useInvoice } from '../queries';
import { TenantLogo } from '../../../shared/components/TenantLogo';
import '../invoice-print.css';
import { useScreenAtLeast } from '../../../shared/use-screen-at-least';

/** Renders one invoice. */
export default function InvoicePage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const tenant = useTenant();
  const { message } = useApp();
  const invoice = useInvoice(id);
  const [params] = useSearchParams();
  const notice = paymentNoticeOf(params, PAYMENT_MESSAGES.received);
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);
  const isNarrow = !useScreenAtLeast('md');

  if (invoice.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (invoice.isLoadingError || !invoice.data) return <Alert type="error" showIcon title="Not found" />;
  const inv = invoice.data;
  const lineGst = invoiceLineGst(inv);

  const print = async () => {
    setBusy('print');
    try {
      const { previewUrl } = await invoiceApi.printview(id);
      window.open(previewUrl, '_blank', 'noopener');
    } catch {
      void message.error(EVENT_MESSAGES.invoicePreviewError);
    } finally {
      setBusy(null);
    }
  };
  const download = async () => {
    setBusy('download');
    try {
      const blob = await invoiceApi.download(id);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = invoiceFileName(inv.invoiceNum);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch {
      void message.error(EVENT_MESSAGES.invoiceDownloadError);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {notice && (
        <div className="no-print">
          <PaymentNoticeAlert notice={notice} />
        </div>
      )}
      <Space className="no-print" style={{ marginBottom: 16 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/settings/invoices')}>
          Back
        </Button>
        <Button icon={<PrinterOutlined />} loading={busy === 'print'} onClick={() => void print()}>
          Print
        </Button>
        <Button icon={<DownloadOutlined />} loading={busy === 'download'} onClick={() => void download()}>
          Download PDF
        </Button>
        {inv.balanceDue > 0 && inv.paymentUrl && (
          <Button type="primary" icon={<CreditCardOutlined />} href={inv.paymentUrl}>
            Pay
          </Button>
        )}
      </Space>
      <article
        className="invoice-sheet"
        aria-label={`Invoice ${inv.invoiceNum}`}
        style={{
          background: 'var(--portal-bg-container, #ffffff)',
          width: '100%',
          maxWidth: '210mm',
          minHeight: '297mm',
          // 16 mm margins on paper and wide screens; narrower on a phone, where 16 mm ate a third of the width.
          padding: 'clamp(16px, 5vw, 16mm)',
          boxShadow: 'var(--portal-shadow, 0 1px 4px rgba(0,0,0,0.15))',
          boxSizing: 'border-box',
        }}
      >
        <Space wrap style={{ width: '100%', justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <div>
            <TenantLogo height={48} />
            <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
              {tenant.fullName}
            </Typography.Paragraph>
            <Typography.Text type="secondary">ABN {tenant.abn}</Typography.Text>
          </div>
          <div style={{ textAlign: isNarrow ? 'left' : 'right' }}>
            <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
              Tax invoice
            </Typography.Title>
            <div>{inv.invoiceNum}</div>
            <Tag color={statusColor(inv.status)}>{inv.status}</Tag>
            {inv.testMode && <Tag color="gold">{PAYMENT_MESSAGES.testMode}</Tag>}
          </div>
        </Space>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" style={{ marginTop: 24 }}>
          <Descriptions.Item label="Billed to">{inv.userFullName}</Descriptions.Item>
          {inv.memberNum && <Descriptions.Item label="Member number">{inv.memberNum}</Descriptions.Item>}
          <Descriptions.Item label="Invoice date">{formatDay(inv.invoiceDate)}</Descriptions.Item>
          <Descriptions.Item label="Due date">{formatDay(inv.dueDate)}</Descriptions.Item>
          <Descriptions.Item label="Description">{inv.description}</Descriptions.Item>
          {inv.membershipStartDate && (
            <Descriptions.Item label="Membership">
              {formatDay(inv.membershipStartDate)} –{' '}
              {inv.membershipEndDate ? formatDay(inv.membershipEndDate) : ''}
            </Descriptions.Item>
          )}
        </Descriptions>
        {/* On a phone the lines scroll sideways in their own region, reachable by keyboard (issue 18). */}
        <div
          className="invoice-lines"
          role="region"
          aria-label="Invoice lines"
          tabIndex={isNarrow ? 0 : undefined}
          style={{ marginTop: 24, overflowX: 'auto' }}
        >
          <Table
            className="invoice-lines-table"
            style={{ minWidth: 520 }}
            rowKey={(_, index) => String(index)}
            pagination={false}
            dataSource={inv.lineItems.map((line, i) => ({ ...line, gst: lineGst[i] ?? 0 }))}
            columns={[
              { title: 'Item', dataIndex: 'itemName' },
              { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
              { title: 'Unit price', align: 'right', render: (_, r) => formatAud(r.unitPrice) },
              { title: 'GST', align: 'right', render: (_, r) => formatAud(r.gst) },
              { title: 'Total incl. GST', align: 'right', render: (_, r) => formatAud(r.totalPrice) },
            ]}
          />
        </div>
        <Descriptions column={1} size="small" style={{ marginTop: 16, maxWidth: 320, marginLeft: 'auto' }}>
          <Descriptions.Item label="Total excl. GST">{formatAud(inv.totalAmountExcGst)}</Descriptions.Item>
          <Descriptions.Item label="GST">{formatAud(inv.totalGst)}</Descriptions.Item>
          <Descriptions.Item label="Total incl. GST">{formatAud(inv.totalAmountIncGst)}</Descriptions.Item>
          <Descriptions.Item label="Amount paid">{formatAud(inv.totalAmountPaid)}</Descriptions.Item>
          <Descriptions.Item label="Balance due">{formatAud(inv.balanceDue)}</Descriptions.Item>
        </Descriptions>
        {inv.history && inv.history.length > 0 && <PaymentHistory entries={inv.history} />}
      </article>
    </>
  );
}
