/**
 * `requestContext` (plugins/auth.ts, issue 37 stop 59): the audit source and the origin are worked out only when
 * a service reads them — a signed-in read leaves the request's audit source unmade — and then hold the same
 * values as before (the request's actor, id and route; the tenant's configured origin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AuditSource } from '../db/audit';
import { buildTestApp } from '../../test/helper';
import { buildUser, signIn } from '../../test/factories/users';
import { requestContext } from './auth';

let app: FastifyInstance;
/** Per URL: the request's audit source when the answer left (null: never made). */
const sources = new Map<string, AuditSource | null>();
/** The context a test route built, read after its answer. */
let seen: { ctx: ReturnType<typeof requestContext>; auditBefore: AuditSource | null } | undefined;

beforeAll(async () => {
  app = await buildTestApp();
  app.addHook('onResponse', async (request) => {
    sources.set(request.url, request.auditSource ?? null);
  });
  app.get('/api/test/request-context', { preHandler: app.authenticate }, async (request) => {
    const ctx = requestContext(request);
    seen = { ctx, auditBefore: request.auditSource ?? null };
    return { ok: true };
  });
});
afterAll(async () => app?.close());

describe('requestContext (issue 37 stop 59)', () => {
  it('makes no audit source for a signed-in read', async () => {
    const user = await buildUser(app);
    const { headers } = await signIn(app, user.email);
    const url = '/api/v1/community/post/feed?page=1&pageSize=20';
    expect((await app.inject({ url, headers })).statusCode).toBe(200);
    expect(sources.has(url)).toBe(true);
    expect(sources.get(url)).toBeNull();
  });

  it('works out the audit source and the origin when read, with the same values as before', async () => {
    const user = await buildUser(app);
    const { headers } = await signIn(app, user.email);
    const res = await app.inject({ url: '/api/test/request-context', headers });
    expect(res.statusCode).toBe(200);
    expect(seen!.auditBefore).toBeNull();
    const audit = seen!.ctx.audit;
    expect(audit).toMatchObject({ actorId: user.id, impersonatorId: null, recorded: false });
    expect(audit.requestId).toBe(res.headers['x-request-id']);
    // Made once per request: the same object on every read.
    expect(seen!.ctx.audit).toBe(audit);
    expect(seen!.ctx.origin).toBe(app.originOf('ota'));
  });
});
