/**
 * CPD routes — spec 002 §7 "Courses and CPD": `GET api/user/cpd/period/current` (the dashboard's CPD
 * progress, 000 §2 right panel). The cpd module must be on for the tenant and permitted for the user
 * (CPD is disabled for lca): 403 otherwise.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCurrentCpdPeriodsResponse } from '@portal/contracts';
import { context } from '../../plugins/auth';
import { currentCpd } from './cpd.service';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/user/cpd/period/current',
    routeDoc('cpd')("The signed-in member's current CPD periods with records and completed hours", {
      response: ZCurrentCpdPeriodsResponse,
    }),
    async (request) => currentCpd(context(request), request.tenant!),
  );
};

export default routes;
