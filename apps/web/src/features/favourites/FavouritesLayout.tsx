/**
 * Favourites layout (spec 002 §2 "Favourites"): a menu of the six areas — Resources, News, Meetings,
 * Events, Community posts, Communities — beside the chosen area's list.
 */
import { useLocation } from 'react-router';
import { SidebarLayout } from '../../shared/components/SidebarLayout';
import { useTranslation } from 'react-i18next';

const AREA_KEYS = ['resources', 'news', 'meetings', 'events', 'community-posts', 'communities'] as const;
const PATHS: Record<string, string> = Object.fromEntries(AREA_KEYS.map((key) => [key, `/favourites/${key}`]));

/** Renders the favourites menu and the current area's page. */
export default function FavouritesLayout() {
  const location = useLocation();
  const { t } = useTranslation();
  const current = location.pathname.split('/')[2] ?? 'resources';
  const labels: Record<(typeof AREA_KEYS)[number], string> = {
    resources: 'Resources',
    news: 'News',
    meetings: 'Meetings',
    events: 'Events',
    'community-posts': t('words.favouritePostsTab'),
    communities: t('words.favouriteCommunitiesTab'),
  };
  return (
    <SidebarLayout
      title="My Favourites"
      titleLevel={1}
      navLabel="Favourites"
      items={AREA_KEYS.map((key) => ({ key, label: labels[key] }))}
      paths={PATHS}
      selectedKey={current}
    />
  );
}
