/**
 * The TanStack Query client of the app (DESIGN.md "Web": TanStack Query for server state). Client errors
 * (4xx) are not retried; other failures once.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** A new query client with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
