/**
 * The actor lookup every signed-in request runs (plugins/actor.ts), prepared once per handle and tenant
 * (db/tenant-scope.ts `preparedQuery`, issue 17): still confined to the tenant, and inside a transaction it
 * reads through the transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/helper';
import { buildUser } from '../../test/factories/users';
import { users } from '../db/schema/index';
import { tenantScope } from '../db/tenant-scope';
import { findActorById } from './actor';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

describe('findActorById', () => {
  it("finds a user only through its own tenant's scope, whichever tenant asked first", async () => {
    const ota = await buildUser(app, { tenantId: 'ota', firstName: 'Olive' });
    const psa = await buildUser(app, { tenantId: 'psa', firstName: 'Percy' });
    const otaScope = tenantScope(app.database.db, 'ota');
    const psaScope = tenantScope(app.database.db, 'psa');
    // Each call may reuse the query prepared by an earlier one: the answers must still differ by tenant.
    for (let round = 0; round < 2; round++) {
      expect((await findActorById(psaScope, ota.id))?.id).toBeUndefined();
      expect((await findActorById(otaScope, ota.id))?.firstName).toBe('Olive');
      expect((await findActorById(otaScope, psa.id))?.id).toBeUndefined();
      expect((await findActorById(psaScope, psa.id))?.firstName).toBe('Percy');
    }
  });

  it('returns null for ids that are not UUIDs or not users, and counts moderated communities', async () => {
    const scope = tenantScope(app.database.db, 'ota');
    expect(await findActorById(scope, 'not-a-uuid')).toBeNull();
    expect(await findActorById(scope, '00000000-0000-4000-8000-000000000000')).toBeNull();
    const user = await buildUser(app);
    expect((await findActorById(scope, user.id))?.moderatedCommunityCount).toBe(0);
  });

  it('reads through the transaction it is given', async () => {
    const user = await buildUser(app, { firstName: 'Before' });
    const scope = tenantScope(app.database.db, 'ota');
    expect((await findActorById(scope, user.id))?.firstName).toBe('Before');
    await scope.db
      .transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Inside' }).where(eq(users.id, user.id));
        expect((await findActorById(tenantScope(tx, 'ota'), user.id))?.firstName).toBe('Inside');
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect((await findActorById(scope, user.id))?.firstName).toBe('Before');
  });
});
