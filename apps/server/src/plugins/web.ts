/**
 * Serves the built web app (apps/web/dist) and its single-page fallback, with the tenant inlined into
 * index.html (docs/api-foundation.md "Tenant bootstrap"): `<!--portal-config-->` becomes the project name,
 * the page title and the favicon of the request's tenant, the tenant's web app manifest link, and the empty
 * `#root` holds the tenant's logo until the app's first render replaces it (docs/benchmarks.md "Web"). The
 * manifest and `/favicon.ico` are served per tenant host (./web-manifest.ts, issue 40).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Env } from '../config/env';
import { escapeHtml } from '../lib/html-escape';
import { MANIFEST_PATH, findWebPublic, registerManifestRoutes } from './web-manifest';

/** Finds apps/web/dist from the env override or by walking up from this file. Null when not built. */
export function findWebDist(env: Pick<Env, 'WEB_DIST_DIR'>): string | null {
  if (env.WEB_DIST_DIR)
    return fs.existsSync(path.join(env.WEB_DIST_DIR, 'index.html')) ? path.resolve(env.WEB_DIST_DIR) : null;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return null;
}

/**
 * What `#root` shows before the script has run: the tenant's logo where the account pages put theirs (48 px
 * from the top, 32 px from the left, 56 px high), so a first visit on a slow network paints the tenant at
 * once instead of a blank page, and the sign-in page then grows under the logo without moving it. React's
 * first render replaces it. Marked busy for assistive technology; the logo is decorative here. `logoSrc` is
 * the logo's URL, or the logo itself as a `data:` URL ({@link inlineLogo}).
 */
function bootScreen(logoSrc: string): string {
  return (
    '<div id="root"><div aria-busy="true" style="padding:48px 32px">' +
    `<img src="${escapeHtml(logoSrc)}" alt="" style="display:block;height:56px"></div></div>`
  );
}

/** The largest logo (bytes) the boot screen carries inline; the four tenants' SVG logos are 0.5–0.7 kB. */
const INLINE_LOGO_MAX_BYTES = 4096;

/**
 * The boot screen's logo as a `data:image/svg+xml` URL when `logoUrl` names one of the build's tenant SVG
 * logos (`/tenants/<id>/<name>.svg` under `dist`, at most {@link INLINE_LOGO_MAX_BYTES}); else `logoUrl`. Inline,
 * the boot screen paints with the page itself: as a file, the logo waited for a free connection behind the
 * entry script, the stylesheet and the route preloads (HTTP/1.1's six per host; issue 37 point 5: the sign-in
 * page's largest paint is this logo). An `<img>` never runs an SVG's script; the CSP allows `data:` images.
 */
export function inlineLogo(dist: string, logoUrl: string): string {
  if (!/^\/tenants\/[a-z0-9-]+\/[\w-]+\.svg$/.test(logoUrl)) return logoUrl;
  const file = path.join(dist, logoUrl);
  try {
    if (fs.statSync(file).size > INLINE_LOGO_MAX_BYTES) return logoUrl;
    return `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8'))}`;
  } catch {
    return logoUrl;
  }
}

/**
 * One first page's route chunks, as the web build writes them (apps/web/vite.config.ts `firstPagePreloads`,
 * dist/.vite/first-page-preloads.json): the URL path pattern and the script files (`assets/….js`).
 */
export type FirstPagePreload = { pattern: RegExp; files: string[] };

/** The build's first-page preloads file under `dist`, parsed; empty when absent or not as expected. */
export function readFirstPagePreloads(dist: string): FirstPagePreload[] {
  const file = path.join(dist, '.vite', 'first-page-preloads.json');
  if (!fs.existsSync(file)) return [];
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: { path?: unknown; files?: unknown }) =>
    typeof item?.path === 'string' &&
    Array.isArray(item.files) &&
    item.files.every((f): f is string => typeof f === 'string' && /^assets\/[\w.-]+\.js$/.test(f))
      ? [{ pattern: new RegExp(item.path), files: item.files }]
      : [],
  );
}

/**
 * `<link rel="modulepreload">` tags for the route chunks of the first page at `urlPath` (the first pattern that
 * matches; none when none does), so the browser fetches them alongside the entry instead of after it has run
 * (issue 37 point 5). Same `crossorigin` as the entry's script tag, so the preloaded module is the one used.
 */
export function preloadLinks(preloads: readonly FirstPagePreload[], urlPath: string): string {
  const page = preloads.find(({ pattern }) => pattern.test(urlPath));
  return (page?.files ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
    .join('');
}

/**
 * The build's entry stylesheets (`<link rel="stylesheet" crossorigin href="/assets/….css">`, antd's whole
 * static CSS and the app's: about 105 kB gzip) as preloads marked `data-portal-styles`, so they no longer block
 * the first paint: the boot screen (inline styles only) paints as soon as the page and the logo are in, instead
 * of after the stylesheet, which on a slow first visit shares the bandwidth with the entry script (issue 37
 * point 5: the sign-in page's first and largest paint — the boot screen's logo — waited ~2.6 s for it on
 * Lighthouse's mobile network). The app applies them and renders only once they have loaded
 * (apps/web/src/shared/deferred-styles.ts), so nothing of the app is ever drawn unstyled.
 */
export function deferEntryStyles(html: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g,
    '<link rel="preload" as="style" crossorigin href="$1" data-portal-styles>',
  );
}

/**
 * The boot loader (issue 37 point 5): the page's one inline script, at the end of `<body>`. It waits for the
 * first frame (`requestAnimationFrame`, then a task) — the boot screen's paint — and only then adds the app's
 * script, stylesheet and route preloads that {@link deferAppLoading} parked in `<template id="portal-deferred">`
 * (inert there: nothing is fetched), each as a new element with the same attributes, in order. A hidden page
 * (a background tab, which draws no frame) loads them at once. So a first visit paints the tenant's logo with
 * the page itself, and the app's ~330 kB of script start about one frame later than the preload scanner would
 * have started them: Lighthouse's simulation, which counted every high-priority script that had arrived
 * before the (unthrottled) first paint as blocking it, estimated the first paint anywhere from 0.7 to 3.4 s
 * for the same page; now at the paint it sees. Constant text, so the CSP allows it by hash
 * ({@link BOOT_LOADER_CSP_SOURCE}).
 */
export const BOOT_LOADER_SCRIPT =
  "(function(){var t=document.getElementById('portal-deferred'),done=false;" +
  'function load(){if(done||!t)return;done=true;var items=t.content.children;' +
  'for(var i=0;i<items.length;i++){var item=items[i],el=document.createElement(item.localName);' +
  'for(var j=0;j<item.attributes.length;j++)el.setAttribute(item.attributes[j].name,item.attributes[j].value);' +
  'document.head.appendChild(el)}}' +
  "if(document.visibilityState!=='visible')load();else{" +
  "document.addEventListener('visibilitychange',load);" +
  'requestAnimationFrame(function(){setTimeout(load,0)})}})()';

/** The CSP `script-src` source that allows {@link BOOT_LOADER_SCRIPT} and no other inline script. */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER_SCRIPT).digest('base64')}'`;

/**
 * The web build's first-requests script (apps/web/vite.config.ts `firstRequestsScript`, app/first-requests.ts): a
 * small classic script that sends a signed-in first page's account request and list while the app's scripts are
 * still on their way (issue 37 point 5). The server inlines it into the HTML of those pages
 * ({@link FIRST_REQUESTS_PAGES}) and allows it in the CSP by its hash (`cspSource`), read once at start.
 */
export type FirstRequestsScript = { code: string; cspSource: string };

/** The largest first-requests script the server inlines, in bytes. */
export const FIRST_REQUESTS_MAX_BYTES = 16 * 1024;

/**
 * The paths whose HTML carries the first-requests script: the dashboard, news and Discover events. (Stop 57 left
 * the dashboard out: its early image then shared the phone's link with ~100 kB more of the app's scripts; with
 * them gone its cover waited on the scripts and two requests, docs/benchmarks.md "Web", stop 64.)
 */
export const FIRST_REQUESTS_PAGES = /^\/(news\/?|events\/discover\/[^/]+\/?)?$/;

/**
 * The build's first-requests script under `dist` (`.vite/first-requests.js`) with its CSP source, or null when
 * there is none, it is larger than {@link FIRST_REQUESTS_MAX_BYTES}, or it holds `</script` or `<!--` (which
 * would end or hide it inside the page).
 */
export function readFirstRequestsScript(dist: string | null): FirstRequestsScript | null {
  if (!dist) return null;
  const file = path.join(dist, '.vite', 'first-requests.js');
  try {
    if (fs.statSync(file).size > FIRST_REQUESTS_MAX_BYTES) return null;
    const code = fs.readFileSync(file, 'utf8').trim();
    if (!code || /<\/script|<!--/i.test(code)) return null;
    return { code, cspSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
  } catch {
    return null;
  }
}

/** The tags {@link deferAppLoading} moves: the entry script, module preloads and deferred stylesheets. */
const APP_LOADING_TAG =
  /<script type="module" crossorigin src="\/assets\/[\w.-]+\.js"><\/script>|<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">|<link rel="preload" as="style" crossorigin href="\/assets\/[\w.-]+\.css" data-portal-styles>/g;

/**
 * Moves the app's loading tags out of `<head>` into `<template id="portal-deferred">` at the end of `<body>`,
 * followed by {@link BOOT_LOADER_SCRIPT}, which adds them after the first paint. Unchanged when there is no
 * such tag (nothing to load).
 */
export function deferAppLoading(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const tags: string[] = [];
  const head = html.slice(0, headEnd).replace(APP_LOADING_TAG, (tag) => {
    tags.push(tag);
    return '';
  });
  if (tags.length === 0) return html;
  return (head + html.slice(headEnd)).replace(
    '</body>',
    `<template id="portal-deferred">${tags.join('')}</template><script>${BOOT_LOADER_SCRIPT}</script></body>`,
  );
}

/**
 * index.html with the request tenant's config, title, favicon and boot screen (no tenant: none of them; the
 * logo's `src` from `logoSrc`, by default its URL), the preloads of the request's first page (`preloads`, see
 * {@link preloadLinks}) before `</head>`, and the entry stylesheets deferred ({@link deferEntryStyles}); the
 * script, stylesheet and preloads then load after the first paint ({@link deferAppLoading}); on a signed-in
 * first page the first-requests script last (`firstRequests`, {@link FIRST_REQUESTS_PAGES}).
 */
export function renderIndex(
  template: string,
  request: FastifyRequest,
  preloads: readonly FirstPagePreload[] = [],
  logoSrc: (logoUrl: string) => string = (logoUrl) => logoUrl,
  firstRequests: FirstRequestsScript | null = null,
): string {
  const tenant = request.tenant;
  const config = JSON.stringify({ projectName: tenant?.id ?? null }).replace(/</g, '\\u003c');
  const head = [
    `<script id="portal-config" type="application/json">${config}</script>`,
    tenant ? `<link rel="icon" type="image/svg+xml" href="${escapeHtml(tenant.faviconUrl)}">` : '',
    tenant ? `<meta name="theme-color" content="${escapeHtml(tenant.theme.headerColor)}">` : '',
    tenant ? `<link rel="manifest" href="${MANIFEST_PATH}">` : '',
  ].join('');
  let html = deferEntryStyles(template.replace('<!--portal-config-->', head));
  const links = preloadLinks(preloads, request.url.split('?')[0] ?? '/');
  if (links) html = html.replace('</head>', `${links}</head>`);
  if (tenant)
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(tenant.displayName)}</title>`)
      .replace('<div id="root"></div>', bootScreen(logoSrc(tenant.logoUrl)));
  html = deferAppLoading(html);
  if (tenant && firstRequests && FIRST_REQUESTS_PAGES.test(request.url.split('?')[0] ?? '/'))
    html = html.replace('</body>', `<script>${firstRequests.code}</script></body>`);
  return html;
}

export default fp(
  async (app: FastifyInstance, opts: { env: Env; firstRequests?: FirstRequestsScript | null }) => {
    const dist = findWebDist(opts.env);
    // Re-read index.html when a new build replaced it, so a running server never points at old asset names.
    // The first pages' preloads are written by the same build, so they are re-read with it.
    // The inlined logos (inlineLogo) likewise, per logo URL.
    type Built = { mtimeMs: number; html: string; preloads: FirstPagePreload[]; logos: Map<string, string> };
    let cached: Built | null = null;
    const template = (): Built | null => {
      if (!dist) return null;
      const file = path.join(dist, 'index.html');
      const { mtimeMs } = fs.statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs)
        cached = {
          mtimeMs,
          html: fs.readFileSync(file, 'utf8'),
          preloads: readFirstPagePreloads(dist),
          logos: new Map(),
        };
      return cached;
    };
    if (dist) {
      await app.register(fastifyStatic, {
        root: dist,
        index: false,
        wildcard: true,
        // The build writes .br and .gz copies of the assets (apps/web/precompress.ts): sent to browsers that
        // accept them, with `vary: accept-encoding`.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn('apps/web/dist not found: run `npm run build` to serve the web app');
    }

    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      const built = template();
      if (!built || !dist)
        return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          renderIndex(
            built.html,
            request,
            built.preloads,
            (logoUrl) => {
              let src = built.logos.get(logoUrl);
              if (src === undefined) built.logos.set(logoUrl, (src = inlineLogo(dist, logoUrl)));
              return src;
            },
            opts.firstRequests ?? null,
          ),
        );
    };

    const webPublic = findWebPublic(path.dirname(fileURLToPath(import.meta.url)));
    registerManifestRoutes(
      app,
      [dist, webPublic].filter((dir): dir is string => dir !== null),
    );

    app.get('/', { schema: { hide: true } }, sendIndex);
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/dev/');
      const isFile = /\.[a-z0-9]{1,8}$/i.test(url);
      if (request.method === 'GET' && !isApi && !isFile) return sendIndex(request, reply);
      return reply.status(404).send({
        statusCode: 404,
        error: STATUS_CODES[404],
        message: `Route ${request.method}:${url} not found`,
      });
    });
  },
  { name: 'web', dependencies: ['tenant'] },
);
