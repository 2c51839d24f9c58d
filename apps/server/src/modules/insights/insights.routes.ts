/**
 * Insights route (issue 39 point 4): the figures of /admin/insights, for tenant administrators. The plugin owns
 * this app instance's answer cache (`INSIGHTS_CACHE_MS`, insights.cache.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInsightsResponse, type TInsightsResponse } from '@portal/contracts';
import type { Env } from '../../config/env';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import { InsightsCache } from './insights.cache';
import { getInsights } from './insights.service';

const routes: FastifyPluginAsyncZod<{ env: Pick<Env, 'INSIGHTS_CACHE_MS'> }> = async (app, opts) => {
  const doc = routeDoc('insights');
  const cache = new InsightsCache<TInsightsResponse>(opts.env.INSIGHTS_CACHE_MS);
  app.addHook('preHandler', app.authenticate);
  app.get(
    '/api/admin/insights',
    doc('Members, renewals, events, CPD and community figures by month (tenant admin)', {
      response: ZInsightsResponse,
    }),
    async (request) => getInsights(requestContext(request), cache),
  );
};

export default routes;
