/** /favourites/resources (spec 002 §2 Favourites): bookmarked resources, 8 per page. */
import { RESOURCES } from '../content-kinds';
import { ContentFavouritesPage } from './ContentFavouritesPage';

/** Renders the favourite resources. */
export default function ResourcesFavouritesPage() {
  return <ContentFavouritesPage config={RESOURCES} />;
}
