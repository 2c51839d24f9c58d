/**
 * Secrets never in logs (issue 35 point 2, plugins/log-redaction.ts): every secret-bearing body field of the
 * contracts (passwords, codes, tokens) and every secret-bearing query parameter the portal uses (the spec's
 * `/account/impersonate?username&password&impersonatorId`, reset links, signed URLs) is fed to the redaction and
 * sent in real requests to an app whose pino output is captured line by line; no secret value may appear.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { tenants } from '../db/schema/index';
import { freshDatabase, hostOf, TEST_SECRET } from '../../test/helper';
import { buildUser, signIn } from '../../test/factories/users';
import { REDACTED, redactUrl } from '../plugins/log-redaction';

/** Secret-bearing body fields of packages/contracts (grep password|code|token|secret). */
const BODY_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'meetingPassword',
  'code',
  'token',
  'accessToken',
];
/** Secret-bearing query parameters: impersonation, reset links, signed URLs, the retired access_token. */
const QUERY_PARAMS = ['username', 'password', 'impersonatorId', 'token', 'userId', 'u', 'sig', 'signature'];
const QUERY_EXTRA = ['access_token', 'code', 'secret', 'key', 'api_key', 'requestId', 'email'];

const secret = (name: string) => `s3cret-${name}-${crypto.randomBytes(6).toString('hex')}`;

describe('redactUrl (issue 35 point 2)', () => {
  it('redacts the value of every secret-bearing query parameter and keeps paging and sizes', () => {
    for (const name of [...QUERY_PARAMS, ...QUERY_EXTRA]) {
      const value = secret(name);
      const out = redactUrl(`/account/impersonate?page=2&${name}=${value}&width=80`);
      expect(out, name).toBe(`/account/impersonate?page=2&${name}=${REDACTED}&width=80`);
    }
    expect(redactUrl('/api/x')).toBe('/api/x');
    expect(redactUrl('Route GET:/x?password=hunter2&PAGE=1 not found')).toBe(
      `Route GET:/x?password=${REDACTED}&PAGE=1 not found`,
    );
  });

  it('redacts JSON-looking secret fields inside messages', () => {
    for (const name of BODY_FIELDS) {
      const value = secret(name);
      const out = redactUrl(`Unexpected token in {"email":"a@b.c","${name}": "${value}"}`);
      expect(out, name).not.toContain(value);
      expect(out).toContain('"a@b.c"');
    }
  });
});

describe('the log of real requests (issue 35 point 2)', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  const secrets: string[] = [];
  const s = (name: string) => {
    const value = secret(name);
    secrets.push(value);
    return value;
  };

  beforeAll(async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-log-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    const database = await freshDatabase();
    await database.db
      .insert(tenants)
      .values(['ota', 'psa', 'lca', 'actls'].map((id) => ({ id, name: id.toUpperCase() })));
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: path.join(os.tmpdir(), 'portal-test'),
        AUTH_SECRET: TEST_SECRET,
        DEFAULT_TENANT: 'ota',
        LOG_LEVEL: 'trace',
        WEB_DIST_DIR: webDir,
        RATE_LIMIT_IP: '1000',
      }),
      database,
      ownsDatabase: true,
      serveWeb: true,
      logger: { level: 'trace', stream },
    });
  });
  afterAll(async () => app.close());

  it('carries no password, code, token, cookie or signed-URL value of any request', async () => {
    const member = await buildUser(app, { email: 'logged@example.com' });
    const { headers } = await signIn(app, member.email);
    const ota = { host: hostOf('ota') };
    const bearer = { ...ota, authorization: `Bearer ${s('bearer')}`, cookie: `session=${s('cookie')}` };
    const requestId = crypto.randomUUID();
    const calls: InjectOptions[] = [
      // The spec's auto-login page (SPA fallback) and the reset link, as a browser asks for them.
      {
        url: `/account/impersonate?username=${s('username')}%40example.com&password=${s('password')}&impersonatorId=${s('impersonator')}`,
        headers: ota,
      },
      { url: `/account/reset-password?token=${s('reset-token')}&userId=${member.id}`, headers: ota },
      {
        url: `/api/content/assets/${crypto.randomUUID()}?u=${s('u')}&expires=1&sig=${s('sig')}`,
        headers: ota,
      },
      { url: `/api/no-such-route?access_token=${s('access-token')}&code=${s('query-code')}`, headers: ota },
      { url: '/api/v1/account', headers: bearer },
      {
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: bearer,
        payload: { email: member.email, password: s('sign-in-password') },
      },
      {
        method: 'POST',
        url: '/api/v1/auth/request-one-time-login-code',
        headers: ota,
        payload: { email: member.email, password: s('code-password') },
      },
      {
        method: 'POST',
        url: '/api/v1/auth/login-with-code',
        headers: ota,
        payload: { email: member.email, code: s('login-code'), requestId },
      },
      {
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        headers: ota,
        payload: { token: s('body-token'), password: s('reset-password'), userId: member.id },
      },
      {
        method: 'POST',
        url: '/api/v1/account/change-password',
        headers,
        payload: {
          currentPassword: s('current'),
          newPassword: `A1!${s('new')}`,
          confirmPassword: `A1!${s('confirm')}`,
        },
      },
      {
        method: 'POST',
        url: '/api/User/confirm-email',
        headers,
        payload: { email: 'new@example.com', code: s('confirm-code'), requestId },
      },
      // A malformed body: the parser's message quotes the text around the error.
      {
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { ...ota, 'content-type': 'application/json' },
        payload: `{"email":"a@b.co","password":"${s('malformed')}" x}`,
      },
      // The value far from its name: the parser's quote would start inside the secret.
      {
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { ...ota, 'content-type': 'application/json' },
        payload: `{"email":"a@b.co","password":                    ${s('unquoted')}}`,
      },
      // Input the guard refuses (NUL) and an e-mail the schema refuses.
      {
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: ota,
        payload: { email: member.email, password: `${s('nul-password')}\u0000` },
      },
      {
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        headers: ota,
        payload: { email: `${s('bad-email')}` },
      },
    ];
    for (const call of calls) await app.inject(call);
    // What a route or plugin might log by mistake: a parse error quoting a body, an object with secrets.
    let parseError: unknown;
    try {
      JSON.parse(`{"password":                    ${s('parse-error')}}`);
    } catch (error) {
      parseError = error;
    }
    app.log.error({ err: parseError }, 'parse failed');
    const fields = Object.fromEntries(BODY_FIELDS.map((name) => [name, s(`field-${name}`)]));
    app.log.info({ body: fields, headers: { authorization: s('header'), cookie: s('cookie2') }, ...fields });
    app.log.warn(`fetched /account/impersonate?password=${s('message')}`);
    const log = lines.join('');
    expect(log).toContain('/account/impersonate?username=[REDACTED]&password=[REDACTED]');
    expect(log).toContain('/api/v1/auth/sign-in');
    for (const value of secrets) expect(log, value).not.toContain(value);
    expect(log).not.toMatch(/s3cret-/);
  });
});
