/** `GET /api/health`: 200 when the database answers, 503 otherwise. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthError, ZHealthOk } from '@portal/contracts';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    routeDoc('health')('Liveness and database check', { response: { 200: ZHealthOk, 503: ZHealthError } }),
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, database: app.database.kind });
      }
    },
  );
};
export default routes;
