/** /resources/details/{id} (spec 002 §2 Resource detail). */
import { RESOURCES } from '../content-kinds';
import { ContentDetailPage } from './ContentDetailPage';

/** Renders a resource. */
export default function ResourceDetailPage() {
  return <ContentDetailPage config={RESOURCES} />;
}
