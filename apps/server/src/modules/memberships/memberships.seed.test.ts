/**
 * The issue-13 seeder runs inside the demo seed: membership types per tenant, the demo member's Paid, Pending,
 * Cancelled and Refunded membership invoices, and ota's 11 brand assets as real files. Issue 34: every Member
 * — and only a Member — has a membership and ONE member number in the tenant's format, the same on the account,
 * the membership answer and every invoice; client@ (ClientUser) has no membership and is not offered
 * cancellation (000 §6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  FIRST_MEMBER_NUMBER,
  TENANT_IDS,
  TENANT_PROFILES,
  formatMemberNumber,
  type TenantId,
} from '@portal/contracts';
import { seededDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { demoEmail } from '../../seed/seed-run';
import { brandAssets, invoices, membershipTypes, memberships, users } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { findActorById } from '../../plugins/actor';
import { canCancelMembership, getMembership } from './memberships.service';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
}, 240_000);
afterAll(async () => database.close());

/** The membership context of a seeded demo account. */
async function demoContext(tenantId: TenantId, key: 'member' | 'client') {
  const scope = tenantScope(database.db, tenantId);
  const [row] = await database.db
    .select()
    .from(users)
    .where(eq(users.email, demoEmail(key, tenantId)));
  const actor = (await findActorById(scope, row!.id))!;
  return { scope, tenant: TENANT_PROFILES[tenantId], actor };
}

it('seeds types, the demo member invoices and the brand assets', async () => {
  expect(
    (await database.db.select().from(membershipTypes).where(eq(membershipTypes.tenantId, 'ota'))).length,
  ).toBe(3);
  const [member] = await database.db.select().from(users).where(eq(users.email, 'member@ota.example'));
  const statuses = (await database.db.select().from(invoices).where(eq(invoices.userId, member!.id))).map(
    (i) => i.status,
  );
  expect(statuses).toEqual(expect.arrayContaining(['Paid', 'Pending', 'Cancelled', 'Refunded']));
  expect((await database.db.select().from(brandAssets).where(eq(brandAssets.tenantId, 'ota'))).length).toBe(
    11,
  );
});

describe.each(TENANT_IDS)('tenant %s (issue 34 points 5 and 7)', (tenantId) => {
  it('gives member@ the first number, the same on the account, the membership and every invoice', async () => {
    const ctx = await demoContext(tenantId, 'member');
    const memberNum = formatMemberNumber(tenantId, FIRST_MEMBER_NUMBER);
    expect(ctx.actor.memberNum).toBe(memberNum);
    expect((await getMembership(ctx)).data?.memberNum).toBe(memberNum);
    const own = await database.db.select().from(invoices).where(eq(invoices.userId, ctx.actor.id));
    expect(new Set(own.map((i) => i.kind))).toEqual(new Set(['membership', 'event']));
    expect(own.every((i) => i.memberNum === memberNum)).toBe(true);
  });

  it('gives client@ no membership, no number and no cancellation', async () => {
    const ctx = await demoContext(tenantId, 'client');
    expect(ctx.actor.contactTypes).toEqual(['ClientUser']);
    expect(ctx.actor.memberNum).toBeNull();
    expect((await getMembership(ctx)).data).toBeNull();
    expect((await canCancelMembership(ctx)).canCancelMembership).toBe(false);
  });

  it('gives a membership and a number to every Member and to nobody else', async () => {
    const inTenant = eq(users.tenantId, tenantId);
    const isMember = sql`'Member' = any(${users.contactTypes})`;
    const members = await database.db.$count(users, and(inTenant, isMember));
    const numbered = await database.db.$count(users, and(inTenant, isNotNull(users.memberNum)));
    const withMembership = await database.db
      .selectDistinct({ userId: memberships.userId, isMember: sql<boolean>`${isMember}` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(inTenant);
    expect(numbered).toBe(members);
    expect(withMembership).toHaveLength(members);
    expect(withMembership.every((row) => row.isMember)).toBe(true);
  });
});
