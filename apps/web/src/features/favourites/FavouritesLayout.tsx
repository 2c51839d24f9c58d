/**
 * Favourites layout (spec 002 §2 "Favourites"): a menu of the six areas — Resources, News, Meetings,
 * Events, Community posts, Communities — beside the chosen area's list.
 */
import { useLocation } from 'react-router';
import { SidebarLayout } from '../../shared/components/SidebarLayout';

const AREAS = [
  { key: 'resources', label: 'Resources' },
  { key: 'news', label: 'News' },
  { key: 'meetings', label: 'Meetings' },
  { key: 'events', label: 'Events' },
  { key: 'community-posts', label: 'Community posts' },
  { key: 'communities', label: 'Communities' },
];
const PATHS: Record<string, string> = Object.fromEntries(AREAS.map(({ key }) => [key, `/favourites/${key}`]));

/** Renders the favourites menu and the current area's page. */
export default function FavouritesLayout() {
  const location = useLocation();
  const current = location.pathname.split('/')[2] ?? 'resources';
  return (
    <SidebarLayout
      title="My Favourites"
      titleLevel={1}
      navLabel="Favourites"
      items={AREAS}
      paths={PATHS}
      selectedKey={current}
    />
  );
}
