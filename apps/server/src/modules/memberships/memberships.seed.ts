/**
 * Demo memberships (issue 13): membership types per tenant (ota 1 July – 30 June, others the calendar year),
 * one Active (or Life) membership per seeded Member with dates relative to today (every fifth generated member
 * a Life member) — and none for an account that is not a Member (client@, generated client users), so contact
 * types and memberships agree (issue 34 point 7; 000 §6) — member@{tenant}.example with a mix of Paid, Pending,
 * Cancelled and Refunded membership invoices carrying the account's one member number (issue 34 point 5), and
 * ota's brand assets as real files (`brand-assets.seed.ts`).
 */
import { MEMBERSHIP_CONFIG, chargeLabel, membershipPeriodOf, nextMembershipPeriod } from '@portal/contracts';
import { membershipTypes, memberships, users } from '../../db/schema/index';
import type { Seeder } from '../../seed/seed-run';
import { eq } from 'drizzle-orm';
import { seedBrandAssets } from './brand-assets.seed';
import { issueInvoice } from '../invoices/invoices.service';

const TYPES = [
  { name: 'Full member', description: 'Practising members', feeIncGstCents: 49500, gstCents: 4500 },
  {
    name: 'Graduate member',
    description: 'First two years after graduation',
    feeIncGstCents: 27500,
    gstCents: 2500,
  },
  { name: 'Student member', description: 'Enrolled students', feeIncGstCents: 5500, gstCents: 500 },
];

/** Seeds types, memberships, the demo member's invoices and (ota) brand assets. */
export const seedMemberships: Seeder = async ({ scope, demo, userIds }) => {
  const rule = MEMBERSHIP_CONFIG[scope.tenantId].periodRule;
  const today = new Date().toISOString().slice(0, 10);
  const current = membershipPeriodOf(rule, today);
  const typeRows = await scope.db
    .insert(membershipTypes)
    .values(TYPES.map((t, i) => ({ ...t, tenantId: scope.tenantId, periodRule: rule, sortOrder: i })))
    .returning();
  const full = typeRows[0]!;
  const demoIds = new Set(Object.values(demo));
  const accounts = await scope.db.select({ id: users.id, contactTypes: users.contactTypes }).from(users);
  const isMember = new Set(accounts.filter((a) => a.contactTypes.includes('Member')).map((a) => a.id));
  const ids = [...new Set([...Object.values(demo), ...userIds])].filter((id) => isMember.has(id));
  const rows = ids.map((userId, i) => {
    const isLife = !demoIds.has(userId) && i % 5 === 0;
    const autoRenew = userId === demo.firstlogin || (!isLife && !demoIds.has(userId) && i % 2 === 0);
    const joinYear = 2010 + (i % 14);
    return {
      tenantId: scope.tenantId,
      userId,
      membershipTypeId: full.id,
      membershipName: isLife ? 'Life member' : full.name,
      memberStatus: isLife ? 'Life' : 'Active',
      joinDate: `${joinYear}-07-01`,
      renewedToDate: isLife ? null : current.end,
      autoRenew,
      isLifeMember: isLife,
    };
  });
  const inserted: { id: number; userId: string }[] = [];
  for (let i = 0; i < rows.length; i += 500)
    inserted.push(
      ...(await scope.db
        .insert(memberships)
        .values(rows.slice(i, i + 500))
        .returning({ id: memberships.id, userId: memberships.userId })),
    );

  // member@: last period Paid, one Cancelled and one Refunded older invoice, and next period Pending.
  const mine = inserted.find((m) => m.userId === demo.member);
  const [user] = await scope.db.select().from(users).where(eq(users.id, demo.member));
  if (mine && user) {
    const previous = membershipPeriodOf(
      rule,
      `${Number(current.start.slice(0, 4)) - 1}${current.start.slice(4)}`,
    );
    const older = membershipPeriodOf(
      rule,
      `${Number(current.start.slice(0, 4)) - 2}${current.start.slice(4)}`,
    );
    const next = nextMembershipPeriod(rule, current.end);
    const invoice = (period: { start: string; end: string }, status: string, periodLink: boolean) => {
      // The words of every membership invoice (issue 34 point 4): 'Full member membership 1 Jul 2026 – …'.
      const year = { period, basis: 'full', monthsCharged: 12, monthsInPeriod: 12 } as const;
      const what = `${full.name} membership ${chargeLabel(year)}`;
      return {
        userId: demo.member,
        invoiceDate: period.start < today ? period.start : today,
        dueDate: period.start,
        description: what,
        status,
        totalIncGstCents: full.feeIncGstCents,
        totalExcGstCents: full.feeIncGstCents - full.gstCents,
        gstCents: full.gstCents,
        paidCents: status === 'Paid' || status === 'Refunded' ? full.feeIncGstCents : 0,
        refundedCents: status === 'Refunded' ? full.feeIncGstCents : 0,
        userFullName: `${user.firstName} ${user.lastName}`,
        memberNum: user.memberNum,
        lineItems: [
          {
            itemName: what,
            quantity: 1,
            unitCents: full.feeIncGstCents,
            totalCents: full.feeIncGstCents,
          },
        ],
        kind: 'membership',
        membershipId: periodLink ? mine.id : null,
        periodStart: period.start,
        periodEnd: period.end,
      };
    };
    // Numbered from the tenant's one invoice sequence, oldest first (issue 18 "one numbering sequence").
    for (const values of [
      invoice(older, 'Refunded', false),
      invoice(previous, 'Cancelled', false),
      invoice(current, 'Paid', true),
      invoice(next, 'Pending', true),
    ]) {
      await issueInvoice({ scope }, values);
    }
  }
  if (scope.tenantId === 'ota') await seedBrandAssets(scope);
};
