/** FAQ routes — spec 001 §7 "FAQ" (docs/api-meetings.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateFaqBody,
  ZFaqIdParams,
  ZFaqItem,
  ZFaqItemsResponse,
  ZFaqQuery,
  ZFaqResponse,
  ZUpdateFaqBody,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import * as service from './faq.service';
import { routeDoc } from '../../lib/route-doc';

/** The FAQ routes (spec 001 §7 "FAQ"); signed-in callers only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('faq');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/faq',
    doc('FAQ items (not deleted)', { querystring: ZFaqQuery, response: ZFaqResponse }),
    async (request) => service.listFaq(requestContext(request), request.query),
  );
  app.get(
    '/api/v1/admin/faq',
    doc('All FAQ items (generalFaq)', { querystring: ZFaqQuery, response: ZFaqResponse }),
    async (request) => service.listFaq(requestContext(request), request.query, true),
  );
  app.post(
    '/api/v1/admin/faq',
    doc('Create FAQ items (generalFaq)', { body: ZCreateFaqBody, response: { 201: ZFaqItemsResponse } }),
    async (request, reply) =>
      reply.status(201).send(await service.createFaq(requestContext(request), request.body.faQs)),
  );
  app.put(
    '/api/v1/admin/faq/:id',
    doc('Edit a FAQ item (generalFaq)', { params: ZFaqIdParams, body: ZUpdateFaqBody, response: ZFaqItem }),
    async (request) => service.updateFaq(requestContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/v1/admin/faq/:id',
    doc('Delete a FAQ item (generalFaq)', { params: ZFaqIdParams, response: ZFaqItem }),
    async (request) => service.deleteFaq(requestContext(request), request.params.id),
  );
  app.put(
    '/api/v1/admin/faq/:id/restore',
    doc('Restore a FAQ item (generalFaq)', { params: ZFaqIdParams, response: ZFaqItem }),
    async (request) => service.restoreFaq(requestContext(request), request.params.id),
  );
};

export default routes;
