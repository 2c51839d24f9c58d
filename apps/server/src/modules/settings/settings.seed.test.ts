/**
 * The issue-12 seeders (segments, settings) run inside the demo seed: every tenant has a contact address,
 * practice areas and funding schemes; the demo member holds one interest, a practice area and a workplace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TENANT_IDS } from '@portal/contracts';
import { seededDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { segments, userSegments, users } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { findTenantSettings, findWorkplace } from './settings.repository';

let database: Database;

/** How many segments of `type` the tenant has, or the user holds. */
async function countSegments(tenantId: string, type: string, userId?: string) {
  const rows = await database.db
    .select({ id: segments.id })
    .from(segments)
    .leftJoin(userSegments, eq(userSegments.segmentId, segments.id))
    .where(
      and(
        eq(segments.tenantId, tenantId),
        eq(segments.type, type),
        userId ? eq(userSegments.userId, userId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.id)).size;
}
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(async () => database.close());

describe('demo seed of the settings area', () => {
  it('seeds contact addresses, segments and the demo member’s settings in every tenant', async () => {
    for (const tenantId of TENANT_IDS) {
      const scope = tenantScope(database.db, tenantId);
      expect((await findTenantSettings(scope))?.contactEmail).toBe(`contact@${tenantId}.example`);
      expect(await countSegments(tenantId, 'areaofpractices')).toBeGreaterThan(3);
      expect(await countSegments(tenantId, 'fundingscheme')).toBeGreaterThan(3);
      const [demo] = await database.db
        .select()
        .from(users)
        .where(eq(users.email, `member@${tenantId}.example`));
      expect(await countSegments(tenantId, 'interest', demo!.id)).toBe(1);
      expect(await countSegments(tenantId, 'areaofpractices', demo!.id)).toBe(1);
      expect((await findWorkplace(scope, demo!.id))?.organisationName).toBe('Royal Melbourne Hospital');
    }
  }, 90_000);
});
