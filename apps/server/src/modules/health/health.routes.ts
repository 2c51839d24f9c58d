/**
 * `GET /api/health` (liveness: 200 `{ status: 'ok' }` when the database answers, 503 `{ status: 'error' }`)
 * and `GET /api/ready` (readiness, issue 17: 200 `{ status: 'ready' }`, 503 `{ status: 'not ready' }` while
 * shutting down or while the database is unreachable). A load balancer or orchestrator routes traffic by
 * readiness and restarts by liveness. Anonymous, so the answers carry nothing else (issue 35 point 4): the
 * reason of a 503 is logged, never sent.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthError, ZHealthOk, ZReadyError, ZReadyOk } from '@portal/contracts';
import { routeDoc } from '../../lib/route-doc';

/** How long readiness waits for the database before answering 503: 2 s. */
const READY_PING_TIMEOUT_MS = 2000;

/** Resolves when `ping` answers within `ms`; rejects otherwise. */
async function pingWithin(ping: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
  });
  try {
    await Promise.race([ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    routeDoc('health')('Liveness and database check', {
      response: { 200: ZHealthOk, 503: ZHealthError },
      access: 'public',
    }),
    async (_request, reply) => {
      try {
        await app.pingDatabase();
        return { status: 'ok' as const };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const });
      }
    },
  );
  app.get(
    '/api/ready',
    routeDoc('health')('Readiness: 503 while shutting down or while the database is unreachable', {
      response: { 200: ZReadyOk, 503: ZReadyError },
      access: 'public',
    }),
    async (_request, reply) => {
      const notReady = () => reply.status(503).send({ status: 'not ready' as const });
      if (app.lifecycle.draining) {
        app.log.info('readiness: draining');
        return notReady();
      }
      try {
        await pingWithin(() => app.pingDatabase(), READY_PING_TIMEOUT_MS);
        return { status: 'ready' as const };
      } catch (err) {
        app.log.warn({ err }, 'readiness: database unreachable');
        return notReady();
      }
    },
  );
};
export default routes;
