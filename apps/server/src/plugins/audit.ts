/**
 * The audit layer (issue 39 point 3, docs/audit-log.md): every successful staff write leaves a record in
 * `audit_log`. A staff write is a write route under the staff prefixes (`lib/audit.ts` `isStaffWrite`) or
 * any write of an impersonated session. Services that record their write in its own transaction
 * (`recordAudit(tx, ctx.audit, …)`, with before and after) mark the request; for every other staff write this
 * plugin records the route's action, the target from its path parameters (or the created row's id) and the
 * validated body's fields as `after` values, before the answer leaves (`onSend`). Impersonation start (sign-in
 * with an administrator's grant) and end (signing out of an impersonated session) are named records.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { recordAudit, type AuditEntry, type AuditSource } from '../db/audit';
import { users } from '../db/schema/index';
import { auditAction, auditTarget, changesOfBody, isStaffWrite } from '../lib/audit';
import { requireScope } from './tenant';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who writes, from where, and whether a service already recorded the write (`auditSourceOf`). */
    auditSource: AuditSource | null;
  }
}

const SIGN_IN = 'POST /api/v1/auth/sign-in';
/** Routes that end a session: signing out of an impersonated session ends the impersonation. */
const SIGN_OUTS = new Set([
  'POST /api/v1/auth/sign-out',
  'POST /api/v1/auth/logout',
  'DELETE /api/v1/auth/session',
]);

/** The request's audit source (made once per request): actor, impersonator, address, id and route action. */
export function auditSourceOf(request: FastifyRequest): AuditSource {
  const pattern = request.routeOptions.url ?? request.url;
  request.auditSource ??= {
    actorId: request.actor?.id ?? null,
    impersonatorId: request.impersonatorId ?? null,
    ip: request.ip ?? null,
    requestId: request.id,
    action: auditAction(request.method, pattern),
    target: auditTarget(pattern, request.params, null),
    recorded: false,
  };
  return request.auditSource;
}

/** The answer's JSON body, when it is one (a created row's id names the target). */
function parsed(payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

/** The generic record of a finished request, or null when it is no staff write (or failed). */
async function entryOf(
  request: FastifyRequest,
  status: number,
  payload: unknown,
): Promise<AuditEntry | null> {
  if (status >= 400 || !request.tenant) return null;
  const pattern = request.routeOptions.url;
  if (!pattern) return null;
  const key = auditAction(request.method, pattern);
  const body = request.body as Record<string, unknown> | undefined;
  if (key === SIGN_IN && body && typeof body.impersonatorId === 'string' && typeof body.email === 'string') {
    const [user] = await requireScope(request)
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, body.email.toLowerCase()))
      .limit(1);
    const source = auditSourceOf(request);
    source.actorId = body.impersonatorId;
    return { action: 'impersonation.start', targetType: 'user', targetId: user?.id ?? null };
  }
  if (SIGN_OUTS.has(key) && request.impersonatorId && request.actor)
    return { action: 'impersonation.end', targetType: 'user', targetId: request.actor.id };
  if (!isStaffWrite(request.method, pattern) && !(request.impersonatorId && request.method !== 'GET'))
    return null;
  if (request.method === 'HEAD' || request.method === 'OPTIONS' || request.method === 'GET') return null;
  const target = auditTarget(pattern, request.params, parsed(payload));
  return { targetType: target.type, targetId: target.id, changes: changesOfBody(request.body) };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auditSource', null);
    const record = async (request: FastifyRequest, status: number, payload: unknown) => {
      try {
        const entry = await entryOf(request, status, payload);
        if (entry) await recordAudit(requireScope(request), auditSourceOf(request), entry);
      } catch (err) {
        // The write has committed; its answer stands. The lost record is loud in the log.
        request.log.error({ err, action: request.routeOptions.url }, 'audit record failed');
      }
    };
    // A callback hook, so that reads (most answers) pass without a promise (issue 37, docs/benchmarks.md stop 59).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.auditSource?.recorded)
        return done(null, payload);
      void record(request, reply.statusCode, payload).then(() => done(null, payload));
    });
  },
  { name: 'audit', dependencies: ['tenant', 'auth', 'db'] },
);
