/**
 * Render-as-you-fetch for the first screen (issue 18, first meaningful paint). A page module may export
 * `prefetch(context)`: its route's loader runs it as soon as the page's chunk has loaded — beside the account
 * request, before the shell renders — so the page's first queries leave with the same options its hooks use
 * (TanStack Query then hands the hooks the request in flight or its answer). It runs only with a stored token,
 * never blocks the navigation (the loader answers null at once), ignores its own errors (the page's query
 * reports them) and runs once per entry into the route (no revalidation on search-parameter changes).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { getStoredToken } from '../api/token-storage';

/** What a page's prefetch gets: the app's query client, the tenant, the route parameters and the URL. */
export interface PrefetchContext {
  queryClient: QueryClient;
  profile: TenantProfile;
  params: Params;
  url: URL;
}

/** A page module's optional `prefetch` export: starts queries, returns nothing, never awaited. */
export type PagePrefetch = (context: PrefetchContext) => void;

let target: { client: QueryClient; profile: TenantProfile } | null = null;

/**
 * Sets the query client the loaders prefetch into and the tenant they prefetch for (App, once per app;
 * null to switch prefetching off).
 */
export function setPrefetchQueryClient(queryClient: QueryClient | null, profile?: TenantProfile): void {
  target = queryClient && profile ? { client: queryClient, profile } : null;
}

/** The loader and revalidation rule of a route whose page exports `prefetch`. */
export function prefetchRoute(prefetch: PagePrefetch): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ params, request }: LoaderFunctionArgs) => {
      if (target && getStoredToken()) {
        try {
          prefetch({
            queryClient: target.client,
            profile: target.profile,
            params,
            url: new URL(request.url),
          });
        } catch {
          // The page's own query reports any failure.
        }
      }
      return null;
    },
    shouldRevalidate: () => false,
  };
}
