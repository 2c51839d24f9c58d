/**
 * Staff exports as CSV or XLSX (issue 39 point 2): memberships, invoices, an event's attendees and CPD records,
 * each filtered as its staff screen is (the list endpoint's query without paging) and streamed page by page
 * (`sheet-stream.ts`). One function per export, so each can be audited later.
 */
import type { Readable } from 'node:stream';
import {
  EXPORT_MIME_TYPES,
  type TAdminInvoiceRow,
  type TAdminMembershipRow,
  type TAttendee,
  type TExportFormat,
} from '@portal/contracts';
import type { RequestContext } from '../../plugins/auth';
import { adminInvoicesPage, adminMembershipsPage } from '../memberships/memberships.service';
import { listAttendance } from '../attendance/attendance.service';
import { requireImportExportAdmin } from './import-export.policy';
import { cpdRecordsPage } from './import-export.repository';
import { pagesOf, sheetStream, type SheetColumn } from './sheet-stream';

type Ctx = Pick<RequestContext, 'scope' | 'actor'>;

/** An export ready to send: its MIME type, file name and the stream of its bytes. */
export interface ExportFile {
  type: string;
  fileName: string;
  body: Readable;
}

function exportFile<R>(
  format: TExportFormat,
  name: string,
  columns: SheetColumn<R>[],
  pages: AsyncIterable<R[]>,
): ExportFile {
  const day = new Date().toISOString().slice(0, 10);
  return {
    type: EXPORT_MIME_TYPES[format],
    fileName: `${name}-${day}.${format}`,
    body: sheetStream(format, name, columns, pages),
  };
}

const MEMBERSHIP_COLUMNS: SheetColumn<TAdminMembershipRow>[] = [
  { header: 'Member number', value: (r) => r.memberNum },
  { header: 'Name', value: (r) => r.fullName },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Membership', value: (r) => r.membershipName },
  { header: 'Status', value: (r) => r.memberStatus },
  { header: 'Joined', value: (r) => r.joinDate },
  { header: 'Renewed to', value: (r) => r.renewedToDate },
  { header: 'Terminated', value: (r) => r.terminationDate },
  { header: 'Auto renew', value: (r) => r.autoRenew },
];

/** `GET /api/admin/memberships/export`: the memberships screen's rows. @throws FORBIDDEN. */
export async function exportMemberships(
  ctx: Ctx,
  query: { status?: string; keyword?: string; renewalDue?: '30' | '60' | '90'; format: TExportFormat },
): Promise<ExportFile> {
  requireImportExportAdmin(ctx.actor);
  const pages = await pagesOf(
    async (page, size) => (await adminMembershipsPage(ctx, { ...query, page, size })).data,
  );
  return exportFile(query.format, 'memberships', MEMBERSHIP_COLUMNS, pages);
}

const INVOICE_COLUMNS: SheetColumn<TAdminInvoiceRow>[] = [
  { header: 'Invoice number', value: (r) => r.invoiceNum },
  { header: 'Date', value: (r) => r.invoiceDate },
  { header: 'Member', value: (r) => r.userFullName },
  { header: 'Member number', value: (r) => r.memberNum },
  { header: 'Description', value: (r) => r.description },
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Status', value: (r) => r.status },
  { header: 'Total inc GST (AUD)', value: (r) => r.totalAmountIncGst },
  { header: 'Paid (AUD)', value: (r) => r.totalAmountPaid },
  { header: 'Balance due (AUD)', value: (r) => r.balanceDue },
];

/** `GET /api/admin/invoices/export`: the invoices screen's rows, newest first. @throws FORBIDDEN. */
export async function exportInvoices(
  ctx: Ctx,
  query: { status?: string; keyword?: string; from?: string; to?: string; format: TExportFormat },
): Promise<ExportFile> {
  requireImportExportAdmin(ctx.actor);
  const pages = await pagesOf(
    async (page, size) => (await adminInvoicesPage(ctx, { ...query, page, size })).data,
  );
  return exportFile(query.format, 'invoices', INVOICE_COLUMNS, pages);
}

const ATTENDEE_COLUMNS: SheetColumn<TAttendee>[] = [
  { header: 'Ticket number', value: (r) => r.ticketNumber },
  { header: 'Ticket price', value: (r) => r.ticketPrice },
  { header: 'Attendee', value: (r) => r.attendeeName },
  { header: 'Attendee e-mail', value: (r) => r.attendeeEmail },
  { header: 'Holder', value: (r) => r.holderName },
  { header: 'Holder e-mail', value: (r) => r.holderEmail },
  { header: 'Checked in at', value: (r) => r.checkedInAt },
  { header: 'CPD credited to', value: (r) => r.cpdCreditedTo },
];

/**
 * `GET /api/admin/events/{id}/attendance/export`: the check-in list's rows (event administrators,
 * `canManageEvents`, as the list). @throws FORBIDDEN, NOT_FOUND.
 */
export async function exportAttendance(
  ctx: Ctx,
  eventId: number,
  query: { keyword?: string; checkedIn?: 'true' | 'false'; format: TExportFormat },
): Promise<ExportFile> {
  const pages = await pagesOf(
    async (page, size) => (await listAttendance(ctx, eventId, { ...query, page, size })).attendees,
    500,
  );
  return exportFile(query.format, `event-${eventId}-attendees`, ATTENDEE_COLUMNS, pages);
}

type CpdRow = Awaited<ReturnType<typeof cpdRecordsPage>>[number];
const CPD_COLUMNS: SheetColumn<CpdRow>[] = [
  { header: 'Member number', value: (r) => r.memberNum },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Activity', value: (r) => r.title },
  { header: 'Category', value: (r) => r.categoryName },
  { header: 'Provider', value: (r) => r.presenter },
  { header: 'Domain', value: (r) => r.domain },
  { header: 'Completed', value: (r) => r.completedDate },
  { header: 'Hours', value: (r) => r.hours },
  { header: 'Source', value: (r) => r.source },
];

/** `GET /api/admin/cpd-records/export`: every member's CPD records, newest first. @throws FORBIDDEN. */
export async function exportCpdRecords(
  ctx: Ctx,
  query: { keyword?: string; from?: string; to?: string; format: TExportFormat },
): Promise<ExportFile> {
  requireImportExportAdmin(ctx.actor);
  const pages = await pagesOf((page, size) => cpdRecordsPage(ctx.scope, query, page, size));
  return exportFile(query.format, 'cpd-records', CPD_COLUMNS, pages);
}
