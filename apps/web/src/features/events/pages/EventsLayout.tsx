/**
 * Events layout (spec 002 §2 Events "/events: sidebar"): Home, Discover events, My events (Attending, My past
 * events) and, when CPD is on, Courses (Enrolled, All courses); the cart button (of the cart feature, passed in
 * by app/pages/EventsLayoutRoute.tsx) sits above the content.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { canAccessModule } from '@portal/contracts';
import { useTenant } from '../../../session/tenant-context';
import { useAccessSubject } from '../../../session/access-hooks';
import { SidebarLayout } from '../../../shared/components/SidebarLayout';

/** The selected menu key of a pathname. */
export function sidebarKey(pathname: string): string {
  if (pathname.startsWith('/events/discover')) return 'discover';
  if (pathname.startsWith('/events/attending')) return 'attending';
  if (pathname.startsWith('/events/past')) return 'past';
  if (pathname.startsWith('/cpd/enrolled')) return 'enrolled';
  if (pathname.startsWith('/cpd/all-courses')) return 'courses';
  return pathname === '/events' || pathname === '/events/' ? 'home' : '';
}

/** Props of {@link EventsLayout}: the cart button shown above the content. */
export interface EventsLayoutProps {
  cart?: ReactNode;
}

/** Renders the events sidebar and the current page. */
export default function EventsLayout({ cart }: EventsLayoutProps) {
  const tenant = useTenant();
  const subject = useAccessSubject();
  const location = useLocation();
  const cpdOn = subject !== null && canAccessModule(tenant, 'cpd', subject);
  const paths: Record<string, string> = {
    home: '/events',
    discover: '/events/discover/all',
    attending: '/events/attending',
    past: '/events/past',
    enrolled: '/cpd/enrolled-page',
    courses: '/cpd/all-courses',
  };
  const items = [
    { key: 'home', label: 'Home' },
    { key: 'discover', label: 'Discover events' },
    {
      key: 'my',
      type: 'group' as const,
      label: 'My events',
      children: [
        { key: 'attending', label: 'Attending' },
        { key: 'past', label: 'My past events' },
      ],
    },
    ...(cpdOn
      ? [
          {
            key: 'cpd',
            type: 'group' as const,
            label: 'Courses',
            children: [
              { key: 'enrolled', label: 'Enrolled' },
              { key: 'courses', label: 'All courses' },
            ],
          },
        ]
      : []),
  ];
  return (
    <SidebarLayout
      title={tenant.wording.eventsArea}
      navLabel="Events"
      items={items}
      paths={paths}
      selectedKey={sidebarKey(location.pathname)}
      aside={cart ? <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{cart}</div> : undefined}
    />
  );
}
