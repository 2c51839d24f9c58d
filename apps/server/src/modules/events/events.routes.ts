/**
 * Events routes — spec 002 §7 Events (list, detail, filters, tags, attachments, ticket prices, favourites).
 * Every route needs a signed-in member of the tenant with the events module (002 §1, §6). Registers the job
 * `upcoming-search-prune` (the keyword count's side table, migration 0049; event-list-upcoming.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAttachmentParams,
  ZAttachmentsResponse,
  ZEvent,
  ZEventIdParams,
  ZEventListBody,
  ZEventListResponse,
  ZFavouriteEventsQuery,
  ZFavouriteEventsResponse,
  ZFavouriteToggleResponse,
  ZIdLabelMap,
  ZTagsQuery,
  ZTagsResponse,
  ZTicketPricesResponse,
  ZWhenFilter,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { requireEventsAccess } from './events.policy';
import {
  EVENT_LOOKUPS,
  eventAttachments,
  eventTicketPrices,
  favouriteEvents,
  getEventJson,
  listEvents,
  lookupMap,
  searchTags,
  setFavourite,
  whenFilter,
} from './events.service';
import { routeDoc } from '../../lib/route-doc';
import { pruneUpcomingSearchAll, UPCOMING_SEARCH_JOB } from './event-list-upcoming';
import { sendJsonText } from '../../lib/sql-json';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('events');
  // The keyword count's side table of upcoming events (migration 0049): rows ended more than a day ago go.
  app.scheduler.every(UPCOMING_SEARCH_JOB, (now) => pruneUpcomingSearchAll((id) => app.scopeOf(id), now));
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request) =>
    requireEventsAccess(request.tenant!, requestContext(request).actor),
  );

  app.post(
    '/api/event/list',
    {
      ...doc('Published events with filters and paging (002 §7)', {
        body: ZEventListBody,
        response: ZEventListResponse,
      }),
      // A query in a POST body: it writes nothing, so the remembered actors stay (plugins/auth.ts).
      config: { readsOnly: true },
    },
    async (request, reply) => sendJsonText(reply, await listEvents(requestContext(request), request.body)),
  );

  for (const name of EVENT_LOOKUPS)
    app.get(
      `/api/event/${name}`,
      doc(`Event ${name}: id → label (002 §3)`, { response: ZIdLabelMap }),
      async (request) => lookupMap(requestContext(request), name),
    );

  app.get(
    '/api/event/whenfilter',
    doc('Date presets of the filter sidebar', { response: ZWhenFilter }),
    async () => whenFilter(),
  );

  app.get(
    '/api/tag/tags',
    doc('Event tags matching a keyword', { querystring: ZTagsQuery, response: ZTagsResponse }),
    async (request) => searchTags(requestContext(request), request.query.keyword),
  );

  for (const prefix of ['/api/Event', '/api/event'])
    app.get(
      `${prefix}/:id`,
      doc('Event detail (002 §3 Event)', { params: ZEventIdParams, response: ZEvent }),
      async (request, reply) => {
        const { scope, actor } = requestContext(request);
        return sendJsonText(reply, await getEventJson({ scope }, request.params.id, actor.id));
      },
    );

  app.get(
    '/api/event/:id/tickets',
    doc('Ticket prices of an event with sold out (002 §3)', {
      params: ZEventIdParams,
      response: ZTicketPricesResponse,
    }),
    async (request) => eventTicketPrices(requestContext(request), request.params.id),
  );

  app.get(
    '/api/event/:id/:attachment',
    doc('Attachments of an event: docs or links (002 §7)', {
      params: ZAttachmentParams,
      response: ZAttachmentsResponse,
    }),
    async (request) => {
      const ctx = requestContext(request);
      requireEventsAccess(request.tenant!, ctx.actor, 'attachments');
      return eventAttachments(ctx, request.params.id, request.params.attachment);
    },
  );

  app.get(
    '/api/favourite/events',
    doc('Favourite events of the member', {
      querystring: ZFavouriteEventsQuery,
      response: ZFavouriteEventsResponse,
    }),
    async (request) => favouriteEvents(requestContext(request), request.query.page, request.query.size),
  );

  for (const [method, isFavourite] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    app.route({
      ...doc(isFavourite ? 'Add an event to favourites' : 'Remove an event from favourites', {
        params: ZEventIdParams,
        response: ZFavouriteToggleResponse,
      }),
      method,
      url: '/api/favourite/event/:id',
      handler: async (request) => setFavourite(requestContext(request), request.params.id, isFavourite),
    });
};
export default routes;
