/**
 * API tests of the outbox views (issue 10 §2): the default configuration is production with no dev mailbox,
 * the unauthenticated dev mailbox only with `DEV_MAILBOX=open` (refused in production), and the admin
 * "Sent mail" API readable only by a signed-in global Admin of the tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TenantId } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { loadEnv } from '../../config/env';
import { tenantScope } from '../../db/tenant-scope';

const send = (app: FastifyInstance, tenantId: TenantId, to: string, subject: string, html?: string) =>
  app.mailer.send(tenantScope(app.database.db, tenantId), { to, subject, text: `Body of ${subject}`, html });

describe('configuration (issue 10 §2)', () => {
  it('defaults to production with the dev mailbox off', () => {
    const env = loadEnv({});
    expect(env.NODE_ENV).toBe('production');
    expect(env.DEV_MAILBOX).toBe('off');
  });
  it('refuses DEV_MAILBOX=open in production, also by default', () => {
    expect(() => loadEnv({ DEV_MAILBOX: 'open' })).toThrow(/DEV_MAILBOX/);
    expect(() => loadEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'open' })).toThrow(/DEV_MAILBOX/);
    expect(loadEnv({ NODE_ENV: 'development', DEV_MAILBOX: 'open' }).DEV_MAILBOX).toBe('open');
  });
  it('refuses an unknown DEV_MAILBOX value', () => {
    expect(() => loadEnv({ NODE_ENV: 'development', DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/);
  });
});

describe('the unauthenticated dev mailbox', () => {
  it.each([
    ['development', {}],
    ['test', {}],
    ['development with DEV_MAILBOX=off', { DEV_MAILBOX: 'off' }],
  ])('answers 404 without the opt-in (%s)', async (_name, extra) => {
    const app = await buildTestApp({ NODE_ENV: 'development', ...extra });
    try {
      await send(app, 'ota', 'secret@example.com', 'Your code');
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=secret%40example.com']) {
        const res = await app.inject({ method: 'GET', url, headers: { host: hostOf('ota') } });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('Your code');
      }
    } finally {
      await app.close();
    }
  });

  it('serves the outbox with DEV_MAILBOX=open', async () => {
    const app = await buildTestApp({ NODE_ENV: 'development', DEV_MAILBOX: 'open' });
    try {
      await send(app, 'ota', 'open@example.com', 'Your code');
      const json = await app.inject({
        method: 'GET',
        url: '/dev/mailbox.json?to=open%40example.com',
        headers: { host: hostOf('ota') },
      });
      expect(json.statusCode).toBe(200);
      expect(json.json().messages[0]).toMatchObject({ to: 'open@example.com', subject: 'Your code' });
      const html = await app.inject({ method: 'GET', url: '/dev/mailbox', headers: { host: hostOf('ota') } });
      expect(html.statusCode).toBe(200);
      expect(html.body).toContain('Your code');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/admin/mail', () => {
  let app: FastifyInstance;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let member: Awaited<ReturnType<typeof signIn>>;
  let psaAdmin: Awaited<ReturnType<typeof signIn>>;
  let owner: Awaited<ReturnType<typeof signIn>>;
  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    await buildUser(app, { email: 'boss@ota.test', role: 1 });
    await buildUser(app, { email: 'member@ota.test' });
    await buildUser(app, { email: 'owner@ota.test', role: 2 });
    await buildUser(app, { email: 'boss@psa.test', role: 1, tenantId: 'psa' });
    admin = await signIn(app, 'boss@ota.test');
    member = await signIn(app, 'member@ota.test');
    owner = await signIn(app, 'owner@ota.test');
    psaAdmin = await signIn(app, 'boss@psa.test', 'psa');
    // Distinct sending times: ids are random, so rows sent within one clock tick have no defined order.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    for (let i = 0; i < 25; i += 1) {
      await send(app, 'ota', `bulk${i}@example.com`, `Bulk ${i}`);
      await tick();
    }
    await send(app, 'ota', 'Grace.Hopper@Example.com', 'Reset your password', '<p>Reset <b>here</b></p>');
    await tick();
    await send(app, 'ota', 'a_b%c@example.com', 'Wildcards');
    await send(app, 'psa', 'psa-only@example.com', 'PSA secret');
  });
  afterAll(async () => app.close());

  it('answers 401 without a token', async () => {
    expect((await get('/api/admin/mail', { host: hostOf('ota') })).statusCode).toBe(401);
  });

  it('answers 403 to a member and to a workspace owner', async () => {
    expect((await get('/api/admin/mail', member.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/mail', owner.headers)).statusCode).toBe(403);
  });

  it('lists the tenant mail newest first, paginated, with the total', async () => {
    const res = await get('/api/admin/mail?pageSize=5', admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 5, totalItemCount: 27 });
    expect(body.items).toHaveLength(5);
    expect(body.items[0].subject).toBe('Wildcards');
    expect(body.items[0]).not.toHaveProperty('text');
    const page6 = (await get('/api/admin/mail?pageSize=5&page=6', admin.headers)).json();
    expect(page6.items).toHaveLength(2);
    expect(page6.items.at(-1).subject).toBe('Bulk 0');
  });

  it('bounds the page size to 100 and refuses bad paging', async () => {
    expect((await get('/api/admin/mail?pageSize=101', admin.headers)).statusCode).toBe(400);
    expect((await get('/api/admin/mail?pageSize=0', admin.headers)).statusCode).toBe(400);
    expect((await get('/api/admin/mail?page=0', admin.headers)).statusCode).toBe(400);
    expect((await get('/api/admin/mail?pageSize=100', admin.headers)).json().items).toHaveLength(27);
  });

  it('searches the recipient case-insensitively by a part of the address', async () => {
    const res = (await get('/api/admin/mail?to=grace.HOPPER', admin.headers)).json();
    expect(res.totalItemCount).toBe(1);
    expect(res.items[0]).toMatchObject({ to: 'Grace.Hopper@Example.com', subject: 'Reset your password' });
  });

  it('takes LIKE wildcards in the search literally', async () => {
    expect((await get('/api/admin/mail?to=%25', admin.headers)).json().totalItemCount).toBe(1);
    expect((await get('/api/admin/mail?to=_', admin.headers)).json().items[0].subject).toBe('Wildcards');
    expect((await get('/api/admin/mail?to=a%5Fb', admin.headers)).json().totalItemCount).toBe(1);
    expect((await get('/api/admin/mail?to=ab', admin.headers)).json().totalItemCount).toBe(0);
  });

  it('returns one message with its bodies', async () => {
    const [item] = (await get('/api/admin/mail?to=grace', admin.headers)).json().items;
    const res = await get(`/api/admin/mail/${item.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      to: 'Grace.Hopper@Example.com',
      // The text part as sent: derived from the HTML part (plugins/mail-envelope.ts, issue 35).
      text: 'Reset here',
      html: '<p>Reset <b>here</b></p>',
    });
  });

  it("shows an admin of another tenant nothing of this tenant's mail", async () => {
    const [item] = (await get('/api/admin/mail?to=grace', admin.headers)).json().items;
    const list = (await get('/api/admin/mail?pageSize=100', psaAdmin.headers)).json();
    expect(list.items.map((m: { subject: string }) => m.subject)).toEqual(['PSA secret']);
    expect((await get(`/api/admin/mail/${item.id}`, psaAdmin.headers)).statusCode).toBe(404);
    // An OTA token sent to the PSA host is refused outright.
    expect(
      (await get(`/api/admin/mail/${item.id}`, { ...admin.headers, host: hostOf('psa') })).statusCode,
    ).toBe(401);
  });

  it('answers 403 to a member for a message and 400 for a malformed id', async () => {
    const [item] = (await get('/api/admin/mail?to=grace', admin.headers)).json().items;
    expect((await get(`/api/admin/mail/${item.id}`, member.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/mail/not-a-uuid', admin.headers)).statusCode).toBe(400);
  });

  it('records mail the portal sends, e.g. a password reset', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { host: hostOf('ota') },
      payload: { email: 'member@ota.test' },
    });
    const res = (await get('/api/admin/mail?to=member%40ota', admin.headers)).json();
    expect(res.totalItemCount).toBe(1);
  });
});
