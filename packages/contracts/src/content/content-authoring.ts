/**
 * Content authoring contracts (issue 5; docs/api-content.md "Authoring"): the `/api/content/manage/...` calls
 * of administrators and users with the `contentEditor` permission flag — collections, states, item and page
 * bodies, attachments, taxonomy and upload limits.
 */
import { z } from 'zod';
import { ZIntId, ZIntIdParam } from '../shared/input';
import { httpUrl } from '../shared/url';
import { ASSET_TYPES, CATEGORY_TYPES } from './content';

/** Authorable collections. */
export const AUTHORING_COLLECTIONS = ['news', 'resource', 'pages'] as const;
export type TAuthoringCollection = (typeof AUTHORING_COLLECTIONS)[number];
export const ZAuthoringParams = z.object({ collection: z.enum(AUTHORING_COLLECTIONS) });
export const ZAuthoringItemParams = ZAuthoringParams.extend({ id: ZIntIdParam });

/** Editorial state an author chooses; `published` is stored as the tenant's active key. */
export const AUTHORING_STATES = ['draft', 'published', 'archived'] as const;
export const ZAuthoringState = z.enum(AUTHORING_STATES);

/** An attachment of a news item or resource: an uploaded file (`fileId`) or a link (`url`, type Link). */
export const ZAssetInput = z
  .object({
    name: z.string().trim().min(1, 'Please enter a name').max(200, 'Max length is 200 symbols'),
    type: z.enum(ASSET_TYPES),
    fileId: z.string().uuid().nullish(),
    url: httpUrl('Enter a valid URL').nullish(),
  })
  .refine((a) => (a.type === 'Link' ? !!a.url : !!a.fileId), {
    message: 'A link needs a URL; a document needs a file',
    path: ['fileId'],
  });
export type TAssetInput = z.infer<typeof ZAssetInput>;

/**
 * Body of `POST /api/content/manage/news|resource` (create) — `PATCH …/{id}` takes the same fields, all
 * optional. `content` is HTML (TipTap), sanitised on the server. `publishStartDate` (ISO) in the future with
 * state `published` schedules the item: members see it from that instant.
 */
const itemFields = {
  name: z.string().trim().min(1, 'Please enter a title').max(300, 'Max length is 300 symbols'),
  shortDescription: z.string().trim().max(1000, 'Max length is 1000 symbols').nullish(),
  content: z.string().max(200_000).nullish(),
  state: ZAuthoringState,
  publishStartDate: z.string().datetime({ offset: true }).nullish(),
  imageId: z.string().uuid().nullish(),
  categoryIds: z.array(ZIntId).max(50),
  subcategoryIds: z.array(ZIntId).max(50),
  tagIds: z.array(ZIntId).max(100),
  /** Empty = visible to every member (spec 002 §5). */
  segmentIds: z.array(ZIntId).max(100),
  assets: z.array(ZAssetInput).max(30),
};
export const ZContentItemInput = z.object({
  ...itemFields,
  state: itemFields.state.default('draft'),
  categoryIds: itemFields.categoryIds.default([]),
  subcategoryIds: itemFields.subcategoryIds.default([]),
  tagIds: itemFields.tagIds.default([]),
  segmentIds: itemFields.segmentIds.default([]),
  assets: itemFields.assets.default([]),
});
export type TContentItemInput = z.input<typeof ZContentItemInput>;
/** Body of `PATCH …/{id}`: only the fields sent change (no defaults). */
export const ZContentItemPatch = z.object(itemFields).partial();
export type TContentItemPatch = z.input<typeof ZContentItemPatch>;

/** Body of create/edit of a members-only page. */
const pageFields = {
  name: z.string().trim().min(1, 'Please enter a title').max(300, 'Max length is 300 symbols'),
  content: z.string().max(200_000).nullish(),
  state: ZAuthoringState,
  membersOnly: z.boolean(),
  sort: z.number().int().min(0).max(100000),
};
export const ZContentPageInput = z.object({
  ...pageFields,
  state: pageFields.state.default('draft'),
  membersOnly: pageFields.membersOnly.default(true),
  sort: pageFields.sort.default(0),
});
export type TContentPageInput = z.input<typeof ZContentPageInput>;
/** Body of a page edit: only the fields sent change. */
export const ZContentPagePatch = z.object(pageFields).partial();

/** Body of `POST /api/content/manage/{collection}/{id}/publish`: optional schedule instant (ISO). */
export const ZPublishBody = z.object({ publishStartDate: z.string().datetime({ offset: true }).nullish() });

/** Body of `POST /api/content/manage/taxonomy/{kind}`: a new category, subcategory or tag. */
export const ZTaxonomyInput = z.object({
  label: z.string().trim().min(1, 'Please enter a label').max(100, 'Max length is 100 symbols'),
  type: z.enum(CATEGORY_TYPES).optional(),
  categoryId: ZIntId.optional(),
});
export const ZTaxonomyParams = z.object({ kind: z.enum(['category', 'subcategory', 'tag']) });

/** Upload limits of content files (bytes): images 5 MB, documents 10 MB (spec 002 §9 attachments max). */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Accepted upload types. */
export const CONTENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const CONTENT_DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
  'video/mp4',
] as const;

/** Answer of an authoring write: the item id and its stored status. */
export const ZAuthoringResult = z.object({ id: z.number().int(), status: z.string() });
export type TAuthoringResult = z.infer<typeof ZAuthoringResult>;

/**
 * Body of authoring create and edit: a JSON object, checked per collection against ZContentItemInput /
 * ZContentItemPatch (news, resources) or ZContentPageInput / ZContentPagePatch (pages).
 */
export const ZManageBody = z
  .record(z.string(), z.unknown())
  .describe('ZContentItemInput or ZContentPageInput');

/**
 * `GET api/tag/categories?type&keyword` (spec 002 §7 "per-tenant category items via api/tag/subcategories or
 * api/tag/categories"): the tenant's news or resource categories (both when `type` is absent), by label;
 * `keyword` matches part of the label, case-insensitive.
 */
export const ZTagCategoriesQuery = z.object({
  type: z.enum(CATEGORY_TYPES).optional(),
  keyword: z.string().trim().max(100).optional(),
});
/** One category item: id, label and whether it is a news or resource category. */
export const ZTagCategory = z.object({
  id: z.number().int(),
  label: z.string(),
  type: z.enum(CATEGORY_TYPES),
});
/** Answer of `GET api/tag/categories`: the categories by label (at most 1000). */
export const ZTagCategoriesResponse = z.array(ZTagCategory);
/** The parsed shape of {@link ZTagCategory}. */
export type TTagCategory = z.infer<typeof ZTagCategory>;

/**
 * `GET api/tag/subcategories?categoryId&keyword` (spec 002 §7): the tenant's subcategories, by label, of one
 * category when `categoryId` is given; `keyword` as for categories.
 */
export const ZTagSubcategoriesQuery = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
  keyword: z.string().trim().max(100).optional(),
});
/** One subcategory item: id, label and its category (null when its category was deleted). */
export const ZTagSubcategory = z.object({
  id: z.number().int(),
  label: z.string(),
  categoryId: z.number().int().nullable(),
});
/** Answer of `GET api/tag/subcategories`: the subcategories by label (at most 1000). */
export const ZTagSubcategoriesResponse = z.array(ZTagSubcategory);
/** The parsed shape of {@link ZTagSubcategory}. */
export type TTagSubcategory = z.infer<typeof ZTagSubcategory>;
