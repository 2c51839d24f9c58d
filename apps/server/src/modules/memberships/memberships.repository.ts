/**
 * Membership data access (spec 000 §3 Membership; issue 13): memberships, membership types, Auto Rollover
 * consents and hosted membership checkouts, always within a tenant scope (or its transaction).
 */
import { and, asc, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { FIRST_MEMBER_NUMBER, type TContactType } from '@portal/contracts';
import {
  memberNumberCounters,
  membershipCheckouts,
  membershipTypes,
  memberships,
  paymentConsents,
  users,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';

/** A stored membership. */
export type MembershipRow = typeof memberships.$inferSelect;
/** A stored membership type. */
export type MembershipTypeRow = typeof membershipTypes.$inferSelect;
/** A hosted membership checkout. */
export type MembershipCheckoutRow = typeof membershipCheckouts.$inferSelect;

/** The member's current membership: Life first, then the one renewed furthest (nulls last), or null when none. */
export async function findCurrentMembership(
  scope: TenantScope,
  userId: string,
): Promise<MembershipRow | null> {
  const [row] = await scope.db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(
      desc(memberships.isLifeMember),
      sql`${memberships.renewedToDate} desc nulls last`,
      desc(memberships.id),
    )
    .limit(1);
  return row ?? null;
}

/** A membership of a user, or null (other user, other tenant, unknown). */
export async function findUserMembership(
  scope: TenantScope,
  userId: string,
  id: number,
): Promise<MembershipRow | null> {
  const [row] = await scope.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.userId, userId)));
  return row ?? null;
}

/** Locks a membership row for the rest of the transaction. */
export async function lockMembership(tx: TenantScope, id: number): Promise<MembershipRow | null> {
  const [row] = await tx.db.select().from(memberships).where(eq(memberships.id, id)).for('update');
  return row ?? null;
}

/** Updates some columns of a membership. */
export async function updateMembership(
  tx: TenantScope,
  id: number,
  values: Partial<Omit<MembershipRow, 'id' | 'tenantId' | 'userId'>>,
): Promise<void> {
  await tx.db.update(memberships).set(values).where(eq(memberships.id, id));
}

/** Inserts a membership. @returns its id. */
export async function insertMembership(
  tx: TenantScope,
  values: Omit<typeof memberships.$inferInsert, 'tenantId' | 'id'>,
): Promise<number> {
  const [row] = await tx.db
    .insert(memberships)
    .values({ ...values, tenantId: tx.tenantId })
    .returning({ id: memberships.id });
  return row!.id;
}

/** The tenant's membership types by sort order (joinable only when `joinableOnly`). */
export function listMembershipTypes(scope: TenantScope, joinableOnly = false): Promise<MembershipTypeRow[]> {
  return scope.db
    .select()
    .from(membershipTypes)
    .where(joinableOnly ? eq(membershipTypes.isJoinable, true) : undefined)
    .orderBy(asc(membershipTypes.sortOrder), asc(membershipTypes.id));
}

/** A membership type of the tenant, or null. */
export async function findMembershipType(scope: TenantScope, id: number): Promise<MembershipTypeRow | null> {
  const [row] = await scope.db.select().from(membershipTypes).where(eq(membershipTypes.id, id));
  return row ?? null;
}

/** The stored Auto Rollover consent of a membership, or null. */
export async function findConsent(scope: TenantScope, membershipId: number) {
  const [row] = await scope.db
    .select()
    .from(paymentConsents)
    .where(eq(paymentConsents.membershipId, membershipId));
  return row ?? null;
}

/** Stores (or replaces) the Auto Rollover consent of a membership. */
export async function saveConsent(
  tx: TenantScope,
  membershipId: number,
  consent: { provider: string; reference: string },
): Promise<void> {
  await tx.db
    .insert(paymentConsents)
    .values({ tenantId: tx.tenantId, membershipId, ...consent })
    .onConflictDoUpdate({ target: paymentConsents.membershipId, set: consent });
}

/** Removes the Auto Rollover consent of a membership. */
export async function removeConsent(tx: TenantScope, membershipId: number): Promise<void> {
  await tx.db.delete(paymentConsents).where(eq(paymentConsents.membershipId, membershipId));
}

/** Inserts a hosted membership checkout. */
export async function insertCheckout(
  tx: TenantScope,
  values: Omit<typeof membershipCheckouts.$inferInsert, 'tenantId'>,
): Promise<void> {
  await tx.db.insert(membershipCheckouts).values({ ...values, tenantId: tx.tenantId });
}

/** A hosted membership checkout (locked for update when `lock`), or null. */
export async function findCheckout(
  tx: TenantScope,
  id: string,
  lock = false,
): Promise<MembershipCheckoutRow | null> {
  const query = tx.db.select().from(membershipCheckouts).where(eq(membershipCheckouts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The open (Pending) invoice checkout of an invoice, or null. */
export async function findOpenInvoiceCheckout(
  tx: TenantScope,
  invoiceId: string,
): Promise<MembershipCheckoutRow | null> {
  const [row] = await tx.db
    .select()
    .from(membershipCheckouts)
    .where(and(eq(membershipCheckouts.invoiceId, invoiceId), eq(membershipCheckouts.status, 'Pending')))
    .orderBy(desc(membershipCheckouts.createdAt))
    .limit(1);
  return row ?? null;
}

/** Completes a checkout (status and time). */
export async function completeCheckoutRow(
  tx: TenantScope,
  id: string,
  status: string,
  now: Date,
): Promise<void> {
  await tx.db
    .update(membershipCheckouts)
    .set({ status, completedAt: now })
    .where(eq(membershipCheckouts.id, id));
}

/** A user's contact types, name, e-mail and member number (for invoices, certificates and mail). */
export async function findMemberUser(scope: TenantScope, userId: string) {
  const [row] = await scope.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      memberNum: users.memberNum,
      contactTypes: users.contactTypes,
      isFirstLogin: users.isFirstLogin,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Adds or removes the contact type Member of a user (issue 13: Member follows an Active or Life membership). */
export async function setMemberContactType(tx: TenantScope, userId: string, member: boolean): Promise<void> {
  const value = 'Member' satisfies TContactType;
  await tx.db
    .update(users)
    .set({
      contactTypes: member
        ? sql`case when ${value} = any(${users.contactTypes}) then ${users.contactTypes} else array_append(${users.contactTypes}, ${value}) end`
        : sql`array_remove(${users.contactTypes}, ${value})`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Locks a user's row for the rest of the transaction. @returns its member number (null: none yet), or null. */
export async function lockUserMemberNumber(
  tx: TenantScope,
  userId: string,
): Promise<{ memberNum: string | null } | null> {
  const [row] = await tx.db
    .select({ memberNum: users.memberNum })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** Whether an account of the tenant holds `memberNum`. */
export async function isMemberNumberTaken(tx: TenantScope, memberNum: string): Promise<boolean> {
  return (await tx.db.$count(users, eq(users.memberNum, memberNum))) > 0;
}

/** Sets the member number of a user (issue 34 point 5: only ever from none to one). */
export async function setUserMemberNumber(tx: TenantScope, userId: string, memberNum: string): Promise<void> {
  await tx.db.update(users).set({ memberNum, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Reserves `count` consecutive member numbers of the scope's tenant: bumps the tenant's counter row (created
 * at its first numbers) and keeps it locked until the caller's transaction ends, so concurrent payments queue.
 * @returns the number part of the first reserved number (e.g. 100001); the others follow it.
 */
export async function reserveMemberNumbers(tx: TenantScope, count = 1): Promise<number> {
  const [row] = await tx.db
    .insert(memberNumberCounters)
    .values({ tenantId: tx.tenantId, lastNumber: FIRST_MEMBER_NUMBER + count - 1 })
    .onConflictDoUpdate({
      target: memberNumberCounters.tenantId,
      set: { lastNumber: sql`${memberNumberCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: memberNumberCounters.lastNumber });
  return row!.lastNumber - count + 1;
}

/**
 * Claims up to `limit` Auto Rollover memberships due by `dueBy` (Active, auto-renew, renewedToDate on or
 * before `dueBy`), locking them with `FOR UPDATE SKIP LOCKED` so a concurrent run takes others (or none).
 */
export async function claimDueAutoRenewals(
  tx: TenantScope,
  dueBy: string,
  limit: number,
): Promise<MembershipRow[]> {
  return tx.db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.memberStatus, 'Active'),
        eq(memberships.autoRenew, true),
        lte(memberships.renewedToDate, dueBy),
      ),
    )
    .orderBy(asc(memberships.renewedToDate), asc(memberships.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks Active memberships whose renewedToDate is before `today` Expired. @returns their user ids. */
export async function expireLapsed(tx: TenantScope, today: string): Promise<string[]> {
  const rows = await tx.db
    .update(memberships)
    .set({ memberStatus: 'Expired' })
    .where(and(eq(memberships.memberStatus, 'Active'), sql`${memberships.renewedToDate} < ${today}`))
    .returning({ userId: memberships.userId });
  return rows.map((row) => row.userId);
}

/** Today's date in Sydney, in SQL (membership dates are Sydney dates, as CPD's: 002 §9). */
export const SYDNEY_TODAY_SQL = sql`(now() at time zone 'Australia/Sydney')::date`;

/**
 * A renewal due within `days` days (issue 39 point 4): an Active, not life, membership whose paid-to date is
 * between today and today + `days` (Sydney dates, both included). The insights tiles count with the same rule.
 */
export function renewalDueWithin(days: number): SQL {
  return and(
    eq(memberships.memberStatus, 'Active'),
    eq(memberships.isLifeMember, false),
    sql`${memberships.renewedToDate} between ${SYDNEY_TODAY_SQL} and ${SYDNEY_TODAY_SQL} + ${days}::int`,
  )!;
}

/** Filters of the administrators' membership table. */
export interface AdminMembershipQuery {
  status?: string;
  keyword?: string;
  /** Active memberships paid to a date within the next 30, 60 or 90 days (issue 39 point 4). */
  renewalDue?: '30' | '60' | '90';
  page: number;
  size: number;
}

/** One page of the tenant's memberships with their members (by last name) and the total count. */
export async function listTenantMemberships(scope: TenantScope, query: AdminMembershipQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(memberships.memberStatus, query.status));
  if (query.renewalDue) conditions.push(renewalDueWithin(Number(query.renewalDue)));
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
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await pageAndTotal(
    scope.db
      .select({
        membership: memberships,
        memberNum: users.memberNum,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(memberships.id)),
    scope.db
      .select({ count: sql<number>`count(*)::int` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .then((r) => r[0]?.count ?? 0),
    query.page,
    query.size,
  );
  return { rows, totalItems: total };
}

/** Inserts the account of a new member (join): first login pending, no contact type until paid. @returns its id. */
export async function insertJoiningUser(
  tx: TenantScope,
  values: {
    email: string;
    passwordHash: string;
    title: string | null;
    firstName: string;
    lastName: string;
    mobile: string | null;
  },
): Promise<string> {
  const [row] = await tx.db
    .insert(users)
    .values({ ...values, tenantId: tx.tenantId, registeredEmail: values.email, isFirstLogin: true })
    .returning({ id: users.id });
  return row!.id;
}
