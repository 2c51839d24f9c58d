/** /resources and /resources/{categoryId} (spec 002 §2 Resources). */
import { RESOURCES } from '../content-kinds';
import { ContentListPage, prefetchContentList } from './ContentListPage';

/** Renders the resources list. */
export default function ResourcesListPage() {
  return <ContentListPage config={RESOURCES} />;
}

/** Starts the list's first queries with the page's chunk. */
export const prefetch = prefetchContentList(RESOURCES);
