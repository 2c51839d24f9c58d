/**
 * News item, resource, category, tag, asset and member page as the web sees them (spec 002 §3), i.e. the
 * content service answers of docs/api-content.md after the camelCase conversion.
 */

/** A `files` row (camelCased). */
export interface ContentFile {
  id: string;
  type?: string | null;
  title?: string | null;
  filenameDownload?: string;
  filesize?: number | null;
}

/** Category (spec 002 §3: id, label, type). */
export interface ContentCategory {
  id: number;
  label: string;
  type?: string;
}

/** Tag (spec 002 §3: id, label). */
export interface ContentTag {
  id: number;
  label: string;
}

/** Segment of the content service (spec 002 §3). */
export interface ContentSegment {
  id: number;
  name: string;
  type?: string;
}

/** An attachment (spec 002 §3 assets: name, type, file or image, or a link URL). */
export interface ContentAsset {
  id: number;
  name: string;
  type: string;
  url?: string | null;
  file?: ContentFile | string | null;
  image?: ContentFile | string | null;
}

/** Author of an item (spec 002 §3 userCreated). */
export interface ContentAuthor {
  firstName: string;
  lastName: string;
  avatar?: string | null;
  pronoun?: string | null;
  role?: { name: string } | null;
}

/** News item or resource (spec 002 §3); fields present only when asked for. */
export interface ContentItem {
  id: number;
  name: string;
  status?: string;
  shortDescription?: string | null;
  content?: string | null;
  dateCreated?: string;
  dateUpdated?: string | null;
  publishStartDate?: string | null;
  userCreated?: ContentAuthor | string | null;
  image?: ContentFile | string | null;
  categories?: Array<{ categoryId?: ContentCategory | number }>;
  subcategories?: Array<{ subcategoryId?: ContentCategory | number }>;
  tags?: Array<{ tagId?: ContentTag | number }>;
  segments?: Array<{ segmentId?: ContentSegment | number }>;
  assets?: Array<{ assetId?: ContentAsset | number }>;
}

/** Members-only page (spec 002 §3 Member page: id, name). */
export interface ContentPage {
  id: number;
  name: string;
  status?: string;
  membersOnly?: boolean;
  sort?: number;
  content?: string | null;
  dateUpdated?: string | null;
}

/** The id of a file reference (`image: "uuid"` or expanded `{ id }`). */
export function fileId(value: ContentFile | string | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The expanded categories of an item. */
export function itemCategories(item: ContentItem): ContentCategory[] {
  return (item.categories ?? [])
    .map((mapping) => mapping.categoryId)
    .filter((value): value is ContentCategory => typeof value === 'object' && value !== null);
}

/** The expanded tags of an item. */
export function itemTags(item: ContentItem): ContentTag[] {
  return (item.tags ?? [])
    .map((mapping) => mapping.tagId)
    .filter((value): value is ContentTag => typeof value === 'object' && value !== null);
}

/** The expanded assets of an item. */
export function itemAssets(item: ContentItem): ContentAsset[] {
  return (item.assets ?? [])
    .map((mapping) => mapping.assetId)
    .filter((value): value is ContentAsset => typeof value === 'object' && value !== null);
}
