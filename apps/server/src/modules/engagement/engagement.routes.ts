/** `POST api/engagement/track` (spec 000 §7 Engagement). Signed-in callers are recorded with their id. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEngagementTrackBody } from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { recordEngagement } from './engagement.service';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/engagement/track',
    {
      ...routeDoc('engagement')('Track an engagement event', {
        body: ZEngagementTrackBody,
        response: { 204: z.null() },
      }),
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const stored = await recordEngagement(requestContext(request), request.body);
      if (!stored) request.log.warn('engagement event not stored');
      return reply.status(204).send(null);
    },
  );
};
export default routes;
