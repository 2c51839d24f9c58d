/**
 * Member import from CSV (issue 39 point 1). Four actions, one function each (so that an audit log can record
 * each later): `previewImport` (headers and a sample), `saveMapping`, `dryRunImport` and `runImport`.
 * A file and a mapping give every row's problems (line, column, reason); an import with problems changes
 * nothing. New members are created with first login pending (they set a password through "Forgot
 * password"); an existing member (same e-mail, case-insensitive) is updated only in the mapped fields that
 * differ; their latest membership takes the mapped type, status and dates (or a membership is added); the
 * segments named are added. Running the same file again changes nothing.
 */
import crypto from 'node:crypto';
import {
  IMPORT_MESSAGES,
  SHIPPED_IMPORT_MAPPINGS,
  ZImportColumns,
  type TImportColumns,
  type TImportMapping,
  type TImportPreview,
  type TImportProblem,
  type TImportReport,
  IMPORT_LIMITS,
  IMPORT_FIELD_LABELS,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { auditedWrite, recordAudit, rowOf } from '../../db/audit';
import { importMappings } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { withTransaction, type TenantScope } from '../../db/tenant-scope';
import type { RequestContext } from '../../plugins/auth';
import type { IncomingFile } from '../../plugins/uploads';
import { contentMatchesExtension } from '../../lib/file-content';
import { hashPassword } from '../auth/auth.service';
import { readCsv, type CsvFile } from './csv-file';
import { checkRows, PROFILE_FIELDS, type ImportRow } from './import-rows';
import { requireImportExportAdmin } from './import-export.policy';
import {
  accountsByEmail,
  addSegments,
  insertAccounts,
  insertMemberships,
  latestMemberships,
  memberNumberHolders,
  savedMappings,
  segmentIdsOf,
  typesAndSegments,
  updateAccount,
  updateMembership,
  upsertMapping,
  type ImportAccount,
  type NewAccount,
  type NewMembership,
} from './import-export.repository';

type Ctx = Pick<RequestContext, 'scope' | 'actor'>;

function badFile(message: string): AppError {
  return new AppError('BAD_REQUEST', message, { errors: { file: [message] } });
}

/**
 * The one CSV file of an upload, read. @throws AppError 400 without a file, for another type (by name or
 * content), beyond 10 MB, or when the file is not CSV.
 */
async function csvOf(files: IncomingFile[]): Promise<CsvFile> {
  if (files.length !== 1) throw badFile(IMPORT_MESSAGES.fileRequired);
  const file = files[0]!;
  if (!/\.csv$/i.test(file.name)) throw badFile(IMPORT_MESSAGES.fileType);
  if (file.size > IMPORT_LIMITS.maxBytes) throw badFile(IMPORT_MESSAGES.fileSize);
  if (!(await contentMatchesExtension(file.data, 'csv'))) throw badFile(IMPORT_MESSAGES.fileType);
  return readCsv(file.data);
}

/** The mapping columns of a multipart field (JSON). @throws AppError 400 when missing or invalid. */
export function columnsOf(value: string | string[] | undefined): TImportColumns {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
  } catch {
    parsed = undefined;
  }
  const result = ZImportColumns.safeParse(parsed);
  if (!result.success)
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.columnsInvalid, {
      errors: { columns: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) },
    });
  return result.data;
}

/** The shipped mappings, then the tenant's saved ones (by name). */
async function allMappings(scope: TenantScope): Promise<TImportMapping[]> {
  const saved = await savedMappings(scope);
  return [
    ...SHIPPED_IMPORT_MAPPINGS,
    ...saved.map((m) => ({ id: String(m.id), name: m.name, shipped: false, columns: m.columns })),
  ];
}

/** `GET /api/admin/import/mappings`: the shipped and saved mappings. @throws FORBIDDEN. */
export async function listMappings(ctx: Ctx): Promise<{ data: TImportMapping[] }> {
  requireImportExportAdmin(ctx.actor);
  return { data: await allMappings(ctx.scope) };
}

/**
 * `POST /api/admin/import/mappings`: saves a mapping of this tenant under `name` (replacing one of that name).
 * Recorded in its transaction (issue 39 point 3): target the mapping's id, `name` and `columns` before (null
 * for a new name) and after, changed fields only.
 * @throws FORBIDDEN; BAD_REQUEST for the name of a shipped mapping.
 */
export async function saveMapping(
  ctx: Ctx & Pick<RequestContext, 'audit'>,
  input: { name: string; columns: TImportColumns },
): Promise<{ data: TImportMapping }> {
  const load = rowOf(importMappings, eq(importMappings.name, input.name));
  return auditedWrite(ctx, { load, targetId: (result) => result.data.id }, async (ctx) => {
    requireImportExportAdmin(ctx.actor);
    if (SHIPPED_IMPORT_MAPPINGS.some((m) => m.name.toLowerCase() === input.name.toLowerCase()))
      throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.shippedReadOnly, {
        errors: { name: [IMPORT_MESSAGES.shippedReadOnly] },
      });
    const row = await upsertMapping(ctx.scope, input.name, input.columns);
    return { data: { id: String(row.id), name: row.name, shipped: false, columns: row.columns } };
  });
}

/**
 * `POST /api/admin/import/preview`: the file's headers, its first rows, its row count and the first mapping
 * (saved, then shipped) whose every column is in the file. @throws FORBIDDEN, BAD_REQUEST (file).
 */
export async function previewImport(ctx: Ctx, files: IncomingFile[]): Promise<TImportPreview> {
  requireImportExportAdmin(ctx.actor);
  const csv = await csvOf(files);
  const headers = new Set(csv.headers.map((h) => h.toLowerCase()));
  const mappings = await allMappings(ctx.scope);
  const fits = (m: TImportMapping) =>
    Object.values(m.columns).every((h) => h === undefined || headers.has(h.toLowerCase()));
  const suggested = [...mappings.filter((m) => !m.shipped), ...mappings.filter((m) => m.shipped)].find(fits);
  return {
    headers: csv.headers,
    sample: csv.rows.slice(0, IMPORT_LIMITS.sampleRows).map((r) => r.cells),
    rowCount: csv.rows.length,
    suggestedMappingId: suggested?.id ?? null,
  };
}

/** What an import would do: the accounts to create, the changes to make, and the count left unchanged. */
interface ImportPlan {
  problems: TImportProblem[];
  creates: { row: ImportRow }[];
  updates: { row: ImportRow; account: ImportAccount; set: Partial<NewAccount> }[];
  membershipInserts: { row: ImportRow; userId?: string }[];
  membershipUpdates: { id: number; set: Partial<NewMembership> }[];
  segmentAdds: { row: ImportRow; userId?: string; segmentIds: number[] }[];
  updated: number;
  unchanged: number;
}

const ACTIVE = new Set(['Active', 'Life']);

/** The membership columns a row changes on `current` (or all it gives when there is none). */
function membershipChanges(
  row: ImportRow,
  current: { [k: string]: unknown } | undefined,
): Partial<NewMembership> {
  const m = row.membership;
  const wanted: Partial<NewMembership> = {};
  if (m.typeId !== undefined)
    Object.assign(wanted, { membershipTypeId: m.typeId, membershipName: m.typeName });
  // A Life status is a life membership (the seed and the certificate read `isLifeMember`).
  if (m.status !== undefined)
    Object.assign(wanted, { memberStatus: m.status, isLifeMember: m.status === 'Life' });
  if (m.joinDate !== undefined) wanted.joinDate = m.joinDate;
  if (m.renewedToDate !== undefined) wanted.renewedToDate = m.renewedToDate;
  if (!current) return wanted;
  return Object.fromEntries(Object.entries(wanted).filter(([key, value]) => current[key] !== value));
}

/** Plans the import of checked rows against the tenant's data; adds the problems only the data reveals. */
async function plan(
  scope: TenantScope,
  rows: ImportRow[],
  problems: TImportProblem[],
  columns: TImportColumns,
) {
  const accounts = new Map(
    (
      await accountsByEmail(
        scope,
        rows.map((r) => r.email),
      )
    ).map((a) => [a.email, a]),
  );
  const nums = rows.flatMap((r) => (r.memberNum ? [r.memberNum] : []));
  const holders = await memberNumberHolders(scope, nums);
  const existingIds = [...accounts.values()].map((a) => a.id);
  const [currentMemberships, currentSegments] = await Promise.all([
    latestMemberships(scope, existingIds),
    segmentIdsOf(scope, existingIds),
  ]);
  const result: ImportPlan = {
    problems,
    creates: [],
    updates: [],
    membershipInserts: [],
    membershipUpdates: [],
    segmentAdds: [],
    updated: 0,
    unchanged: 0,
  };
  const numberOwner = new Map<string, number>();
  for (const row of rows) {
    const account = accounts.get(row.email);
    const problem = (field: 'memberNum' | 'firstName' | 'lastName' | 'membershipType', reason: string) =>
      problems.push({ line: row.line, column: columns[field] ?? IMPORT_FIELD_LABELS[field], reason });
    const before = problems.length;
    if (row.memberNum) {
      const holder = holders.get(row.memberNum);
      if (holder && holder !== account?.id)
        problem('memberNum', `${row.memberNum} belongs to another member`);
      else if (account?.memberNum && account.memberNum !== row.memberNum)
        problem('memberNum', `The member's number is ${account.memberNum}; a member number never changes`);
      else if (numberOwner.has(row.memberNum))
        problem('memberNum', `The same member number is on line ${numberOwner.get(row.memberNum)}`);
      numberOwner.set(row.memberNum, row.line);
    }
    if (!account) {
      if (!row.profile.firstName) problem('firstName', 'A new member needs a first name');
      if (!row.profile.lastName) problem('lastName', 'A new member needs a last name');
    }
    const current = account ? currentMemberships.get(account.id) : undefined;
    const membershipSet = membershipChanges(row, current);
    if (!current && Object.keys(membershipSet).length > 0 && row.membership.typeId === undefined)
      problem('membershipType', 'A new membership needs a membership type');
    if (problems.length > before) continue;

    if (!account) {
      result.creates.push({ row });
      if (Object.keys(membershipSet).length) result.membershipInserts.push({ row });
      if (row.segmentIds.length) result.segmentAdds.push({ row, segmentIds: row.segmentIds });
      continue;
    }
    const set: Partial<NewAccount> = {};
    for (const field of PROFILE_FIELDS) {
      const value = row.profile[field];
      if (value !== undefined && account[field] !== value) set[field] = value;
    }
    if (row.memberNum && !account.memberNum) set.memberNum = row.memberNum;
    // Member follows an Active or Life status the file gives (an unmapped status changes nothing).
    const status = row.membership.status;
    if (status && ACTIVE.has(status) && !account.contactTypes.includes('Member'))
      set.contactTypes = [...account.contactTypes, 'Member'];
    const had = currentSegments.get(account.id);
    const newSegments = row.segmentIds.filter((id) => !had?.has(id));
    const changesMembership = Object.keys(membershipSet).length > 0;
    if (changesMembership && current) result.membershipUpdates.push({ id: current.id, set: membershipSet });
    else if (changesMembership) result.membershipInserts.push({ row, userId: account.id });
    if (newSegments.length) result.segmentAdds.push({ row, userId: account.id, segmentIds: newSegments });
    if (Object.keys(set).length) result.updates.push({ row, account, set });
    if (Object.keys(set).length || changesMembership || newSegments.length) result.updated += 1;
    else result.unchanged += 1;
  }
  return result;
}

/** Checks a file and a mapping against this tenant's data. */
async function prepare(ctx: Ctx, files: IncomingFile[], columns: TImportColumns) {
  requireImportExportAdmin(ctx.actor);
  const csv = await csvOf(files);
  const { types, segments } = await typesAndSegments(ctx.scope);
  const lookups = {
    types: new Map(types.map((t) => [t.name.toLowerCase(), t])),
    segments: new Map(segments.map((s) => [s.name.toLowerCase(), s.id])),
  };
  const { rows, problems } = checkRows(csv, columns, lookups);
  const result = await plan(ctx.scope, rows, problems, columns);
  result.problems.sort((a, b) => a.line - b.line);
  return { csv, plan: result };
}

function report(csv: CsvFile, p: ImportPlan, applied: boolean): TImportReport {
  const clean = p.problems.length === 0;
  return {
    applied,
    rowCount: csv.rows.length,
    created: clean ? p.creates.length : 0,
    updated: clean ? p.updated : 0,
    unchanged: clean ? p.unchanged : 0,
    problems: p.problems,
  };
}

/**
 * `POST /api/admin/import/dry-run`: every problem of the file with this mapping, and what an import would
 * create, update and leave unchanged. Writes nothing. @throws FORBIDDEN, BAD_REQUEST (file, mapping).
 */
export async function dryRunImport(
  ctx: Ctx,
  files: IncomingFile[],
  columns: TImportColumns,
): Promise<TImportReport> {
  const { csv, plan: p } = await prepare(ctx, files, columns);
  return report(csv, p, false);
}

/**
 * `POST /api/admin/import`: imports the file with this mapping in one transaction, or — when any row has a
 * problem — changes nothing and answers the report (`applied: false`). Each run leaves ONE audit record (issue
 * 39 point 3: per run, not per row): an applied import in its transaction with `applied` and its counts as
 * `after` values (`rowCount`, `created`, `updated`, `unchanged`, `membershipsCreated`, `membershipsUpdated`,
 * `segmentsAdded`); a refused one with `applied: false`, `rowCount` and the number of `problems`.
 * @throws FORBIDDEN, BAD_REQUEST.
 */
export async function runImport(
  ctx: Ctx & Pick<RequestContext, 'audit'>,
  files: IncomingFile[],
  columns: TImportColumns,
): Promise<TImportReport> {
  const { csv, plan: p } = await prepare(ctx, files, columns);
  if (p.problems.length > 0) {
    // A refused run changes nothing; its one record says so (rows and problems), in place of the generic one.
    const refused = report(csv, p, false);
    await recordAudit(ctx.scope, ctx.audit, {
      changes: {
        applied: { before: null, after: false },
        rowCount: { before: null, after: refused.rowCount },
        problems: { before: null, after: refused.problems.length },
      },
    });
    return refused;
  }
  // One unguessable hash for every new account: no password signs in until the member sets one.
  const passwordHash = p.creates.length
    ? await hashPassword(crypto.randomBytes(32).toString('base64url'))
    : '';
  await withTransaction(ctx.scope, async (tx) => {
    const ids = await insertAccounts(
      tx,
      p.creates.map(({ row }) => ({
        email: row.email,
        registeredEmail: row.email,
        passwordHash,
        firstName: row.profile.firstName!,
        lastName: row.profile.lastName!,
        ...row.profile,
        memberNum: row.memberNum ?? null,
        isFirstLogin: true,
        contactTypes: row.membership.status && ACTIVE.has(row.membership.status) ? ['Member'] : [],
      })),
    );
    const userIdOf = (e: { row: ImportRow; userId?: string }) => e.userId ?? ids.get(e.row.email)!;
    for (const { account, set } of p.updates) await updateAccount(tx, account.id, set);
    for (const { id, set } of p.membershipUpdates) await updateMembership(tx, id, set);
    await insertMemberships(
      tx,
      p.membershipInserts.map((e) => ({
        userId: userIdOf(e),
        membershipTypeId: e.row.membership.typeId,
        membershipName: e.row.membership.typeName!,
        memberStatus: e.row.membership.status ?? 'Active',
        isLifeMember: e.row.membership.status === 'Life',
        joinDate: e.row.membership.joinDate,
        renewedToDate: e.row.membership.renewedToDate,
      })),
    );
    await addSegments(
      tx,
      p.segmentAdds.flatMap((e) => e.segmentIds.map((segmentId) => ({ userId: userIdOf(e), segmentId }))),
    );
    const counts = report(csv, p, true);
    const after = (value: number | boolean) => ({ before: null, after: value });
    await recordAudit(tx, ctx.audit, {
      changes: {
        applied: after(true),
        rowCount: after(counts.rowCount),
        created: after(counts.created),
        updated: after(counts.updated),
        unchanged: after(counts.unchanged),
        membershipsCreated: after(p.membershipInserts.length),
        membershipsUpdated: after(p.membershipUpdates.length),
        segmentsAdded: after(p.segmentAdds.reduce((n, e) => n + e.segmentIds.length, 0)),
      },
    });
  });
  return report(csv, p, true);
}
