/**
 * The module navigation (spec 000 §2 "Navigation shell") as an antd Menu: horizontal in the header on wide
 * screens, vertical inside the side drawer on narrow ones.
 */
import { Menu, type MenuProps } from 'antd';
import { useLocation } from 'react-router';
import { selectedNavKey, type NavItem } from '../navigation';
import { NavLinkLabel } from './NavLinkLabel';

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItems(items: NavItem[], onNavigate?: () => void): MenuItem[] {
  return items.map((item) =>
    item.children
      ? { key: item.key, label: item.label, children: toMenuItems(item.children, onNavigate) }
      : {
          key: item.key,
          label: (
            <NavLinkLabel label={item.label} path={item.path} href={item.href} onNavigate={onNavigate} />
          ),
        },
  );
}

/** Props: the entries, the layout mode and a callback after a link is followed (closes the drawer). */
export interface TopNavigationProps {
  items: NavItem[];
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
}

/** Renders the navigation menu with the current route selected. */
export function TopNavigation({ items, mode, onNavigate }: TopNavigationProps) {
  const { pathname } = useLocation();
  const selected = selectedNavKey(items, pathname);
  return (
    <nav aria-label="Main" style={{ flex: 1, minWidth: 0 }}>
      <Menu
        tooltip={false}
        mode={mode}
        theme={mode === 'horizontal' ? 'dark' : 'light'}
        selectedKeys={selected ? [selected] : []}
        items={toMenuItems(items, onNavigate)}
        style={
          mode === 'horizontal' ? { borderBottom: 'none', lineHeight: '66px' } : { borderInlineEnd: 'none' }
        }
      />
    </nav>
  );
}
