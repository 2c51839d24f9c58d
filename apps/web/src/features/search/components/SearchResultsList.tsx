/**
 * The body of one search tab (spec 002 §2 "Global search"; STYLE.md four states): loading cards, the error
 * with a retry, the tab's empty text, or the result cards and the pager '{from} - {to} of {total} items'
 * (no page-size changer, hidden on one page, 15 a page — 002 §9).
 */
import { Card, Empty, Pagination, Skeleton } from 'antd';
import { SEARCH_LIMITS, SEARCH_TEXTS } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import type { SearchHit } from '../search-view';
import { SearchResultCard } from './SearchResultCard';

/** Props: the state of the tab's query and the page change handler. */
export interface SearchResultsListProps {
  label: string;
  emptyText: string;
  hits: readonly SearchHit[] | undefined;
  totalItems: number;
  page: number;
  isPending: boolean;
  isFetching: boolean;
  errorMessage: string | null;
  onRetry: () => void;
  onPage: (page: number) => void;
}

const LIST_STYLE: React.CSSProperties = {
  display: 'grid',
  gap: 12,
  listStyle: 'none',
  margin: 0,
  padding: 0,
};

/** Renders the tab's results in one of its four states. */
export function SearchResultsList(props: SearchResultsListProps) {
  const { hits, totalItems, page, label } = props;
  if (props.isPending) {
    return (
      <ul style={LIST_STYLE} aria-busy="true" aria-label="Loading results">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Card size="small">
              <Skeleton active title paragraph={{ rows: 2 }} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  if (props.errorMessage) return <LoadError message={props.errorMessage} onRetry={props.onRetry} />;
  if (!hits || hits.length === 0) return <Empty description={props.emptyText} />;
  return (
    <>
      <ul
        style={{ ...LIST_STYLE, opacity: props.isFetching ? 0.6 : 1 }}
        aria-label={`${label} results`}
        aria-busy={props.isFetching}
      >
        {hits.map((hit) => (
          <li key={hit.key}>
            <SearchResultCard hit={hit} />
          </li>
        ))}
      </ul>
      <Pagination
        style={{ marginTop: 16 }}
        current={page}
        pageSize={SEARCH_LIMITS.pageSize}
        total={totalItems}
        onChange={props.onPage}
        showSizeChanger={false}
        hideOnSinglePage
        showTotal={(total, [from, to]) => SEARCH_TEXTS.pager(from, to, total)}
      />
    </>
  );
}
