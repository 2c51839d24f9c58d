/**
 * CPD SQL (spec 002 §3 CPD period, CPD record): a member's periods and records, credits from attended events
 * and completed courses, evidence files and verification codes — all within the tenant scope (`scope.db`).
 */
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { cpdPeriods, cpdRecords, users } from '../../db/schema/index';
import { type TenantScope } from '../../db/tenant-scope';

/** A stored CPD period. */
export type CpdPeriodRow = typeof cpdPeriods.$inferSelect;
/** A stored CPD record. */
export type CpdRecordRow = typeof cpdRecords.$inferSelect;
/** Values of a new record (tenant stamped by the bound handle). */
export type NewCpdRecord = Omit<typeof cpdRecords.$inferInsert, 'tenantId' | 'id' | 'verificationCode'>;
/** The editable fields of a self-logged record. */
export type CpdRecordChanges = Pick<
  NewCpdRecord,
  'title' | 'categoryName' | 'presenter' | 'domain' | 'completedDate' | 'hours' | 'attachments'
>;

/** Most records one answer carries (a member logs a few dozen a year). */
const RECORDS_CAP = 5000;

/** The member's periods containing `day` (YYYY-MM-DD), by start date. */
export function periodsContaining(scope: TenantScope, userId: string, day: string): Promise<CpdPeriodRow[]> {
  return scope.db
    .select()
    .from(cpdPeriods)
    .where(
      and(
        eq(cpdPeriods.userId, userId),
        lte(cpdPeriods.periodStartDate, day),
        gte(cpdPeriods.periodEndDate, day),
      ),
    )
    .orderBy(asc(cpdPeriods.periodStartDate));
}

/** Every period of the member, newest first. */
export function periodsOf(scope: TenantScope, userId: string): Promise<CpdPeriodRow[]> {
  return scope.db
    .select()
    .from(cpdPeriods)
    .where(eq(cpdPeriods.userId, userId))
    .orderBy(desc(cpdPeriods.periodStartDate))
    .limit(200);
}

/** A period of the member, or undefined (another member's reads as missing). */
export async function findPeriod(scope: TenantScope, userId: string, id: string) {
  const [row] = await scope.db
    .select()
    .from(cpdPeriods)
    .where(and(eq(cpdPeriods.userId, userId), eq(cpdPeriods.id, id)));
  return row;
}

/** Creates periods that do not exist yet (one per member and start date; concurrent callers are safe). */
export async function insertMissingPeriods(
  scope: TenantScope,
  rows: Pick<CpdPeriodRow, 'userId' | 'periodStartDate' | 'periodEndDate' | 'minimumRequiredHours'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await scope.db
    .insert(cpdPeriods)
    .values(rows.map((r) => ({ ...r, tenantId: scope.tenantId })))
    .onConflictDoNothing();
}

/** The member's records completed between `from` and `to` (inclusive), newest first, then by title. */
export function recordsBetween(
  scope: TenantScope,
  userId: string,
  from: string,
  to: string,
): Promise<CpdRecordRow[]> {
  return scope.db
    .select()
    .from(cpdRecords)
    .where(
      and(
        eq(cpdRecords.userId, userId),
        and(gte(cpdRecords.completedDate, from), lte(cpdRecords.completedDate, to)),
      ),
    )
    .orderBy(desc(cpdRecords.completedDate), asc(cpdRecords.title))
    .limit(RECORDS_CAP);
}

/** Every record of the member, newest first, then by title. */
export function recordsOf(scope: TenantScope, userId: string): Promise<CpdRecordRow[]> {
  return scope.db
    .select()
    .from(cpdRecords)
    .where(eq(cpdRecords.userId, userId))
    .orderBy(desc(cpdRecords.completedDate), asc(cpdRecords.title))
    .limit(RECORDS_CAP);
}

/** A record of the member, or undefined (another member's reads as missing). */
export async function findRecord(scope: TenantScope, userId: string, id: string) {
  const [row] = await scope.db
    .select()
    .from(cpdRecords)
    .where(and(eq(cpdRecords.userId, userId), eq(cpdRecords.id, id)));
  return row;
}

/** The member's record holding the evidence file `attachmentId`, or undefined. */
export async function recordWithAttachment(scope: TenantScope, userId: string, attachmentId: string) {
  const [row] = await scope.db
    .select()
    .from(cpdRecords)
    .where(
      and(
        eq(cpdRecords.userId, userId),
        sql`${cpdRecords.attachments} @> ${JSON.stringify([{ id: attachmentId }])}::jsonb`,
      ),
    )
    .limit(1);
  return row;
}

/** Inserts a record. @returns the stored row. */
export async function insertRecord(scope: TenantScope, values: NewCpdRecord): Promise<CpdRecordRow> {
  const [row] = await scope.db
    .insert(cpdRecords)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  return row!;
}

/**
 * Inserts a credited record unless the same credit exists (one per member and event; one per enrolment).
 * @returns the new row, or undefined when it was already there.
 */
export async function insertCreditOnce(
  scope: TenantScope,
  values: NewCpdRecord,
): Promise<CpdRecordRow | undefined> {
  const [row] = await scope.db
    .insert(cpdRecords)
    .values({ ...values, tenantId: scope.tenantId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Updates a self-logged record of the member. @returns the updated row, or undefined. */
export async function updateRecord(
  scope: TenantScope,
  userId: string,
  id: string,
  changes: CpdRecordChanges,
): Promise<CpdRecordRow | undefined> {
  const [row] = await scope.db
    .update(cpdRecords)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(cpdRecords.userId, userId), eq(cpdRecords.id, id)))
    .returning();
  return row;
}

/** Deletes a record of the member. @returns the deleted row, or undefined. */
export async function deleteRecord(scope: TenantScope, userId: string, id: string) {
  const [row] = await scope.db
    .delete(cpdRecords)
    .where(and(eq(cpdRecords.userId, userId), eq(cpdRecords.id, id)))
    .returning();
  return row;
}

/** Deletes the event credit of a member (un-check). @returns how many rows went (0 or 1). */
export async function deleteEventCredit(
  scope: TenantScope,
  userId: string,
  eventId: number,
): Promise<number> {
  const rows = await scope.db
    .delete(cpdRecords)
    .where(
      and(
        eq(cpdRecords.userId, userId),
        eq(cpdRecords.relatedEventId, eventId),
        eq(cpdRecords.source, 'event'),
      ),
    )
    .returning({ id: cpdRecords.id });
  return rows.length;
}

/** Named selection: the member a certificate or summary names. */
const memberColumns = { firstName: users.firstName, lastName: users.lastName, memberNum: users.memberNum };

/** The member's name and number. */
export async function memberOf(scope: TenantScope, userId: string) {
  const [row] = await scope.db.select(memberColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The record with verification `code` and its member, or undefined. */
export async function recordByCode(scope: TenantScope, code: string) {
  const [row] = await scope.db
    .select({ record: cpdRecords, member: memberColumns })
    .from(cpdRecords)
    .innerJoin(users, eq(users.id, cpdRecords.userId))
    .where(eq(cpdRecords.verificationCode, code));
  return row;
}

/** The period with verification `code` and its member, or undefined. */
export async function periodByCode(scope: TenantScope, code: string) {
  const [row] = await scope.db
    .select({ period: cpdPeriods, member: memberColumns })
    .from(cpdPeriods)
    .innerJoin(users, eq(users.id, cpdPeriods.userId))
    .where(eq(cpdPeriods.verificationCode, code));
  return row;
}
