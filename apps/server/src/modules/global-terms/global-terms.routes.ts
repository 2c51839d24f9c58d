/** Global terms routes — spec 001 §7 "Global admin" `GET`/`PUT api/v1/admin/community/global-tc` (generalTc). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGlobalTerms, ZGlobalTermsBody } from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import * as service from './global-terms.service';

/** The global terms routes. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('global terms');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/admin/community/global-tc',
    doc('The global terms and conditions HTML (generalTc)', { response: ZGlobalTerms }),
    async (request) => service.readGlobalTerms(requestContext(request)),
  );
  app.put(
    '/api/v1/admin/community/global-tc',
    doc("Save the global terms (generalTc); 'Content cannot be empty.'", {
      body: ZGlobalTermsBody,
      response: ZGlobalTerms,
    }),
    async (request) => service.saveGlobalTerms(requestContext(request), request.body.content),
  );
};

export default routes;
