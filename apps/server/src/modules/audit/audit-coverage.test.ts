/**
 * "Every staff write route of the OpenAPI document leaves an audit record" (issue 39 point 3 "Done when"):
 * every write operation of the served document must be classified (a staff write by `isStaffWrite`, or a
 * reviewed member/public write below); every staff write must have an entry in the walk tables
 * (`test/audit-walk/*-routes.ts`) — a new staff route fails this test until it is added — and each entry's
 * call, made by a global Admin after its setup made the state it needs, must succeed (2xx) and add a row to
 * the tenant's `audit_log` under the request's id, with the Admin as actor and (for a path with parameters)
 * one of the path's ids as target. Only `EXEMPT` routes (printed, with the reason) are skipped. The log
 * refuses UPDATE and DELETE of a walked record. One app, one database; ~20 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper';
import { listOperations, type Operation } from '../../../test/openapi';
import { walkContext, type WalkContext, type WalkTable } from '../../../test/audit-walk/context';
import { COMMUNITY_ROUTES } from '../../../test/audit-walk/community-routes';
import { OTHER_ROUTES } from '../../../test/audit-walk/other-routes';
import { auditLog } from '../../db/schema/index';
import { isStaffWrite } from '../../lib/audit';

/** Writes that are not staff writes: a member's own data, sign-in flows, and POST reads of staff screens. */
const NOT_STAFF =
  /^(POST|PUT|PATCH|DELETE) \/api\/(v1\/(auth|account|community|news|resources|announcements)\/|user\/|User|event\/|ticket\/|cart\/|membership\/|waitlist\/|favourite\/|engagement\/|calendar\/)|^POST \/api\/v1\/admin\/community\/\{id\}\/getlist|^POST \/api\/admin\/import\/(preview|dry-run)$/;

/**
 * Staff write routes the walk cannot call successfully, with the reason (`METHOD /openapi/{path}` → why).
 * Printed by the test; keep it empty unless a route truly needs something outside the test process.
 */
const EXEMPT: ReadonlyMap<string, string> = new Map<string, string>([]);

const TABLES: WalkTable[] = [COMMUNITY_ROUTES, OTHER_ROUTES];
const entryOf = (key: string) => TABLES.find((t) => t.has(key))?.get(key);

let app: FastifyInstance;
let ctx: WalkContext;
let staff: Operation[];

const toPattern = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
const countRows = async () =>
  (
    await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.tenantId, 'ota'))
  )[0]!.n;

beforeAll(async () => {
  app = await buildTestApp();
  ctx = await walkContext(app);
  staff = listOperations(app).filter(
    (op) => op.method !== 'GET' && isStaffWrite(op.method, toPattern(op.path)),
  );
}, 60_000);
afterAll(async () => app?.close());

describe('every staff write of the OpenAPI document leaves an audit record', () => {
  it('classifies every write operation of the document', () => {
    const unclassified = listOperations(app).filter(
      (op) => op.method !== 'GET' && !isStaffWrite(op.method, toPattern(op.path)) && !NOT_STAFF.test(op.key),
    );
    expect(unclassified.map((op) => op.key)).toEqual([]);
  });

  it('has a walk entry for every staff write route, and none for a route the document lacks', () => {
    const keys = new Set(staff.map((op) => op.key));
    expect(staff.length).toBeGreaterThan(70);
    expect(staff.filter((op) => !entryOf(op.key) && !EXEMPT.has(op.key)).map((op) => op.key)).toEqual([]);
    const stale = TABLES.flatMap((t) => [...t.keys()]).filter((key) => !keys.has(key));
    expect(stale.concat([...EXEMPT.keys()].filter((key) => !keys.has(key)))).toEqual([]);
    const exempt = [...EXEMPT].map(([key, why]) => `\n  ${key}: ${why}`).join('');
    console.info(`Audit walk: ${staff.length} staff write routes; EXEMPT: ${exempt || 'none'}`);
  });

  it('calls every staff write successfully and finds its record (actor, target, request id)', async () => {
    const failures: string[] = [];
    for (const [n, op] of staff.entries()) {
      const entry = entryOf(op.key);
      if (!entry) continue;
      const call = await entry(ctx);
      const params = call.params ?? {};
      const url =
        op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
          if (!Object.hasOwn(params, name)) throw new Error(`${op.key}: no value for {${name}}`);
          return encodeURIComponent(String(params[name]));
        }) + (call.query ? `?${call.query}` : '');
      const requestId = `audit-walk-${n}-${Date.now()}`;
      const before = await countRows();
      const res = await app.inject({
        method: op.method,
        url,
        headers: { ...ctx.admin.headers, ...call.headers, 'x-request-id': requestId },
        ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      });
      if (res.statusCode < 200 || res.statusCode >= 300) {
        failures.push(`${op.key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const after = await countRows();
      const records = await app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 'ota'), eq(auditLog.requestId, requestId)));
      const ids = op.templateParams.map((name) => String(params[name])).concat(call.target ?? []);
      const named = (targetId: string | null) =>
        !ids.length ||
        (targetId !== null &&
          // A content item is `{collection}/{id}`: a create names its collection and the new id.
          ids.some((id) => targetId === id || targetId.endsWith(`/${id}`) || targetId.startsWith(`${id}/`)));
      const mine = records.filter((r) => r.actorId === ctx.admin.id && named(r.targetId));
      if (after <= before || !mine.length)
        failures.push(`${op.key}: no record (rows ${before} → ${after}): ${JSON.stringify(records)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses to update or delete a walked record, even on the raw handle', async () => {
    const [record] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, ctx.admin.id))
      .limit(1);
    expect(record).toBeDefined();
    const refused = { cause: { message: expect.stringMatching(/append-only/) } };
    await expect(
      app.database.db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.id, record!.id)),
    ).rejects.toMatchObject(refused);
    await expect(app.database.db.delete(auditLog).where(eq(auditLog.id, record!.id))).rejects.toMatchObject(
      refused,
    );
  });
});
