/**
 * Event administration API for `/admin/events` (spec 000 §2; fields of 002 §3) — `canManageEvents` only (global
 * Admin or WorkSpaceOwner; 403 otherwise): list, read, create, edit, publish/unpublish, registrations, and
 * uploads of images and documents (served back at `/api/events/files/...`).
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminEvent,
  ZAdminEventInput,
  ZAdminEventsQuery,
  ZAdminEventsResponse,
  ZAdminPageQuery,
  ZEventFileParams,
  ZEventIdParams,
  ZRegistrationsResponse,
  ZUploadResponse,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { requireScope } from '../../plugins/tenant';
import {
  createEvent,
  editEvent,
  getAdminEvent,
  listAdminEvents,
  listRegistrations,
  setPublished,
} from './admin-events.service';
import { readEventFile, uploadEventFile } from './event-files';
import { requireEventAdmin } from './events.policy';
import { routeDoc } from '../../lib/route-doc';
import { sendFile } from '../../plugins/send-file';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('admin-events');

  // Uploaded event images and documents (unguessable keys; public within the tenant host so <img> works).
  app.get(
    '/api/events/files/:year/:month/:name',
    { schema: { hide: true, params: ZEventFileParams } },
    async (request, reply) => {
      const file = await readEventFile(
        { scope: requireScope(request), storage: app.storage },
        request.params,
      );
      return sendFile(
        reply,
        { type: file.type, body: file.stream },
        { disposition: file.inline ? 'inline' : 'attachment', cacheControl: 'private, max-age=86400' },
      );
    },
  );

  await app.register(async (admin) => {
    const typed = admin.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);
    typed.addHook('preHandler', async (request) => requireEventAdmin(requestContext(request).actor));

    typed.get(
      '/api/admin/events',
      doc('Events of the tenant, drafts included', {
        querystring: ZAdminEventsQuery,
        response: ZAdminEventsResponse,
      }),
      async (request) => listAdminEvents(requestContext(request), request.query),
    );

    typed.get(
      '/api/admin/events/:id',
      doc('An event for editing', { params: ZEventIdParams, response: ZAdminEvent }),
      async (request) => getAdminEvent(requestContext(request), request.params.id),
    );

    typed.post(
      '/api/admin/events',
      doc('Create an event (every field of 002 §3)', {
        body: ZAdminEventInput,
        response: { 201: ZAdminEvent },
      }),
      async (request, reply) =>
        reply.status(201).send(await createEvent(requestContext(request), request.body)),
    );

    typed.put(
      '/api/admin/events/:id',
      doc('Edit an event', { params: ZEventIdParams, body: ZAdminEventInput, response: ZAdminEvent }),
      async (request) => editEvent(requestContext(request), request.params.id, request.body),
    );

    for (const [action, isPublished] of [
      ['publish', true],
      ['unpublish', false],
    ] as const)
      typed.post(
        `/api/admin/events/:id/${action}`,
        doc(`${action} an event`, { params: ZEventIdParams, response: ZAdminEvent }),
        async (request) => setPublished(requestContext(request), request.params.id, isPublished),
      );

    typed.get(
      '/api/admin/events/:id/registrations',
      doc('Registrations (tickets) of an event', {
        params: ZEventIdParams,
        querystring: ZAdminPageQuery,
        response: ZRegistrationsResponse,
      }),
      async (request) =>
        listRegistrations(requestContext(request), request.params.id, request.query.page, request.query.size),
    );

    typed.post(
      '/api/admin/events/upload',
      doc('Upload an event image (≤ 5 MB) or document (≤ 10 MB)', {
        consumes: ['multipart/form-data'],
        form: { files: { file: 'one' }, required: ['file'] },
        response: ZUploadResponse,
      }),
      async (request) => uploadEventFile(requestContext(request), await request.file()),
    );
  });
};
export default routes;
