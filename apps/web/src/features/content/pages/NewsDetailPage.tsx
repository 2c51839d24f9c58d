/** /news/details/{id} (spec 002 §2 News detail). */
import { NEWS } from '../content-kinds';
import { ContentDetailPage } from './ContentDetailPage';

/** Renders a news item. */
export default function NewsDetailPage() {
  return <ContentDetailPage config={NEWS} />;
}
