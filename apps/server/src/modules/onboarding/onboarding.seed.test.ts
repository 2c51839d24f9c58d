/**
 * The onboarding seeders (memberships, organisations, announcements) run inside the demo seed, quickly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { freshDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { seedDatabase } from '../../seed/seed';
import { announcements, memberships, organisations, users } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { finalStepRedirectLink } from '../memberships/memberships.service';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => database.close());

describe('demo seed of the onboarding area', () => {
  it('gives every Member a membership, 60 organisations and one active announcement (of two) per tenant', async () => {
    const started = Date.now();
    await seedDatabase(database.db, { usersPerTenant: 20 });
    expect(Date.now() - started).toBeLessThan(30_000);
    const db = database.db;
    const members = await db.$count(
      users,
      and(eq(users.tenantId, 'ota'), sql`'Member' = any(${users.contactTypes})`),
    );
    expect(members).toBeGreaterThan(5);
    expect(await db.$count(memberships, eq(memberships.tenantId, 'ota'))).toBe(members);
    expect(await db.$count(organisations, eq(organisations.tenantId, 'psa'))).toBe(60);
    expect(await db.$count(announcements, eq(announcements.tenantId, 'lca'))).toBe(2);
    expect(
      await db.$count(
        announcements,
        and(eq(announcements.tenantId, 'lca'), eq(announcements.isActive, true)),
      ),
    ).toBe(1);
    const [firstLogin] = await db.select().from(users).where(eq(users.email, 'firstlogin@ota.example'));
    expect(firstLogin!.isFirstLogin).toBe(true);
    const link = await finalStepRedirectLink(
      { scope: tenantScope(db, 'ota'), hmac: (value) => value },
      firstLogin!.id,
    );
    expect(link.type).toBe('Auto Rollover');
  }, 60_000);
});
