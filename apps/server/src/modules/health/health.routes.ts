/** `GET /api/health`: 200 when the database answers, 503 otherwise. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('error'), database: z.string() }),
        },
      },
    },
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
