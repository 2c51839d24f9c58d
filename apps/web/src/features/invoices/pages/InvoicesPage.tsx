/**
 * /settings/invoices (spec 002 §2 "Invoices and membership", §4 invoice status, §9 page size 10): the
 * member's invoices in a table with a date range, status tags and a Pay action only when balanceDue > 0. On
 * phones (below md) the rows become cards (issue 18).
 */
import { useState } from 'react';
import { Alert, Button, DatePicker, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { EVENT_LIMITS, type TInvoice } from '@portal/contracts';
import { formatAud, formatDay, PICKER_FORMATS, toIsoDay } from '../../../shared/format';
import { fixedPagination } from '../../../shared/table-pagination';
import { statusColor, useInvoices } from '../queries';
import { InvoiceCards } from '../components/InvoiceCards';
import { useScreenAtLeast } from '../../../shared/use-screen-at-least';

/** Renders the invoices table. */
export default function InvoicesPage() {
  const [page, setPage] = useState(1);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const size = EVENT_LIMITS.invoicePageSize;
  const isNarrow = !useScreenAtLeast('md');
  const list = useInvoices({
    page,
    size,
    invoiceDateFrom: range[0],
    invoiceDateTo: range[1],
    sortOrder: 'desc',
    sortField: 'invoiceDate',
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Invoices
      </Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label="Invoice date range"
          format={PICKER_FORMATS.day}
          onChange={(value) => {
            setRange([value?.[0] ? toIsoDay(value[0]) : null, value?.[1] ? toIsoDay(value[1]) : null]);
            setPage(1);
          }}
        />
      </Space>
      {list.isLoadingError ? (
        <Alert type="error" showIcon title="Failed to load invoices" />
      ) : isNarrow ? (
        <InvoiceCards
          invoices={list.data?.invoices ?? []}
          isLoading={list.isFetching}
          page={page}
          pageSize={size}
          total={list.data?.totalItems ?? 0}
          onPage={setPage}
        />
      ) : (
        <Table<TInvoice>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.invoices ?? []}
          locale={{ emptyText: 'No Data' }}
          scroll={{ x: 760 }}
          pagination={{
            ...fixedPagination(page, size, list.data?.totalItems ?? 0, setPage),
            hideOnSinglePage: true,
          }}
          columns={[
            {
              title: 'Invoice',
              dataIndex: 'invoiceNum',
              render: (num: string, row) => <Link to={`/settings/invoice/${row.id}`}>{num}</Link>,
            },
            { title: 'Date', render: (_, row) => formatDay(row.invoiceDate) },
            { title: 'Description', dataIndex: 'description' },
            { title: 'Total', render: (_, row) => formatAud(row.totalAmountIncGst) },
            { title: 'Balance due', render: (_, row) => formatAud(row.balanceDue) },
            { title: 'Status', render: (_, row) => <Tag color={statusColor(row.status)}>{row.status}</Tag> },
            {
              title: 'Actions',
              render: (_, row) => (
                <Space>
                  <Link to={`/settings/invoice/${row.id}`}>View</Link>
                  {row.balanceDue > 0 && row.paymentUrl && (
                    <Button size="small" type="primary" href={row.paymentUrl}>
                      Pay
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
