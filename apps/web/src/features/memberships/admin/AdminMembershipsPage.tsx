/**
 * `/admin/memberships` (issue 13 "Administrators see and search memberships and invoices of their tenant"):
 * two read-only tables with filters and paging — memberships (status, name / e-mail / member number) and
 * invoices (status, invoice number / member name, invoice date range) — and Refund on a paid invoice, after
 * a confirmation. Tenant administrators only (`canAdministerMemberships`; the server refuses others too).
 * `?renewalDue=30|60|90` (the "renewals due" tiles of /admin/insights, issue 39 point 4) shows only the
 * Active memberships paid to a date within that many days, with a button back to all.
 */
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  DatePicker,
  Flex,
  Popconfirm,
  Result,
  Select,
  Table,
  Tabs,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useApp } from '../../../shared/app-feedback';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  INVOICE_STATUSES,
  MEMBERSHIP_STATUSES,
  RENEWAL_DUE_WINDOWS,
  canAdministerMemberships,
  type TAdminInvoiceRow,
  type TAdminMembershipRow,
  type TAdminMembershipsQuery,
} from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { toAccessSubject, useAccount } from '../../../session/session-queries';
import { ExportButtons } from '../../../shared/components/ExportButtons';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { SearchBox } from '../../../shared/components/SearchBox';
import { formatAud, formatDay, PICKER_FORMATS, toIsoDay } from '../../../shared/format';
import { fixedPagination } from '../../../shared/table-pagination';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { membershipStatusColor } from '../membership-status';
import { useAdminInvoices, useAdminMemberships, useRefundInvoice } from './admin-queries';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 500;
const day = (value: string | null) => (value ? formatDay(value) : '–');
const INVOICE_COLOURS: Record<string, string> = {
  Paid: 'green',
  Cancelled: 'red',
  Refunded: 'purple',
  Pending: 'gold',
};

/** Runs a filter's setter, then goes back to page 1 (a new filter starts from its first page). */
const firstPageOf =
  (setPage: (page: number) => void) =>
  <T,>(set: (value: T) => void) =>
  (value: T) => {
    set(value);
    setPage(1);
  };

/** The status filter of a table: 'Any status' when cleared. */
function StatusFilter<S extends string>(props: {
  label: string;
  statuses: readonly S[];
  value: S | undefined;
  onChange: (value: S | undefined) => void;
  width: number;
}) {
  return (
    <Select
      aria-label={props.label}
      placeholder="Any status"
      allowClear
      value={props.value}
      onChange={props.onChange}
      options={props.statuses.map((s) => ({ value: s, label: s }))}
      style={{ width: props.width }}
    />
  );
}

/**
 * The filter state of a table: a status (undefined = any), the search text, its debounced trimmed value and
 * the 1-based page; `firstPage(set)` wraps a filter's setter so that it also goes back to page 1.
 */
function useTableFilters<S extends string>() {
  const [status, setStatus] = useState<S | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const firstPage = firstPageOf(setPage);
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  return { status, setStatus, keyword, setKeyword, page, setPage, firstPage, debounced };
}

/** The search box and status filter above a table (each change goes back to page 1), then `children`. */
function FilterBar<S extends string>(props: {
  filters: ReturnType<typeof useTableFilters<S>>;
  search: { label: string; placeholder: string };
  status: { label: string; statuses: readonly S[]; width: number };
  children?: ReactNode;
}) {
  const { filters } = props;
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <SearchBox
        label={props.search.label}
        placeholder={props.search.placeholder}
        value={filters.keyword}
        onChange={filters.firstPage(filters.setKeyword)}
        style={{ width: 320 }}
      />
      <StatusFilter
        label={props.status.label}
        statuses={props.status.statuses}
        value={filters.status}
        onChange={filters.firstPage(filters.setStatus)}
        width={props.status.width}
      />
      {props.children}
    </Flex>
  );
}

/** Props of {@link PagedTable}: the page query, its failure and empty texts, the page and the columns. */
interface PagedTableProps<T> {
  list: UseQueryResult<{ data: T[]; totalItems: number }>;
  failure: string;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  columns: TableColumnsType<T>;
}

/** A tab's table: the failure (with Retry) above it, rows by id, pages of {@link PAGE_SIZE}. */
function PagedTable<T extends { id: string | number }>(props: PagedTableProps<T>) {
  const { list, failure, emptyText, page, onPage, columns } = props;
  return (
    <>
      {list.isLoadingError && (
        <LoadErrorAlert message={failure} error={list.error} onRetry={() => void list.refetch()} />
      )}
      <Table<T>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText }}
        scroll={{ x: 900 }}
        pagination={fixedPagination(page, PAGE_SIZE, list.data?.totalItems ?? 0, onPage)}
        columns={columns}
      />
    </>
  );
}

type TRenewalDue = NonNullable<TAdminMembershipsQuery['renewalDue']>;

/** The `renewalDue` of the address (the insights' "renewals due" tiles, issue 39 point 4), when valid. */
function useRenewalDue(): [TRenewalDue | undefined, () => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('renewalDue');
  const renewalDue = RENEWAL_DUE_WINDOWS.map(String).find((w) => w === value) as TRenewalDue | undefined;
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('renewalDue');
        return next;
      },
      { replace: true },
    );
  return [renewalDue, clear];
}

function MembershipsTable() {
  const filters = useTableFilters<(typeof MEMBERSHIP_STATUSES)[number]>();
  const { status, page, setPage, firstPage, debounced } = filters;
  const [renewalDue, clearRenewalDue] = useRenewalDue();
  const list = useAdminMemberships({
    status,
    keyword: debounced || undefined,
    renewalDue,
    page,
    size: PAGE_SIZE,
  });
  return (
    <>
      {renewalDue && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Showing renewals due within ${renewalDue} days`}
          action={
            <Button size="small" onClick={firstPage(clearRenewalDue)}>
              Show all memberships
            </Button>
          }
        />
      )}
      <FilterBar
        filters={filters}
        search={{ label: 'Search memberships', placeholder: 'Name, e-mail or member number' }}
        status={{ label: 'Membership status', statuses: MEMBERSHIP_STATUSES, width: 180 }}
      >
        <ExportButtons
          path="api/admin/memberships/export"
          query={{ status, keyword: debounced || undefined, renewalDue }}
          fileName="memberships"
        />
      </FilterBar>
      <PagedTable<TAdminMembershipRow>
        list={list}
        failure="Failed to load memberships"
        emptyText="No memberships found"
        page={page}
        onPage={setPage}
        columns={[
          {
            title: 'Member',
            render: (_, r) => (
              <>
                <div>{r.fullName}</div>
                <Typography.Text type="secondary">{r.email}</Typography.Text>
              </>
            ),
          },
          { title: 'Member number', render: (_, r) => r.memberNum ?? '–' },
          { title: 'Membership', dataIndex: 'membershipName' },
          {
            title: 'Status',
            render: (_, r) => <Tag color={membershipStatusColor(r.memberStatus)}>{r.memberStatus}</Tag>,
          },
          { title: 'Joined', render: (_, r) => day(r.joinDate) },
          { title: 'Renewed to', render: (_, r) => day(r.renewedToDate) },
          { title: 'Auto Rollover', render: (_, r) => (r.autoRenew ? 'On' : 'Off') },
        ]}
      />
    </>
  );
}

function InvoicesTable() {
  const { message } = useApp();
  const filters = useTableFilters<(typeof INVOICE_STATUSES)[number]>();
  const { status, page, setPage, firstPage, debounced } = filters;
  const [range, setRange] = useState<[string | undefined, string | undefined]>([undefined, undefined]);
  const list = useAdminInvoices({
    status,
    keyword: debounced || undefined,
    from: range[0],
    to: range[1],
    page,
    size: PAGE_SIZE,
  });
  const refund = useRefundInvoice();
  return (
    <>
      <FilterBar
        filters={filters}
        search={{ label: 'Search invoices', placeholder: 'Invoice number or member name' }}
        status={{ label: 'Invoice status', statuses: INVOICE_STATUSES, width: 160 }}
      >
        <DatePicker.RangePicker
          aria-label="Invoice date range"
          format={PICKER_FORMATS.day}
          onChange={(value) =>
            firstPage(setRange)([
              value?.[0] ? toIsoDay(value[0]) : undefined,
              value?.[1] ? toIsoDay(value[1]) : undefined,
            ])
          }
        />
        <ExportButtons
          path="api/admin/invoices/export"
          query={{ status, keyword: debounced || undefined, from: range[0], to: range[1] }}
          fileName="invoices"
        />
      </FilterBar>
      <PagedTable<TAdminInvoiceRow>
        list={list}
        failure="Failed to load invoices"
        emptyText="No invoices found"
        page={page}
        onPage={setPage}
        columns={[
          { title: 'Invoice', dataIndex: 'invoiceNum' },
          { title: 'Date', render: (_, r) => formatDay(r.invoiceDate) },
          { title: 'Member', render: (_, r) => r.userFullName },
          { title: 'Description', dataIndex: 'description' },
          { title: 'Total', render: (_, r) => formatAud(r.totalAmountIncGst) },
          { title: 'Balance due', render: (_, r) => formatAud(r.balanceDue) },
          { title: 'Status', render: (_, r) => <Tag color={INVOICE_COLOURS[r.status]}>{r.status}</Tag> },
          {
            title: 'Actions',
            render: (_, r) =>
              r.canRefund ? (
                <Popconfirm
                  title={`Mark invoice ${r.invoiceNum} refunded?`}
                  okText="Refund"
                  onConfirm={() =>
                    refund.mutateAsync(r.id).then(
                      () => void message.success('Invoice marked refunded'),
                      (error: unknown) =>
                        void message.error(errorMessage(error, 'Failed to refund the invoice')),
                    )
                  }
                >
                  <Button size="small" danger>
                    Refund
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </>
  );
}

/** Renders the administrators' membership and invoice tables. */
export default function AdminMembershipsPage() {
  const account = useAccount();
  if (account.isPending) return <PageSpinner />;
  if (!account.data || !canAdministerMemberships(toAccessSubject(account.data)))
    return <Result status="403" title="Memberships" subTitle="Available to administrators only." />;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Memberships and invoices
      </Typography.Title>
      <Tabs
        items={[
          { key: 'memberships', label: 'Memberships', children: <MembershipsTable /> },
          { key: 'invoices', label: 'Invoices', children: <InvoicesTable /> },
        ]}
      />
    </>
  );
}
