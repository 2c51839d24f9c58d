/**
 * Member import from CSV and staff exports as CSV and XLSX (issue 39 points 1 and 2).
 *
 * Import: `POST /api/admin/import/preview` (the file → its headers and a sample), `GET|POST
 * /api/admin/import/mappings` (the shipped and saved column mappings), `POST /api/admin/import/dry-run` and
 * `POST /api/admin/import` (the file plus a mapping → every row's problems, or the counts of what changed).
 * Export: `GET /api/admin/memberships/export`, `/api/admin/invoices/export`,
 * `/api/admin/events/{id}/attendance/export`, `/api/admin/cpd-records/export`, each with the query of the
 * staff list it exports plus `format=csv|xlsx`. Staff with `canAdministerMemberships` (events' attendees:
 * `canManageEvents`).
 */
import { z } from 'zod';
import { ZText } from '../shared/input';
import { MEMBERSHIP_STATUSES } from '../memberships/memberships';
import { ZAdminInvoicesQuery, ZAdminMembershipsQuery } from '../memberships/membership-extras';
import { ZAttendanceQuery } from '../attendance/attendance';

/** Limits of an import file: 10 MB (the app's ceiling per file) and 20,000 data rows; a sample of 5 rows. */
export const IMPORT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  sampleRows: 5,
  nameMax: 80,
} as const;

/**
 * The member fields a CSV column can fill, in the order the mapping table shows them. `joinDate` is "Member
 * since"; `renewedToDate` the end of the current period (the period itself follows the membership type's rule);
 * `segments` names segments (interests and other groupings) separated by `;`, `|` or `,`.
 */
export const IMPORT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'mobile',
  'memberNum',
  'membershipType',
  'memberStatus',
  'joinDate',
  'renewedToDate',
  'segments',
  'postalAddress1',
  'suburb',
  'state',
  'postcode',
  'country',
] as const;
export type TImportField = (typeof IMPORT_FIELDS)[number];

/** The label of each import field (mapping table, dry-run report). */
export const IMPORT_FIELD_LABELS: Readonly<Record<TImportField, string>> = {
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  mobile: 'Phone',
  memberNum: 'Member number',
  membershipType: 'Membership type',
  memberStatus: 'Membership status',
  joinDate: 'Member since',
  renewedToDate: 'Period end (renewed to)',
  segments: 'Segments and interests',
  postalAddress1: 'Address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  country: 'Country',
};

const header = ZText.trim().min(1).max(200);

/** A mapping's columns: for each field, the CSV header that fills it (absent: the field is not imported). */
export const ZImportColumns = z
  .object(
    Object.fromEntries(IMPORT_FIELDS.map((f) => [f, header.optional()])) as Record<
      TImportField,
      z.ZodOptional<typeof header>
    >,
  )
  .strict()
  .refine((c) => c.email !== undefined, { message: 'Map a column to E-mail', path: ['email'] });
export type TImportColumns = z.infer<typeof ZImportColumns>;

/** A column mapping: shipped ones have ids `shipped:…` and cannot be changed; saved ones are per tenant. */
export const ZImportMapping = z.object({
  id: z.string(),
  name: z.string(),
  shipped: z.boolean(),
  columns: ZImportColumns,
});
export type TImportMapping = z.infer<typeof ZImportMapping>;
export const ZImportMappingsResponse = z.object({ data: z.array(ZImportMapping) });
export type TImportMappingsResponse = z.infer<typeof ZImportMappingsResponse>;

/** `POST /api/admin/import/mappings`: saves (creates or replaces, by name) a mapping of this tenant. */
export const ZSaveImportMappingBody = z.object({
  name: ZText.trim().min(1, 'Name the mapping').max(IMPORT_LIMITS.nameMax),
  columns: ZImportColumns,
});
export type TSaveImportMappingBody = z.infer<typeof ZSaveImportMappingBody>;
export const ZSaveImportMappingResponse = z.object({ data: ZImportMapping });

/** `POST /api/admin/import/preview` → the file's headers, its first rows and the shipped mapping that fits. */
export const ZImportPreview = z.object({
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  rowCount: z.number().int(),
  /** The id of the mapping whose every column is in the file (saved first, then shipped), or null. */
  suggestedMappingId: z.string().nullable(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** One problem of a row: its line in the file (the header is line 1), the CSV column and the reason. */
export const ZImportProblem = z.object({ line: z.number().int(), column: z.string(), reason: z.string() });
export type TImportProblem = z.infer<typeof ZImportProblem>;

/**
 * The outcome of a dry run or an import: every row's problems (an import with problems changes nothing),
 * and the members created, updated and unchanged (`applied`: whether the rows were written).
 */
export const ZImportReport = z.object({
  applied: z.boolean(),
  rowCount: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  problems: z.array(ZImportProblem),
});
export type TImportReport = z.infer<typeof ZImportReport>;

/** The multipart text field of dry run and import that carries the mapping's columns as JSON. */
export const IMPORT_COLUMNS_FIELD = 'columns';

/** The membership statuses of other systems the import understands (lower-case), and the portal's status. */
export const IMPORT_STATUS_ALIASES: ReadonlyMap<string, (typeof MEMBERSHIP_STATUSES)[number]> = new Map([
  ...MEMBERSHIP_STATUSES.map((s) => [s.toLowerCase(), s] as const),
  // Wild Apricot membership statuses
  ['lapsed', 'Expired'],
  ['pendingnew', 'Pending'],
  ['pending - new', 'Pending'],
  ['pendingrenewal', 'Active'],
  ['pending - renewal', 'Active'],
  ['pendinglevelchange', 'Active'],
  ['pending - level change', 'Active'],
  ['suspended', 'Cancelled'],
  // CiviCRM membership statuses
  ['new', 'Active'],
  ['current', 'Active'],
  ['grace', 'Active'],
  ['deceased', 'Cancelled'],
  ['lifetime', 'Life'],
] as const);

/** Messages of the import (issue 39 point 1). */
export const IMPORT_MESSAGES = {
  fileRequired: 'Choose a CSV file',
  fileType: 'Only CSV files can be imported',
  fileSize: 'The file is larger than 10 MB',
  tooManyRows: `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-AU')} rows`,
  empty: 'The file has no header row',
  unreadable: (detail: string) => `The file is not valid CSV: ${detail}`,
  columnsInvalid: 'The column mapping is not valid',
  unknownHeader: (h: string) => `The file has no column "${h}"`,
  hasProblems: 'The file has problems: nothing was imported',
  shippedReadOnly: 'A shipped mapping cannot be changed; save it under another name',
} as const;

/** An export's file format. */
export const ZExportFormat = z.enum(['csv', 'xlsx']);
export type TExportFormat = z.infer<typeof ZExportFormat>;
const format = { format: ZExportFormat.default('csv') };

/** `GET /api/admin/memberships/export`: the memberships screen's filters. */
export const ZMembershipsExportQuery = ZAdminMembershipsQuery.omit({ page: true, size: true }).extend(format);
/** `GET /api/admin/invoices/export`: the invoices screen's filters. */
export const ZInvoicesExportQuery = ZAdminInvoicesQuery.omit({ page: true, size: true }).extend(format);
/** `GET /api/admin/events/{id}/attendance/export`: the check-in list's filters. */
export const ZAttendanceExportQuery = ZAttendanceQuery.omit({ page: true, size: true }).extend(format);
/** `GET /api/admin/cpd-records/export`: member (name, e-mail or member number) and completion date range. */
export const ZCpdRecordsExportQuery = z.object({
  keyword: ZText.trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...format,
});
export type TCpdRecordsExportQuery = z.input<typeof ZCpdRecordsExportQuery>;

/** The MIME type of each export format. */
export const EXPORT_MIME_TYPES: Readonly<Record<TExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The multipart text fields of dry run and import (besides the `file` part): the columns as JSON. */
export const ZImportForm = z.object({
  [IMPORT_COLUMNS_FIELD]: z.string().describe('The mapping columns (TImportColumns) as JSON'),
});
