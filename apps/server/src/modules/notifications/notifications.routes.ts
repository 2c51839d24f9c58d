/**
 * Notification routes — spec 000 §7 "Notifications" (docs/api-notifications.md), and the plugin that
 * subscribes the notification writers to `app.communityEvents` (registered once per app).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZNotificationsQuery,
  ZNotificationsResponse,
  ZPostNotificationParams,
  ZPostNotificationStatusBody,
  ZPostNotificationStatusResponse,
  ZSetAsReadBody,
  ZSetAsReadResponse,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import * as service from './notifications.service';
import { routeDoc } from '../../lib/route-doc';
import { sendJsonText } from '../../lib/sql-json';

/** The notification centre routes (spec 000 §7), registering the notification listeners once; signed-in callers only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  service.registerNotificationListeners(app.communityEvents);
  const doc = routeDoc('notifications');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/community/notification',
    doc("The caller's notifications, newest first (page size 7)", {
      querystring: ZNotificationsQuery,
      response: ZNotificationsResponse,
    }),
    async (request, reply) =>
      sendJsonText(reply, await service.listNotificationsJson(requestContext(request), request.query)),
  );

  app.put(
    '/api/v1/community/notification/set-as-read',
    doc('Mark notifications read', { body: ZSetAsReadBody, response: ZSetAsReadResponse }),
    async (request) => service.setAsRead(requestContext(request), request.body.ids),
  );

  app.put(
    '/api/v1/community/notification/all-set-as-read',
    doc('Mark every notification read', { response: ZSetAsReadResponse }),
    async (request) => service.setAsRead(requestContext(request), null),
  );

  app.get(
    '/api/v1/community/notification/post/:postId',
    doc('Whether comment notifications of a discussion are on', {
      params: ZPostNotificationParams,
      response: ZPostNotificationStatusResponse,
    }),
    async (request) => service.postStatus(requestContext(request), request.params.postId),
  );

  app.put(
    '/api/v1/community/notification/post/:postId',
    doc('Mute or resume comment notifications of a discussion', {
      params: ZPostNotificationParams,
      body: ZPostNotificationStatusBody,
      response: ZPostNotificationStatusResponse,
    }),
    async (request) =>
      service.setPostStatus(requestContext(request), request.params.postId, request.body.isEnabled),
  );
};

export default routes;
