/**
 * The issue-13 seeder runs inside the demo seed: membership types per tenant, the demo member's Paid, Pending,
 * Cancelled and Refunded membership invoices, and ota's 11 brand assets as real files.
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { seedDatabase } from '../../db/seed/seed';
import { brandAssets, invoices, membershipTypes, users } from '../../db/schema/index';

let database: Database;
beforeAll(async () => {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), 'portal-test');
  database = await freshDatabase();
  await seedDatabase(database.db, { usersPerTenant: 5 });
}, 240_000);
afterAll(async () => database.close());

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
