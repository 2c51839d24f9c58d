/**
 * API tests of the members' own data (issue 39 point 5, docs/members-data.md): the ZIP holds the member's
 * posts and invoices (read back with jszip) and nothing of another member, one download per 10 minutes; the
 * closure request → approve flow anonymises the account (posts keep an anonymous author, invoices and their
 * PDF stay as issued, sign-in refused, sessions ended); members cannot decide; tenants are isolated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { TENANT_PROFILES } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, PASSWORD, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity, buildPost } from '../../../test/factories/communities';
import { auditLog, communityMembers, invoices, users } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { invoicePdfOfRow } from '../invoices/invoices.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** A member with a post in a community and a paid invoice billed to `name`. */
async function memberWithData(name: string) {
  const user = await buildUser(app, { firstName: name, lastName: 'Nguyen' });
  const community = await buildCommunity(app);
  await addMember(app, community.id, user.id);
  const post = await buildPost(app, community.id, user.id, { title: `${name}'s post` });
  const [invoice] = await app.database.db
    .insert(invoices)
    .values({
      tenantId: 'ota',
      userId: user.id,
      invoiceNum: `INV-${name}-${user.id.slice(0, 6)}`,
      invoiceDate: '2026-07-01',
      dueDate: '2026-07-31',
      description: 'Membership',
      status: 'Paid',
      totalIncGstCents: 11000,
      totalExcGstCents: 10000,
      gstCents: 1000,
      paidCents: 11000,
      userFullName: `${name} Nguyen`,
      lineItems: [{ itemName: 'Membership', quantity: 1, unitCents: 11000, totalCents: 11000 }],
      kind: 'membership',
    })
    .returning();
  return { user, community, post, invoice: invoice! };
}

const admin = async (tenantId: 'ota' | 'psa' = 'ota') => {
  const row = await buildUser(app, { tenantId, role: 1 });
  return (await signIn(app, row.email, tenantId)).headers;
};

describe('GET /api/v1/account/data-export', () => {
  it('answers a ZIP of the member’s own posts, invoices (JSON and PDF) and profile, nothing of others', async () => {
    const mine = await memberWithData('Ava');
    const other = await memberWithData('Ben');
    const { headers } = await signIn(app, mine.user.email);
    const res = await app.inject({ method: 'GET', url: '/api/v1/account/data-export', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.zip"$/,
    );

    const [audited] = await app.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, mine.user.id));
    expect(audited).toEqual({ action: 'member.data-export', actorId: mine.user.id });

    const zip = await JSZip.loadAsync(res.rawPayload);
    const read = async (name: string) => JSON.parse(await zip.file(name)!.async('string'));
    const postsJson = await read('communities/posts.json');
    expect(postsJson.map((p: { id: string }) => p.id)).toEqual([mine.post.id]);
    expect(postsJson[0].title).toBe("Ava's post");
    const invoicesJson = await read('billing/invoices.json');
    expect(invoicesJson.map((i: { id: string }) => i.id)).toEqual([mine.invoice.id]);
    const pdf = zip.file(`invoices/${mine.invoice.invoiceNum}.pdf`);
    expect((await pdf!.async('nodebuffer')).subarray(0, 4).toString()).toBe('%PDF');
    const profile = await read('profile.json');
    expect(profile).toMatchObject({ id: mine.user.id, email: mine.user.email, firstName: 'Ava' });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(await read('communities/memberships.json')).toHaveLength(1);
    expect(await read('calendar/feed.json')).toEqual({ exists: false });

    const everything = (
      await Promise.all(Object.values(zip.files).map((f) => (f.dir ? '' : f.async('string'))))
    ).join('\n');
    expect(everything).not.toContain(other.user.id);
    expect(everything).not.toContain(other.post.id);
    expect(everything).not.toContain(other.invoice.invoiceNum);
  });

  it('allows one download per 10 minutes (429), and needs a session (401)', async () => {
    const { user } = await memberWithData('Cai');
    const { headers } = await signIn(app, user.email);
    const url = '/api/v1/account/data-export';
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    const again = await app.inject({ method: 'GET', url, headers });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/once every 10 minutes/);
    const anonymous = await app.inject({ method: 'GET', url, headers: { host: hostOf('ota') } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('account closure', () => {
  it('request → staff approve: anonymised, signed out, sign-in refused; posts anonymous, invoices kept', async () => {
    const { user, community, post, invoice } = await memberWithData('Dee');
    const member = await signIn(app, user.email);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/v1/account/closure',
      headers: member.headers,
    });
    expect(requested.statusCode).toBe(200);
    const { id } = requested.json();
    expect(requested.json()).toMatchObject({ status: 'pending', decidedAt: null });
    const twice = await app.inject({
      method: 'POST',
      url: '/api/v1/account/closure',
      headers: member.headers,
    });
    expect(twice.statusCode).toBe(409);
    const mineNow = await app.inject({
      method: 'GET',
      url: '/api/v1/account/closure',
      headers: member.headers,
    });
    expect(mineNow.json().request).toMatchObject({ id, status: 'pending' });

    // A member can neither list nor decide; another tenant's administrator does not see it.
    for (const [method, url] of [
      ['GET', '/api/v1/admin/account-closures'],
      ['POST', `/api/v1/admin/account-closures/${id}/approve`],
      ['POST', `/api/v1/admin/account-closures/${id}/decline`],
    ] as const)
      expect((await app.inject({ method, url, headers: member.headers })).statusCode).toBe(403);
    const psa = await admin('psa');
    const psaList = await app.inject({ method: 'GET', url: '/api/v1/admin/account-closures', headers: psa });
    expect(psaList.json().items.map((i: { id: string }) => i.id)).not.toContain(id);
    const psaApprove = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/account-closures/${id}/approve`,
      headers: psa,
    });
    expect(psaApprove.statusCode).toBe(404);

    const staff = await admin();
    const list = await app.inject({ method: 'GET', url: '/api/v1/admin/account-closures', headers: staff });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id, userId: user.id, name: 'Dee Nguyen', email: user.email }),
    );
    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/account-closures/${id}/approve`,
      headers: staff,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    // Both steps are in the audit log (issue 39 point 5), written in their own transactions.
    const audited = await app.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, user.id));
    expect(audited.map((r) => r.action).sort()).toEqual(['member.account-closed', 'member.closure-request']);
    expect(audited.find((r) => r.action === 'member.closure-request')?.actorId).toBe(user.id);

    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      firstName: 'Former',
      lastName: 'member',
      email: `closed-${user.id}@closed.invalid`,
      mobile: null,
      avatarUrl: null,
    });
    expect(row!.closedAt).toBeInstanceOf(Date);
    expect(row!.sessionVersion).toBe(user.sessionVersion + 1);
    const memberships = await app.database.db
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.userId, user.id));
    expect(memberships).toHaveLength(0);

    // Signed out everywhere, and the old address and password no longer sign in.
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/account', headers: member.headers })).statusCode,
    ).toBe(401);
    const signInAgain = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { host: hostOf('ota') },
      payload: { email: user.email, password: PASSWORD },
    });
    expect(signInAgain.statusCode).toBe(400);

    // The post stays, its author shown as "Former member".
    const reader = await buildUser(app);
    await addMember(app, community.id, reader.id);
    const { headers } = await signIn(app, reader.email);
    const shown = await app.inject({ method: 'GET', url: `/api/v1/community/post/${post.id}`, headers });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().user).toMatchObject({ firstName: 'Former', lastName: 'member' });

    // The invoice stays as issued, billed to the original name, and its PDF still renders.
    const [kept] = await app.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept).toMatchObject({ userId: user.id, userFullName: 'Dee Nguyen', paidCents: 11000 });
    const { pdf } = await invoicePdfOfRow(
      { scope: tenantScope(app.database.db, 'ota') },
      TENANT_PROFILES.ota,
      kept!,
    );
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

    const decidedAgain = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/account-closures/${id}/decline`,
      headers: staff,
    });
    expect(decidedAgain.statusCode).toBe(409);
  });

  it('a declined request leaves the account open, and the member may ask again', async () => {
    const user = await buildUser(app);
    const member = await signIn(app, user.email);
    const { id } = (
      await app.inject({ method: 'POST', url: '/api/v1/account/closure', headers: member.headers })
    ).json();
    const staff = await admin();
    const declined = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/account-closures/${id}/decline`,
      headers: staff,
    });
    expect(declined.json().status).toBe('declined');
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/account', headers: member.headers })).statusCode,
    ).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/account/closure',
      headers: member.headers,
    });
    expect(again.statusCode).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/account-closures/not-a-uuid/approve',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
  });
});
