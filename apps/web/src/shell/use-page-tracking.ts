/**
 * Per-route effects of the main layout (spec 000 §2): document title from the route-title helper,
 * scroll to top on navigation, and the page-view event `{ type: 'viewPage', name: title, url: path }` on
 * every route change except event, community, news-detail and resource-detail pages, when the
 * engagement_analytics module is on.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { canAccessModule, type AccessSubject } from '@portal/contracts';
import { formatDocumentTitle } from '../shared/document-branding';
import { useTenant } from '../session/tenant-context';
import { afterFirstPaint } from '../shared/after-first-paint';
import { trackEngagement } from '../shared/engagement';
import { buildRouteTitles, getRouteTitle, isExcludedFromPageTracking } from './route-titles';

/** Runs the per-route effects for the signed-in user `subject`. */
export function usePageTracking(subject: AccessSubject | null): void {
  const profile = useTenant();
  const { pathname } = useLocation();
  const routes = useMemo(() => buildRouteTitles(profile), [profile]);
  const isAnalyticsOn = subject !== null && canAccessModule(profile, 'engagement_analytics', subject);
  // One view per route change, even when the account reloads on the same page.
  const lastTrackedPath = useRef<string | null>(null);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // The route's title, in a layout effect: it runs before every passive effect of the commit, so a page that
  // names itself with its data (useDocumentTitle, e.g. /pages/{id}) has the last word.
  useLayoutEffect(() => {
    document.title = formatDocumentTitle(profile, getRouteTitle(pathname, routes));
  }, [pathname, routes, profile]);

  useEffect(() => {
    const title = getRouteTitle(pathname, routes);
    if (!isAnalyticsOn || isExcludedFromPageTracking(pathname, profile)) return;
    if (lastTrackedPath.current === pathname) return;
    lastTrackedPath.current = pathname;
    // Sent once the page has painted, so it never delays the page's own requests (issue 18).
    void afterFirstPaint().then(() =>
      trackEngagement({ type: 'viewPage', name: title ?? profile.displayName, url: pathname }),
    );
  }, [pathname, routes, profile, isAnalyticsOn]);
}
