/**
 * Queries of content authoring (docs/api-content.md "Authoring"; spec 000 §2 /admin/resources): lists and
 * items of `/api/content/manage/{news|resource|pages}` (drafts, scheduled and archived included), create,
 * edit, publish, archive, unpublish, delete, file upload and new categories, subcategories and tags.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TContentItemInput, TContentPageInput } from '@portal/contracts';
import { contentRequest, readItems, toQueryParams, type ItemsAnswer } from '../../../api/content-client';
import type {
  ContentCategory,
  ContentFile,
  ContentItem,
  ContentPage,
  ContentSegment,
} from '../content-types';
import { contentKeys } from '../queries';

/** Authorable collections. */
export type AuthoringCollection = 'news' | 'resource' | 'pages';

/** Whether a route param names an authorable collection. */
export function isAuthoringCollection(value: string | undefined): value is AuthoringCollection {
  return value === 'news' || value === 'resource' || value === 'pages';
}

/** Query key factory of authoring. */
export const manageKeys = {
  all: ['content-manage'] as const,
  list: (collection: AuthoringCollection, page: number, search: string) =>
    [...manageKeys.all, collection, 'list', page, search] as const,
  item: (collection: AuthoringCollection, id: string) => [...manageKeys.all, collection, 'item', id] as const,
  segments: () => [...manageKeys.all, 'segments'] as const,
  subcategories: () => [...manageKeys.all, 'subcategories'] as const,
};

/** Page size of the admin table. */
export const ADMIN_PAGE_SIZE = 20;

/** A row of the admin table (news, resource or page). */
export type ManagedRow = ContentItem & Partial<Pick<ContentPage, 'membersOnly' | 'sort'>>;

/** `GET /api/content/manage/{collection}` — one page of 20, newest first, with `meta.filter_count`. */
export function useManagedList(collection: AuthoringCollection, page: number, search: string) {
  const fields =
    collection === 'pages'
      ? ['id', 'name', 'status', 'members_only', 'sort', 'date_updated']
      : ['id', 'name', 'status', 'publish_start_date', 'date_created', 'date_updated'];
  return useQuery({
    queryKey: manageKeys.list(collection, page, search),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      contentRequest<ItemsAnswer<ManagedRow>>(`api/content/manage/${collection}`, {
        signal,
        query: toQueryParams({
          fields,
          sort: collection === 'pages' ? ['sort', 'name'] : ['-date_created'],
          limit: ADMIN_PAGE_SIZE,
          page,
          search: search || undefined,
          meta: 'filter_count',
        }),
      }),
  });
}

/** Fields of the edit form. */
const EDIT_FIELDS = [
  '*',
  'image.*',
  'categories.category_id.id',
  'subcategories.subcategory_id.id',
  'tags.tag_id.id',
  'segments.segment_id.id',
  'assets.asset_id.*',
  'assets.asset_id.file.*',
];

/** `GET /api/content/manage/{collection}/{id}` with everything the form needs. */
export function useManagedItem(collection: AuthoringCollection, id: string | undefined) {
  return useQuery({
    queryKey: manageKeys.item(collection, id ?? 'new'),
    enabled: id !== undefined,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await contentRequest<{ data: ContentItem & ContentPage }>(`api/content/manage/${collection}/${id}`, {
          signal,
          query: { fields: (collection === 'pages' ? ['*'] : EDIT_FIELDS).join(',') },
        })
      ).data,
  });
}

/** Segments an item can target (spec 002 §5). */
export function useSegments() {
  return useQuery({
    queryKey: manageKeys.segments(),
    queryFn: async ({ signal }) =>
      (
        await readItems<ContentSegment>(
          'segment',
          { fields: ['id', 'name', 'type'], sort: ['name'], limit: 200 },
          signal,
        )
      ).data,
    staleTime: 5 * 60_000,
  });
}

/** Subcategories with their parent category. */
export function useSubcategories() {
  return useQuery({
    queryKey: manageKeys.subcategories(),
    queryFn: async ({ signal }) =>
      (
        await readItems<ContentCategory & { category: number | null }>(
          'subcategory',
          { fields: ['id', 'label', 'category'], sort: ['label'], limit: 200 },
          signal,
        )
      ).data,
    staleTime: 5 * 60_000,
  });
}

/** Result of a write. */
export interface AuthoringResult {
  id: number;
  status: string;
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: manageKeys.all });
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
  };
}

/** Create (`POST`) or edit (`PATCH …/{id}`) a news item, resource or page. */
export function useSaveItem(collection: AuthoringCollection, id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TContentItemInput | TContentPageInput) =>
      id
        ? contentRequest<AuthoringResult>(`api/content/manage/${collection}/${id}`, { method: 'PATCH', body })
        : contentRequest<AuthoringResult>(`api/content/manage/${collection}`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** The lifecycle actions of an item. */
export type LifecycleAction = 'publish' | 'archive' | 'unpublish' | 'delete';

/** `POST …/{id}/publish|archive|unpublish` or `DELETE …/{id}`. */
export function useLifecycle(collection: AuthoringCollection) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: LifecycleAction }): Promise<unknown> =>
      action === 'delete'
        ? contentRequest<void>(`api/content/manage/${collection}/${id}`, { method: 'DELETE' })
        : contentRequest<AuthoringResult>(`api/content/manage/${collection}/${id}/${action}`, {
            method: 'POST',
            body: {},
          }),
    onSuccess: invalidate,
  });
}

/** `POST /api/content/manage/files` (multipart `file`) → the stored file. */
export function uploadContentFile(file: File): Promise<ContentFile> {
  const form = new FormData();
  form.append('file', file);
  return contentRequest<ContentFile>('api/content/manage/files', { method: 'POST', body: form });
}

/** `POST /api/content/manage/taxonomy/{kind}` → `{ id }` of the new category, subcategory or tag. */
export function useCreateTaxonomy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      ...body
    }: {
      kind: 'category' | 'subcategory' | 'tag';
      label: string;
      type?: string;
      categoryId?: number;
    }) => contentRequest<{ id: number }>(`api/content/manage/taxonomy/${kind}`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
      void queryClient.invalidateQueries({ queryKey: manageKeys.subcategories() });
    },
  });
}
