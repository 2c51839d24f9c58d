/**
 * Signed URLs of content files (issue 10 §9: tokens never go in URLs), shared by every area that shows a
 * content image or file. The keys live under `['content', 'signed-url', …]`, so invalidating the content area
 * (`contentKeys.all`) refreshes them too.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  assetUrl,
  fetchPagePreviewUrl,
  fetchSignedAssetUrl,
  type AssetUrlOptions,
} from '../api/content-client';
import { preloadImage } from './preload-image';

/** Query keys of signed URLs: `['content', 'signed-url', 'asset' | 'page', id]`. */
export const signedUrlKeys = {
  all: ['content', 'signed-url'] as const,
  asset: (id: string) => [...signedUrlKeys.all, 'asset', id] as const,
  page: (id: string) => [...signedUrlKeys.all, 'page', id] as const,
};

/** Signed URLs live 10 minutes on the server; refresh them after 5 so a page left open keeps working. */
const SIGNED_URL_REFRESH_MS = 5 * 60 * 1000;
const signedUrlQuery = {
  staleTime: SIGNED_URL_REFRESH_MS,
  refetchInterval: SIGNED_URL_REFRESH_MS,
  gcTime: 8 * 60 * 1000,
};

/** `GET /api/content/assets/{id}/signed-url` → the signed URL of a content file, without transforms. */
export const signedAssetUrlQuery = (id: string) =>
  queryOptions({
    queryKey: signedUrlKeys.asset(id),
    queryFn: ({ signal }) => fetchSignedAssetUrl(id, signal),
    ...signedUrlQuery,
  });

/**
 * The signed URL of a content file (issue 10 §9) with image transforms, or undefined while it loads or
 * when `id` is empty. With `ask` false it is not asked for (a URL already cached is still given).
 */
export function useAssetUrl(
  id: string | null | undefined,
  options: AssetUrlOptions = {},
  ask = true,
): string | undefined {
  const signed = useQuery({ ...signedAssetUrlQuery(id ?? ''), enabled: !!id && ask });
  return signed.data ? assetUrl(signed.data, options) : undefined;
}

/**
 * For a page's prefetch: asks for the signed URL of content file `id` (kept for {@link useAssetUrl}) and starts
 * downloading the image with `options`, the same transforms the page renders it with. Resolves when the
 * download has started; never rejects (the page's own queries report failures).
 */
export async function preloadAssetImage(
  queryClient: QueryClient,
  id: string,
  options: AssetUrlOptions = {},
): Promise<void> {
  try {
    preloadImage(assetUrl(await queryClient.fetchQuery(signedAssetUrlQuery(id)), options));
  } catch {
    // The image's own query reports it.
  }
}

/** The signed URL of a members-only page's preview frame (spec 002 §2 Pages), or undefined while it loads. */
export function usePagePreviewUrl(id: string | number): string | undefined {
  const signed = useQuery({
    queryKey: signedUrlKeys.page(String(id)),
    queryFn: ({ signal }) => fetchPagePreviewUrl(id, signal),
    enabled: String(id) !== '',
    ...signedUrlQuery,
  });
  return signed.data;
}
