/**
 * Content service contracts — spec 002 §2 (news, resources, pages), §3 (news item and resource, category,
 * tag, member page, asset types), §4 (infinite loading, favourites), §5 (segment filtering), §7 (content
 * service calls), §9 (page size 8, default sort); spec 000 §7 (dashboard latest news).
 *
 * The content service speaks the Directus items/assets API under `/api/content` (see docs/api-content.md):
 * item shapes below are the raw, snake_case Directus answers; the web's general API client converts keys to
 * camelCase (`short_description` → `shortDescription`, `meta.filter_count` → `meta.filterCount`).
 * Relational fields are present only when requested through `fields`; each relational value is an id when
 * not expanded, an object when expanded (`categories.category_id.label`). Authoring (`/api/content/manage`)
 * is in content-authoring.ts.
 */
import { z } from 'zod';
import { ZIntIdParam } from '../shared/input';

/** Collections served by `GET /api/content/items/{collection}` (spec 002 §7). */
export const CONTENT_COLLECTIONS = [
  'news',
  'resource',
  'tag',
  'tag_mapping',
  'category',
  'category_mapping',
  'subcategory',
  'subcategory_mapping',
  'files',
  'segment',
  'segment_mapping',
  'pages',
  'asset',
  'asset_mapping',
] as const;
export type TContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** News and resources page size (spec 002 §9: 8 per page, favourites pages of 8). */
export const CONTENT_PAGE_SIZE = 8;
/** Dashboard latest news: 1 large + 3 small (spec 000 §7: limit 4). */
export const LATEST_NEWS_LIMIT = 4;
/** Default sort of news and resources (spec 002 §9). */
export const CONTENT_DEFAULT_SORT = ['-publish_start_date', '-date_created'] as const;
/** Largest `limit` the items endpoint accepts (`-1` = all is refused for news/resource). */
export const CONTENT_MAX_LIMIT = 200;

/** Item status values. Visible to members: the tenant's active key ('active' or 'published', spec 000 §9). */
export const CONTENT_STATUSES = ['draft', 'active', 'published', 'archived'] as const;
export type TContentStatus = (typeof CONTENT_STATUSES)[number];

/** Resource asset types (spec 002 §3). */
export const ASSET_TYPES = [
  'Folder',
  'Link',
  'PDF',
  'PPT',
  'MP4',
  'JPG',
  'PNG',
  'XLS',
  'PPTX',
  'XLSX',
  'TXT',
  'DOC',
  'DOCX',
] as const;
export type TAssetType = (typeof ASSET_TYPES)[number];

/** Category kinds (spec 002 §3 category `type`). */
export const CATEGORY_TYPES = ['news', 'resource'] as const;

/** `files` row (Directus files): an uploaded image or document. `id` is a uuid. */
export const ZContentFile = z.object({
  id: z.string(),
  type: z.string().nullable(),
  title: z.string().nullable(),
  filename_disk: z.string().nullable(),
  filename_download: z.string(),
  filesize: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploaded_on: z.string().nullable(),
});
export type TContentFile = z.infer<typeof ZContentFile>;

/** `category` row (spec 002 §3: id, label, type). */
export const ZContentCategory = z.object({ id: z.number().int(), label: z.string(), type: z.string() });
export type TContentCategory = z.infer<typeof ZContentCategory>;
/** `subcategory` row: id, label, category (parent category id). */
export const ZContentSubcategory = z.object({
  id: z.number().int(),
  label: z.string(),
  category: z.number().int().nullable(),
});
export type TContentSubcategory = z.infer<typeof ZContentSubcategory>;
/** `tag` row (spec 002 §3: id, label). */
export const ZContentTag = z.object({ id: z.number().int(), label: z.string() });
export type TContentTag = z.infer<typeof ZContentTag>;
/** `segment` row (spec 002 §3: segment id and name). */
export const ZContentSegment = z.object({ id: z.number().int(), name: z.string(), type: z.string() });
export type TContentSegment = z.infer<typeof ZContentSegment>;

/** `asset` row: an attachment of a news item or resource (spec 002 §3 assets, asset types). */
export const ZContentAsset = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  /** For Link assets: the external URL. */
  url: z.string().nullable(),
  /** `files` id (document) or expanded file. */
  file: z.union([z.string(), ZContentFile]).nullable(),
  /** `files` id (image preview) or expanded file. */
  image: z.union([z.string(), ZContentFile]).nullable(),
});
export type TContentAsset = z.infer<typeof ZContentAsset>;

const idOr = <T extends z.ZodTypeAny>(expanded: T) => z.union([z.number().int(), expanded]);

/** Junction rows as returned inside an item (`categories.category_id.label` etc.). */
export const ZCategoryMapping = z.object({
  id: z.number().int().optional(),
  category_id: idOr(ZContentCategory.partial()).optional(),
});
export const ZSubcategoryMapping = z.object({
  id: z.number().int().optional(),
  subcategory_id: idOr(ZContentSubcategory.partial()).optional(),
});
export const ZTagMapping = z.object({
  id: z.number().int().optional(),
  tag_id: idOr(ZContentTag.partial()).optional(),
});
export const ZSegmentMapping = z.object({
  id: z.number().int().optional(),
  segment_id: idOr(ZContentSegment.partial()).optional(),
});
export const ZAssetMapping = z.object({
  id: z.number().int().optional(),
  asset_id: idOr(ZContentAsset.partial()).optional(),
});

/** Author (`user_created`) as the items answer it (spec 002 §3 userCreated). */
export const ZContentAuthor = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  pronoun: z.string().nullable(),
  role: z.object({ name: z.string() }).nullable(),
});

/**
 * News item and resource (spec 002 §3). All fields optional in an answer: only those asked for with `fields`
 * are present. Dates are ISO 8601 strings; `image` is a `files` id or the expanded file.
 */
export const ZContentItem = z
  .object({
    id: z.number().int(),
    status: z.string(),
    name: z.string(),
    short_description: z.string().nullable(),
    content: z.string().nullable(),
    date_created: z.string(),
    date_updated: z.string().nullable(),
    publish_start_date: z.string().nullable(),
    user_created: z.union([z.string(), ZContentAuthor]).nullable(),
    image: z.union([z.string(), ZContentFile.partial()]).nullable(),
    categories: z.array(z.union([z.number().int(), ZCategoryMapping])),
    subcategories: z.array(z.union([z.number().int(), ZSubcategoryMapping])),
    tags: z.array(z.union([z.number().int(), ZTagMapping])),
    segments: z.array(z.union([z.number().int(), ZSegmentMapping])),
    assets: z.array(z.union([z.number().int(), ZAssetMapping])),
  })
  .partial();
export type TContentItem = z.infer<typeof ZContentItem>;
export type TNewsItem = TContentItem;
export type TResourceItem = TContentItem;

/** Members-only page (spec 002 §3 Member page: id, name; plus the HTML shown in the frame). */
export const ZContentPage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.string(),
    members_only: z.boolean(),
    sort: z.number().int(),
    content: z.string().nullable(),
    date_updated: z.string().nullable(),
  })
  .partial();
export type TContentPage = z.infer<typeof ZContentPage>;

/** `meta` of a list answer (asked for with `meta=filter_count`, `meta=total_count` or `meta=*`). */
export const ZItemsMeta = z.object({
  filter_count: z.number().int().optional(),
  total_count: z.number().int().optional(),
});
/** Answer of `GET /api/content/items/{collection}`. */
export const ZItemsResponse = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), meta: ZItemsMeta.optional() });
/** Answer of `GET /api/content/items/{collection}/{id}`. */
export const ZItemResponse = <T extends z.ZodTypeAny>(item: T) => z.object({ data: item });

/** Directus-style error answer (400 INVALID_QUERY, 403 FORBIDDEN, 401 …). */
export const ZDirectusError = z.object({
  errors: z.array(
    z.object({
      message: z.string(),
      extensions: z.object({ code: z.string() }).passthrough(),
    }),
  ),
});
export type TDirectusError = z.infer<typeof ZDirectusError>;

/** Query string of the items endpoint (raw; parsed and validated by the server's query parser). */
export const ZItemsQuery = z
  .object({
    fields: z.string().optional(),
    filter: z.string().optional(),
    sort: z.string().optional(),
    limit: z.string().optional(),
    offset: z.string().optional(),
    page: z.string().optional(),
    search: z.string().optional(),
    meta: z.string().optional(),
  })
  .passthrough();

/** `GET /api/content/assets/{id}` query: `download` (attachment), image transforms in pixels (1–4000). */
/**
 * Image sizes the content service serves (issue 10 §11), in pixels: widths alone (height follows the image),
 * and 16:9 boxes. Any asked size snaps to the nearest preset of its kind (see {@link snapImageSize}), so a
 * file has at most a few dozen variants, each resized once and cached.
 */
export const CONTENT_IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960, 1200, 1600] as const;
/** The 16:9 boxes (width × height) used by cards and the admin preview. */
export const CONTENT_IMAGE_BOXES = [
  [240, 135],
  [480, 270],
  [640, 360],
  [960, 540],
  [1280, 720],
] as const;

/**
 * The preset for an asked size: with a height, the 16:9 box nearest in width (or in height when only a
 * height is given); with a width only, the nearest preset width. Ties go to the larger size.
 * @returns `{ width, height? }` in pixels, or null when neither is asked (the original is served).
 */
export function snapImageSize(width?: number, height?: number): { width: number; height?: number } | null {
  const nearest = <T>(list: readonly T[], value: number, of: (t: T) => number): T =>
    list.reduce((best, t) => (Math.abs(of(t) - value) <= Math.abs(of(best) - value) ? t : best));
  if (height !== undefined) {
    const [w, h] =
      width !== undefined
        ? nearest(CONTENT_IMAGE_BOXES, width, (b) => b[0])
        : nearest(CONTENT_IMAGE_BOXES, height, (b) => b[1]);
    return { width: w, height: h };
  }
  if (width !== undefined) return { width: nearest(CONTENT_IMAGE_WIDTHS, width, (w) => w) };
  return null;
}

/** Largest image accepted for upload, in pixels (issue 10 §11): 40 megapixels, e.g. 8000 × 5000. */
export const CONTENT_IMAGE_MAX_PIXELS = 40_000_000;

export const ZAssetQuery = z.object({
  download: z.string().optional(),
  /** Shown in the portal's own preview frame: a PDF comes inline; every other non-image is an attachment. */
  preview: z.string().optional(),
  width: z.coerce.number().int().min(1).max(4000).optional(),
  height: z.coerce.number().int().min(1).max(4000).optional(),
  fit: z.enum(['cover', 'contain', 'inside', 'outside']).optional(),
  quality: z.coerce.number().int().min(1).max(100).optional(),
  /**
   * The format of a resized image (Directus's `format` transform; ignored without `width` or `height`): the
   * original's (JPEG and WebP; PNG for other types) when absent. The portal's own pages ask for `webp`: a photo
   * as PNG was 3–5 times the bytes (issue 37 point 5).
   */
  format: z.enum(['jpg', 'png', 'webp']).optional(),
});
export type TAssetQuery = z.infer<typeof ZAssetQuery>;

// ---------------------------------------------------------------------------------------------------
// Favourites (spec 002 §7: GET api/v1/news/favorite; POST api/v1/news/{id}/add-to-favorite and
// delete-from-favorite; same for resources under api/v1/resources).
// ---------------------------------------------------------------------------------------------------

/** Query of `GET api/v1/news/favorite` / `api/v1/resources/favorite`: page from 1, pageSize 1–100 (default 8). */
export const ZFavoriteListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CONTENT_PAGE_SIZE),
});
export type TFavoriteListQuery = z.infer<typeof ZFavoriteListQuery>;

/**
 * Answer of the favourites lists: the page of bookmarked ids (most recent first) of the asked kind, and
 * the totals. Ids of items the member can no longer see (segments, status) are left out.
 */
export const ZFavoriteListResponse = z.object({
  favoriteNewsIds: z.array(z.number().int()),
  favoriteResourcesIds: z.array(z.number().int()),
  totalItems: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TFavoriteListResponse = z.infer<typeof ZFavoriteListResponse>;
/** Answer of add/delete: `{ success, isFavorite }`. */
export const ZFavoriteToggleResponse = z.object({ success: z.boolean(), isFavorite: z.boolean() });
export type TFavoriteToggleResponse = z.infer<typeof ZFavoriteToggleResponse>;
/** Path params of add/delete: the item id. */
export const ZContentIdParams = z.object({ id: ZIntIdParam });

/** `GET /api/content/items/{collection}` path: a collection name (unknown names answer 403). */
export const ZCollectionParams = z.object({ collection: z.string().max(64) });
/** `GET /api/content/items/{collection}/{id}` path (ids are checked per collection; bad ones answer 403). */
export const ZCollectionItemParams = ZCollectionParams.extend({ id: z.string().max(64) });
/** `GET /api/content/assets/{id}/signed-url` path: a file uuid. */
export const ZContentFileIdParams = z.object({ id: z.string().uuid() });
/** `GET /api/content/assets/{id}` path (not-a-uuid answers 403 like a missing file). */
export const ZContentAssetParams = z.object({ id: z.string().max(64) });
/** `GET /api/content/pages/{id}/preview-url` path: a page id (positive 32-bit integer). */
export const ZContentPageIdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
/** `GET /api/content/pages/{id}/preview` path (bad ids answer 403 like a missing page). */
export const ZContentPagePreviewParams = z.object({ id: z.string().max(12) });
