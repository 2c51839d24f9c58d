/**
 * Helpers of the audit tests on PostgreSQL (issue 39 point 3, docs/audit-log.md): one request under its own
 * request id with the audit records it left, and the assertion that a successful staff write left exactly
 * one record with the route's action, the actor and the address.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/index';

/** A signed-in account: its id and the headers of its session. */
export type Who = { id: string; headers: Record<string, string> };
/** One row of `audit_log`. */
export type AuditRecord = typeof auditLog.$inferSelect;

/** `call` and `only` bound to `app`; `prefix` keeps request ids distinct between files. */
export function auditCalls(app: () => FastifyInstance, prefix: string) {
  let seq = 0;
  /** One request with its own `x-request-id`; answers the response and the records under that id. */
  async function call(
    who: Who,
    method: string,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) {
    const requestId = `${prefix}-${++seq}`;
    const res = await app().inject({
      method: method as 'POST',
      url,
      headers: { ...(headers ?? who.headers), 'x-request-id': requestId },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
    const records = await app()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.requestId, requestId))
      .orderBy(asc(auditLog.id));
    return { res, records };
  }
  /** The one record of a successful staff write (tenant `ota`, from 127.0.0.1, not impersonated). */
  function only(records: AuditRecord[], action: string, actorId: string): AuditRecord {
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({ tenantId: 'ota', actorId, action, ip: '127.0.0.1', impersonatorId: null });
    return record!;
  }
  return { call, only };
}
