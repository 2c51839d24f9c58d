/**
 * Content for members — spec 002 §7 "News, resources, pages (content service, GET)", §5 (segment rule), §4/§7
 * favourites: the Directus items API, signed URLs, files and page previews. Authoring is in
 * content-authoring.service.ts; who may author is `canEditContent` (content.policy.ts).
 */
import { TENANT_PROFILES, type TAssetQuery, type TenantId } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html-escape';
import { signQuery } from '../../lib/signed-url';
import type { FileStorage } from '../../plugins/storage';
import { COLLECTIONS, publicCollection, type ContentVisibility } from './collections';
import { isContentEditor } from './content.policy';
import {
  addFavorite,
  favoriteIds,
  fileById,
  itemIsVisible,
  removeFavorite,
  type ItemKind,
} from './content.repository';
import { itemVisible } from './content.visibility';
import { seedFileBytes, transformImage, variantType } from './files';
import {
  aggregateItems,
  buildFieldTree,
  DirectusError,
  forbidden,
  parseItemsQuery,
  readItem,
  readItems,
  type ReadOptions,
} from './query';
import { parseAggregation } from './query-aggregate';
import type { RequestContext } from '../../plugins/auth';

/** A raw query string object (Directus parameters). */
export type RawQuery = Record<string, string | string[] | undefined>;

/** Access context of a request: the segment rule for members; `bypass` only for authoring calls. */
export function accessContext(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  bypass = false,
): ContentVisibility {
  return {
    tenantId: ctx.scope.tenantId,
    activeKey: TENANT_PROFILES[ctx.scope.tenantId as TenantId].newsActiveKey,
    userId: ctx.actor.id,
    bypass,
  };
}

/** The content access context (tenant, active key, member, bypass) other modules hand to {@link contentItemVisibleSql}. */
export type ContentAccess = ContentVisibility;

/**
 * SQL: the content item on alias `alias` is a `kind` item the member may see (spec 002 §5 segment rule: status,
 * publish start, segments) — the same rule as the content API, for the global search (issue 16).
 */
export function contentItemVisibleSql(alias: string, kind: 'news' | 'resource', access: ContentVisibility) {
  return itemVisible(alias, kind, access);
}

/**
 * `GET /api/content/items/{collection}` (members) and `/api/content/manage/{collection}` (`bypass`: authoring,
 * drafts included); with `aggregate` (and `groupBy`) the Directus aggregation instead of items (issue 40).
 * `options.countCache` false: `meta` counts are not cached (`CONTENT_COUNT_CACHE=false`).
 * @throws DirectusError 403 for an unknown collection, 400 for a bad query.
 */
export function listItems(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  collection: string,
  query: RawQuery,
  bypass = false,
  options: ReadOptions = {},
) {
  const def = bypass ? COLLECTIONS[collection] : publicCollection(collection);
  if (!def) throw forbidden();
  const parsed = parseItemsQuery(def, query);
  const aggregation = parseAggregation(def, query);
  if (aggregation) return aggregateItems(ctx.scope, def, parsed, aggregation, accessContext(ctx, bypass));
  return readItems(ctx.scope, def, parsed, accessContext(ctx, bypass), options);
}

/** `GET /api/content/items/{collection}/{id}` → `{ data }` (403 when missing or not visible). */
export async function getItem(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  collection: string,
  id: string,
  query: RawQuery,
  bypass = false,
) {
  const def = bypass ? COLLECTIONS[collection] : publicCollection(collection);
  if (!def) throw forbidden();
  const { fields } = parseItemsQuery(def, query);
  return { data: await readItem(ctx.scope, def, id, fields, accessContext(ctx, bypass)) };
}

/** A signed URL (10 minutes, this member only) of a content file or page preview (issue 10 §9). */
export function signedUrl(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'hmac'>,
  what: 'content-asset' | 'page-preview',
  id: string,
) {
  const target = { purpose: what, tenantId: ctx.scope.tenantId, resource: id };
  const path = what === 'content-asset' ? `/api/content/assets/${id}` : `/api/content/pages/${id}/preview`;
  return { url: `${path}?${signQuery(ctx.hmac, target, ctx.actor.id)}` };
}

/**
 * A members-only page as an HTML document for the /pages frame (spec 002 §2 Pages). Stored content is
 * sanitised on write. @throws DirectusError 403 when missing or not visible.
 */
export async function pagePreview(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string): Promise<string> {
  const pages = COLLECTIONS.pages!;
  const access = accessContext(ctx, isContentEditor(ctx.actor));
  const page = await readItem(ctx.scope, pages, id, buildFieldTree(pages, ['name', 'content']), access);
  const title = escapeHtml(String(page.name));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;line-height:1.6;color:#1f2937}img{max-width:100%}</style>
</head><body><h1>${title}</h1>${String(page.content ?? '')}</body></html>`;
}

/** Types shown inline: raster images only (never SVG or HTML). */
const INLINE_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** A file to send: bytes, type, download name and whether it is shown inline. */
export interface ContentFile {
  data: Buffer;
  type: string;
  name: string;
  inline: boolean;
}

/** The bytes of a stored file (seeded files are generated). @throws DirectusError 403 when unreadable. */
async function fileBytes(storage: FileStorage, tenantId: TenantId, storageKey: string): Promise<Buffer> {
  if (storageKey.startsWith('seed:')) return seedFileBytes(storageKey);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await storage.read(tenantId, storageKey)) chunks.push(chunk as Buffer);
  } catch {
    throw forbidden();
  }
  return Buffer.concat(chunks);
}

/**
 * `GET /api/content/assets/{id}`: a file the member may see (editors: any file of the tenant); images resized
 * to the preset nearest `width`/`height`. Only images, and PDFs in the portal's own preview frame, are inline
 * (issue 10 §12). @throws DirectusError 403; AppError BAD_REQUEST when an image cannot be resized.
 */
export async function contentFile(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage'>,
  id: string,
  query: TAssetQuery,
): Promise<ContentFile> {
  const files = COLLECTIONS.files!;
  const access = accessContext(ctx, isContentEditor(ctx.actor));
  await readItem(ctx.scope, files, id, buildFieldTree(files, ['id']), access);
  const file = await fileById(ctx.scope, id);
  if (!file) throw forbidden();
  const tenantId = ctx.scope.tenantId;
  const original = () => fileBytes(ctx.storage, tenantId, file.storageKey);
  let type = file.type ?? 'application/octet-stream';
  let data: Buffer;
  if (type.startsWith('image/') && type !== 'image/gif' && (query.width || query.height)) {
    const source = { storage: ctx.storage, tenantId, storageKey: file.storageKey, bytes: original };
    data = await transformImage(source, query, type).catch((error: unknown) => {
      if (error instanceof DirectusError) throw error;
      throw new AppError('BAD_REQUEST', 'The image cannot be resized');
    });
    type = variantType(type, query.format);
  } else data = await original();
  const inline =
    query.download === undefined &&
    (INLINE_IMAGE_TYPES.has(type) || (type === 'application/pdf' && query.preview !== undefined));
  return { data, type, name: file.filenameDownload.replace(/["\\\r\n]/g, ''), inline };
}

/** `GET api/v1/{news|resources}/favorite`: bookmarked ids of still-visible items, newest first, paged. */
export async function listFavorites(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  kind: ItemKind,
  page: number,
  pageSize: number,
) {
  const { ids, total } = await favoriteIds(ctx.scope, accessContext(ctx), ctx.actor.id, kind, page, pageSize);
  return {
    favoriteNewsIds: kind === 'news' ? ids : [],
    favoriteResourcesIds: kind === 'resource' ? ids : [],
    totalItems: total,
    page,
    pageSize,
  };
}

/** Adds or removes a bookmark; 404 'Not found' when the member cannot see the item. */
export async function setFavorite(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  kind: ItemKind,
  id: number,
  on: boolean,
) {
  if (on) {
    if (!(await itemIsVisible(ctx.scope, accessContext(ctx), kind, id)))
      throw new AppError('NOT_FOUND', 'Not found');
    await addFavorite(ctx.scope, ctx.actor.id, kind, id);
  } else await removeFavorite(ctx.scope, ctx.actor.id, id);
  return { success: true, isFavorite: on };
}
