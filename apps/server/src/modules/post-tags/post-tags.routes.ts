/**
 * Post tag administration routes — spec 001 §7 "Global admin": `POST api/v1/admin/community/post/tag`, `PUT`
 * and `DELETE …/{id}` (docs/api-global-admin.md). The list is `GET api/v1/community/post/tag` (posts module).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminTag, ZDeletedResponse, ZTagBody, ZTagIdParams } from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import * as service from './post-tags.service';

/** The post tag administration routes (generalTags). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('post tags');
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/api/v1/admin/community/post/tag',
    doc('Create a post tag (generalTags)', { body: ZTagBody, response: { 201: ZAdminTag } }),
    async (request, reply) =>
      reply.code(201).send(await service.createTag(requestContext(request), request.body)),
  );
  app.put(
    '/api/v1/admin/community/post/tag/:id',
    doc('Rename a post tag (generalTags)', { params: ZTagIdParams, body: ZTagBody, response: ZAdminTag }),
    async (request) => service.updateTag(requestContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/v1/admin/community/post/tag/:id',
    doc('Delete a post tag (generalTags)', { params: ZTagIdParams, response: ZDeletedResponse }),
    async (request) => service.deleteTag(requestContext(request), request.params.id),
  );
};

export default routes;
