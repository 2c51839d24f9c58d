/**
 * Calendar routes (issue 38 point 1, docs/calendars.md): the `.ics` of an event and of a community meeting,
 * the member's feed links (get, regenerate) and the feed itself, which calendar apps fetch without a session
 * (the unguessable token in the path is the credential). Every answer is `text/calendar; charset=utf-8` sent
 * through `sendFile`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_MEDIA_TYPE,
  ZCalendarFeed,
  ZCalendarFeedFileParams,
  ZEventIdParams,
  ZMeetingParams,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { sendFile } from '../../plugins/send-file';
import { requireScope } from '../../plugins/tenant';
import { routeDoc } from '../../lib/route-doc';
import { eventCalendar, feedByToken, meetingCalendar, myFeed, regenerateFeed } from './calendar.service';

const ICS = [CALENDAR_MEDIA_TYPE] as const;

/** The signed-in calendar routes: the two `.ics` downloads and the member's feed links. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('calendar');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/event/:id/calendar.ics',
    doc("An event's iCalendar file: one VEVENT per session, in its zone (issue 38)", {
      params: ZEventIdParams,
      file: ICS,
    }),
    async (request, reply) => {
      const file = await eventCalendar(requestContext(request), request.params.id);
      return sendFile(
        reply,
        { type: CALENDAR_MEDIA_TYPE, fileName: file.fileName, body: file.body },
        'attachment',
      );
    },
  );

  app.get(
    '/api/v1/community/:id/meeting/:mid/calendar.ics',
    doc("A community meeting's iCalendar file (issue 38)", { params: ZMeetingParams, file: ICS }),
    async (request, reply) => {
      const file = await meetingCalendar(requestContext(request), request.params.id, request.params.mid);
      return sendFile(
        reply,
        { type: CALENDAR_MEDIA_TYPE, fileName: file.fileName, body: file.body },
        'attachment',
      );
    },
  );

  app.get(
    '/api/calendar/feed',
    doc("The member's calendar subscription links (created on the first call)", { response: ZCalendarFeed }),
    async (request) => myFeed(requestContext(request)),
  );

  app.post(
    '/api/calendar/feed/regenerate',
    doc('A new calendar subscription link; the old one answers 404 from now on', { response: ZCalendarFeed }),
    async (request) => regenerateFeed(requestContext(request)),
  );
};

/**
 * `GET /api/calendar/feed/{token}.ics` without a session: the member's feed, looked up by the token's hash in
 * the request's tenant (another tenant's host answers 404). `ETag`, `Last-Modified`, 304.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('calendar', { access: 'public' });
  app.get(
    '/api/calendar/feed/:file',
    doc("A member's private calendar feed (the token is the credential)", {
      params: ZCalendarFeedFileParams,
      file: ICS,
    }),
    async (request, reply) => {
      const scope = requireScope(request);
      const answer = await feedByToken(
        { scope, tenant: request.tenant!, origin: app.originOf(scope.tenantId) },
        request.params.file.slice(0, -'.ics'.length),
        {
          ifNoneMatch: request.headers['if-none-match'],
          ifModifiedSince: request.headers['if-modified-since'],
        },
      );
      reply.header('etag', answer.etag).header('last-modified', answer.lastModified.toUTCString());
      if (answer.status === 304) return reply.code(304).header('cache-control', 'private, no-cache').send();
      return sendFile(
        reply,
        { type: CALENDAR_MEDIA_TYPE, fileName: 'calendar.ics', body: answer.body },
        { disposition: 'inline', cacheControl: 'private, no-cache' },
      );
    },
  );
};

export default routes;
