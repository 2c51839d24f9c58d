/** /favourites/news (spec 002 §2 Favourites): bookmarked news, 8 per page. */
import { NEWS } from '../content-kinds';
import { ContentFavouritesPage } from './ContentFavouritesPage';

/** Renders the favourite news. */
export default function NewsFavouritesPage() {
  return <ContentFavouritesPage config={NEWS} />;
}
