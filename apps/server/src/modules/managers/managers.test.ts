/**
 * API tests of managers — spec 001 §7 "Global admin" (`api/v1/admin/account/admin` list, add, remove by
 * e-mail), §5 "Other" (community roles reset; relations shown first), §6 (generalManagers), role rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity } from '../../../test/factories/communities';
import { communityMembers } from '../../db/schema/index';

let app: FastifyInstance;
let admin: Record<string, string>;
let adminEmail: string;
let member: Record<string, string>;
let flagged: Record<string, string>;
const URL = '/api/v1/admin/account/admin';

async function account(input: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(app, input);
  return { user, headers: (await signIn(app, user.email)).headers };
}

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000', RATE_LIMIT_ACCOUNT: '1000' });
  const a = await account({ role: 1 });
  admin = a.headers;
  adminEmail = a.user.email;
  member = (await account()).headers;
  flagged = (await account({ permissions: { generalManagers: true } })).headers;
});
afterAll(async () => app.close());

describe('managers', () => {
  it('answers 403 to a plain member on every call', async () => {
    const calls = await Promise.all([
      app.inject({ method: 'GET', url: URL, headers: member }),
      app.inject({ method: 'POST', url: URL, headers: member, payload: { userEmail: adminEmail } }),
      app.inject({ method: 'DELETE', url: `${URL}?userEmail=${adminEmail}`, headers: member }),
      app.inject({
        method: 'GET',
        url: `/api/v1/admin/community/members_and_blocked?userId=${crypto.randomUUID()}`,
        headers: member,
      }),
    ]);
    for (const res of calls) expect(res.statusCode).toBe(403);
  });

  it('adds a manager by e-mail (community roles reset to Member), lists and removes them', async () => {
    const { user } = await account({ email: 'New.Manager@example.com', firstName: 'Nina' });
    const community = await buildCommunity(app);
    await addMember(app, community.id, user.id, { role: 'Moderator', permissions: { postDelete: true } });
    const relations = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/community/members_and_blocked?userId=${user.id}`,
      headers: flagged,
    });
    expect(relations.statusCode).toBe(200);
    expect(relations.json().relations).toEqual([
      {
        community: { id: community.id, name: community.name, alias: community.alias },
        role: 'Moderator',
        isBlocked: false,
      },
    ]);
    const added = await app.inject({
      method: 'POST',
      url: URL,
      headers: flagged,
      payload: { userEmail: ' new.manager@EXAMPLE.com ', role: 3 },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ email: 'new.manager@example.com', firstName: 'Nina', role: 3 });
    const [membership] = await app.database.db.select().from(communityMembers);
    expect(membership).toMatchObject({ role: 'Member', permissions: {} });
    const list = await app.inject({
      method: 'GET',
      url: `${URL}?page=1&pageSize=10&role=3`,
      headers: flagged,
    });
    expect(list.json().admins.map((m: { email: string }) => m.email)).toContain('new.manager@example.com');
    const removed = await app.inject({
      method: 'DELETE',
      url: `${URL}?userEmail=new.manager@example.com`,
      headers: flagged,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().role).toBe(0);
    const after = await app.inject({ method: 'GET', url: URL, headers: flagged });
    expect(after.json().admins.map((m: { email: string }) => m.email)).not.toContain(
      'new.manager@example.com',
    );
  });

  it('validates the e-mail, refuses unknown and other tenants’ accounts, and one’s own role', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { userEmail: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { userEmail: 'ghost@example.com' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No user with this e-mail address');
    const psa = await buildUser(app, { tenantId: 'psa' });
    const foreign = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { userEmail: psa.email },
    });
    expect(foreign.statusCode).toBe(404);
    const self = await app.inject({
      method: 'DELETE',
      url: `${URL}?userEmail=${adminEmail}`,
      headers: admin,
    });
    expect(self.statusCode).toBe(400);
  });

  it('lets only an Admin give or take the Admin role', async () => {
    const { user } = await account();
    const byFlagged = await app.inject({
      method: 'POST',
      url: URL,
      headers: flagged,
      payload: { userEmail: user.email, role: 1 },
    });
    expect(byFlagged.statusCode).toBe(403);
    const byAdmin = await app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { userEmail: user.email, role: 1 },
    });
    expect(byAdmin.statusCode).toBe(200);
    const demote = await app.inject({
      method: 'DELETE',
      url: `${URL}?userEmail=${user.email}`,
      headers: flagged,
    });
    expect(demote.statusCode).toBe(403);
    const admins = await app.inject({ method: 'GET', url: `${URL}?role=1`, headers: flagged });
    expect(admins.json().admins.map((m: { email: string }) => m.email)).toContain(user.email);
  });
});
