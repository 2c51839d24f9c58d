/**
 * Global search routes (spec 002 §2 "Global search", §7 search calls; 000 §2; issue 16 — our paths, the spec
 * names none): `GET /api/v1/search` (a section's page with every section's counts), `GET /api/v1/search/suggest`
 * (the header box) and `GET /api/v1/search/tags` (the 'Tags matching' panel). Signed-in members of a tenant
 * with global_search; bad input 400 (docs/api-search.md).
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZSearchKeywordQuery,
  ZSearchQuery,
  ZSearchResponse,
  ZSearchSuggestResponse,
  ZSearchTagsResponse,
} from '@portal/contracts';
import { routeDoc } from '../../lib/route-doc';
import { sendJsonText } from '../../lib/sql-json';
import { requestContext } from '../../plugins/auth';
import { search, searchTags, suggest } from './search.service';

const doc = routeDoc('search');

/** The search routes; each needs the bearer token. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.addHook('preHandler', app.authenticate);

  typed.get(
    '/api/v1/search',
    doc('Global search: one section ranked, with the counts of every section (002 §2)', {
      querystring: ZSearchQuery,
      response: ZSearchResponse,
    }),
    async (request) => search(requestContext(request), request.query),
  );

  typed.get(
    '/api/v1/search/suggest',
    doc('Header search box: the best 2 results of each section, prefix matching (000 §2)', {
      querystring: ZSearchKeywordQuery,
      response: ZSearchSuggestResponse,
    }),
    // Written with JSON.stringify, not the response schema's serializer (zod's parse, then JSON.stringify: ~0.1 ms
    // of the ~1.4 ms of Node a keystroke cost; issue 37, 6 Dec, stop 59): the presenter builds each object's keys
    // in the contract's order, so the bytes are the same (search.answer-text.test.ts); the schema documents it.
    async (request, reply) =>
      sendJsonText(reply, JSON.stringify(await suggest(requestContext(request), request.query))),
  );

  typed.get(
    '/api/v1/search/tags',
    doc("Tags matching the keyword, first 150 (002 §2 'Tags matching', §9)", {
      querystring: ZSearchKeywordQuery,
      response: ZSearchTagsResponse,
    }),
    async (request) => searchTags(requestContext(request), request.query),
  );
};

export default routes;
