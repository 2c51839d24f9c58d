/**
 * Browser conventions of a white-labelled portal (issue 40), per tenant host:
 * - `GET /manifest.webmanifest`: the web app manifest ("Add to home screen"): name = the tenant's full name,
 *   short_name = its display name, theme_color = its header colour, background_color = white, start_url '/',
 *   display 'standalone', icons = its favicon (SVG, any size) and logo; `application/manifest+json`.
 * - `GET /favicon.ico`: the tenant's favicon (the SVG of `faviconUrl`, `image/svg+xml`) instead of a JSON 404;
 *   a redirect to `faviconUrl` when the file is not on disk.
 * Both answer 404 for a host that maps to no tenant. index.html links the manifest (plugins/web.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TenantProfile } from '@portal/contracts';

/** The path of the manifest, as index.html links it. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The web app manifest of a tenant (W3C Web App Manifest members; colours as `#rrggbb`). */
export function webManifest(tenant: TenantProfile) {
  return {
    id: '/',
    name: tenant.fullName,
    short_name: tenant.displayName,
    description: `The member portal of ${tenant.fullName}`,
    lang: 'en-AU',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tenant.theme.headerColor,
    background_color: '#ffffff',
    icons: [
      { src: tenant.faviconUrl, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: tenant.logoUrl, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

const NOT_FOUND = { statusCode: 404, error: STATUS_CODES[404], message: 'Unknown tenant' };

/**
 * Registers the manifest and favicon routes. `publicDirs`: where the tenants' files lie (the built web app,
 * then apps/web/public), searched in order.
 */
export function registerManifestRoutes(app: FastifyInstance, publicDirs: readonly string[]): void {
  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!request.tenant) return reply.status(404).send(NOT_FOUND);
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(webManifest(request.tenant)));
  });

  app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    if (!request.tenant) return reply.status(404).send(NOT_FOUND);
    const relative = request.tenant.faviconUrl.replace(/^\/+/, '');
    const file = publicDirs
      .map((dir) => path.join(dir, relative))
      .find((candidate) => fs.existsSync(candidate));
    if (!file) return reply.redirect(request.tenant.faviconUrl, 302);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(fs.readFileSync(file));
  });
}

/** apps/web/public, found by walking up from this file; null when absent (a deployment without sources). */
export function findWebPublic(from: string): string | null {
  let dir = from;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'public');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}
