/**
 * Process lifecycle for running behind a load balancer (issue 17, docs/scaling.md): decorates `app.lifecycle`
 * with `draining`, set as soon as the app starts closing (SIGTERM through close-with-grace in server.ts, or
 * `app.close()`), so `GET /api/ready` answers 503 while in-flight requests finish. Fastify itself stops
 * accepting connections on close and answers requests arriving on kept-alive connections with 503.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Lifecycle state of one process. */
export interface Lifecycle {
  /** True from the start of shutdown: the process takes no new work. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const lifecycle: Lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('preClose', async () => {
      lifecycle.draining = true;
    });
    // Responses finished while draining close their connection: a kept-alive socket would otherwise hold the
    // server open until the keep-alive timeout (the in-flight request started before close, so Node's own
    // closing of idle connections has already passed it).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'lifecycle' },
);
