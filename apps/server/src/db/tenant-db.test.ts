/** The tenant-bound handle (db/tenant-db.ts, issue 11): what it adds to the queries its users write. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { freshDatabase } from '../../test/helper';
import type { Database } from './client';
import { segments, tenants } from './schema/index';
import { executeRaw, tenantScope } from './tenant-scope';
import { TenantScopeError, boundTenantOf, tenantDb } from './tenant-db';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  await database.db.insert(tenants).values([
    { id: 'ota', name: 'OTA' },
    { id: 'psa', name: 'PSA' },
  ]);
});
afterAll(async () => database?.close());

describe('tenantDb', () => {
  it('stamps inserted rows with its tenant and selects only them', async () => {
    const ota = tenantScope(database.db, 'ota');
    const psa = tenantScope(database.db, 'psa');
    await ota.db.insert(segments).values({ name: 'Aged care', type: 'interest' } as never);
    await psa.db.insert(segments).values([{ name: 'Research', type: 'interest' } as never]);
    expect((await ota.db.select().from(segments)).map((s) => [s.tenantId, s.name])).toEqual([
      ['ota', 'Aged care'],
    ]);
    expect(
      (
        await psa.db
          .select({ name: segments.name })
          .from(segments)
          .where(sql`true`)
      ).map((s) => s.name),
    ).toEqual(['Research']);
    expect(await psa.db.$count(segments)).toBe(1);
  });

  it('confines updates and deletes without a where clause to its tenant', async () => {
    const psa = tenantScope(database.db, 'psa');
    await psa.db.update(segments).set({ type: 'membership' });
    await psa.db.delete(segments);
    const all = await database.db.select().from(segments);
    expect(all.map((s) => [s.tenantId, s.type])).toEqual([['ota', 'interest']]);
  });

  it('binds transactions to the same tenant', async () => {
    const ota = tenantScope(database.db, 'ota');
    await ota.db.transaction(async (tx) => {
      expect(boundTenantOf(tx)).toBe('ota');
      expect(tenantScope(tx, 'ota').db).toBe(tx);
      expect(() => tenantScope(tx, 'psa')).toThrow(TenantScopeError);
      await tx.insert(segments).values({ name: 'In a transaction', type: 'interest' } as never);
    });
    const [row] = await database.db.select().from(segments).where(eq(segments.name, 'In a transaction'));
    expect(row?.tenantId).toBe('ota');
  });

  it('leaves tables without tenant_id alone and keeps raw SQL behind executeRaw', async () => {
    const ota = tenantScope(database.db, 'ota');
    expect((await ota.db.select().from(tenants)).length).toBe(2);
    expect(() => ota.db.execute(sql`select 1`)).toThrow(TenantScopeError);
    const { rows } = await executeRaw<{ n: number }>(ota, sql`select count(*)::int as n from segments`);
    expect(Number(rows[0]!.n)).toBe(2);
    expect(tenantDb(ota.db, 'ota')).toBe(ota.db);
  });

  it('makes one bound handle per raw handle and tenant', () => {
    expect(tenantDb(database.db, 'ota')).toBe(tenantDb(database.db, 'ota'));
    expect(tenantDb(database.db, 'psa')).not.toBe(tenantDb(database.db, 'ota'));
    expect(boundTenantOf(tenantDb(database.db, 'psa'))).toBe('psa');
  });
});
