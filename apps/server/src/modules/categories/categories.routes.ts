/**
 * Community category administration routes — spec 001 §7 "Categories": `GET`, `POST
 * api/v1/admin/community/category`, `PUT` and `DELETE …/{id}` (docs/api-global-admin.md). The member list
 * `GET api/v1/community/category` stays in the communities module. Signed-in callers; the service checks
 * `generalCategories`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminCategoriesQuery,
  ZCategoriesResponse,
  ZCategoryBody,
  ZCategoryIdParams,
  ZCommunityCategory,
  ZDeleteCategoryQuery,
  ZDeleteCategoryResponse,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import * as service from './categories.service';

/** The category administration routes (spec 001 §7 "Categories"). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('categories');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/admin/community/category',
    doc('Top-level categories with subcategories, paged (generalCategories)', {
      querystring: ZAdminCategoriesQuery,
      response: ZCategoriesResponse,
    }),
    async (request) => service.listCategories(requestContext(request), request.query),
  );
  app.post(
    '/api/v1/admin/community/category',
    doc('Create a category or subcategory (generalCategories)', {
      body: ZCategoryBody,
      response: { 201: ZCommunityCategory },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.createCategory(requestContext(request), request.body)),
  );
  app.put(
    '/api/v1/admin/community/category/:id',
    doc('Edit a category (generalCategories)', {
      params: ZCategoryIdParams,
      body: ZCategoryBody,
      response: ZCommunityCategory,
    }),
    async (request) => service.updateCategory(requestContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/v1/admin/community/category/:id',
    doc('Delete a category and its subcategories; communities in use must move (moveToCategoryId)', {
      params: ZCategoryIdParams,
      querystring: ZDeleteCategoryQuery,
      response: ZDeleteCategoryResponse,
    }),
    async (request) =>
      service.deleteCategory(requestContext(request), request.params.id, request.query.moveToCategoryId),
  );
};

export default routes;
