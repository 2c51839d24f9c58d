/**
 * `GET /api/live` — the caller's live updates as server-sent events (issue 38 point 4, docs/live-updates.md),
 * and this replica's {@link LiveHub}: it listens on `portal_live` when the app is ready and ends every stream
 * before the app closes (an open stream would otherwise hold the server's close until its grace runs out).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLiveQuery, type TenantId } from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { findActorById } from '../../plugins/actor';
import { routeDoc } from '../../lib/route-doc';
import { LiveHub, openLiveStream } from './live.service';

/** The live stream route and its hub; signed-in callers only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const hub = new LiveHub({
    scopeOf: (tenantId) => app.scopeOf(tenantId),
    actorOf: (tenantId: TenantId, userId) =>
      app.actors.get(tenantId, userId, () => findActorById(app.scopeOf(tenantId), userId)),
    onError: (err, context) => app.log.error({ err, ...context }, 'live update failed'),
  });
  app.addHook('onReady', async () => hub.start((channel, handlers) => app.listenChannel(channel, handlers)));
  app.addHook('preClose', async () => hub.close());
  const doc = routeDoc('live');

  app.get(
    '/api/live',
    {
      ...doc('Live updates of the caller: notification, post and comment events (text/event-stream)', {
        querystring: ZLiveQuery,
        file: ['text/event-stream'],
        errors: [406, 429],
      }),
      preHandler: app.authenticate,
      // Each event must reach the client at once: never through a compressor's buffer.
      compress: false,
    },
    async (request, reply) => {
      const stream = await openLiveStream(
        requestContext(request),
        hub,
        request.query,
        request.headers.accept,
      );
      // The client went away: end the body so the hub forgets the stream.
      reply.raw.once('close', () => stream.out.end());
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          // nginx and other proxies must pass each event on at once rather than buffer the body.
          .header('x-accel-buffering', 'no')
          .send(stream.out)
      );
    },
  );
};

export default routes;
