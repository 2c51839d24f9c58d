/** `GET /api/tenant`: the request's tenant profile (spec 000 §1), or 404 'Unknown tenant'. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../plugins/tenant';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/tenant', routeDoc('tenant')('Tenant profile of this host'), async (request) => {
    requireScope(request);
    return { projectName: request.tenant!.id, profile: request.tenant! };
  });
};
export default routes;
