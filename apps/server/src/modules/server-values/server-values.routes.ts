/** Server values routes — spec 000 §7 `api/v1/admin/server-values` list/search, create, update, delete. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateServerValueBody,
  ZServerValue,
  ZServerValueDeletedResponse,
  ZServerValueIdParams,
  ZServerValuesQuery,
  ZServerValuesResponse,
  ZUpdateServerValueBody,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import * as service from './server-values.service';

/** The server values routes (tenant administrators). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('server values');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/admin/server-values',
    doc('Server values by key, searched by keyword', {
      querystring: ZServerValuesQuery,
      response: ZServerValuesResponse,
    }),
    async (request) => service.listServerValues(requestContext(request), request.query),
  );
  app.post(
    '/api/v1/admin/server-values',
    doc('Create a server value', { body: ZCreateServerValueBody, response: { 201: ZServerValue } }),
    async (request, reply) =>
      reply.code(201).send(await service.createServerValue(requestContext(request), request.body)),
  );
  app.put(
    '/api/v1/admin/server-values/:id',
    doc('Change a server value', {
      params: ZServerValueIdParams,
      body: ZUpdateServerValueBody,
      response: ZServerValue,
    }),
    async (request) =>
      service.updateServerValue(requestContext(request), request.params.id, request.body.value),
  );
  app.delete(
    '/api/v1/admin/server-values/:id',
    doc('Delete a server value', { params: ZServerValueIdParams, response: ZServerValueDeletedResponse }),
    async (request) => service.deleteServerValue(requestContext(request), request.params.id),
  );
};

export default routes;
