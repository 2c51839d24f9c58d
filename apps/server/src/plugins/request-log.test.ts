/**
 * The per-request log line (plugins/log-redaction.ts `RequestLogController`, issue 37 stop 59): a request that
 * succeeded is logged by a sibling of the request logger without `redact` paths — these tests pin that its line
 * is byte for byte the line the redacting request logger writes for the same fields, that a failed request still
 * keeps its secrets out (the error through the redacting logger), and that a route's `logLevel` is obeyed.
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { REDACTED, RequestLogController, redactUrl, redactingLoggerOptions } from './log-redaction';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare app with the portal's logger options and log controller; its log lines, parsed as text. */
function build() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const fastify = Fastify({
    logger: { level: 'info', stream, ...redactingLoggerOptions },
    logController: new RequestLogController(),
  });
  // The line the redacting request logger writes for the same fields (`ms` 0: compared with the time masked).
  fastify.get('/twin', async (request) => {
    request.log.info(
      { method: request.method, url: redactUrl(request.url), status: 200, ms: 0 },
      'request completed',
    );
    return { ok: true };
  });
  fastify.get('/fails', async () => {
    throw new Error('broken at /fails?password=hunter2');
  });
  fastify.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
  app = fastify;
  return { fastify, lines };
}

const masked = (line: string) => line.replace(/"time":\d+/, '"time":0').replace(/"ms":[\d.e-]+/, '"ms":0');

describe('RequestLogController (issue 37 stop 59)', () => {
  it("writes a successful request's line with the same bytes as the redacting request logger", async () => {
    const { fastify, lines } = build();
    const res = await fastify.inject({ url: '/twin?page=2&token=s3cret&sort=name' });
    expect(res.statusCode).toBe(200);
    const completed = lines.filter((line) => line.includes('"msg":"request completed"'));
    expect(completed).toHaveLength(2);
    const [twin, line] = completed.map(masked);
    expect(line).toBe(twin);
    expect(line).toMatch(/"hostname":"[^"]*","reqId":"[^"]+","method":"GET",/);
    expect(line).toContain(`"url":"/twin?page=2&token=${REDACTED}&sort=name"`);
    expect(line).not.toContain('s3cret');
    // The key order of Fastify's request logger: bindings (reqId) first, then the line, then the message.
    expect(Object.keys(JSON.parse(line!))).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'method',
      'url',
      'status',
      'ms',
      'msg',
    ]);
  });

  it("keeps secrets out of a failed request's lines (the error through the redacting logger)", async () => {
    const { fastify, lines } = build();
    const res = await fastify.inject({ url: '/fails?token=s3cret' });
    expect(res.statusCode).toBe(500);
    const errorLine = lines.find((line) => line.includes('"err":'));
    expect(errorLine).toBeDefined();
    expect(errorLine).toContain(`broken at /fails?password=${REDACTED}`);
    const completed = lines.filter((line) => line.includes('"msg":"request completed"'));
    expect(completed).toHaveLength(1);
    expect(JSON.parse(completed[0]!)).toMatchObject({ status: 500, url: `/fails?token=${REDACTED}` });
    for (const line of lines) {
      expect(line).not.toContain('s3cret');
      expect(line).not.toContain('hunter2');
    }
  });

  it("obeys a route's logLevel: no completed line below it", async () => {
    const { fastify, lines } = build();
    expect((await fastify.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(lines.filter((line) => line.includes('request completed'))).toHaveLength(0);
  });
});
