/**
 * Pieces of answers that PostgreSQL assembles as JSON (issue 17 "JSON assembly in JavaScript that PostgreSQL
 * can do"; docs/benchmarks.md): the same values the JavaScript presenters give.
 */
import type { FastifyReply } from 'fastify';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `to_char` format of an ISO 8601 UTC timestamp with milliseconds, as `Date.prototype.toISOString` writes it. */
export const ISO_TIMESTAMP_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/**
 * A `timestamptz` column or expression as `toISOString()` writes it (`2026-11-23T08:00:00.000Z`; sub-millisecond
 * digits dropped, as the driver's Date drops them); NULL stays NULL.
 */
export function isoTimestampSql(value: SQL | AnyColumn): SQL {
  return sql`to_char(${value} at time zone 'UTC', ${sql.raw(`'${ISO_TIMESTAMP_FORMAT}'`)})`;
}

/**
 * `before` + the JSON texts `items` joined by commas + `after`, as one UTF-8 Buffer written in place: joining
 * 303 comments (175 kB) as a string and encoding it took ~1.8 ms, this ~0.2 ms (docs/benchmarks.md).
 */
export function jsonArrayBuffer(before: string, items: readonly string[], after: string): Buffer {
  let size = Buffer.byteLength(before) + Buffer.byteLength(after) + Math.max(items.length - 1, 0);
  for (const item of items) size += Buffer.byteLength(item);
  const out = Buffer.allocUnsafe(size);
  let at = out.write(before);
  items.forEach((item, i) => {
    if (i > 0) at += out.write(',', at);
    at += out.write(item, at);
  });
  out.write(after, at);
  return out;
}

/**
 * Answers with JSON that PostgreSQL assembled (text or UTF-8 bytes), as it is: Fastify writes a string or a
 * Buffer without running the route's response serializer, so the route's response schema documents the
 * shape (OpenAPI) and the module's tests check it against the contract.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
