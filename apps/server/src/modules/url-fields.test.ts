/**
 * Every URL field a member or admin can store refuses `javascript:` (and other non-http) addresses with 400
 * and keeps https ones — issue 10 §10, shared schemas `ZHttpUrl` / `ZHttpUrlOrPath` of packages/contracts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/helper';
import { buildUser, signIn } from '../../test/factories/users';

let app: FastifyInstance;
let admin: Record<string, string>;
let editor: Record<string, string>;
const HOSTILE = 'javascript:alert(1)';

beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'url-admin@example.com', role: 1 });
  admin = (await signIn(app, 'url-admin@example.com')).headers;
  await buildUser(app, { email: 'url-editor@example.com', permissions: { contentEditor: true } });
  editor = (await signIn(app, 'url-editor@example.com')).headers;
});
afterAll(async () => app.close());

const send = (headers: Record<string, string>, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers, payload });

const announcement = (link: string) => ({
  title: 'T',
  description: 'D',
  link,
  startDate: new Date().toISOString().slice(0, 10),
  endDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  isActive: true,
  segmentIds: [],
});
const event = (patch: Record<string, unknown>) => ({
  title: 'Links event',
  startDateTime: '2030-04-10T09:00',
  startTimeZone: 'Australia/Melbourne',
  endDateTime: '2030-04-10T17:00',
  endTimeZone: 'Australia/Melbourne',
  ...patch,
});
const news = (url: string) => ({
  name: 'Linked news',
  state: 'draft',
  assets: [{ name: 'Site', type: 'Link', url }],
});

describe('URL fields are http(s) only (issue 10 §10)', () => {
  it('announcement link', async () => {
    const bad = await send(admin, 'POST', '/api/v1/admin/announcements', announcement(HOSTILE));
    expect(bad.statusCode).toBe(400);
    const ok = await send(
      admin,
      'POST',
      '/api/v1/admin/announcements',
      announcement('https://example.org/a'),
    );
    expect(ok.statusCode).toBe(201);
  });

  it.each([
    ['externalUrl', (url: string) => ({ externalUrl: url })],
    ['links[].url', (url: string) => ({ links: [{ label: 'Venue', url }] })],
    ['docs[].url', (url: string) => ({ docs: [{ label: 'Programme', url }] })],
    ['featureImg', (url: string) => ({ featureImg: url })],
    [
      'presenters[].profileImageUrl',
      (url: string) => ({
        presenters: [{ name: 'Dr Mia', role: 'Keynote', profileImageUrl: url, profileDesc: null }],
      }),
    ],
  ])('event %s', async (_, field) => {
    for (const hostile of [HOSTILE, 'data:text/html,<script>alert(1)</script>', '//evil.example/x']) {
      const bad = await send(admin, 'POST', '/api/admin/events', event(field(hostile)));
      expect(bad.statusCode, hostile).toBe(400);
    }
    const ok = await send(admin, 'POST', '/api/admin/events', event(field('https://example.org/x')));
    expect(ok.statusCode).toBe(201);
  });

  it('event docs and images may also be files uploaded to the portal (site paths)', async () => {
    const res = await send(
      admin,
      'POST',
      '/api/admin/events',
      event({
        docs: [{ label: 'P', url: '/api/events/files/2030/01/a.pdf' }],
        listingImg: '/api/events/files/x.png',
      }),
    );
    expect(res.statusCode).toBe(201);
    const links = await send(
      admin,
      'POST',
      '/api/admin/events',
      event({ links: [{ label: 'L', url: '/x' }] }),
    );
    expect(links.statusCode).toBe(400);
  });

  it('content asset URL', async () => {
    expect((await send(editor, 'POST', '/api/content/manage/news', news(HOSTILE))).statusCode).toBe(400);
    expect(
      (await send(editor, 'POST', '/api/content/manage/news', news('https://example.org/r'))).statusCode,
    ).toBe(201);
  });

  it('tracked page URL', async () => {
    const track = (url: string) =>
      send(admin, 'POST', '/api/engagement/track', { type: 'viewPage', name: 'Home', url });
    expect((await track(HOSTILE)).statusCode).toBe(400);
    expect((await track('/')).statusCode).toBeLessThan(300);
  });
});
