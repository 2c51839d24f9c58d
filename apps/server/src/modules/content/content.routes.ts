/**
 * Content service routes — spec 002 §7 "News, resources, pages (content service, GET)", §5 (segment rule),
 * §4/§7 favourites; spec 000 §7 (dashboard latest news); issue 5 authoring. Paths and semantics are in
 * docs/api-content.md:
 * - `GET /api/content/items/{collection}`, `/items/{collection}/{id}` (Directus query language, `{ data, meta }`)
 * - `GET /api/content/assets/{id}` (`download`, `width`, `height`, `fit`, `quality`)
 * - `GET /api/content/pages/{id}/preview` (HTML document for the /pages frame)
 * - `GET api/v1/news/favorite`, `api/v1/resources/favorite`; `POST api/v1/{news|resources}/{id}/add-to-favorite`
 *   and `/delete-from-favorite`
 * - `/api/content/manage/...` authoring for `canEditContent` (administrators and `contentEditor` holders)
 * Items and assets answer errors in Directus form (`{ errors: [{ message, extensions: { code } }] }`).
 */
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZAssetQuery,
  ZAuthoringItemParams,
  ZAuthoringParams,
  ZAuthoringResult,
  ZCollectionItemParams,
  ZCollectionParams,
  ZContentAssetParams,
  ZContentFileIdParams,
  ZContentIdParams,
  ZContentPageIdParams,
  ZContentPagePreviewParams,
  ZFavoriteListQuery,
  ZFavoriteListResponse,
  ZFavoriteToggleResponse,
  ZItemsQuery,
  ZManageBody,
  ZPublishBody,
  ZSignedUrlResponse,
  ZTaxonomyInput,
  ZTaxonomyParams,
  orEmpty,
  type TAuthoringCollection,
} from '@portal/contracts';
import { bearerOrSigned, requestContext } from '../../plugins/auth';
import {
  changeState,
  createInCollection,
  createTaxonomy,
  deleteInCollection,
  updateInCollection,
} from './content-authoring.service';
import { UnsupportedMediaType, uploadContentFile } from './content-files.service';
import { directusErrors } from './content.errors';
import { ZContentFileAnswer, ZDirectusAnswer, ZTaxonomyCreated } from './content.docs';
import { requireContentEditor } from './content.policy';
import type { ItemKind } from './content.repository';
import {
  contentFile,
  getItem,
  listFavorites,
  listItems,
  pagePreview,
  setFavorite,
  signedUrl,
  type RawQuery,
} from './content.service';
import { routeDoc } from '../../lib/route-doc';
import { sendFile } from '../../plugins/send-file';
import contentTagRoutes from './content-tags.routes';

/** How the list routes answer `meta` counts (`CONTENT_COUNT_CACHE`, config/env.ts). */
type ListOptions = { countCache: boolean };

/** Members' read API (segment rule always on). */
const readRoutes: FastifyPluginAsyncZod<ListOptions> = async (app, { countCache }) => {
  const doc = routeDoc('content', { errorShape: 'directus' });
  directusErrors(app);
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/content/items/:collection',
    doc(
      'Directus items list (spec 002 §7): fields, filter, sort, limit, offset, page, search, meta; ' +
        'meta.filter_count is exact up to contentCountBound (at least 1,000) and that bound + 1 above it',
      {
        params: ZCollectionParams,
        querystring: ZItemsQuery,
        response: ZDirectusAnswer,
      },
    ),
    async (request) =>
      listItems(requestContext(request), request.params.collection, request.query as RawQuery, false, {
        countCache,
        // meta.filter_count exact up to contentCountBound, bound + 1 above it (issue 37 point 4).
        boundedCount: true,
      }),
  );

  app.get(
    '/api/content/items/:collection/:id',
    doc('Directus single item (spec 002 §7); 403 when missing or not visible', {
      params: ZCollectionItemParams,
      querystring: ZItemsQuery,
      response: ZDirectusAnswer,
    }),
    async (request) =>
      getItem(
        requestContext(request),
        request.params.collection,
        request.params.id,
        request.query as RawQuery,
      ),
  );
};

/**
 * Files and page previews, which the browser fetches without headers (`<img src>`, frames, download links):
 * a bearer header, or a short-lived signed URL from the `signed-url` calls below (issue 10 §9) — never a
 * token in the query.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('content', { errorShape: 'directus' });
  directusErrors(app);

  app.get(
    '/api/content/assets/:id/signed-url',
    {
      ...doc('Signed URL (10 minutes, this file and this member only) of GET /api/content/assets/{id}', {
        params: ZContentFileIdParams,
        response: ZSignedUrlResponse,
      }),
      preHandler: app.authenticate,
    },
    async (request) => signedUrl(requestContext(request), 'content-asset', request.params.id),
  );

  app.get(
    '/api/content/pages/:id/preview-url',
    {
      ...doc('Signed URL (10 minutes, this page and this member only) of the page preview frame', {
        params: ZContentPageIdParams,
        response: ZSignedUrlResponse,
      }),
      preHandler: app.authenticate,
    },
    async (request) => signedUrl(requestContext(request), 'page-preview', String(request.params.id)),
  );

  app.get(
    '/api/content/assets/:id',
    {
      ...doc('File of a visible item (spec 002 §7 assets); download, width/height transforms', {
        params: ZContentAssetParams,
        querystring: ZAssetQuery.passthrough(),
        access: 'bearer-or-signed',
        file: ['application/octet-stream'],
      }),
      preHandler: bearerOrSigned(app, 'content-asset', (request) => (request.params as { id: string }).id),
    },
    async (request, reply) => {
      const file = await contentFile(requestContext(request), request.params.id, request.query);
      return sendFile(
        reply,
        { type: file.type, fileName: file.name, body: file.data },
        { disposition: file.inline ? 'inline' : 'attachment', cacheControl: 'private, max-age=3600' },
      );
    },
  );

  app.get(
    '/api/content/pages/:id/preview',
    {
      ...doc('Members-only page as an HTML document for the /pages frame (spec 002 §2 Pages)', {
        params: ZContentPagePreviewParams,
        access: 'bearer-or-signed',
        file: ['text/html'],
      }),
      preHandler: bearerOrSigned(app, 'page-preview', (request) => (request.params as { id: string }).id),
    },
    async (request, reply) => {
      const html = await pagePreview(requestContext(request), request.params.id);
      // Stored content is sanitised on write; the frame still gets no scripts.
      return reply
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'",
        )
        .header('x-frame-options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};

/** Favourites (spec 002 §7). */
const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('content');
  app.addHook('preHandler', app.authenticate);
  const areas: [string, ItemKind][] = [
    ['news', 'news'],
    ['resources', 'resource'],
  ];
  for (const [path, kind] of areas) {
    app.get(
      `/api/v1/${path}/favorite`,
      doc(`Bookmarked ${path} ids, page of pageSize (spec 002 §7)`, {
        querystring: ZFavoriteListQuery,
        response: ZFavoriteListResponse,
      }),
      async (request) =>
        listFavorites(requestContext(request), kind, request.query.page, request.query.pageSize),
    );
    const toggle = (on: boolean) => async (request: FastifyRequest<{ Params: { id: number } }>) =>
      setFavorite(requestContext(request), kind, request.params.id, on);
    const toggleDoc = (summary: string) =>
      doc(summary, { params: ZContentIdParams, response: ZFavoriteToggleResponse });
    app.post(`/api/v1/${path}/:id/add-to-favorite`, toggleDoc('Bookmark'), toggle(true));
    for (const method of ['POST', 'DELETE'] as const)
      app.route({
        method,
        url: `/api/v1/${path}/:id/delete-from-favorite`,
        ...toggleDoc('Remove bookmark'),
        handler: toggle(false),
      });
  }
};

/** Authoring for `canEditContent` (administrators and `contentEditor` holders). */
const manageRoutes: FastifyPluginAsyncZod<ListOptions> = async (app, { countCache }) => {
  const doc = routeDoc('content-authoring');
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request) => requireContentEditor(requestContext(request).actor));

  await app.register(async (plain) => {
    const reads = plain.withTypeProvider<ZodTypeProvider>();
    directusErrors(plain);
    reads.get(
      '/api/content/manage/:collection',
      doc('All items incl. drafts (query language of /items)', {
        params: ZAuthoringParams,
        querystring: ZItemsQuery,
        response: ZDirectusAnswer,
        errorShape: 'directus',
      }),
      async (request) =>
        listItems(requestContext(request), request.params.collection, request.query as RawQuery, true, {
          countCache,
        }),
    );
    reads.get(
      '/api/content/manage/:collection/:id',
      doc('One item incl. drafts', {
        params: ZAuthoringItemParams,
        querystring: ZItemsQuery,
        response: ZDirectusAnswer,
        errorShape: 'directus',
      }),
      async (request) => {
        const { collection, id } = request.params;
        return getItem(requestContext(request), collection, String(id), request.query as RawQuery, true);
      },
    );
  });

  app.post(
    '/api/content/manage/:collection',
    doc('Create news, resource or page', {
      params: ZAuthoringParams,
      body: ZManageBody,
      response: { 201: ZAuthoringResult },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await createInCollection(requestContext(request), request.params.collection, request.body)),
  );
  app.patch(
    '/api/content/manage/:collection/:id',
    doc('Edit news, resource or page', {
      params: ZAuthoringItemParams,
      body: ZManageBody,
      response: ZAuthoringResult,
    }),
    async (request) => {
      const { collection, id } = request.params;
      return updateInCollection(requestContext(request), collection, id, request.body);
    },
  );
  const state =
    (to: 'published' | 'archived' | 'draft') =>
    async (
      request: FastifyRequest<{ Params: { collection: TAuthoringCollection; id: number }; Body: unknown }>,
    ) =>
      changeState(requestContext(request), request.params.collection, request.params.id, to, request.body);
  const stateDoc = (summary: string) =>
    doc(summary, { params: ZAuthoringItemParams, response: ZAuthoringResult });
  app.post(
    '/api/content/manage/:collection/:id/publish',
    doc('Publish now or at publishStartDate', {
      params: ZAuthoringItemParams,
      body: orEmpty(ZPublishBody),
      response: ZAuthoringResult,
    }),
    state('published'),
  );
  app.post('/api/content/manage/:collection/:id/archive', stateDoc('Archive'), state('archived'));
  app.post('/api/content/manage/:collection/:id/unpublish', stateDoc('Back to draft'), state('draft'));
  app.delete(
    '/api/content/manage/:collection/:id',
    doc('Delete', { params: ZAuthoringItemParams, response: { 204: z.null() } }),
    async (request, reply) => {
      await deleteInCollection(requestContext(request), request.params.collection, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/content/manage/taxonomy/:kind',
    doc('Create a category, subcategory or tag', {
      params: ZTaxonomyParams,
      body: ZTaxonomyInput,
      response: { 201: ZTaxonomyCreated },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTaxonomy(requestContext(request), request.params.kind, request.body)),
  );
  app.post(
    '/api/content/manage/files',
    doc('Upload an image (≤ 5 MB) or document (≤ 10 MB)', {
      consumes: ['multipart/form-data'],
      form: { files: { file: 'one' }, required: ['file'] },
      response: { 201: ZContentFileAnswer, 415: ZApiError },
    }),
    async (request, reply) => {
      try {
        return reply.status(201).send(await uploadContentFile(requestContext(request), await request.file()));
      } catch (error) {
        if (!(error instanceof UnsupportedMediaType)) throw error;
        return reply.status(415).send({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'This file type is not allowed',
        });
      }
    },
  );
};

/** Registers the content service; `env.CONTENT_COUNT_CACHE` switches the 10 s cache of list counts. */
const contentRoutes: FastifyPluginAsyncZod<{ env: Pick<Env, 'CONTENT_COUNT_CACHE'> }> = async (
  app,
  { env },
) => {
  const list: ListOptions = { countCache: env.CONTENT_COUNT_CACHE };
  await app.register(readRoutes, list);
  await app.register(fileRoutes);
  await app.register(favoriteRoutes);
  await app.register(manageRoutes, list);
  await app.register(contentTagRoutes);
};

export default contentRoutes;
