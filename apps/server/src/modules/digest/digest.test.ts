/**
 * The digest e-mail (issue 38 point 2 "Done when"): a member of two communities with an interest gets one
 * digest with its sections in both parts, and the RFC 8058 headers as an SMTP server receives them; a POST to
 * the unsubscribe URL without a session stops the next one; a bad token answers 400/404 and changes nothing;
 * the job run twice in a period (and by two apps on one PostgreSQL) enqueues once; the preview is for global
 * Admins only; the member's frequency is read and set through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { TENANT_PROFILES } from '@portal/contracts';
import { buildTestApp, buildTwinApps, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity, buildPost } from '../../../test/factories/communities';
import { buildEvent } from '../../../test/factories/events';
import {
  contentItems,
  digestSubscriptions,
  mailOutbox,
  postComments,
  segments,
  userSegments,
  users,
} from '../../db/schema/index';
import { digestPeriod } from './digest.service';
import { digestJob } from './digest.job';

const received: ParsedMail[] = [];
let smtp: SMTPServer;
let app: FastifyInstance;

/** The messages the catcher has to `to`, polling until there are `count`. */
async function mailTo(to: string, count = 1, timeoutMs = 10_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.filter((m) => JSON.stringify(m.to).includes(to));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A header as it went on the wire (mailparser structures List-* headers), unfolded, without its name. */
function rawHeader(mail: ParsedMail, key: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === key)?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '');
}

/** Digest records of the outbox to `to` (ota). */
const recordsTo = (to: string) =>
  app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, 'ota'), eq(mailOutbox.toAddress, to)));

const frequencyOf = async (userId: string) =>
  (
    await app.database.db
      .select({ frequency: digestSubscriptions.frequency })
      .from(digestSubscriptions)
      .where(eq(digestSubscriptions.userId, userId))
  )[0]?.frequency;

const DAY = 24 * 3600_000;

let member: Awaited<ReturnType<typeof buildUser>>;
let unsubscribeUrl = '';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    TENANT_ORIGINS: 'ota=https://members.ota.example',
  });
  await app.ready(); // the outbox worker starts on ready

  // A member of two communities with one interest; an author; a community the member is not in.
  member = await buildUser(app, { firstName: 'Ada', email: 'ada@example.com' });
  const author = await buildUser(app, { firstName: 'Bea' });
  const first = await buildCommunity(app, { name: 'Hand therapy' });
  const second = await buildCommunity(app, { name: 'Paediatrics' });
  const outside = await buildCommunity(app, { name: 'Private circle', isPublic: false });
  for (const c of [first, second]) await addMember(app, c.id, member.id);
  for (const c of [first, second, outside]) await addMember(app, c.id, author.id);
  await buildPost(app, first.id, author.id, { title: 'Splinting <tips> & tricks' });
  const answered = await buildPost(app, second.id, member.id, { title: 'My question on feeding' });
  await buildPost(app, second.id, author.id, { title: 'Draft idea', status: 2 });
  await buildPost(app, outside.id, author.id, { title: 'Secret post' });
  await app.database.db.insert(postComments).values([
    { tenantId: 'ota', postId: answered.id, body: '<p>Answer one</p>', createdByUserId: author.id },
    { tenantId: 'ota', postId: answered.id, body: '<p>Answer two</p>', createdByUserId: author.id },
  ]);
  const [interest, other] = await app.database.db
    .insert(segments)
    .values([
      { tenantId: 'ota', name: 'Hand therapy', type: 'interest' },
      { tenantId: 'ota', name: 'Aged care', type: 'interest' },
    ])
    .returning();
  await app.database.db
    .insert(userSegments)
    .values({ tenantId: 'ota', userId: member.id, segmentId: interest!.id });
  const active = TENANT_PROFILES.ota.newsActiveKey;
  await app.database.db.insert(contentItems).values([
    { tenantId: 'ota', kind: 'news', status: active, name: 'Open news for all' },
    { tenantId: 'ota', kind: 'news', status: active, name: 'Hand therapy news', segmentIds: [interest!.id] },
    { tenantId: 'ota', kind: 'news', status: active, name: 'Aged care only', segmentIds: [other!.id] },
    { tenantId: 'ota', kind: 'news', status: 'draft', name: 'Draft news' },
    { tenantId: 'ota', kind: 'resource', status: active, name: 'Splint template' },
  ]);
  await buildEvent(app, { title: 'Hand clinic evening', startInHours: 72 });
  await buildEvent(app, { title: 'Far away congress', startInHours: 24 * 60 });
  await buildEvent(app, { title: 'Unpublished workshop', startInHours: 48, isPublished: false });
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('the digest job', () => {
  it('sends one digest with every section, both parts and the RFC 8058 headers on the wire', async () => {
    const run = await app.scheduler.tick('digest', new Date(Date.now() + 1000));
    expect(run).toMatchObject({ ran: true });
    const [mail] = await mailTo('ada@example.com');
    expect(mail).toBeDefined();
    const unsubscribe = rawHeader(mail!, 'list-unsubscribe')!;
    expect(unsubscribe).toMatch(/^<https:\/\/members\.ota\.example\/api\/digest\/unsubscribe\?token=[^>]+>$/);
    expect(rawHeader(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(mail!, 'auto-submitted')).toBe('auto-generated');
    expect(mail!.subject).toMatch(/^Your weekly OTA digest: \d+ updates$/);
    unsubscribeUrl = unsubscribe.slice(1, -1);

    const html = mail!.html as string;
    const text = mail!.text!;
    for (const part of [html, text]) {
      expect(part.toLowerCase()).toContain('hello ada');
      expect(part).toContain('Hand clinic evening');
      expect(part).toContain('My question on feeding');
      expect(part).toContain('Open news for all');
      expect(part).toContain('Hand therapy news');
      expect(part).toContain('Splint template');
      expect(part).toMatch(/of 20 hours completed/);
      for (const hidden of [
        'Secret post',
        'Draft idea',
        'Aged care only',
        'Draft news',
        'Unpublished workshop',
      ])
        expect(part).not.toContain(hidden);
    }
    // Escaped once in HTML, plain in text; absolute links on the configured origin.
    expect(html).toContain('Splinting &lt;tips&gt; &amp; tricks');
    expect(text).toContain('Splinting <tips> & tricks');
    expect(html).toContain('href="https://members.ota.example/communities/');
    expect(html).toContain('background-color:#08524e'.slice(0, 17));
    // The text part reads on its own: section headings and each item's link.
    expect(text).toContain('NEW POSTS IN YOUR COMMUNITIES');
    expect(text).toContain('NEW REPLIES');
    expect(text).toContain('2 new replies');
    expect(text).toMatch(/Hand clinic evening\s+https:\/\/members\.ota\.example\/events\/\d+/);
    expect(text).toContain('YOUR CPD PROGRESS');
    expect(text).not.toContain('logo.svg'); // a decorative image (alt="") stays out of the text part
    // The interest's news comes before the older open one.
    expect(html.indexOf('Hand therapy news')).toBeLessThan(html.indexOf('Open news for all'));
  });

  it('enqueues nothing more when the job runs again in the same period', async () => {
    const again = await app.scheduler.tick('digest', new Date(Date.now() + 2000));
    expect(again).toEqual({ ran: true, value: { considered: 0, enqueued: 0, failed: 0 } });
    expect(await recordsTo('ada@example.com')).toHaveLength(1);
    expect((await recordsTo('ada@example.com'))[0]!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends none to a member who turned e-mail off (account setting mailTo)', async () => {
    const silent = await buildUser(app, { email: 'silent@example.com' });
    const community = await buildCommunity(app);
    await addMember(app, community.id, silent.id);
    await buildPost(app, community.id, member.id, { title: 'For the silent one' });
    await app.database.db.update(users).set({ mailTo: false }).where(eq(users.id, silent.id));
    await app.scheduler.tick('digest', new Date(Date.now() + 1000));
    expect(await recordsTo('silent@example.com')).toHaveLength(0);
  });

  it('sends no empty digest', async () => {
    const quiet = await buildUser(app, { email: 'quiet@example.com' });
    await app.database.db.insert(digestSubscriptions).values({
      tenantId: 'ota',
      userId: quiet.id,
      frequency: 'daily',
      lastRunAt: new Date(Date.now() + 3000),
    });
    // Events are two months ahead from 'now' minus the window: nothing new in a window after everything.
    const now = new Date(Date.now() + 90 * DAY);
    await app.scheduler.tick('digest', now);
    expect(await recordsTo('quiet@example.com')).toHaveLength(0);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('shows a confirmation page on GET that changes nothing', async () => {
    const url = new URL(unsubscribeUrl);
    const res = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: hostOf('ota') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form method="post"');
    expect(await frequencyOf(member.id)).toBe('weekly');
  });

  it('answers 400 for a malformed token and 404 for a forged one, changing nothing', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/digest/unsubscribe?token=nonsense',
      headers: { host: hostOf('ota'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode).toBe(400);
    const token = new URL(unsubscribeUrl).searchParams.get('token')!;
    const forged = `${token.slice(0, -4)}0000`;
    const res = await app.inject({
      method: 'POST',
      url: `/api/digest/unsubscribe?token=${encodeURIComponent(forged)}`,
      headers: { host: hostOf('ota'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(404);
    // Another tenant's host: the same token is not valid there.
    const elsewhere = await app.inject({
      method: 'POST',
      url: `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { host: hostOf('psa'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await frequencyOf(member.id)).toBe('weekly');
  });

  it('unsubscribes by POST without a session, idempotently, and the next period sends nothing', async () => {
    const url = new URL(unsubscribeUrl);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { host: hostOf('ota'), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(204);
    }
    expect(await frequencyOf(member.id)).toBe('none');
    await app.scheduler.tick('digest', new Date(Date.now() + 8 * DAY));
    expect(await recordsTo('ada@example.com')).toHaveLength(1);
  });
});

describe('GET|PUT api/user/digest', () => {
  it('reads the default, sets a frequency, refuses a bad one and an anonymous caller', async () => {
    const user = await buildUser(app);
    const { headers } = await signIn(app, user.email);
    const read = await app.inject({ method: 'GET', url: '/api/user/digest', headers });
    expect(read.json()).toEqual({ frequency: 'weekly' });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/user/digest',
      headers,
      payload: { frequency: 'daily' },
    });
    expect(put.json()).toEqual({ frequency: 'daily' });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/user/digest',
      headers,
      payload: { frequency: 'hourly' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/user/digest', headers })).json()).toEqual({
      frequency: 'daily',
    });
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/user/digest',
      headers: { host: hostOf('ota') },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET api/admin/digest/preview', () => {
  it("renders a member's next digest for a global Admin, without sending it", async () => {
    const admin = await buildUser(app, { role: 1 });
    const { headers } = await signIn(app, admin.email);
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/digest/preview?userId=${member.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.frequency).toBe('none');
    expect(body.subject).toMatch(/digest/);
    expect(body.html).toContain('<!doctype html>');
    expect(typeof body.text).toBe('string');
    expect(await recordsTo('ada@example.com')).toHaveLength(1);
  });

  it('refuses a member (403), a bad id (400) and another tenant’s member (404)', async () => {
    const plain = await buildUser(app);
    const asMember = await signIn(app, plain.email);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/admin/digest/preview?userId=${member.id}`,
      headers: asMember.headers,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await buildUser(app, { role: 1 });
    const { headers } = await signIn(app, admin.email);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/digest/preview?userId=x', headers })).statusCode,
    ).toBe(400);
    const stranger = await buildUser(app, { tenantId: 'psa' });
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/digest/preview?userId=${stranger.id}`, headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('digest periods', () => {
  it('are the latest 07:00 in Sydney, every day or every Monday', () => {
    // Friday 5 Dec 2026 10:00 Sydney (AEDT, UTC+11) = 4 Dec 23:00 UTC.
    const friday = new Date('2026-12-04T23:00:00Z');
    expect(digestPeriod('daily', friday).key).toBe('daily:2026-12-05');
    expect(digestPeriod('weekly', friday).key).toBe('weekly:2026-11-30');
    // 06:59 Sydney on Monday 7 Dec belongs to the day and the week before.
    const early = new Date('2026-12-06T19:59:00Z');
    expect(digestPeriod('daily', early).key).toBe('daily:2026-12-06');
    expect(digestPeriod('weekly', early).key).toBe('weekly:2026-11-30');
    expect(digestPeriod('weekly', new Date('2026-12-06T20:00:00Z')).key).toBe('weekly:2026-12-07');
  });
});

describe.runIf(process.env.DATABASE_URL)('two apps on one PostgreSQL', () => {
  it('enqueue one digest per member and period between them', async () => {
    const [one, two] = await buildTwinApps();
    try {
      const author = await buildUser(one);
      const reader = await buildUser(one, { email: 'twin@example.com' });
      const community = await buildCommunity(one);
      await addMember(one, community.id, reader.id);
      await buildPost(one, community.id, author.id, { title: 'Twin post' });
      const now = new Date(Date.now() + 1000);
      await Promise.all([one.scheduler.tick('digest', now), two.scheduler.tick('digest', now)]);
      await Promise.all([one.scheduler.tick('digest', now), two.scheduler.tick('digest', now)]);
      const rows = await one.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'twin@example.com'));
      expect(rows).toHaveLength(1);
      // Without the lock (a round cut short and run again by another replica): the guarded claim alone
      // lets one transaction enqueue the next period's digest.
      await buildPost(one, community.id, author.id, {
        title: 'Next week',
        createdAt: new Date(now.getTime() + DAY),
      });
      const later = new Date(now.getTime() + 8 * DAY);
      const rounds = await Promise.all([digestJob(one)(later), digestJob(two)(later)]);
      expect(rounds.map((r) => r.enqueued).sort()).toEqual([0, 1]);
      const after = await one.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'twin@example.com'));
      expect(after).toHaveLength(2);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
