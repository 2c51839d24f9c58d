/**
 * Organisation search of the first-time organisation step — spec 000 §7 "First-time form":
 * `GET /api/org/names?query&pageNumber&pageSize` and `GET /api/Org/{id}` (signed-in members).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOrgIdParams, ZOrganisation, ZOrgNamesQuery, ZOrgNamesResponse } from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { organisation, organisationNames } from './org.service';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('org');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/org/names',
    doc('Search organisation names, paged (spec 000 §7; the web app asks pageSize 5)', {
      querystring: ZOrgNamesQuery,
      response: ZOrgNamesResponse,
    }),
    async (request) => organisationNames(requestContext(request), request.query),
  );

  app.get(
    '/api/Org/:id',
    doc('One organisation with its location (spec 000 §7)', {
      params: ZOrgIdParams,
      response: ZOrganisation,
    }),
    async (request) => organisation(requestContext(request), request.params.id),
  );
};
export default routes;
