/** /resources and /resources/{categoryId} (spec 002 §2 Resources). */
import { RESOURCES } from '../content-kinds';
import { ContentListPage } from './ContentListPage';

/** Renders the resources list. */
export default function ResourcesListPage() {
  return <ContentListPage config={RESOURCES} />;
}
