/**
 * Platform behaviour: configuration validation, tenant resolution from the host (spec 000 §1), health,
 * OpenAPI docs, request ids, unknown tenants and the web app's index with the tenant inlined.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadEnv } from './config/env';
import { resolveTenantId } from './plugins/tenant';
import {
  BOOT_LOADER_CSP_SOURCE,
  BOOT_LOADER_SCRIPT,
  deferAppLoading,
  deferEntryStyles,
  FIRST_REQUESTS_MAX_BYTES,
  inlineLogo,
  readFirstRequestsScript,
} from './plugins/web';
import { escapeHtml } from './lib/html-escape';
import { buildApp } from './app';
import { freshDatabase, TEST_SECRET } from '../test/helper';

describe('loadEnv', () => {
  it('lists every invalid variable at once', () => {
    expect(() => loadEnv({ PORT: 'abc', DEFAULT_TENANT: 'xyz', AUTH_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DEFAULT_TENANT[\s\S]*AUTH_SECRET must be at least 32 characters/,
    );
  });
  it('applies the defaults PORT 3000 and DATA_DIR ./data', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(env.DEFAULT_TENANT).toBe('ota');
  });
  it('rejects TENANT_HOSTS entries naming unknown tenants', () => {
    expect(() => loadEnv({ TENANT_HOSTS: 'a.example=nope' })).toThrow(/TENANT_HOSTS/);
  });
});

describe('resolveTenantId', () => {
  const env = loadEnv({ TENANT_HOSTS: 'members.psa.example=psa', DEFAULT_TENANT: 'ota' });
  it.each([
    ['members.psa.example', 'psa'],
    ['MEMBERS.PSA.EXAMPLE:443', 'psa'],
    ['lca.localhost:3000', 'lca'],
    ['actls.localhost', 'actls'],
    ['localhost:3000', 'ota'],
    ['unknown.example', 'ota'],
  ])('%s → %s', (host, tenant) => expect(resolveTenantId(host, env)).toBe(tenant));
  it('gives null when no default is set', () => {
    expect(resolveTenantId('unknown.example', loadEnv({ DEFAULT_TENANT: '' }))).toBeNull();
  });
});

/** The psa logo of the app's built web folder (a fixture), with a character that needs URL encoding. */
const PSA_LOGO = '<svg xmlns="http://www.w3.org/2000/svg"><title>PSA & co</title></svg>';

/** The first-requests script of the fixture build. */
const FIRST_REQUESTS_CODE = 'var portalFirstRequests=(function(){fetch("/api/v1/account")})();';

describe('the app', () => {
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<html><head><title>Portal</title><!--portal-config-->' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    // A tenant logo of the build, which the boot screen carries inline.
    fs.mkdirSync(path.join(webDir, 'tenants', 'psa'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'tenants', 'psa', 'logo.svg'), PSA_LOGO);
    // The build's first-requests script, which the signed-in first pages carry inline.
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(path.join(webDir, '.vite', 'first-requests.js'), `${FIRST_REQUESTS_CODE}\n`);
    const env = loadEnv({
      NODE_ENV: 'test',
      AUTH_SECRET: TEST_SECRET,
      DEFAULT_TENANT: '',
      WEB_DIST_DIR: webDir,
      DATA_DIR: webDir,
    });
    // A built asset with the copies scripts/precompress.mjs writes beside it.
    const asset = 'console.log("the entry");\n'.repeat(100);
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), asset);
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc.js.br'), zlib.brotliCompressSync(asset));
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc.js.gz'), zlib.gzipSync(asset));
    app = await buildApp({ env, database: await freshDatabase(), ownsDatabase: true, logger: false });
  });
  afterAll(async () => app.close());

  it('sends an asset precompressed to browsers that accept it, cached for a year, and plain to others', async () => {
    const get = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/index-abc.js',
        headers: { host: 'ota.localhost', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('the entry');
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('the entry');
  });

  it('GET /api/health checks the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('sends the security headers (helmet) on pages, API answers and errors', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/events', 200],
      ['/api/no-such-path', 404],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    }
  });

  it('compresses answers of 1 kB and more for browsers that accept it (brotli, else gzip), not smaller ones', async () => {
    // Issue 37 point 5: a phone downloaded the API's JSON as it is.
    const plain = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });

  it('echoes a request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-req' },
    });
    expect(res.headers['x-request-id']).toBe('abc12345-req');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/sign-in', '/api/v1/account']),
    );
  });

  it('inlines the host’s tenant into index.html for any app route', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/account/sign-in?redirectTo=%2F',
      headers: { host: 'psa.localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('{"projectName":"psa"}');
    expect(res.body).toContain('<title>PSA Connect</title>');
    expect(res.body).toContain('/tenants/psa/favicon.svg');
    // The boot screen: the tenant's logo in #root until the app renders, inline (the build's SVG file).
    const src = escapeHtml(`data:image/svg+xml,${encodeURIComponent(PSA_LOGO)}`);
    expect(res.body).toContain(
      `<div id="root"><div aria-busy="true" style="padding:48px 32px"><img src="${src}" alt=""`,
    );
    // The entry stylesheet does not block that first paint (deferEntryStyles).
    expect(res.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/index-abc.css" data-portal-styles>',
    );
    expect(res.body).not.toContain('rel="stylesheet"');
    // The app loads after the first paint (deferAppLoading): nothing of it in <head>, its tags parked in a
    // template, and the page's one inline script allowed by the CSP's hash of exactly its text.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]*src=|modulepreload|rel="preload"/);
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([BOOT_LOADER_SCRIPT]);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}' `);
  });

  it("carries the first-requests script inline on the signed-in first pages only, allowed by the CSP's hash", async () => {
    // Issue 37 point 5: the dashboard, news and Discover events send their first requests from the HTML.
    const hash = `'sha256-${createHash('sha256').update(FIRST_REQUESTS_CODE).digest('base64')}'`;
    for (const url of ['/', '/news', '/news/', '/events/discover/all', '/events/discover/cpd?keyword=x']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'ota.localhost' } });
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline, url).toEqual([BOOT_LOADER_SCRIPT, FIRST_REQUESTS_CODE]);
      expect(String(res.headers['content-security-policy'])).toContain(
        `script-src 'self' ${BOOT_LOADER_CSP_SOURCE} ${hash};`,
      );
    }
    for (const [url, host] of [
      ['/account/sign-in', 'ota.localhost'],
      ['//', 'ota.localhost'],
      ['/news/details/1', 'ota.localhost'],
      ['/events/discover', 'ota.localhost'],
      ['/communities', 'ota.localhost'],
      ['/news', 'elsewhere.example'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { host } });
      expect(res.body, url).not.toContain(FIRST_REQUESTS_CODE);
    }
  });

  it('reads the first-requests script only when small and unable to end or hide itself in the page', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    const write = (code: string) => fs.writeFileSync(path.join(dist, '.vite', 'first-requests.js'), code);
    expect(readFirstRequestsScript(dist)).toBeNull();
    write('fetch("/api/v1/account");\n');
    expect(readFirstRequestsScript(dist)).toEqual({
      code: 'fetch("/api/v1/account");',
      cspSource: `'sha256-${createHash('sha256').update('fetch("/api/v1/account");').digest('base64')}'`,
    });
    for (const code of [
      'a="</script><script>alert(1)//"',
      'a="<!--"',
      `a="${'x'.repeat(FIRST_REQUESTS_MAX_BYTES)}"`,
    ]) {
      write(code);
      expect(readFirstRequestsScript(dist), code.slice(0, 20)).toBeNull();
    }
    expect(readFirstRequestsScript(null)).toBeNull();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('inlines only a small tenant SVG logo of the build, and nothing outside it', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'tenants', 'ota'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'tenants', 'ota', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    fs.writeFileSync(path.join(dist, 'tenants', 'ota', 'big.svg'), `<svg>${' '.repeat(5000)}</svg>`);
    fs.writeFileSync(path.join(dist, 'secret.svg'), '<svg>secret</svg>');
    expect(inlineLogo(dist, '/tenants/ota/logo.svg')).toBe(
      `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    );
    for (const url of [
      '/tenants/ota/big.svg',
      '/tenants/ota/missing.svg',
      '/tenants/../secret.svg',
      '/tenants/ota/../../secret.svg',
      '/tenants/ota/logo.png',
      'https://elsewhere.example/tenants/ota/logo.svg',
    ])
      expect(inlineLogo(dist, url), url).toBe(url);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('defers the entry stylesheets so the boot screen paints without waiting for them', () => {
    const template =
      '<head><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-B2_c.css"></head>' +
      '<link rel="stylesheet" href="https://elsewhere.example/x.css">';
    expect(deferEntryStyles(template)).toBe(
      '<head><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
        '<link rel="preload" as="style" crossorigin href="/assets/index-B2_c.css" data-portal-styles></head>' +
        '<link rel="stylesheet" href="https://elsewhere.example/x.css">',
    );
  });

  it("parks the app's script, stylesheet and preloads until after the first paint, in their order", () => {
    const template =
      '<head><title>t</title><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
      '<link rel="preload" as="style" crossorigin href="/assets/index-B2_c.css" data-portal-styles>' +
      '<link rel="modulepreload" crossorigin href="/assets/Home-C3.js"></head>' +
      '<body><div id="root"></div></body>';
    expect(deferAppLoading(template)).toBe(
      '<head><title>t</title></head><body><div id="root"></div><template id="portal-deferred">' +
        '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
        '<link rel="preload" as="style" crossorigin href="/assets/index-B2_c.css" data-portal-styles>' +
        '<link rel="modulepreload" crossorigin href="/assets/Home-C3.js">' +
        `</template><script>${BOOT_LOADER_SCRIPT}</script></body>`,
    );
    // Nothing to load (no build's tags; a script from elsewhere stays where it is): unchanged.
    const other = '<head><script src="https://elsewhere.example/x.js"></script></head><body></body>';
    expect(deferAppLoading(other)).toBe(other);
  });

  it('gives an unknown host no tenant: null project name in the page, 404 on the API', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { host: 'elsewhere.example' } });
    expect(page.body).toContain('{"projectName":null}');
    expect(page.body).toContain('<div id="root"></div>');
    const api = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { host: 'elsewhere.example' },
      payload: { email: 'a@b.co', password: 'xx' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Unknown tenant');
  });

  it('answers unknown API paths with a JSON 404, not the page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { host: 'ota.localhost' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().statusCode).toBe(404);
  });
});
