/** /news and /news/{categoryId} (spec 002 §2 News). */
import { NEWS } from '../content-kinds';
import { ContentListPage, prefetchContentList } from './ContentListPage';

/** Renders the news list. */
export default function NewsListPage() {
  return <ContentListPage config={NEWS} />;
}

/** Starts the list's first queries with the page's chunk. */
export const prefetch = prefetchContentList(NEWS);
