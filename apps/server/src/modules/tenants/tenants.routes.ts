/** `GET /api/tenant`: the request's tenant profile (spec 000 §1), or 404 'Unknown tenant'. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../plugins/tenant';
import { routeDoc } from '../../lib/route-doc';

/** The answer: the tenant id and its profile (`TenantProfile` of contracts, documented loosely). */
const TENANT_DOC = {
  response: z.object({ projectName: z.string(), profile: z.record(z.string(), z.unknown()) }),
  access: 'public',
} as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/tenant', routeDoc('tenant')('Tenant profile of this host', TENANT_DOC), async (request) => {
    requireScope(request);
    // TenantProfile is an interface (no index signature); the document describes it as an object.
    return { projectName: request.tenant!.id, profile: { ...request.tenant! } as Record<string, unknown> };
  });
};
export default routes;
