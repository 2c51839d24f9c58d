/**
 * The CPD area layout (spec 002 §2 CPD sidebar): CPD Tracker; Courses (Enrolled, All courses); Search CPD &
 * Events, which opens the events discover listing with the CPD listing filter (`/events/discover/cpd`, shown
 * only when the events module is open to the member).
 */
import { canAccessModule } from '@portal/contracts';
import { useLocation } from 'react-router';
import { useTenant } from '../../../session/tenant-context';
import { useAccessSubject } from '../../../session/access-hooks';
import { SidebarLayout } from '../../../shared/components/SidebarLayout';
import { useTranslation } from 'react-i18next';

/** Destination of each CPD sidebar entry. */
export const CPD_PATHS = {
  tracker: '/cpd/tracker-page',
  enrolled: '/cpd/enrolled-page',
  courses: '/cpd/all-courses',
  search: '/events/discover/cpd',
} as const;

/** The selected sidebar key of a pathname ('' when none matches). */
export function cpdSidebarKey(pathname: string): string {
  if (pathname.startsWith('/cpd/enrolled-page')) return 'enrolled';
  if (pathname.startsWith('/cpd/all-courses')) return 'courses';
  return pathname.startsWith('/cpd') ? 'tracker' : '';
}

/** Renders the CPD sidebar and the current CPD page. */
export default function CpdLayout() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const subject = useAccessSubject();
  const { pathname } = useLocation();
  const isEventsOn = subject !== null && canAccessModule(tenant, 'events', subject);
  return (
    <SidebarLayout
      title="CPD"
      navLabel="CPD"
      paths={CPD_PATHS}
      selectedKey={cpdSidebarKey(pathname)}
      items={[
        { key: 'tracker', label: 'CPD Tracker' },
        {
          key: 'courses-group',
          type: 'group',
          label: 'Courses',
          children: [
            { key: 'enrolled', label: 'Enrolled' },
            { key: 'courses', label: 'All courses' },
          ],
        },
        // A long events-area name ('Search Development and Networking') wraps rather than being cut.
        ...(isEventsOn
          ? [{ key: 'search', label: t('words.searchEvents'), className: 'menu-item-wraps' }]
          : []),
      ]}
    />
  );
}
