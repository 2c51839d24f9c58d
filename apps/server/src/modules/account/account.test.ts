/**
 * API tests of the account calls — spec 000 §7 "Account and profile", `GET /api/v1/permission`,
 * set-first-login, and the admin users list (spec 000 §6 admin access).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PERMISSION_FLAGS } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { communities, communityMembers } from '../../db/schema/index';

let app: FastifyInstance;
const ota = { host: hostOf('ota') };
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('GET api/v1/account', () => {
  it('requires authentication (401)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/account', headers: ota })).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { ...ota, authorization: 'Bearer not.a.token' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('answers the signed-in user with contact-type kinds and the tenant mode', async () => {
    await buildUser(app, {
      tenantId: 'psa',
      email: 'acc@example.com',
      firstName: 'Mia',
      contactTypes: ['Member', 'ClientUser'],
    });
    const { headers } = await signIn(app, 'acc@example.com', 'psa');
    const res = await app.inject({ method: 'GET', url: '/api/v1/account', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Mia',
      isMember: true,
      isClientUser: true,
      mode: 'workflow',
      impersonatorId: null,
    });
  });
});

describe('GET /api/v1/permission', () => {
  it('gives a global Admin every flag and admin access', async () => {
    await buildUser(app, { email: 'perm-admin@example.com', role: 1 });
    const { headers } = await signIn(app, 'perm-admin@example.com');
    const body = (await app.inject({ method: 'GET', url: '/api/v1/permission', headers })).json();
    for (const flag of PERMISSION_FLAGS) expect(body[flag]).toBe(true);
    expect(body).toMatchObject({ role: 1, hasAdminAccess: true, isAdminLike: true });
  });

  it('gives a member only the stored flags and no admin access', async () => {
    await buildUser(app, { email: 'perm-member@example.com', permissions: { postCreate: true } });
    const { headers } = await signIn(app, 'perm-member@example.com');
    const body = (await app.inject({ method: 'GET', url: '/api/v1/permission', headers })).json();
    expect(body.postCreate).toBe(true);
    expect(body.postDelete).toBe(false);
    expect(body).toMatchObject({ hasAdminAccess: false, isAdminLike: false });
  });

  it('reports meetingAll (spec 001 §6): on for an Admin, the stored flag for anyone else', async () => {
    await buildUser(app, { email: 'perm-meet@example.com', permissions: { meetingAll: true } });
    const holder = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/permission',
        headers: (await signIn(app, 'perm-meet@example.com')).headers,
      })
    ).json();
    expect(holder.meetingAll).toBe(true);
    await buildUser(app, { email: 'perm-nomeet@example.com' });
    const plain = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/permission',
        headers: (await signIn(app, 'perm-nomeet@example.com')).headers,
      })
    ).json();
    expect(plain.meetingAll).toBe(false);
  });

  it('grants admin access to a moderator of one community, and admin-like to a Manager', async () => {
    const mod = await buildUser(app, { email: 'perm-mod@example.com' });
    const [community] = await app.database.db
      .insert(communities)
      .values({ tenantId: 'ota', name: 'C', alias: 'c-perm' })
      .returning();
    await app.database.db
      .insert(communityMembers)
      .values({ tenantId: 'ota', communityId: community!.id, userId: mod.id, role: 'Moderator' });
    const modBody = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/permission',
        headers: (await signIn(app, 'perm-mod@example.com')).headers,
      })
    ).json();
    expect(modBody.hasAdminAccess).toBe(true);
    await buildUser(app, { email: 'perm-manager@example.com', role: 3 });
    const mgr = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/permission',
        headers: (await signIn(app, 'perm-manager@example.com')).headers,
      })
    ).json();
    expect(mgr).toMatchObject({ hasAdminAccess: false, isAdminLike: true });
  });
});

describe('api/v1/account/settings', () => {
  it('reads and updates enableTFA, mailTo and allowSms', async () => {
    await buildUser(app, { email: 'settings@example.com' });
    const { headers } = await signIn(app, 'settings@example.com');
    expect((await app.inject({ method: 'GET', url: '/api/v1/account/settings', headers })).json()).toEqual({
      enableTfa: false,
      mailTo: true,
      allowSms: false,
    });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/account/settings',
      headers,
      payload: { enableTFA: true, allowSms: true },
    });
    expect(put.json()).toEqual({ enableTfa: true, mailTo: true, allowSms: true });
    const signInAgain = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: ota,
      payload: { email: 'settings@example.com', password: 'Correct-Horse1' },
    });
    expect(signInAgain.json()).toEqual({ twoFactorRequired: true });
  });

  it('rejects unknown or mistyped fields with 400 and changes nothing', async () => {
    await buildUser(app, { email: 'settings2@example.com' });
    const { headers } = await signIn(app, 'settings2@example.com');
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/account/settings',
      headers,
      payload: { enableTFA: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const extra = await app.inject({
      method: 'PUT',
      url: '/api/v1/account/settings',
      headers,
      payload: { role: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/account/settings', headers })).json().enableTfa,
    ).toBe(false);
  });
});

describe('POST /api/v1/community/users/set-first-login', () => {
  it('clears the first-login flag', async () => {
    await buildUser(app, { email: 'first-flag@example.com', isFirstLogin: true });
    const { headers } = await signIn(app, 'first-flag@example.com');
    expect((await app.inject({ method: 'GET', url: '/api/v1/account', headers })).json().isFirstLogin).toBe(
      true,
    );
    const res = await app.inject({ method: 'POST', url: '/api/v1/community/users/set-first-login', headers });
    expect(res.json()).toEqual({ isFirstLogin: false });
    expect((await app.inject({ method: 'GET', url: '/api/v1/account', headers })).json().isFirstLogin).toBe(
      false,
    );
  });
});

describe('GET /api/v1/admin/users', () => {
  it('is refused to members (403) and anonymous callers (401)', async () => {
    await buildUser(app, { email: 'plain@example.com' });
    const { headers } = await signIn(app, 'plain@example.com');
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/users', headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: ota })).statusCode).toBe(
      401,
    );
  });

  it('lists and searches only this tenant’s users, paged', async () => {
    await buildUser(app, { email: 'lister@example.com', role: 1 });
    await buildUser(app, { email: 'zelda@example.com', firstName: 'Zelda' });
    await buildUser(app, { tenantId: 'psa', email: 'zelda-psa@example.com', firstName: 'Zelda' });
    const { headers } = await signIn(app, 'lister@example.com');
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/users?keyword=zel&page=1&pageSize=10',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().users.map((u: { email: string }) => u.email)).toEqual(['zelda@example.com']);
    expect(res.json().totalItemCount).toBe(1);
    const paged = await app.inject({ method: 'GET', url: '/api/v1/admin/users?page=1&pageSize=2', headers });
    expect(paged.json().users).toHaveLength(2);
    expect(paged.json().totalItemCount).toBeGreaterThan(2);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/users?pageSize=1000', headers })).statusCode,
    ).toBe(400);
  });
});

describe('POST api/engagement/track', () => {
  it('stores a page view for the signed-in user and rejects unknown types', async () => {
    await buildUser(app, { email: 'track@example.com' });
    const { headers } = await signIn(app, 'track@example.com');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/engagement/track',
      headers,
      payload: { type: 'viewPage', name: 'Home', url: '/' },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/engagement/track',
      headers,
      payload: { type: 'hack' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
