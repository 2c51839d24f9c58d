/**
 * A section layout with a titled navigation sider and the current page (the CPD area, spec 002 §2 CPD
 * sidebar). The sider collapses away below the md breakpoint, so phones get the page at full width.
 */
import type { ReactNode } from 'react';
import { Layout, Menu, Typography, type MenuProps } from 'antd';
import { Outlet, useNavigate } from 'react-router';
import { withPrefetch } from '../../app/route-prefetch';

/** Props of {@link SidebarLayout}. */
export interface SidebarLayoutProps {
  /** The sider heading. */
  title: string;
  /** The accessible name of the navigation landmark. */
  navLabel: string;
  /** Menu items; a leaf's key must be a key of `paths`. */
  items: MenuProps['items'];
  /** Destination of each leaf key. */
  paths: Readonly<Record<string, string>>;
  /** The key of the current page ('' for none). */
  selectedKey: string;
  /** Shown above the page (toolbar buttons). */
  aside?: ReactNode;
}

/** Renders the sider and `<Outlet />`. */
export function SidebarLayout({ title, navLabel, items, paths, selectedKey, aside }: SidebarLayoutProps) {
  const navigate = useNavigate();
  return (
    <Layout style={{ background: 'transparent', gap: 24 }} hasSider>
      <Layout.Sider width={240} theme="light" breakpoint="md" collapsedWidth={0}>
        <Typography.Title level={2} style={{ fontSize: 20, padding: '16px 16px 0' }}>
          {title}
        </Typography.Title>
        <nav aria-label={navLabel}>
          <Menu
            mode="inline"
            selectedKeys={[selectedKey]}
            items={withPrefetch(items ?? [], (key) => (Object.hasOwn(paths, key) ? paths[key] : undefined))}
            onClick={({ key }) => {
              if (Object.hasOwn(paths, key)) void navigate(paths[key]);
            }}
          />
        </nav>
      </Layout.Sider>
      <div style={{ minWidth: 0, flex: 1 }}>
        {aside}
        <Outlet />
      </div>
    </Layout>
  );
}
