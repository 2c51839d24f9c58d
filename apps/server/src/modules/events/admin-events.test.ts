/**
 * API tests of the event administration API (/admin/events): admins only, create with every 002 §3 field
 * (sanitised HTML, time zones, sessions, presenters, CPD, tags, attachments, ticket prices with capacity),
 * edit, publish/unpublish (members then find the event), registrations, uploads, bad input, tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { sample } from '../../../test/file-bytes';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildType } from '../../../test/factories/events';
import { events, segments } from '../../db/schema/index';

let app: FastifyInstance;
type Who = { headers: Record<string, string> };
let admin: Who;
let member: Who;
let psaAdmin: Who;

beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'admin@ota.test', role: 1 });
  admin = await signIn(app, 'admin@ota.test');
  await buildUser(app, { email: 'member@ota.test' });
  member = await signIn(app, 'member@ota.test');
  await buildUser(app, { email: 'admin@psa.test', role: 1, tenantId: 'psa' });
  psaAdmin = await signIn(app, 'admin@psa.test', 'psa');
});
afterAll(async () => app.close());

const send = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: who.headers, payload: payload as object | undefined });

const input = (typeId?: number) => ({
  title: 'Autumn leadership summit',
  content: '<p>Welcome<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  shortDesc: 'Two days of leadership',
  typeId,
  address: '1 Collins St, Melbourne VIC',
  externalUrl: 'https://example.org/summit',
  startDateTime: '2030-04-10T09:00',
  startTimeZone: 'Australia/Melbourne',
  endDateTime: '2030-04-10T17:00',
  endTimeZone: 'Australia/Melbourne',
  sessions: [
    {
      title: 'Keynote',
      startDateTime: '2030-04-10T09:00',
      startTimeZone: 'Australia/Melbourne',
      endDateTime: '2030-04-10T10:00',
      endTimeZone: 'Australia/Melbourne',
    },
  ],
  presenters: [
    {
      name: 'Dr Mia Chen',
      role: 'Keynote',
      profileImageUrl: null,
      profileDesc: '<b>OT</b><iframe src=x></iframe>',
    },
  ],
  sponsorContent: '<p>Sponsored</p>',
  isCpd: true,
  cpdDetails: { 'CPD hours': '6' },
  newTags: ['Leadership'],
  docs: [{ label: 'Programme', url: '/api/events/files/2030/01/a.pdf' }],
  links: [{ label: 'Venue', url: 'https://example.org/venue' }],
  ticketPrices: [
    { name: 'Member', amount: 121.5, capacity: 100 },
    { name: 'Student', amount: 0, capacity: 2 },
  ],
  isPublished: false,
});

describe('event administration', () => {
  it('is for admins only', async () => {
    expect((await send(member, 'GET', '/api/admin/events')).statusCode).toBe(403);
    expect((await send(member, 'POST', '/api/admin/events', input())).statusCode).toBe(403);
    const [{ value }] = await app.database.db.select({ value: count() }).from(events);
    expect(value).toBe(0);
  });

  it('creates with every field (sanitised, zones converted), publishes for members, edits, lists registrations', async () => {
    const typeId = await buildType(app, 'Summit');
    const created = await send(admin, 'POST', '/api/admin/events', input(typeId));
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event).toMatchObject({
      title: 'Autumn leadership summit',
      type: 'Summit',
      isPublished: false,
      isCpd: true,
      cpdDetails: { 'CPD hours': '6' },
      eventStartUtc: '2030-04-09T23:00:00.000Z',
      startDateTime: '2030-04-10T09:00:00',
      startTimeZone: 'Australia/Melbourne',
      tags: [{ label: 'Leadership' }],
      docs: [{ label: 'Programme' }],
      sessions: [{ title: 'Keynote' }],
    });
    expect(event.content).not.toContain('script');
    expect(event.content).not.toContain('onerror');
    expect(event.presenters[0].profileDesc).toBe('<b>OT</b>');
    expect(
      event.ticketPrices.map((p: { amount: number; capacity: number }) => [p.amount, p.capacity]),
    ).toEqual([
      [121.5, 100],
      [0, 2],
    ]);

    // Drafts are hidden from members until published.
    const find = () => send(member, 'POST', '/api/event/list', { keyword: 'leadership summit' });
    expect((await find()).json().totalItems).toBe(0);
    expect((await send(member, 'GET', `/api/Event/${event.id}`)).statusCode).toBe(404);
    expect((await send(admin, 'POST', `/api/admin/events/${event.id}/publish`)).json().isPublished).toBe(
      true,
    );
    expect((await find()).json().events[0].id).toBe(event.id);

    // Edit: rename a price, drop none, new title.
    const edited = await send(admin, 'PUT', `/api/admin/events/${event.id}`, {
      ...input(typeId),
      title: 'Winter leadership summit',
      isPublished: true,
      tagIds: [event.tags[0].id],
      newTags: [],
      ticketPrices: event.ticketPrices.map(
        (p: { ticketPriceId: number; name: string; amount: number; capacity: number }) => ({
          ticketPriceId: p.ticketPriceId,
          name: p.name === 'Student' ? 'Student (limited)' : p.name,
          amount: p.amount,
          capacity: p.capacity,
        }),
      ),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Winter leadership summit',
      tags: [{ label: 'Leadership' }],
    });
    const student = edited.json().ticketPrices.find((p: { name: string }) => p.name === 'Student (limited)');

    // A member registers; the admin sees the registration; a sold price cannot be removed or shrunk below sold.
    expect(
      (await send(member, 'POST', '/api/event/register', { ticketPriceId: student.ticketPriceId }))
        .statusCode,
    ).toBe(200);
    const regs = (await send(admin, 'GET', `/api/admin/events/${event.id}/registrations`)).json();
    expect(regs.totalItems).toBe(1);
    expect(regs.registrations[0]).toMatchObject({
      email: 'member@ota.test',
      ticketPrice: 'Student (limited)',
      attendanceStatus: 'Active',
    });
    const shrink = await send(admin, 'PUT', `/api/admin/events/${event.id}`, {
      ...input(typeId),
      ticketPrices: [{ ticketPriceId: student.ticketPriceId, name: 'Student', amount: 0, capacity: 0 }],
    });
    expect(shrink.statusCode).toBe(400);
    const unchanged = (await send(admin, 'GET', `/api/admin/events/${event.id}`)).json();
    expect(unchanged.title).toBe('Winter leadership summit');
    expect(unchanged.ticketPrices).toHaveLength(2);
    expect(unchanged.registrations).toBe(1);

    const list = (await send(admin, 'GET', '/api/admin/events?status=published')).json();
    expect(list.events[0]).toMatchObject({ id: event.id, isPublished: true, registrations: 1 });
    expect((await send(admin, 'POST', `/api/admin/events/${event.id}/unpublish`)).json().isPublished).toBe(
      false,
    );
    expect((await find()).json().totalItems).toBe(0);

    // Tenant isolation.
    expect((await send(psaAdmin, 'GET', `/api/admin/events/${event.id}`)).statusCode).toBe(404);
    expect((await send(psaAdmin, 'POST', `/api/admin/events/${event.id}/publish`)).statusCode).toBe(404);
  });

  it('answers bad input with 400 and creates nothing', async () => {
    const before = (await app.database.db.select({ value: count() }).from(events))[0]!.value;
    for (const bad of [
      { ...input(), title: '' },
      { ...input(), startTimeZone: 'Mars/Olympus' },
      { ...input(), endDateTime: '2030-04-10T08:00' },
      { ...input(), startDateTime: 'tomorrow' },
      { ...input(), typeId: 99999 },
      { ...input(), ticketPrices: [{ name: 'X', amount: -1, capacity: 1 }] },
      { ...input(), ticketPrices: [{ name: 'X', amount: 1.234, capacity: 1 }] },
    ]) {
      const res = await send(admin, 'POST', '/api/admin/events', bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const psaType = await buildType(app, 'Psa type', 'psa');
    expect((await send(admin, 'POST', '/api/admin/events', input(psaType))).statusCode).toBe(400);
    expect((await app.database.db.select({ value: count() }).from(events))[0]!.value).toBe(before);
    expect((await send(admin, 'PUT', '/api/admin/events/999999', input())).statusCode).toBe(404);
  });

  it("converts 'UTC+HH:MM' zones by offset and refuses others with 'Invalid time zone format' (000 §9)", async () => {
    const offset = {
      ...input(),
      title: 'Offset zone event',
      startTimeZone: 'UTC+10:00',
      endTimeZone: 'UTC+09:30',
      sessions: [],
    };
    const created = await send(admin, 'POST', '/api/admin/events', offset);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      eventStartUtc: '2030-04-09T23:00:00.000Z',
      eventEndUtc: '2030-04-10T07:30:00.000Z',
      startTimeZone: 'UTC+10:00',
    });
    for (const zone of ['UTC+25:00', 'UTC+10', 'GMT+10:00']) {
      const res = await send(admin, 'POST', '/api/admin/events', { ...offset, startTimeZone: zone });
      expect(res.statusCode, zone).toBe(400);
      expect(res.body, zone).toContain('Invalid time zone format');
    }
  });

  it('uploads images through storage with type limits and serves them back', async () => {
    const boundary = '----events';
    const body = (type: string, name: string, data: string | Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        Buffer.from(data),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (type: string, name: string, data: string | Buffer) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/events/upload',
        headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body(type, name, data),
      });
    const ok = await upload('image/png', 'banner.png', sample('png'));
    expect(ok.statusCode).toBe(200);
    const { url } = ok.json();
    expect(url).toMatch(/^\/api\/events\/files\/\d{4}\/\d{2}\/[\w-]+\.png$/);
    const served = await app.inject({ method: 'GET', url, headers: { host: 'ota.localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(sample('png'))).toBe(true);
    expect((await app.inject({ method: 'GET', url, headers: { host: 'psa.localhost' } })).statusCode).toBe(
      404,
    );
    expect((await upload('application/x-msdownload', 'evil.exe', 'MZ')).statusCode).toBe(400);
    // A declared image whose bytes are not one is refused.
    expect((await upload('image/png', 'banner.png', '<svg onload=alert(1)>')).statusCode).toBe(400);
    // Declared types that name a property of a plain object are unknown types, not a 500 (issue 39 walk).
    for (const type of ['__proto__', 'constructor', 'toString'])
      expect((await upload(type, 'banner.png', sample('png'))).statusCode, type).toBe(400);
  });
});

describe('audience segments of an event (issue 38 point 2)', () => {
  it('saves and returns segment ids, keeps the public payloads, refuses another tenant’s segment', async () => {
    const [mine, theirs, membership] = await app.database.db
      .insert(segments)
      .values([
        { tenantId: 'ota', name: 'Hand therapy', type: 'areaofpractices' },
        { tenantId: 'psa', name: 'Pharmacy owners', type: 'interest' },
        { tenantId: 'ota', name: 'Full member', type: 'membership' },
      ])
      .returning();
    const untargeted = await send(admin, 'POST', '/api/admin/events', input());
    expect(untargeted.statusCode).toBe(201);
    expect(untargeted.json().segmentIds).toEqual([]);
    const created = await send(admin, 'POST', '/api/admin/events', {
      ...input(),
      segmentIds: [mine!.id, mine!.id],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().segmentIds).toEqual([mine!.id]);
    expect((await send(admin, 'GET', `/api/admin/events/${id}`)).json().segmentIds).toEqual([mine!.id]);
    for (const segmentIds of [[theirs!.id], [mine!.id, membership!.id], [2147480000]]) {
      const refused = await send(admin, 'PUT', `/api/admin/events/${id}`, { ...input(), segmentIds });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.segmentIds).toBeDefined();
    }
    expect(
      (await send(admin, 'PUT', `/api/admin/events/${id}`, { ...input(), segmentIds: ['x'] })).statusCode,
    ).toBe(400);
    expect((await send(admin, 'GET', `/api/admin/events/${id}`)).json().segmentIds).toEqual([mine!.id]);
    const cleared = await send(admin, 'PUT', `/api/admin/events/${id}`, { ...input(), segmentIds: [] });
    expect(cleared.json().segmentIds).toEqual([]);
    // Segments target the digest only: the member's event detail carries no such field.
    await send(admin, 'POST', `/api/admin/events/${id}/publish`);
    const seen = await send(member, 'GET', `/api/event/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('segmentIds');
  });
});
