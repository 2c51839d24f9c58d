/** The content editor's form values and their mapping to and from the authoring API (docs/api-content.md). */
import dayjs, { type Dayjs } from 'dayjs';
import type { ASSET_TYPES } from '@portal/contracts';
import { fileId, itemAssets, type ContentItem, type ContentPage } from '../content-types';
import type { AuthoringCollection } from './admin-queries';

/** Publication state chosen in the form. */
export type State = 'draft' | 'published' | 'archived';

/** One attachment row (file or link). */
export interface AssetRow {
  name: string;
  type: (typeof ASSET_TYPES)[number];
  url?: string | null;
  fileId?: string | null;
  fileName?: string | null;
}

/** The editor form's values. */
export interface FormValues {
  name: string;
  shortDescription?: string | null;
  content?: string | null;
  state: State;
  publishStartDate?: Dayjs | null;
  imageId?: string | null;
  categoryIds: number[];
  subcategoryIds: number[];
  tagIds: number[];
  segmentIds: number[];
  assets: AssetRow[];
  membersOnly: boolean;
  sort: number;
}

/** The singular noun of each collection, for messages. */
export const SINGULAR: Record<AuthoringCollection, string> = {
  news: 'news item',
  resource: 'resource',
  pages: 'page',
};

function toState(status: string | undefined): State {
  if (status === 'active' || status === 'published') return 'published';
  if (status === 'archived') return 'archived';
  return 'draft';
}

function ids<T>(list: Array<T> | undefined, pick: (entry: T) => unknown): number[] {
  return (list ?? [])
    .map(pick)
    .map((value) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : value))
    .filter((value): value is number => typeof value === 'number');
}

/** Initial form values of an existing item (or defaults for a new one). */
export function toFormValues(item: (ContentItem & ContentPage) | undefined): FormValues {
  return {
    name: item?.name ?? '',
    shortDescription: item?.shortDescription ?? '',
    content: item?.content ?? '',
    state: toState(item?.status),
    publishStartDate: item?.publishStartDate ? dayjs(item.publishStartDate) : null,
    imageId: fileId(item?.image),
    categoryIds: ids(item?.categories, (entry) => entry.categoryId),
    subcategoryIds: ids(item?.subcategories, (entry) => entry.subcategoryId),
    tagIds: ids(item?.tags, (entry) => entry.tagId),
    segmentIds: ids(item?.segments, (entry) => entry.segmentId),
    assets: item
      ? itemAssets(item).map((asset) => ({
          name: asset.name,
          type: asset.type as AssetRow['type'],
          url: asset.url ?? null,
          fileId: fileId(asset.file),
          fileName:
            typeof asset.file === 'object' && asset.file ? (asset.file.filenameDownload ?? null) : null,
        }))
      : [],
    membersOnly: item?.membersOnly ?? true,
    sort: item?.sort ?? 0,
  };
}

/** The authoring API body of the form values: pages send name, content, state, membersOnly and sort. */
export function toAuthoringBody(values: FormValues, isPage: boolean, imageId: string | null) {
  return isPage
    ? {
        name: values.name,
        content: values.content || null,
        state: values.state,
        membersOnly: values.membersOnly,
        sort: values.sort ?? 0,
      }
    : {
        name: values.name,
        shortDescription: values.shortDescription || null,
        content: values.content || null,
        state: values.state,
        publishStartDate: values.publishStartDate ? values.publishStartDate.toISOString() : null,
        imageId: imageId,
        categoryIds: values.categoryIds ?? [],
        subcategoryIds: values.subcategoryIds ?? [],
        tagIds: values.tagIds ?? [],
        segmentIds: values.segmentIds ?? [],
        assets: (values.assets ?? []).map((asset) => ({
          name: asset.name,
          type: asset.type,
          url: asset.type === 'Link' ? asset.url : null,
          fileId: asset.type === 'Link' ? null : asset.fileId,
        })),
      };
}
