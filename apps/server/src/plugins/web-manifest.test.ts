/**
 * API tests of the browser conventions served per tenant host (issue 40): the web app manifest, the
 * favicon at `/favicon.ico`, and index.html linking the manifest with `lang="en-AU"`; and the first page's
 * route chunks preloaded from index.html (issue 37 point 5, plugins/web.ts `preloadLinks`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TENANT_PROFILES } from '@portal/contracts';
import { buildApp } from '../app';
import { readFirstPagePreloads } from './web';
import { loadEnv } from '../config/env';
import { tenants } from '../db/schema/index';
import { freshDatabase, hostOf, TEST_SECRET } from '../../test/helper';

let app: FastifyInstance;
const PRELOADS = [
  { path: '^/account/sign-in/?$', files: ['assets/SignInPage-a1.js', 'assets/forms-b2.js'] },
  { path: '^/$', files: ['assets/RequireAuth-c3.js', 'assets/forms-b2.js', 'assets/HomeRoutePage-d4.js'] },
];
const PSA_ICON = '<svg xmlns="http://www.w3.org/2000/svg"><title>psa</title></svg>';

beforeAll(async () => {
  // A built web app with index.html and one tenant's favicon; the others come from apps/web/public.
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-manifest-'));
  // The web app's own index.html template (its lang is part of what is checked).
  fs.copyFileSync(path.resolve(__dirname, '../../../web/index.html'), path.join(webDir, 'index.html'));
  fs.mkdirSync(path.join(webDir, 'tenants', 'psa'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'tenants', 'psa', 'favicon.svg'), PSA_ICON);
  // What the web build writes for its first pages (apps/web/vite.config.ts firstPagePreloads).
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(path.join(webDir, '.vite', 'first-page-preloads.json'), JSON.stringify(PRELOADS));
  const database = await freshDatabase();
  await database.db
    .insert(tenants)
    .values(['ota', 'psa', 'lca', 'actls'].map((id) => ({ id, name: id.toUpperCase() })));
  app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: path.join(os.tmpdir(), 'portal-test'),
      AUTH_SECRET: TEST_SECRET,
      DEFAULT_TENANT: '',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: webDir,
    }),
    database,
    ownsDatabase: true,
    serveWeb: true,
    logger: false,
  });
});
afterAll(async () => app.close());

describe('GET /manifest.webmanifest', () => {
  it.each(['ota', 'psa', 'lca', 'actls'] as const)("is %s's own manifest, from its branding", async (id) => {
    const profile = TENANT_PROFILES[id];
    const res = await app.inject({ url: '/manifest.webmanifest', headers: { host: hostOf(id) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: profile.fullName,
      short_name: profile.displayName,
      theme_color: profile.theme.headerColor,
      background_color: '#ffffff',
      start_url: '/',
      display: 'standalone',
      lang: 'en-AU',
    });
    expect(manifest.icons[0]).toEqual({
      src: profile.faviconUrl,
      sizes: 'any',
      type: 'image/svg+xml',
      purpose: 'any',
    });
  });

  it('answers 404 for a host of no tenant', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'nobody.example' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /favicon.ico', () => {
  it("sends the tenant's icon, not a JSON 404", async () => {
    const res = await app.inject({ url: '/favicon.ico', headers: { host: hostOf('psa') } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toBe(PSA_ICON);
  });

  it("sends another tenant's icon from apps/web/public", async () => {
    const res = await app.inject({ url: '/favicon.ico', headers: { host: hostOf('lca') } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    const file = path.resolve(__dirname, '../../../web/public/tenants/lca/favicon.svg');
    expect(res.body).toBe(fs.readFileSync(file, 'utf8'));
  });
});

describe('index.html', () => {
  it('links the manifest and keeps lang="en-AU"', async () => {
    const res = await app.inject({ url: '/events', headers: { host: hostOf('actls') } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-AU">');
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(res.body).toContain(`<title>${TENANT_PROFILES.actls.displayName}</title>`);
  });
});

describe("index.html: the first page's route chunks (issue 37 point 5)", () => {
  const links = (body: string) =>
    [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("preloads the dashboard's chunks on / and the sign-in page's on /account/sign-in, with the entry after the first paint", async () => {
    const home = await app.inject({ url: '/', headers: { host: hostOf('ota') } });
    expect(home.statusCode).toBe(200);
    expect(links(home.body)).toEqual([
      '/assets/RequireAuth-c3.js',
      '/assets/forms-b2.js',
      '/assets/HomeRoutePage-d4.js',
    ]);
    // In the template the boot loader adds after the first paint (plugins/web.ts deferAppLoading), after the entry.
    const template = home.body.indexOf('<template id="portal-deferred">');
    expect(template).toBeGreaterThan(home.body.indexOf('</head>'));
    expect(home.body.indexOf('modulepreload')).toBeGreaterThan(template);
    expect(home.body.indexOf('modulepreload')).toBeLessThan(home.body.indexOf('</template>'));
    const signIn = await app.inject({
      url: '/account/sign-in?next=%2Fnews',
      headers: { host: hostOf('ota') },
    });
    expect(links(signIn.body)).toEqual(['/assets/SignInPage-a1.js', '/assets/forms-b2.js']);
  });

  it('preloads nothing on another page', async () => {
    const res = await app.inject({ url: '/events', headers: { host: hostOf('ota') } });
    expect(res.statusCode).toBe(200);
    expect(links(res.body)).toEqual([]);
  });

  it('reads only script files under assets/ from the build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-preloads-'));
    expect(readFirstPagePreloads(dir)).toEqual([]);
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(
      path.join(dir, '.vite', 'first-page-preloads.json'),
      JSON.stringify([
        { path: '^/$', files: ['assets/a.js'] },
        { path: '^/x$', files: ['"><script>alert(1)</script>'] },
        { path: '^/y$', files: ['https://elsewhere.example/a.js'] },
      ]),
    );
    expect(readFirstPagePreloads(dir)).toEqual([{ pattern: /^\/$/, files: ['assets/a.js'] }]);
  });
});
