/**
 * A section layout with a titled navigation sider and the current page (the events and CPD areas, spec 002
 * §2 sidebars; the favourites area). Below the md breakpoint (phones) the sider becomes a select above the
 * page, as in the settings area: antd's collapsed sider left a floating trigger over the page headings and
 * its menu out of reach (issue 18 "Phone and small screens").
 */
import type { ReactNode } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { Outlet, useNavigate } from 'react-router';
import { withPrefetch } from '../route-prefetch';
import { LazySelect } from './LazyControls';
import { Typography } from './PlainTypography';
import { useScreenAtLeast } from '../use-screen-at-least';

/** Props of {@link SidebarLayout}. */
export interface SidebarLayoutProps {
  /** The sider heading. */
  title: string;
  /** The heading level of the title: 2 (default) beside a page with its own heading, 1 when it is the page's. */
  titleLevel?: 1 | 2;
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

type SelectOption = { value: string; label: ReactNode };
type SelectGroup = { label: ReactNode; title: string; options: SelectOption[] };

/** The phone select's options of menu items: leaves as options, a group as an option group. */
export function sidebarSelectOptions(items: MenuProps['items']): (SelectOption | SelectGroup)[] {
  const out: (SelectOption | SelectGroup)[] = [];
  for (const item of items ?? []) {
    if (!item || !('key' in item) || item.type === 'divider') continue;
    const label = 'label' in item ? item.label : String(item.key);
    if ('children' in item && item.children) {
      const options = sidebarSelectOptions(item.children).flatMap((child) =>
        'options' in child ? child.options : [child],
      );
      out.push({ label, title: typeof label === 'string' ? label : String(item.key), options });
    } else {
      out.push({ value: String(item.key), label });
    }
  }
  return out;
}

/** Renders the sider (the phone select) and `<Outlet />`. */
export function SidebarLayout({
  title,
  titleLevel = 2,
  navLabel,
  items,
  paths,
  selectedKey,
  aside,
}: SidebarLayoutProps) {
  const navigate = useNavigate();
  const go = (key: string) => {
    if (Object.hasOwn(paths, key)) void navigate(paths[key]);
  };
  const heading = (style: React.CSSProperties) => (
    <Typography.Title level={titleLevel} style={{ fontSize: titleLevel === 1 ? 22 : 20, ...style }}>
      {title}
    </Typography.Title>
  );

  const isPhone = !useScreenAtLeast('md');
  // One tree for both widths: only the navigation differs, and the page keeps its place (the layout's second
  // child), so crossing the breakpoint — a resized window, a rotated tablet, a full-page screenshot — keeps the
  // page's state (a typed keyword, a calendar's mode) instead of mounting the page anew.
  return (
    <Layout style={{ background: 'transparent', gap: isPhone ? 0 : 24 }} hasSider={!isPhone}>
      {isPhone ? (
        <div>
          {titleLevel === 1 && heading({ marginTop: 0 })}
          <nav aria-label={navLabel} style={{ marginBottom: 16 }}>
            <LazySelect
              aria-label={`${navLabel} section`}
              // A short list: every section in the DOM (screen readers, tests), not a virtual window of eight.
              virtual={false}
              value={selectedKey || undefined}
              // The area's name before the chosen section ('CPD & Events: Home') unless it is the page heading.
              prefix={selectedKey && titleLevel === 2 ? <span aria-hidden="true">{title}:</span> : undefined}
              placeholder={title}
              options={sidebarSelectOptions(items)}
              onChange={go}
              style={{ width: '100%' }}
              size="large"
            />
          </nav>
        </div>
      ) : (
        <Layout.Sider width={240} theme="light">
          {heading({ padding: '16px 16px 0' })}
          <nav aria-label={navLabel}>
            <Menu
              tooltip={false}
              mode="inline"
              selectedKeys={[selectedKey]}
              items={withPrefetch(items ?? [], (key) => (Object.hasOwn(paths, key) ? paths[key] : undefined))}
              onClick={({ key }) => go(key)}
            />
          </nav>
        </Layout.Sider>
      )}
      <div style={{ minWidth: 0, flex: 1 }}>
        {aside}
        <Outlet />
      </div>
    </Layout>
  );
}
