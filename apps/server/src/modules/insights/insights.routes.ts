/** Insights route (issue 39 point 4): the figures of /admin/insights, for tenant administrators. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInsightsResponse } from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import { getInsights } from './insights.service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('insights');
  app.addHook('preHandler', app.authenticate);
  app.get(
    '/api/admin/insights',
    doc('Members, renewals, events, CPD and community figures by month (tenant admin)', {
      response: ZInsightsResponse,
    }),
    async (request) => getInsights(requestContext(request)),
  );
};

export default routes;
