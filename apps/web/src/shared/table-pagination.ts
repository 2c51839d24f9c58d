/**
 * The pagination of the admin tables (events, memberships, invoices …): a fixed page size, the server's
 * total, no size changer.
 */
import type { TablePaginationConfig } from 'antd';

/** antd `Table` pagination for page `current` (1-based) of `pageSize` rows out of `total`. */
export function fixedPagination(
  current: number,
  pageSize: number,
  total: number,
  onChange: (page: number) => void,
): TablePaginationConfig {
  return { current, pageSize, total, onChange, showSizeChanger: false };
}
