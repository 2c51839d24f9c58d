/**
 * The loading and failed states of a community-admin section that shows one query (STYLE.md "Every screen
 * has its four states"): a Skeleton while the first answer loads, the error Alert with Retry when it failed,
 * else the section's content for the answer.
 */
import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';

/** Props: the query, the message shown when it failed, and the content for its answer. */
export interface QueryBodyProps<T> {
  query: UseQueryResult<T>;
  failure: string;
  children: (data: T) => ReactNode;
}

/** Renders the Skeleton, the LoadErrorAlert or `children(data)`. */
export function QueryBody<T>({ query, failure, children }: QueryBodyProps<T>) {
  if (query.isPending) return <Skeleton active />;
  if (query.isLoadingError) {
    return <LoadErrorAlert message={failure} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
