/**
 * The empty state of an admin table (STYLE.md "Every screen has its four states"): nothing while the first
 * page loads (the table shows its own spinner), else a small Empty with the given description.
 */
import type { ReactNode } from 'react';
import { Empty } from 'antd';

/** The table's `locale.emptyText`: a blank while `isPending`, else an Empty saying `description`. */
export function tableEmptyText(isPending: boolean, description: string): ReactNode {
  return isPending ? ' ' : <Empty description={description} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
}
