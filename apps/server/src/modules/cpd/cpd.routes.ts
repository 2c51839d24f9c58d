/**
 * CPD routes — spec 002 §7 "Courses and CPD": `GET api/user/cpd/period/current` (the dashboard's CPD
 * progress, 000 §2 right panel). The cpd module must be on for the tenant and permitted for the user
 * (CPD is disabled for lca): 403 otherwise.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canAccessModule, ZCurrentCpdPeriodsResponse } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { context } from '../../plugins/auth';
import { currentPeriods, sydneyToday } from './cpd.service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/user/cpd/period/current',
    {
      schema: {
        tags: ['cpd'],
        summary: "The signed-in member's current CPD periods with records and completed hours",
        response: { 200: ZCurrentCpdPeriodsResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      if (!canAccessModule(request.tenant!, 'cpd', actor)) throw new AppError('FORBIDDEN', 'Forbidden');
      return { data: { periods: await currentPeriods(scope, actor.id, sydneyToday()) } };
    },
  );
};

export default routes;
