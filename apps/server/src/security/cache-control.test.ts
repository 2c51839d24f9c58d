/**
 * `Cache-Control: no-store` on every API answer (issue 35 point 3, plugins/cache-control.ts): every GET of the
 * OpenAPI document, signed in as an administrator who is also a member with a membership, an invoice, an event
 * and a community post, with real ids where the path names one and a neutral value elsewhere (a 404 must carry
 * it too). The only answers allowed another value are 2xx images a route marked `private` (none of the ids
 * below reaches one; the rule is unit-tested at the end).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildTestApp, hostOf } from '../../test/helper';
import { buildUser, signIn } from '../../test/factories/users';
import { buildEvent } from '../../test/factories/events';
import { addMember, buildCommunity, buildPost } from '../../test/factories/communities';
import { listOperations, neutralValue, urlOf } from '../../test/openapi';
import { invoices, memberships } from '../db/schema/index';
import { apiCacheControl } from '../plugins/cache-control';

let app: FastifyInstance;
let headers: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_IP: '1000' });
  const admin = await buildUser(app, { role: 1, contactTypes: ['Member'] });
  headers = (await signIn(app, admin.email)).headers;
  const [membership] = await app.database.db
    .insert(memberships)
    .values({
      tenantId: 'ota',
      userId: admin.id,
      membershipName: 'Full member',
      memberStatus: 'Active',
      joinDate: '2020-07-01',
      renewedToDate: '2027-06-30',
    })
    .returning();
  const [invoice] = await app.database.db
    .insert(invoices)
    .values({
      tenantId: 'ota',
      userId: admin.id,
      invoiceNum: 'INV-1',
      invoiceDate: '2026-07-01',
      dueDate: '2026-07-31',
      description: 'Membership',
      status: 'Paid',
      totalIncGstCents: 11000,
      totalExcGstCents: 10000,
      gstCents: 1000,
      paidCents: 11000,
      userFullName: 'Test User',
      lineItems: [{ itemName: 'Membership', quantity: 1, unitCents: 11000, totalCents: 11000 }],
      kind: 'membership',
      membershipId: membership!.id,
    })
    .returning();
  const { event } = await buildEvent(app);
  const community = await buildCommunity(app);
  await addMember(app, community.id, admin.id);
  const post = await buildPost(app, community.id, admin.id);
  Object.assign(ids, {
    userId: admin.id,
    membershipId: String(membership!.id),
    invoiceId: invoice!.id,
    eventId: String(event.id),
    communityId: community.id,
    postId: post.id,
    alias: community.alias,
  });
});
afterAll(async () => app.close());

/** A real id for a path parameter whose name says what it names, else undefined. */
function realId(path: string, name: string): string | undefined {
  if (name === 'alias') return ids.alias;
  if (name === 'postId') return ids.postId;
  if (name === 'communityId') return ids.communityId;
  if (name === 'userId') return ids.userId;
  if (name !== 'id') return undefined;
  if (path.includes('/invoice')) return ids.invoiceId;
  if (path.includes('/membership/')) return ids.membershipId;
  if (path.includes('/event')) return ids.eventId;
  if (path.includes('/post/')) return ids.postId;
  if (path.includes('/community/')) return ids.communityId;
  if (path.includes('/account/') || path.includes('/users/')) return ids.userId;
  return undefined;
}

describe('Cache-Control on API answers (issue 35 point 3)', () => {
  it('answers every GET of the OpenAPI document with no-store, signed in as an administrator', async () => {
    const gets = listOperations(app).filter((op) => op.method === 'GET');
    expect(gets.length).toBeGreaterThan(100);
    const missing: string[] = [];
    const statuses = new Set<number>();
    for (const op of gets) {
      const url = urlOf(op, (name, schema) => realId(op.path, name) ?? neutralValue(schema));
      const res = await app.inject({ method: 'GET', url, headers });
      statuses.add(res.statusCode);
      const value = String(res.headers['cache-control'] ?? '');
      if (!/\bno-store\b/.test(value)) missing.push(`${op.key} → ${res.statusCode} '${value}'`);
    }
    expect(missing).toEqual([]);
    // The walk reached real answers, not only 404s.
    expect(statuses.has(200)).toBe(true);
    expect(statuses.has(404)).toBe(true);
  });

  it('sends no-store on a 401, a 404 of an unknown API path and an anonymous public answer', async () => {
    for (const url of ['/api/v1/account', '/api/no-such-path', '/api/tenant']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: hostOf('ota') } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets only a 2xx image that its route marked private keep its caching', () => {
    const reply = (status: number, type: string, cache?: string) =>
      ({
        statusCode: status,
        getHeader: (name: string) => (name === 'content-type' ? type : cache),
      }) as unknown as FastifyReply;
    expect(apiCacheControl(reply(200, 'image/webp', 'private, max-age=3600'))).toBe('private, max-age=3600');
    expect(apiCacheControl(reply(200, 'image/webp', 'public, max-age=3600'))).toBe('no-store');
    expect(apiCacheControl(reply(200, 'application/pdf', 'private, max-age=86400'))).toBe('no-store');
    expect(apiCacheControl(reply(404, 'image/webp', 'private, max-age=3600'))).toBe('no-store');
    expect(apiCacheControl(reply(200, 'application/pdf', 'private, no-store'))).toBe('private, no-store');
    expect(apiCacheControl(reply(200, 'application/json'))).toBe('no-store');
  });
});
