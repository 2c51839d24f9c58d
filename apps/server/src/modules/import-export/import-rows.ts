/**
 * Checking the rows of a member CSV against a column mapping (issue 39 point 1), before any database look-up:
 * each mapped cell is read into the member field it fills, and every problem is named by line, column and
 * reason. An empty cell of a mapped column leaves the field as it is (a blank never erases data).
 */
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_MESSAGES,
  IMPORT_STATUS_ALIASES,
  type TImportColumns,
  type TImportField,
  type TImportProblem,
} from '@portal/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { CsvFile } from './csv-file';

/** The member fields an import writes on the account (text columns of `users`). */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'mobile',
  'postalAddress1',
  'suburb',
  'state',
  'postcode',
  'country',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** One checked row: the lower-cased e-mail, the profile fields given, the membership fields, segment ids. */
export interface ImportRow {
  line: number;
  email: string;
  profile: Partial<Record<ProfileField, string>>;
  memberNum?: string;
  membership: {
    typeId?: number;
    typeName?: string;
    status?: string;
    joinDate?: string;
    renewedToDate?: string;
  };
  segmentIds: number[];
}

/** What the rows are checked against: the tenant's membership types and segments, by lower-cased name. */
export interface ImportLookups {
  types: ReadonlyMap<string, { id: number; name: string }>;
  segments: ReadonlyMap<string, number>;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const isEmail = (value: string) => z.email().safeParse(value).success;
const TEXT_MAX = 200;

/** `YYYY-MM-DD` of a real calendar day, or null. */
function isoDay(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2200 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A day written as `2024-07-01`, `1/7/2024` (day first, Australian) or `1 Jul 2024` / `01-Jul-2024`, as
 * `YYYY-MM-DD`; null when it is none of these or not a real day.
 */
export function parseDay(value: string): string | null {
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (m) return isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[ -]([A-Za-z]{3})[A-Za-z]*[ -](\d{4})$/.exec(value);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase());
    return month < 0 ? null : isoDay(Number(m[3]), month + 1, Number(m[1]));
  }
  return null;
}

/** The index of each mapped field's column. @throws AppError 400 when a mapped header is not in the file. */
export function columnIndexes(headers: string[], columns: TImportColumns): Map<TImportField, number> {
  const indexes = new Map<TImportField, number>();
  for (const field of IMPORT_FIELDS) {
    const header = columns[field];
    if (header === undefined) continue;
    const index = headers.findIndex((h) => h.toLowerCase() === header.toLowerCase());
    if (index < 0) {
      const message = IMPORT_MESSAGES.unknownHeader(header);
      throw new AppError('BAD_REQUEST', message, { errors: { [`columns.${field}`]: [message] } });
    }
    indexes.set(field, index);
  }
  return indexes;
}

/**
 * Reads and checks every row of `file` with `columns`. @returns the rows without problems and every problem
 * (line, the CSV column's header, reason); a row with a problem is left out of `rows`.
 * @throws AppError 400 when a mapped header is not in the file.
 */
export function checkRows(
  file: CsvFile,
  columns: TImportColumns,
  lookups: ImportLookups,
): { rows: ImportRow[]; problems: TImportProblem[] } {
  const indexes = columnIndexes(file.headers, columns);
  const problems: TImportProblem[] = [];
  const rows: ImportRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of file.rows) {
    const before = problems.length;
    const problem = (field: TImportField, reason: string) =>
      problems.push({ line, column: columns[field] ?? IMPORT_FIELD_LABELS[field], reason });
    const cell = (field: TImportField): string | undefined => {
      const index = indexes.get(field);
      const value = index === undefined ? undefined : cells[index]?.trim();
      if (!value) return undefined;
      if (value.length > TEXT_MAX) {
        problem(field, `Longer than ${TEXT_MAX} characters`);
        return undefined;
      }
      return value;
    };
    const day = (field: 'joinDate' | 'renewedToDate'): string | undefined => {
      const value = cell(field);
      if (value === undefined) return undefined;
      const parsed = parseDay(value);
      if (!parsed) problem(field, `"${value}" is not a date (use 2024-07-01, 1/7/2024 or 1 Jul 2024)`);
      return parsed ?? undefined;
    };

    const email = cell('email')?.toLowerCase();
    if (email === undefined) problem('email', 'E-mail is required');
    else if (!isEmail(email)) problem('email', `"${email}" is not an e-mail address`);
    else if (firstLineOf.has(email)) problem('email', `The same e-mail is on line ${firstLineOf.get(email)}`);
    else firstLineOf.set(email, line);

    const profile: ImportRow['profile'] = {};
    for (const field of PROFILE_FIELDS) {
      const value = cell(field);
      if (value !== undefined) profile[field] = value;
    }
    const membership: ImportRow['membership'] = {};
    const typeName = cell('membershipType');
    if (typeName !== undefined) {
      const type = lookups.types.get(typeName.toLowerCase());
      if (!type) problem('membershipType', `No membership type "${typeName}" in this association`);
      else Object.assign(membership, { typeId: type.id, typeName: type.name });
    }
    const status = cell('memberStatus');
    if (status !== undefined) {
      const known = IMPORT_STATUS_ALIASES.get(status.toLowerCase());
      if (!known) problem('memberStatus', `Unknown membership status "${status}"`);
      else membership.status = known;
    }
    membership.joinDate = day('joinDate');
    membership.renewedToDate = day('renewedToDate');
    if (membership.joinDate && membership.renewedToDate && membership.renewedToDate < membership.joinDate)
      problem('renewedToDate', 'The period ends before the member joined');

    const segmentIds: number[] = [];
    for (const name of (cell('segments') ?? '').split(/[;|,]/)) {
      const trimmed = name.trim();
      if (!trimmed) continue;
      const id = lookups.segments.get(trimmed.toLowerCase());
      if (id === undefined) problem('segments', `No segment "${trimmed}" in this association`);
      else if (!segmentIds.includes(id)) segmentIds.push(id);
    }
    const memberNum = cell('memberNum');
    if (problems.length === before && email !== undefined)
      rows.push({ line, email, profile, memberNum, membership, segmentIds });
  }
  return { rows, problems };
}
