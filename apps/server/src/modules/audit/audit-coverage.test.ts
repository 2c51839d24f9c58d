/**
 * "Every staff write route of the OpenAPI document leaves an audit record" (issue 39 point 3 "Done when"):
 * walks every write operation of the served document as a global Admin, with real ids of a community,
 * an event and a user where the path names them and bodies filled from the documented schema; every staff write
 * (`isStaffWrite`) that succeeds must leave a record naming its action (and, for a path with parameters, its
 * target id) under the request's id. Every write operation of the document must be classified: a staff write,
 * or a reviewed member or public write (below), so a new route cannot slip past the log unnoticed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildCommunity } from '../../../test/factories/communities';
import { buildEvent } from '../../../test/factories/events';
import { listOperations, neutralValue, urlOf, type JsonSchema } from '../../../test/openapi';
import { auditLog } from '../../db/schema/index';
import { isStaffWrite } from '../../lib/audit';

/** Writes that are not staff writes: a member's own data, sign-in flows, and POST reads of staff screens. */
const NOT_STAFF =
  /^(POST|PUT|PATCH|DELETE) \/api\/(v1\/(auth|account|community|news|resources|announcements)\/|user\/|User|event\/|ticket\/|cart\/|membership\/|waitlist\/|favourite\/|engagement\/|calendar\/)|^POST \/api\/v1\/admin\/community\/\{id\}\/getlist|^POST \/api\/admin\/import\/(preview|dry-run)$/;

/**
 * Staff writes the walk's generated requests complete (the others answer 400/404 to its generic bodies and
 * ids and change nothing): a floor, so the walk keeps exercising real writes.
 */
const MIN_SUCCESSES = 8;

let app: FastifyInstance;
let headers: Record<string, string>;
const ids: Record<string, string> = {};

/** A body value for a property schema: enums' first, formats', else neutral. */
function valueOf(s: JsonSchema): unknown {
  const c = s.anyOf?.find((b) => b.type !== 'null') ?? s.oneOf?.find((b) => b.type !== 'null') ?? s;
  if (c.default !== undefined) return c.default;
  if (c.enum?.length) return c.enum[0];
  const t = Array.isArray(c.type) ? c.type[0] : c.type;
  if (t === 'integer' || t === 'number') return Math.max(1, c.minimum ?? 1);
  if (t === 'boolean') return true;
  if (t === 'array') return [];
  if (t === 'object' || c.properties) return fill(c);
  if (c.format === 'uuid') return ids.userId;
  if (c.format === 'date-time') return new Date(Date.now() + 864e5).toISOString();
  if (c.format === 'date') return new Date(Date.now() + 864e5).toISOString().slice(0, 10);
  if (c.format === 'email') return 'audit-walk@example.com';
  return `Audit walk ${Math.random().toString(36).slice(2, 8)}`;
}
function fill(body: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(body.properties ?? {})) out[name] = valueOf(s);
  return out;
}

beforeAll(async () => {
  app = await buildTestApp();
  const admin = await buildUser(app, { role: 1 });
  headers = (await signIn(app, admin.email)).headers;
  const other = await buildUser(app, { role: 0 });
  const community = await buildCommunity(app);
  const event = await buildEvent(app);
  Object.assign(ids, { userId: other.id, communityId: String(community.id) });
  ids.eventId = String(event.event.id);
}, 60_000);
afterAll(async () => app?.close());

describe('every staff write of the OpenAPI document leaves an audit record', () => {
  it('classifies every write operation and records every successful staff write', async () => {
    const ops = listOperations(app).filter((op) => op.method !== 'GET');
    const pattern = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
    const unclassified = ops.filter(
      (op) => !isStaffWrite(op.method, pattern(op.path)) && !NOT_STAFF.test(op.key),
    );
    expect(unclassified.map((op) => op.key)).toEqual([]);

    const rank = (key: string) =>
      key === 'DELETE /api/v1/admin/community/{id}' ? 2 : key.startsWith('DELETE') ? 1 : 0;
    // Deletes last: the community and event they remove are the others' targets.
    const staff = ops
      .filter((op) => isStaffWrite(op.method, pattern(op.path)))
      .sort((a, b) => rank(a.key) - rank(b.key));
    const missing: string[] = [];
    const succeeded: string[] = [];
    for (const [n, op] of staff.entries()) {
      const url = urlOf(op, (name, schema) => {
        if (name === 'userId') return ids.userId!;
        if (name === 'id' && op.path.includes('/users/')) return ids.userId!;
        if (name === 'id' && op.path.includes('/events/')) return ids.eventId!;
        if ((name === 'id' || name === 'cid') && op.path.includes('/community/{')) return ids.communityId!;
        return neutralValue(schema);
      });
      const requestId = `audit-walk-${n}-${Date.now()}`;
      const res = await app.inject({
        method: op.method,
        url,
        headers: { ...headers, 'x-request-id': requestId },
        ...(op.body ? { payload: fill(op.body) } : {}),
      });
      if (res.statusCode >= 300) {
        if (process.env.AUDIT_WALK_DEBUG) console.log(op.key, res.statusCode, res.body.slice(0, 160));
        continue;
      }
      succeeded.push(op.key);
      const [record] = await app.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
      const action = `${op.method} ${pattern(op.path)}`;
      const named = record && (record.action === action || !record.action.includes(' '));
      const targeted = !op.templateParams.length || !!record?.targetId;
      if (!named || !targeted)
        missing.push(`${op.key} (${res.statusCode}): ${JSON.stringify(record ?? null)}`);
    }
    expect(missing).toEqual([]);
    // The walk must reach real writes across the areas, not only refusals.
    expect(succeeded.length, succeeded.join('\n')).toBeGreaterThanOrEqual(MIN_SUCCESSES);
  }, 120_000);
});
