/** `GET /api/health` (ours): 200 with the database kind while the database answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('GET /api/health', () => {
  it('answers ok with the database kind, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { host: hostOf('ota') } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: app.database.kind });
  });

  it('answers 503 when the database does not answer', async () => {
    const ping = app.database.ping;
    app.database.ping = async () => {
      throw new Error('down');
    };
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { host: hostOf('ota') } });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('error');
    } finally {
      app.database.ping = ping;
    }
  });
});
