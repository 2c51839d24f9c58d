/**
 * The SQL of the member import (issue 39 point 1): saved mappings, the look-ups a file is checked against
 * (membership types, segments, accounts by e-mail and member number, their latest membership and segments),
 * and the batched writes. Every function takes the tenant scope first; `scope.db` is bound to the tenant.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TImportColumns } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import {
  cpdRecords,
  importMappings,
  memberships,
  membershipTypes,
  segments,
  userSegments,
  users,
} from '../../db/schema/index';

/** Rows per INSERT statement (10,000 members are 10 statements per table). */
const BATCH = 1000;

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The tenant's saved mappings, by name. */
export function savedMappings(scope: TenantScope) {
  return scope.db.select().from(importMappings).orderBy(asc(importMappings.name));
}

/** Creates the mapping `name`, or replaces its columns. @returns the row. */
export async function upsertMapping(scope: TenantScope, name: string, columns: TImportColumns) {
  const [row] = await scope.db
    .insert(importMappings)
    .values({ tenantId: scope.tenantId, name, columns })
    .onConflictDoUpdate({
      target: [importMappings.tenantId, importMappings.name],
      set: { columns, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** The tenant's membership types and segments (id, name). */
export async function typesAndSegments(scope: TenantScope) {
  const [types, segs] = await Promise.all([
    scope.db.select({ id: membershipTypes.id, name: membershipTypes.name }).from(membershipTypes),
    scope.db.select({ id: segments.id, name: segments.name }).from(segments).orderBy(asc(segments.id)),
  ]);
  return { types, segments: segs };
}

/** The account columns an import compares and writes. */
const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobile,
  postalAddress1: users.postalAddress1,
  suburb: users.suburb,
  state: users.state,
  postcode: users.postcode,
  country: users.country,
  memberNum: users.memberNum,
  contactTypes: users.contactTypes,
};
export type ImportAccount = Awaited<ReturnType<typeof accountsByEmail>>[number];

/** Accounts whose (lower-cased) e-mail is in `emails`. */
export async function accountsByEmail(scope: TenantScope, emails: string[]) {
  const found = await Promise.all(
    chunks(emails).map((part) =>
      scope.db.select(accountColumns).from(users).where(inArray(users.email, part)),
    ),
  );
  return found.flat();
}

/** The holders of the member numbers `nums`: number → account id. */
export async function memberNumberHolders(scope: TenantScope, nums: string[]): Promise<Map<string, string>> {
  const found = await Promise.all(
    chunks(nums).map((part) =>
      scope.db
        .select({ id: users.id, memberNum: users.memberNum })
        .from(users)
        .where(inArray(users.memberNum, part)),
    ),
  );
  return new Map(found.flat().map((r) => [r.memberNum!, r.id]));
}

/** The latest membership (highest id) of each of `userIds`. */
export async function latestMemberships(scope: TenantScope, userIds: string[]) {
  const found = await Promise.all(
    chunks(userIds).map((part) =>
      scope.db
        .selectDistinctOn([memberships.userId], {
          id: memberships.id,
          userId: memberships.userId,
          membershipTypeId: memberships.membershipTypeId,
          membershipName: memberships.membershipName,
          memberStatus: memberships.memberStatus,
          isLifeMember: memberships.isLifeMember,
          joinDate: memberships.joinDate,
          renewedToDate: memberships.renewedToDate,
        })
        .from(memberships)
        .where(inArray(memberships.userId, part))
        .orderBy(memberships.userId, desc(memberships.id)),
    ),
  );
  return new Map(found.flat().map((m) => [m.userId, m]));
}
export type ImportMembership = NonNullable<
  Awaited<ReturnType<typeof latestMemberships>> extends Map<string, infer M> ? M : never
>;

/** The segment ids of each of `userIds`. */
export async function segmentIdsOf(scope: TenantScope, userIds: string[]): Promise<Map<string, Set<number>>> {
  const found = await Promise.all(
    chunks(userIds).map((part) =>
      scope.db
        .select({ userId: userSegments.userId, segmentId: userSegments.segmentId })
        .from(userSegments)
        .where(inArray(userSegments.userId, part)),
    ),
  );
  const bySegment = new Map<string, Set<number>>();
  for (const { userId, segmentId } of found.flat()) {
    const set = bySegment.get(userId) ?? new Set<number>();
    set.add(segmentId);
    bySegment.set(userId, set);
  }
  return bySegment;
}

/** A new account of an import. */
export type NewAccount = Omit<typeof users.$inferInsert, 'tenantId'>;
/** Inserts accounts in batches. @returns e-mail → new id. */
export async function insertAccounts(tx: TenantScope, rows: NewAccount[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const part of chunks(rows)) {
    const inserted = await tx.db
      .insert(users)
      .values(part.map((r) => ({ ...r, tenantId: tx.tenantId })))
      .returning({ id: users.id, email: users.email });
    for (const r of inserted) ids.set(r.email, r.id);
  }
  return ids;
}

/** Sets changed columns of one account. */
export async function updateAccount(tx: TenantScope, id: string, set: Partial<NewAccount>): Promise<void> {
  await tx.db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** A new membership of an import. */
export type NewMembership = Omit<typeof memberships.$inferInsert, 'tenantId'>;
/** Inserts memberships in batches. */
export async function insertMemberships(tx: TenantScope, rows: NewMembership[]): Promise<void> {
  for (const part of chunks(rows))
    await tx.db.insert(memberships).values(part.map((r) => ({ ...r, tenantId: tx.tenantId })));
}

/** Sets changed columns of one membership. */
export async function updateMembership(
  tx: TenantScope,
  id: number,
  set: Partial<NewMembership>,
): Promise<void> {
  await tx.db.update(memberships).set(set).where(eq(memberships.id, id));
}

/** Adds segments to accounts (pairs already there are kept). */
export async function addSegments(tx: TenantScope, pairs: { userId: string; segmentId: number }[]) {
  for (const part of chunks(pairs))
    await tx.db
      .insert(userSegments)
      .values(part.map((p) => ({ ...p, tenantId: tx.tenantId })))
      .onConflictDoNothing();
}

/**
 * One page of the tenant's CPD records for the export (issue 39 point 2): member keyword (name, e-mail or
 * member number), completion date range; newest first.
 */
export function cpdRecordsPage(
  scope: TenantScope,
  query: { keyword?: string; from?: string; to?: string },
  page: number,
  size: number,
) {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(users.memberNum, pattern),
      )!,
    );
  }
  if (query.from) conditions.push(gte(cpdRecords.completedDate, query.from));
  if (query.to) conditions.push(lte(cpdRecords.completedDate, query.to));
  return scope.db
    .select({
      memberNum: users.memberNum,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      title: cpdRecords.title,
      categoryName: cpdRecords.categoryName,
      presenter: cpdRecords.presenter,
      domain: cpdRecords.domain,
      completedDate: cpdRecords.completedDate,
      hours: cpdRecords.hours,
      source: cpdRecords.source,
    })
    .from(cpdRecords)
    .innerJoin(users, eq(users.id, cpdRecords.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(cpdRecords.completedDate), asc(cpdRecords.id))
    .limit(size)
    .offset((page - 1) * size);
}
