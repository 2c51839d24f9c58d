/**
 * The events seed (issue 4 Seed): ≥ 60 events per tenant over the past and next 12 months, free and paid, some
 * sold out, CPD only where the module is on, sessions and presenters, tickets for the demo member — fast.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { events, ticketPrices, tickets, users } from '../../db/schema/index';
import { seedDatabase } from '../../seed/seed';

let database: Database;
let elapsedMs = 0;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  const started = Date.now();
  await seedDatabase(database.db, { usersPerTenant: 10 });
  elapsedMs = Date.now() - started;
}, 120_000);
afterAll(async () => database.close());

describe('events seed', () => {
  it('gives each event a listing image: its cover at 480 × 270 as WebP, a fraction of the cover PNG', async () => {
    // Issue 37 point 5: the lists show covers 140 px high; the 800 × 450 PNG cost Discover's first screen.
    const rows = await database.db
      .select({ featureImg: events.featureImg, listingImg: events.listingImg })
      .from(events)
      .where(eq(events.tenantId, 'ota'))
      .limit(3);
    for (const { featureImg, listingImg } of rows) {
      expect(listingImg).toMatch(
        /^\/api\/v1\/community\/files\/ota\/seed\/covers\/[a-z0-9-]+-listing\.webp$/,
      );
      const file = (url: string) =>
        path.resolve(process.env.DATA_DIR ?? './data', 'files', url.replace('/api/v1/community/files/', ''));
      const listing = fs.readFileSync(file(listingImg!));
      expect(await sharp(listing).metadata()).toMatchObject({ format: 'webp', width: 480, height: 270 });
      expect(listing.length).toBeLessThan(fs.statSync(file(featureImg!)).size / 3);
    }
  });

  it('gives every tenant at least 60 events across the past and next 12 months', async () => {
    const db = database.db;
    const now = new Date();
    for (const tenantId of ['ota', 'psa', 'lca', 'actls']) {
      const [all] = await db.select({ value: count() }).from(events).where(eq(events.tenantId, tenantId));
      expect(all!.value).toBeGreaterThanOrEqual(60);
      const [past] = await db
        .select({ value: count() })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), lt(events.startUtc, now)));
      const [future] = await db
        .select({ value: count() })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), gt(events.startUtc, now)));
      expect(past!.value).toBeGreaterThan(20);
      expect(future!.value).toBeGreaterThan(20);
      const [soldOut] = await db
        .select({ value: count() })
        .from(ticketPrices)
        .where(
          and(eq(ticketPrices.tenantId, tenantId), sql`${ticketPrices.sold} >= ${ticketPrices.capacity}`),
        );
      expect(soldOut!.value).toBeGreaterThan(0);
      const [free] = await db
        .select({ value: count() })
        .from(ticketPrices)
        .where(and(eq(ticketPrices.tenantId, tenantId), eq(ticketPrices.amountCents, 0)));
      expect(free!.value).toBeGreaterThan(0);
      const [cpd] = await db
        .select({ value: count() })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.isCpd, true)));
      if (tenantId === 'lca') expect(cpd!.value).toBe(0);
      else expect(cpd!.value).toBeGreaterThan(0);
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `member@${tenantId}.example`));
      const [mine] = await db.select({ value: count() }).from(tickets).where(eq(tickets.userId, member!.id));
      expect(mine!.value).toBeGreaterThanOrEqual(4);
    }
    const [withSessions] = await db
      .select({ value: count() })
      .from(events)
      .where(sql`jsonb_array_length(${events.sessions}) > 0`);
    expect(withSessions!.value).toBeGreaterThan(0);
    console.info(`seed of 4 tenants took ${elapsedMs} ms`);
  });
});
