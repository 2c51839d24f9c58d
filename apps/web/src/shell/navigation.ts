/**
 * The top navigation of spec 000 §2 "Navigation shell": only enabled and permitted modules, in the order
 * Home, communities, events, News & Resources (grouped; a single one stands alone), marketplace; plus the
 * events calendar shortcut when the events `calendar` sub-module is on. The members-only pages (002 §2 Pages)
 * join the News & Resources group when the tenant has any (issue 18).
 */
import type { TFunction } from 'i18next';
import {
  canAccessModule,
  canAccessSubModule,
  type AccessSubject,
  type TenantProfile,
} from '@portal/contracts';

/** One navigation entry: an internal path, an external link (new tab) or a group of entries. */
export interface NavItem {
  key: string;
  label: string;
  path?: string;
  /** Absolute URL opened in a new tab. */
  href?: string;
  children?: NavItem[];
}

/** What the header shows: the items and the calendar shortcut path when permitted. */
export interface Navigation {
  items: NavItem[];
  calendarPath: string | null;
}

/**
 * Builds the navigation for a tenant and user (`t` supplies the tenant's wording); `hasMemberPages` adds
 * 'Members-only pages' (/pages) to the News & Resources group.
 */
export function buildNavigation(
  profile: TenantProfile,
  subject: AccessSubject,
  t: TFunction,
  hasMemberPages = false,
): Navigation {
  const can = (module: Parameters<typeof canAccessModule>[1]) => canAccessModule(profile, module, subject);
  const items: NavItem[] = [{ key: 'home', label: t('nav.home'), path: '/' }];
  if (can('communities')) {
    items.push({ key: 'communities', label: t('nav.communities'), path: profile.communityBasePath });
  }
  if (can('events')) items.push({ key: 'events', label: t('nav.events'), path: '/events' });

  const newsAndResources: NavItem[] = [];
  if (can('news')) newsAndResources.push({ key: 'news', label: t('nav.news'), path: '/news' });
  if (can('resources'))
    newsAndResources.push({ key: 'resources', label: t('nav.resources'), path: '/resources' });
  if (hasMemberPages) newsAndResources.push({ key: 'pages', label: t('nav.memberPages'), path: '/pages' });
  if (newsAndResources.length === 1) items.push(newsAndResources[0]);
  if (newsAndResources.length > 1) {
    items.push({ key: 'news-and-resources', label: t('nav.newsAndResources'), children: newsAndResources });
  }

  if (can('marketplace'))
    items.push({ key: 'marketplace', label: t('nav.marketplace'), path: '/marketplace' });
  const calendarPath = canAccessSubModule(profile, 'events', 'calendar', subject) ? '/events/calendar' : null;
  return { items, calendarPath };
}

/** The key of the item (or child) whose path is the longest prefix of `pathname`, for the selected state. */
export function selectedNavKey(items: NavItem[], pathname: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  const visit = (item: NavItem) => {
    if (item.path) {
      const isMatch =
        item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`);
      if (isMatch && (!best || item.path.length > best.length))
        best = { key: item.key, length: item.path.length };
    }
    item.children?.forEach(visit);
  };
  items.forEach(visit);
  return best?.key;
}
