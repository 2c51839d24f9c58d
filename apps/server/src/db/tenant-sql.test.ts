/** Tenant-bound SQL fragments (db/tenant-sql.ts): each one sees only its scope's tenant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { freshDatabase } from '../../test/helper';
import type { Database } from './client';
import { segments, tenants } from './schema/index';
import { TenantScopeError } from './tenant-db';
import { executeRaw, tenantScope } from './tenant-scope';
import { existsIn, selectIn, tenantTable } from './tenant-sql';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  await database.db.insert(tenants).values([
    { id: 'ota', name: 'OTA' },
    { id: 'psa', name: 'PSA' },
  ]);
  await tenantScope(database.db, 'psa')
    .db.insert(segments)
    .values({ name: 'Research', type: 'interest' } as never);
});
afterAll(async () => database?.close());

describe('tenant-bound subqueries', () => {
  it('existsIn and selectIn see only the rows of their scope’s tenant', async () => {
    const answer = async (tenantId: 'ota' | 'psa') => {
      const scope = tenantScope(database.db, tenantId);
      const research = eq(segments.name, 'Research');
      const [row] = await scope.db
        .select({
          exists: existsIn(scope, segments, research),
          count: selectIn<number>(scope, sql`count(*)::int`, segments, research),
        })
        .from(tenants)
        .where(eq(tenants.id, tenantId));
      return row;
    };
    expect(await answer('psa')).toEqual({ exists: true, count: 1 });
    expect(await answer('ota')).toEqual({ exists: false, count: 0 });
  });

  it('refuses a raw handle, whose subquery would carry no tenant condition', () => {
    expect(() => existsIn({ db: database.db }, segments, undefined)).toThrow(TenantScopeError);
    expect(() => selectIn({ db: database.db }, sql`1`, segments, undefined)).toThrow(TenantScopeError);
  });

  it('tenantTable reads only the given tenant’s rows', async () => {
    const count = async (tenantId: 'ota' | 'psa') => {
      const query = sql`select count(*)::int as n from ${tenantTable('segments', 's', tenantId)}`;
      const { rows } = await executeRaw<{ n: number }>(tenantScope(database.db, tenantId), query);
      return rows[0]!.n;
    };
    expect([await count('psa'), await count('ota')]).toEqual([1, 0]);
  });
});
