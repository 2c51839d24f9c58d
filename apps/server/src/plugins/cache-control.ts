/**
 * `Cache-Control: no-store` on every API answer (issue 35 point 3): whatever a signed-in member reads — account,
 * invoices, CPD, certificates and invoice PDFs, every signed-in JSON — is kept by neither a shared cache nor the
 * browser's back/forward and disk caches, so the next person at a shared computer cannot read it. One hook
 * instead of a header per route, so a route added later is covered the day it is added; errors and 404s too.
 *
 * Kept as the route set it: a value that already says `no-store` (`sendFile`: `private, no-store`), and a
 * successful **image** answer that a route marked `private` (content assets, community and event images behind
 * signed URLs or unguessable keys: the feed would otherwise fetch every picture again on each page). Outside
 * `/api` (the web app: `index.html` with `no-cache`, hashed assets `immutable`, plugins/web.ts) nothing changes.
 * A calendar feed (`text/calendar`, issue 38) keeps its `private, no-cache`: calendar apps store it and revalidate
 * with its ETag on every refresh (the feed's 304 carries no content type, so a 304 keeps it too).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The value set on every API answer. */
export const NO_STORE = 'no-store';

/** Whether `url` (path and query) is an API call: `/api`, `/api/…` or the dev mailbox `/dev/…`. */
export function isApiUrl(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/dev/');
}

/**
 * The `cache-control` an API answer leaves with: the route's own when it already says `no-store`, or when it is
 * a 2xx image the route marked `private`; otherwise {@link NO_STORE}.
 */
export function apiCacheControl(reply: FastifyReply): string {
  const current = String(reply.getHeader('cache-control') ?? '');
  if (/\bno-store\b/i.test(current)) return current;
  const type = String(reply.getHeader('content-type') ?? '');
  const ok = reply.statusCode >= 200 && reply.statusCode < 300;
  if (ok && type.startsWith('image/') && /\bprivate\b/i.test(current)) return current;
  const calendar = (ok && type.startsWith('text/calendar')) || reply.statusCode === 304;
  if (calendar && /^private, no-cache$/i.test(current)) return current;
  return NO_STORE;
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
      if (isApiUrl(request.url)) reply.header('cache-control', apiCacheControl(reply));
      done(null, payload);
    });
  },
  { name: 'cache-control' },
);
