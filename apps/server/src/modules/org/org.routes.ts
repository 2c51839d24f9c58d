/**
 * Organisation search of the first-time organisation step — spec 000 §7 "First-time form":
 * `GET /api/org/names?query&pageNumber&pageSize` and `GET /api/Org/{id}` (signed-in members).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOrgIdParams, ZOrganisation, ZOrgNamesQuery, ZOrgNamesResponse } from '@portal/contracts';
import { context } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import { findOrganisation, searchOrganisations } from './org.repository';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['org'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/org/names',
    {
      schema: {
        tags,
        summary: 'Search organisation names, paged (spec 000 §7; the web app asks pageSize 5)',
        querystring: ZOrgNamesQuery,
        response: { 200: ZOrgNamesResponse },
      },
    },
    async (request) => {
      const { scope } = context(request);
      const { rows, total } = await searchOrganisations(scope, request.query);
      return {
        organisations: rows,
        pageNumber: request.query.pageNumber,
        pageSize: request.query.pageSize,
        totalItemCount: total,
      };
    },
  );

  app.get(
    '/api/Org/:id',
    {
      schema: {
        tags,
        summary: 'One organisation with its location (spec 000 §7)',
        params: ZOrgIdParams,
        response: { 200: ZOrganisation },
      },
    },
    async (request) => {
      const row = await findOrganisation(context(request).scope, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Organisation not found');
      return { id: row.id, name: row.name, location: row.location, suburb: row.suburb };
    },
  );
};
export default routes;
