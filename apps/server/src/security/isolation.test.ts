/**
 * Isolation suite over every operation of the OpenAPI document (issue 10 "Keep it closed"): no token, another
 * tenant's host, another tenant's ids, a member on admin routes and another member's ids. None of them may
 * get a 2xx that returns or changes what the caller may not see; and no answer to a caller of tenant ota ever
 * carries tenant psa's data (its rows are named with a marker the suite looks for in every body).
 * Operations enumerate from OpenAPI, so routes added later are covered; the allow-lists below are the only
 * exceptions, each with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../test/helper';
import { buildUser, signIn } from '../../test/factories/users';
import { buildEvent } from '../../test/factories/events';
import { listOperations, neutralValue, urlOf, type JsonSchema, type Operation } from '../../test/openapi';
import { postComments } from '../db/schema/index';
import { addMember, buildCommunity, buildPost } from '../../test/factories/communities';
import { buildMeeting } from '../../test/factories/meetings';

/** Operations open without a token (sign-in flows, the tenant's public profile, signed links). */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/tenant',
  'POST /api/v1/auth/sign-in',
  'POST /api/v1/auth/request-one-time-login-code',
  'POST /api/v1/auth/generate-one-time-login-code',
  'POST /api/v1/auth/resend-one-time-code',
  'POST /api/v1/auth/regenerate-one-time-login-code',
  'POST /api/v1/auth/login-with-code',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/reset-password',
  // Anonymous page-view tracking (spec: engagement is recorded before sign-in too); stores no caller data.
  'POST /api/engagement/track',
  // Readiness probe for a load balancer (issue 17): answers ready or not ready and nothing else.
  'GET /api/ready',
  // The join form's membership types and fees (issue 13): the association's public price list.
  'GET /api/membership/types',
]);

/** Actions a member may legitimately take on another member's visible post or comment. */
const ON_OTHERS = new Set([
  'GET /api/v1/community/post/{id}',
  'GET /api/v1/community/post/{id}/comment',
  'POST /api/v1/community/post/{id}/view',
  'POST /api/v1/community/post/{id}/share',
  'POST /api/v1/community/post/{id}/like',
  'POST /api/v1/community/post/{id}/dislike',
  'POST /api/v1/community/post/{id}/save',
  'POST /api/v1/community/post/{id}/unsave',
  'POST /api/v1/community/post/{id}/report',
  'POST /api/v1/community/post/{id}/comment',
  'POST /api/v1/community/post/comment/{commentId}/like',
  'POST /api/v1/community/post/comment/{commentId}/dislike',
  'POST /api/v1/community/post/comment/{commentId}/report',
  'GET /api/v1/community/users/{id}/post-counter',
  'GET /api/v1/community/notification/post/{postId}',
  'PUT /api/v1/community/notification/post/{postId}',
]);

/**
 * Operations keyed by another row's id that act only on the caller's own rows: they may answer 2xx for any id
 * (their answers are still checked for the other tenant's marker).
 */
const OWN_ROWS_BY_ID = new Set([
  // The caller's own tickets for an event (empty for another tenant's event).
  'GET /api/user/event/{id}/tickets',
  // Removing the caller's own favourite is idempotent: nothing to remove answers 200 and changes nothing.
  'DELETE /api/favourite/event/{id}',
]);

const MARK = 'zzleakmarkzz';

interface Ids {
  user: string;
  community: string;
  post: string;
  comment: string;
  meeting: string;
  event: string;
}

/** The id for a path parameter of an operation, from one owner's rows (neutral when none fits). */
function idFor(op: Operation, name: string, schema: JsonSchema, ids: Ids): string {
  const p = op.path;
  switch (name) {
    case 'cid':
      return ids.community;
    case 'pid':
    case 'postId':
      return ids.post;
    case 'mid':
      return ids.meeting;
    case 'commentId':
      return ids.comment;
    case 'userId':
      return ids.user;
    case 'id':
      if (p.startsWith('/api/v1/community/post/')) return ids.post;
      if (/^\/api\/v1\/(community|admin)\/users\//.test(p)) return ids.user;
      if (/^\/api\/v1\/(admin\/)?community\/\{id\}/.test(p)) return ids.community;
      if (/^\/api\/(event|Event|user\/event|admin\/events|favourite\/event)\//.test(p)) return ids.event;
      return neutralValue(schema);
    default:
      return neutralValue(schema);
  }
}

/** A body with every property neutral, so requests reach the authorisation checks. */
function neutralBody(schema: JsonSchema | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(schema?.properties ?? {})) {
    const c = s.anyOf?.find((b) => b.type !== 'null') ?? s;
    const t = Array.isArray(c.type) ? c.type[0] : c.type;
    out[name] = c.enum?.length
      ? c.enum[0]
      : t === 'integer' || t === 'number'
        ? 1
        : t === 'boolean'
          ? true
          : t === 'array'
            ? []
            : t === 'object'
              ? {}
              : c.format === 'uuid'
                ? '00000000-0000-4000-8000-000000000000'
                : c.format === 'date-time'
                  ? new Date().toISOString()
                  : c.format === 'email'
                    ? 'iso@example.com'
                    : 'x';
  }
  return out;
}

let app: FastifyInstance;
let ops: Operation[];
let memberA: Record<string, string>;
let member2A: Record<string, string>;
let adminA: Record<string, string>;
let idsA: Ids;
let idsB: Ids;
const leaks: string[] = [];

async function seed(tenantId: 'ota' | 'psa', mark: string): Promise<Ids> {
  const owner = await buildUser(app, {
    tenantId,
    email: `${mark}-owner-${tenantId}@example.com`,
    firstName: mark,
  });
  const community = await buildCommunity(app, {
    tenantId,
    name: `${mark} community`,
    alias: `${mark}-c-${tenantId}`,
  });
  await addMember(app, community.id, owner.id, { tenantId });
  const post = await buildPost(app, community.id, owner.id, { tenantId, title: `${mark} post` });
  const [comment] = await app.database.db
    .insert(postComments)
    .values({ tenantId, postId: post.id, body: `${mark} comment`, createdByUserId: owner.id })
    .returning();
  const meeting = await buildMeeting(app, community.id, { tenantId, name: `${mark} meeting` });
  const event = await buildEvent(app, { tenantId, title: `${mark} event` });
  return {
    user: owner.id,
    community: community.id,
    post: post.id,
    comment: comment!.id,
    meeting: meeting.id,
    event: String(event.event.id),
  };
}

beforeAll(async () => {
  app = await buildTestApp();
  // Tenant psa: every row carries the marker; tenant ota: the member's own rows.
  idsB = await seed('psa', MARK);
  await signIn(app, `${MARK}-owner-psa@example.com`, 'psa');
  idsA = await seed('ota', 'own');
  await buildUser(app, { email: 'iso-member2@example.com' });
  await buildUser(app, { email: 'iso-admin@example.com', role: 1 });
  memberA = (await signIn(app, 'own-owner-ota@example.com')).headers;
  member2A = (await signIn(app, 'iso-member2@example.com')).headers;
  adminA = (await signIn(app, 'iso-admin@example.com')).headers;
  await app.ready();
  ops = listOperations(app);
}, 60_000);
afterAll(async () => app.close());

/** Sends one operation; records a leak when a tenant-ota caller's answer carries psa's marker. */
async function send(op: Operation, headers: Record<string, string>, ids: Ids) {
  const url = urlOf(op, (name, schema) => idFor(op, name, schema, ids));
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const res = await app.inject({
    method: op.method,
    url,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: JSON.stringify(neutralBody(op.body)) } : {}),
  });
  if (headers.host === hostOf('ota') && res.body.includes(MARK))
    leaks.push(`${op.key} as ${headers.authorization ? 'signed in' : 'anonymous'}: ${res.statusCode}`);
  return res;
}

const ok = (status: number) => status >= 200 && status < 300;

describe('isolation over every OpenAPI operation', () => {
  it('the callers and ids are live (the owner and the admin get 2xx where they may)', async () => {
    const byKey = (key: string) => ops.find((op) => op.key === key)!;
    expect((await send(byKey('GET /api/v1/community/post/{id}'), memberA, idsA)).statusCode).toBe(200);
    expect((await send(byKey('GET /api/event/{id}'), memberA, idsA)).statusCode).toBe(200);
    expect((await send(byKey('GET /api/v1/community/{id}'), memberA, idsA)).statusCode).toBe(200);
    expect((await send(byKey('GET /api/admin/events/{id}'), adminA, idsA)).statusCode).toBe(200);
    expect((await send(byKey('GET /api/v1/community/{id}'), memberA, idsB)).statusCode).toBe(404);
  });

  it('without a token only public operations answer 2xx', async () => {
    const open: string[] = [];
    for (const op of ops) {
      if (PUBLIC.has(op.key)) continue;
      const res = await send(op, { host: hostOf('ota') }, idsA);
      if (ok(res.statusCode)) open.push(`${op.key}: ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  }, 60_000);

  it("a token of tenant ota gets no 2xx on tenant psa's host", async () => {
    const open: string[] = [];
    for (const op of ops) {
      if (PUBLIC.has(op.key)) continue;
      for (const headers of [memberA, adminA]) {
        const res = await send(op, { ...headers, host: hostOf('psa') }, idsB);
        if (ok(res.statusCode)) open.push(`${op.key}: ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  }, 60_000);

  it("tenant psa's ids answer no 2xx to tenant ota's member and admin", async () => {
    const open: string[] = [];
    for (const op of ops) {
      if (PUBLIC.has(op.key) || OWN_ROWS_BY_ID.has(op.key)) continue;
      // Only operations where a path parameter names one of psa's rows.
      const named = op.templateParams.some((n) => {
        const schema = op.pathParams.find((p) => p.name === n)?.schema ?? {};
        return idFor(op, n, schema, idsB) !== neutralValue(schema);
      });
      if (!named) continue;
      for (const headers of [memberA, adminA]) {
        const res = await send(op, headers, idsB);
        if (ok(res.statusCode)) open.push(`${op.key}: ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  }, 60_000);

  it('a member gets no 2xx on admin operations', async () => {
    const open: string[] = [];
    for (const op of ops) {
      if (!/\/admin\//.test(op.path)) continue;
      const res = await send(op, memberA, idsA);
      if (ok(res.statusCode)) open.push(`${op.key}: ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  }, 60_000);

  it("another member's post, comment and account answer no 2xx except the allowed actions", async () => {
    const open: string[] = [];
    for (const op of ops) {
      if (ON_OTHERS.has(op.key) || /\/admin\//.test(op.path)) continue;
      const names = op.templateParams;
      if (!names.some((n) => ['id', 'pid', 'postId', 'commentId', 'userId'].includes(n))) continue;
      if (!/\/post\/|\/users\//.test(op.path)) continue;
      const res = await send(op, member2A, idsA);
      if (ok(res.statusCode)) open.push(`${op.key}: ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  }, 60_000);

  it("no answer to a caller of tenant ota carries tenant psa's data", async () => {
    for (const op of ops) for (const headers of [memberA, adminA]) await send(op, headers, idsA);
    expect(leaks).toEqual([]);
  }, 60_000);
});
