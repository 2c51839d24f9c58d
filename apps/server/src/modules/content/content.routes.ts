/**
 * Content service routes — spec 002 §7 "News, resources, pages (content service, GET)", §5 (segment rule),
 * §4/§7 favourites; spec 000 §7 (dashboard latest news); issue 5 authoring. Paths and semantics are in
 * docs/api-content.md:
 * - `GET /api/content/items/{collection}`, `/items/{collection}/{id}` (Directus query language, `{ data, meta }`)
 * - `GET /api/content/assets/{id}` (`download`, `width`, `height`, `fit`, `quality`)
 * - `GET /api/content/pages/{id}/preview` (HTML document for the /pages frame)
 * - `GET api/v1/news/favorite`, `api/v1/resources/favorite`; `POST api/v1/{news|resources}/{id}/add-to-favorite`
 *   and `/delete-from-favorite`
 * - `/api/content/manage/...` authoring for administrators and `contentEditor` holders
 * Items and assets answer errors in Directus form (`{ errors: [{ message, extensions: { code } }] }`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_DOCUMENT_TYPES,
  CONTENT_FILE_MAX_BYTES,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  ZAssetQuery,
  ZAuthoringItemParams,
  ZAuthoringParams,
  ZAuthoringResult,
  ZContentIdParams,
  ZContentItemInput,
  ZContentItemPatch,
  ZContentPageInput,
  ZContentPagePatch,
  ZFavoriteListQuery,
  ZFavoriteListResponse,
  ZFavoriteToggleResponse,
  ZItemsQuery,
  ZPublishBody,
  orEmpty,
  ZTaxonomyInput,
  ZTaxonomyParams,
  type TenantId,
  ZSignedUrlResponse,
  CONTENT_IMAGE_MAX_PIXELS,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bearerOrSigned, context } from '../../plugins/auth';
import { signQuery } from '../../lib/signed-url';
import { AppError } from '../../lib/app-error';
import { contentMatchesExtension, MIME_EXTENSION } from '../../lib/file-content';
import { contentFiles } from '../../db/schema/index';
import { COLLECTIONS, publicCollection, type AccessContext } from './collections';
import { DirectusError, buildFieldTree, forbidden, parseItemsQuery, readItem, readItems } from './query';
import {
  accessContext,
  createItem,
  createTaxonomy,
  deleteItem,
  deletePage,
  isContentEditor,
  listFavorites,
  savePage,
  setFavorite,
  setItemState,
  updateItem,
  type ItemKind,
} from './content.service';
import { imageSize, seedFileBytes, transformImage } from './files';
import type { TenantScope } from '../../db/tenant-scope';

type RawQuery = Record<string, string | string[] | undefined>;

/** Validates a body with a zod schema; 400 with field errors (first message as `message`) otherwise. */
function parseBody<T extends z.ZodTypeAny>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.') || '(root)'] ??= []).push(issue.message);
  throw new AppError('BAD_REQUEST', result.error.issues[0]?.message ?? 'Invalid input', { errors });
}

/** Directus-form errors for the items/assets family (never a 500 for a bad query). */
function directusErrors(app: FastifyInstance) {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof DirectusError) return reply.status(error.status).send(error.body());
    if (hasZodFastifySchemaValidationErrors(error))
      return reply
        .status(400)
        .send(new DirectusError(400, 'INVALID_QUERY', `Invalid query. ${error.message}`).body());
    if (error instanceof AppError) {
      const code =
        error.status === 401 ? 'INVALID_CREDENTIALS' : error.status === 403 ? 'FORBIDDEN' : 'INVALID_QUERY';
      return reply.status(error.status).send(new DirectusError(error.status, code, error.message).body());
    }
    // Database rejections of a value (e.g. out of range) are the query's fault: 400, not 500.
    if (typeof error.code === 'string' && /^22/.test(error.code))
      return reply
        .status(400)
        .send(new DirectusError(400, 'INVALID_QUERY', 'Invalid query. Bad value.').body());
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'content request failed');
    return reply
      .status(status)
      .send(
        new DirectusError(
          status,
          status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'INVALID_QUERY',
          status >= 500 ? 'An error occurred' : error.message,
        ).body(),
      );
  });
}

/** Members' read API (segment rule always on). */
const readRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  directusErrors(app);
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/content/items/:collection',
    {
      schema: {
        tags,
        summary: 'Directus items list (spec 002 §7): fields, filter, sort, limit, offset, page, search, meta',
        params: z.object({ collection: z.string().max(64) }),
        querystring: ZItemsQuery,
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      const def = publicCollection(request.params.collection);
      if (!def) throw forbidden();
      const query = parseItemsQuery(def, request.query as RawQuery);
      return readItems(scope, def, query, await accessContext(scope, actor));
    },
  );

  app.get(
    '/api/content/items/:collection/:id',
    {
      schema: {
        tags,
        summary: 'Directus single item (spec 002 §7); 403 when missing or not visible',
        params: z.object({ collection: z.string().max(64), id: z.string().max(64) }),
        querystring: ZItemsQuery,
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      const def = publicCollection(request.params.collection);
      if (!def) throw forbidden();
      const query = parseItemsQuery(def, request.query as RawQuery);
      return {
        data: await readItem(scope, def, request.params.id, query.fields, await accessContext(scope, actor)),
      };
    },
  );
};

/**
 * Files and page previews, which the browser fetches without headers (`<img src>`, frames, download links):
 * a bearer header, or a short-lived signed URL from the `signed-url` calls below (issue 10 §9) — never a
 * token in the query.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  directusErrors(app);

  app.get(
    '/api/content/assets/:id/signed-url',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Signed URL (10 minutes, this file and this member only) of GET /api/content/assets/{id}',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: ZSignedUrlResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      const target = { purpose: 'content-asset', tenantId: scope.tenantId, resource: request.params.id };
      return {
        url: `/api/content/assets/${request.params.id}?${signQuery(app.tokens.hmac, target, actor.id)}`,
      };
    },
  );

  app.get(
    '/api/content/pages/:id/preview-url',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Signed URL (10 minutes, this page and this member only) of the page preview frame',
        params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
        response: { 200: ZSignedUrlResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      const id = String(request.params.id);
      const target = { purpose: 'page-preview', tenantId: scope.tenantId, resource: id };
      return { url: `/api/content/pages/${id}/preview?${signQuery(app.tokens.hmac, target, actor.id)}` };
    },
  );

  app.get(
    '/api/content/assets/:id',
    {
      preHandler: bearerOrSigned(app, 'content-asset', (request) => (request.params as { id: string }).id),
      schema: {
        tags,
        summary: 'File of a visible item (spec 002 §7 assets); download, width/height transforms',
        params: z.object({ id: z.string().max(64) }),
        querystring: ZAssetQuery.passthrough(),
      },
    },
    async (request, reply) => {
      const { scope, actor } = context(request);
      const ctx = await accessContext(scope, actor, isContentEditor(actor));
      await sendFile(app, scope, ctx, request.params.id, request.query, reply);
    },
  );

  app.get(
    '/api/content/pages/:id/preview',
    {
      preHandler: bearerOrSigned(app, 'page-preview', (request) => (request.params as { id: string }).id),
      schema: {
        tags,
        summary: 'Members-only page as an HTML document for the /pages frame (spec 002 §2 Pages)',
        params: z.object({ id: z.string().max(12) }),
      },
    },
    async (request, reply) => {
      const { scope, actor } = context(request);
      const page = await readItem(
        scope,
        COLLECTIONS.pages!,
        request.params.id,
        buildFieldTree(COLLECTIONS.pages!, ['name', 'content']),
        await accessContext(scope, actor, isContentEditor(actor)),
      );
      const esc = (t: string) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(String(page.name))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;line-height:1.6;color:#1f2937}img{max-width:100%}</style>
</head><body><h1>${esc(String(page.name))}</h1>${String(page.content ?? '')}</body></html>`;
      // Stored content is sanitised on write; the frame still gets no scripts.
      reply.header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'",
      );
      reply.header('x-frame-options', 'SAMEORIGIN');
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};

/** Types shown inline: raster images only (never SVG or HTML). */
const INLINE_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * The download name of an upload: the given name (≤ 200 characters) with its extension replaced by `ext`,
 * the one of the checked content type — `evil.html` uploaded as text/plain downloads as `evil.txt`.
 */
function downloadName(given: string, ext: string): string {
  const base = given.replace(/\.[^.]*$/, '').slice(0, 190) || 'file';
  return `${base}.${ext}`;
}

/** Streams a file the context may see; transforms images. */
async function sendFile(
  app: FastifyInstance,
  scope: TenantScope,
  ctx: AccessContext,
  id: string,
  query: z.infer<typeof ZAssetQuery>,
  reply: FastifyReply,
) {
  const [file] = await readItem(
    scope,
    COLLECTIONS.files!,
    id,
    buildFieldTree(COLLECTIONS.files!, ['id']),
    ctx,
  ).then(async () =>
    scope.db
      .select()
      .from(contentFiles)
      .where(sql`${contentFiles.tenantId} = ${scope.tenantId} and ${contentFiles.id} = ${id}::uuid`),
  );
  if (!file) throw forbidden();
  let data: Buffer;
  if (file.storageKey.startsWith('seed:')) data = await seedFileBytes(file.storageKey);
  else {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await app.storage.read(scope.tenantId as TenantId, file.storageKey))
        chunks.push(chunk as Buffer);
    } catch {
      throw forbidden();
    }
    data = Buffer.concat(chunks);
  }
  let type = file.type ?? 'application/octet-stream';
  if (type.startsWith('image/') && type !== 'image/gif' && (query.width || query.height)) {
    data = await transformImage(file.id, data, query, type).catch(() => {
      throw new AppError('BAD_REQUEST', 'The image cannot be resized');
    });
    if (type !== 'image/jpeg' && type !== 'image/webp') type = 'image/png';
  }
  reply.header('cache-control', 'private, max-age=3600');
  reply.header('x-content-type-options', 'nosniff');
  const name = file.filenameDownload.replace(/["\\\r\n]/g, '');
  // Only images, and PDFs in the portal's own preview frame, are shown inline (issue 10 §12).
  const inline =
    query.download === undefined &&
    (INLINE_IMAGE_TYPES.has(type) || (type === 'application/pdf' && query.preview !== undefined));
  reply.header(
    'content-disposition',
    `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  return reply.type(type).send(data);
}

/** Favourites (spec 002 §7). */
const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  app.addHook('preHandler', app.authenticate);
  const areas: [string, ItemKind][] = [
    ['news', 'news'],
    ['resources', 'resource'],
  ];
  for (const [path, kind] of areas) {
    app.get(
      `/api/v1/${path}/favorite`,
      {
        schema: {
          tags,
          summary: `Bookmarked ${path} ids, page of pageSize (spec 002 §7)`,
          querystring: ZFavoriteListQuery,
          response: { 200: ZFavoriteListResponse },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        const { page, pageSize } = request.query;
        const { ids, total } = await listFavorites(
          scope,
          await accessContext(scope, actor),
          actor.id,
          kind,
          page,
          pageSize,
        );
        return {
          favoriteNewsIds: kind === 'news' ? ids : [],
          favoriteResourcesIds: kind === 'resource' ? ids : [],
          totalItems: total,
          page,
          pageSize,
        };
      },
    );
    const toggle = (on: boolean) => async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const { scope, actor } = context(request);
      await setFavorite(scope, await accessContext(scope, actor), actor.id, kind, request.params.id, on);
      return { success: true, isFavorite: on };
    };
    const schema = { tags, params: ZContentIdParams, response: { 200: ZFavoriteToggleResponse } };
    app.post(
      `/api/v1/${path}/:id/add-to-favorite`,
      { schema: { ...schema, summary: 'Bookmark' } },
      toggle(true),
    );
    app.post(
      `/api/v1/${path}/:id/delete-from-favorite`,
      { schema: { ...schema, summary: 'Remove bookmark' } },
      toggle(false),
    );
    app.delete(
      `/api/v1/${path}/:id/delete-from-favorite`,
      { schema: { ...schema, summary: 'Remove bookmark' } },
      toggle(false),
    );
  }
};

/** Authoring for administrators and `contentEditor` holders. */
const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content-authoring'];
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request) => {
    if (!isContentEditor(context(request).actor)) throw new AppError('FORBIDDEN', 'Forbidden');
  });

  await app.register(async (plain) => {
    const reads = plain.withTypeProvider<ZodTypeProvider>();
    directusErrors(plain);
    reads.get(
      '/api/content/manage/:collection',
      {
        schema: {
          tags,
          summary: 'All items incl. drafts (query language of /items)',
          params: ZAuthoringParams,
          querystring: ZItemsQuery,
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        const def = COLLECTIONS[request.params.collection]!;
        return readItems(
          scope,
          def,
          parseItemsQuery(def, request.query as RawQuery),
          await accessContext(scope, actor, true),
        );
      },
    );
    reads.get(
      '/api/content/manage/:collection/:id',
      {
        schema: {
          tags,
          summary: 'One item incl. drafts',
          params: ZAuthoringItemParams,
          querystring: ZItemsQuery,
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        const def = COLLECTIONS[request.params.collection]!;
        const query = parseItemsQuery(def, request.query as RawQuery);
        return {
          data: await readItem(
            scope,
            def,
            String(request.params.id),
            query.fields,
            await accessContext(scope, actor, true),
          ),
        };
      },
    );
  });

  const isPages = (c: string) => c === 'pages';
  /**
   * Body of create and edit: a JSON object, checked per collection in the handler against ZContentItemInput /
   * ZContentItemPatch (news, resources) or ZContentPageInput / ZContentPagePatch (pages).
   */
  const ZManageBody = z.record(z.string(), z.unknown()).describe('ZContentItemInput or ZContentPageInput');
  app.post(
    '/api/content/manage/:collection',
    {
      schema: {
        tags,
        summary: 'Create news, resource or page',
        params: ZAuthoringParams,
        body: ZManageBody,
        response: { 201: ZAuthoringResult },
      },
    },
    async (request, reply) => {
      const { scope, actor } = context(request);
      const c = request.params.collection;
      const result = isPages(c)
        ? await savePage(scope, null, parseBody(ZContentPageInput, request.body))
        : await createItem(scope, actor, c as ItemKind, parseBody(ZContentItemInput, request.body));
      return reply.status(201).send(result);
    },
  );
  app.patch(
    '/api/content/manage/:collection/:id',
    {
      schema: {
        tags,
        summary: 'Edit news, resource or page',
        params: ZAuthoringItemParams,
        body: ZManageBody,
        response: { 200: ZAuthoringResult },
      },
    },
    async (request) => {
      const { scope } = context(request);
      const { collection: c, id } = request.params;
      return isPages(c)
        ? savePage(scope, id, parseBody(ZContentPagePatch, request.body))
        : updateItem(scope, c as ItemKind, id, parseBody(ZContentItemPatch, request.body));
    },
  );
  const state =
    (to: 'published' | 'archived' | 'draft') =>
    async (request: FastifyRequest<{ Params: { collection: string; id: number }; Body: unknown }>) => {
      const { scope } = context(request);
      const { collection: c, id } = request.params;
      if (isPages(c)) return savePage(scope, id, { state: to });
      const body = to === 'published' ? parseBody(ZPublishBody, request.body ?? {}) : {};
      return setItemState(scope, c as ItemKind, id, to, body.publishStartDate);
    };
  const stateSchema = { tags, params: ZAuthoringItemParams, response: { 200: ZAuthoringResult } };
  app.post(
    '/api/content/manage/:collection/:id/publish',
    {
      schema: { ...stateSchema, summary: 'Publish now or at publishStartDate', body: orEmpty(ZPublishBody) },
    },
    state('published'),
  );
  app.post(
    '/api/content/manage/:collection/:id/archive',
    { schema: { ...stateSchema, summary: 'Archive' } },
    state('archived'),
  );
  app.post(
    '/api/content/manage/:collection/:id/unpublish',
    { schema: { ...stateSchema, summary: 'Back to draft' } },
    state('draft'),
  );
  app.delete(
    '/api/content/manage/:collection/:id',
    { schema: { tags, summary: 'Delete', params: ZAuthoringItemParams } },
    async (request, reply) => {
      const { scope } = context(request);
      const { collection: c, id } = request.params;
      if (isPages(c)) await deletePage(scope, id);
      else await deleteItem(scope, c as ItemKind, id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/content/manage/taxonomy/:kind',
    {
      schema: {
        tags,
        summary: 'Create a category, subcategory or tag',
        params: ZTaxonomyParams,
        body: ZTaxonomyInput,
      },
    },
    async (request, reply) => {
      const { scope } = context(request);
      return reply.status(201).send(await createTaxonomy(scope, request.params.kind, request.body));
    },
  );
  app.post(
    '/api/content/manage/files',
    { schema: { tags, summary: 'Upload an image (≤ 5 MB) or document (≤ 10 MB)' } },
    async (request, reply) => {
      const { scope, actor } = context(request);
      const part = await request.file();
      if (!part) throw new AppError('BAD_REQUEST', 'Please choose a file');
      const mime = part.mimetype;
      const isImage = (CONTENT_IMAGE_TYPES as readonly string[]).includes(mime);
      if (!isImage && !(CONTENT_DOCUMENT_TYPES as readonly string[]).includes(mime))
        return reply.status(415).send({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'This file type is not allowed',
        });
      const data = await part.toBuffer().catch(() => null);
      const max = isImage ? CONTENT_IMAGE_MAX_BYTES : CONTENT_FILE_MAX_BYTES;
      if (!data || part.file.truncated || data.length > max)
        throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${max / 1024 / 1024} MB`);
      if (!(await contentMatchesExtension(data, MIME_EXTENSION[mime] ?? '')))
        return reply.status(415).send({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'This file type is not allowed',
        });
      const size = isImage ? await imageSize(data) : null;
      if (isImage && !size) throw new AppError('BAD_REQUEST', 'The image cannot be read');
      if (size?.tooLarge)
        throw new AppError(
          'BAD_REQUEST',
          `The image is too large: at most ${CONTENT_IMAGE_MAX_PIXELS / 1_000_000} megapixels (for example 8000 × 5000 pixels)`,
        );
      // The stored extension comes from the checked type, never from the name (issue 10 §12).
      const ext = MIME_EXTENSION[mime]!;
      const storedFile = await app.storage.put(scope.tenantId as TenantId, data, ext);
      const [row] = await scope.db
        .insert(contentFiles)
        .values({
          tenantId: scope.tenantId,
          storageKey: storedFile.key,
          filenameDownload: downloadName(part.filename, ext),
          type: mime,
          filesize: data.length,
          width: size?.width ?? null,
          height: size?.height ?? null,
          uploadedBy: actor.id,
        })
        .returning();
      return reply.status(201).send({
        id: row!.id,
        type: row!.type,
        title: row!.title,
        filename_disk: row!.storageKey.split('/').pop(),
        filename_download: row!.filenameDownload,
        filesize: row!.filesize,
        width: row!.width,
        height: row!.height,
        uploaded_on: row!.uploadedOn.toISOString(),
      });
    },
  );
};

/** Registers the content service. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(fileRoutes);
  await app.register(favoriteRoutes);
  await app.register(manageRoutes);
};

export default contentRoutes;
