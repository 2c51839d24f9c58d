/**
 * Events layout (spec 002 §2 Events "/events: sidebar"): Home, Discover events, My events (Attending, My past
 * events) and, when CPD is on, Courses (Enrolled, All courses); the cart button (of the cart feature, passed in
 * by app/pages/EventsLayoutRoute.tsx) sits above the content.
 */
import type { ReactNode } from 'react';
import { Layout, Menu, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { canAccessModule } from '@portal/contracts';
import { useTenant } from '../../../app/tenant-context';
import { withPrefetch } from '../../../app/route-prefetch';
import { useAccessSubject } from '../../../shell/guards/access-hooks';

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
  const navigate = useNavigate();
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
    <Layout style={{ background: 'transparent', gap: 24 }} hasSider>
      <Layout.Sider width={240} theme="light" breakpoint="md" collapsedWidth={0}>
        <Typography.Title level={2} style={{ fontSize: 20, padding: '16px 16px 0' }}>
          {tenant.wording.eventsArea}
        </Typography.Title>
        <nav aria-label="Events">
          <Menu
            mode="inline"
            selectedKeys={[sidebarKey(location.pathname)]}
            items={withPrefetch(items, (key) => paths[key])}
            onClick={({ key }) => void navigate(paths[key])}
          />
        </nav>
      </Layout.Sider>
      <div style={{ minWidth: 0, flex: 1 }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{cart}</div>
        <Outlet />
      </div>
    </Layout>
  );
}
