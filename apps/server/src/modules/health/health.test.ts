/** `GET /api/health` and `GET /api/ready` (ours): up or not, and nothing else (issue 35 point 4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('GET /api/health', () => {
  it('answers ok without a token, and nothing else (no database kind)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { host: hostOf('ota') } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"status":"ok"}');
  });

  it('answers 503 when the database does not answer', async () => {
    const ping = app.database.ping;
    app.database.ping = async () => {
      throw new Error('down');
    };
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { host: hostOf('ota') } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('{"status":"error"}');
    } finally {
      app.database.ping = ping;
    }
  });
});

describe('GET /api/ready', () => {
  it('tells an anonymous caller ready and nothing else (issue 35 point 4)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready', headers: { host: hostOf('ota') } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"status":"ready"}');
  });

  it('answers not ready (503) without saying why, whether draining or the database is down', async () => {
    app.lifecycle.draining = true;
    try {
      const draining = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.body).toBe('{"status":"not ready"}');
    } finally {
      app.lifecycle.draining = false;
    }
    const ping = app.database.ping;
    app.database.ping = async () => {
      throw new Error('down');
    };
    try {
      const down = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.body).toBe('{"status":"not ready"}');
    } finally {
      app.database.ping = ping;
    }
  });
});
