/** /news and /news/{categoryId} (spec 002 §2 News). */
import { NEWS } from '../content-kinds';
import { ContentListPage } from './ContentListPage';

/** Renders the news list. */
export default function NewsListPage() {
  return <ContentListPage config={NEWS} />;
}
