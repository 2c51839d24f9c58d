/**
 * General API tag calls for content categories — spec 002 §7 "Resource categories … per-tenant category items
 * via api/tag/subcategories or api/tag/categories": `GET /api/tag/categories` and `GET /api/tag/subcategories`.
 * Any signed-in member of the tenant may read them (categories are shown on every news and resource item).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZTagCategoriesQuery,
  ZTagCategoriesResponse,
  ZTagSubcategoriesQuery,
  ZTagSubcategoriesResponse,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import { findTagCategories, findTagSubcategories } from './content-tags.repository';

/** `GET /api/tag/categories` and `GET /api/tag/subcategories` (signed-in callers; the tenant's items only). */
const contentTagRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('content');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/tag/categories',
    doc('News and resource categories of the tenant, by label (spec 002 §7)', {
      querystring: ZTagCategoriesQuery,
      response: ZTagCategoriesResponse,
    }),
    async (request) => findTagCategories(requestContext(request).scope, request.query),
  );

  app.get(
    '/api/tag/subcategories',
    doc('Content subcategories of the tenant, of one category when given, by label (spec 002 §7)', {
      querystring: ZTagSubcategoriesQuery,
      response: ZTagSubcategoriesResponse,
    }),
    async (request) => findTagSubcategories(requestContext(request).scope, request.query),
  );
};

export default contentTagRoutes;
