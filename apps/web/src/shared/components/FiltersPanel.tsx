/**
 * The filter sidebar of a list screen, collapsed on narrow screens (issue 18 "Phone and small screens": on
 * Discover events, News, Resources and the Explore pages the filters filled the whole first screen of a
 * phone). From the `collapseBelow` breakpoint up the filters render in place, unchanged; below it a
 * 'Filters' button (with the number of active filters, 'Filters (2)') opens them in a drawer — a modal
 * dialog with its focus trapped, closed by Escape, the close button or 'Show results', which gives the
 * focus back to the button. Once first opened, the filters stay mounted while the drawer is closed, so a pending
 * keyword keeps its debounce; the drawer's code loads on that first opening (LazyDrawer, issue 37 point 5).
 */
import { useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { LazyDrawer } from './LazyDrawer';
import { drawerSize } from '../drawer-size';
import { FilterOutlined } from '@ant-design/icons';
import { useScreenAtLeast } from '../use-screen-at-least';

/** The label of the Filters button: 'Filters', or 'Filters (n)' with n active filters. */
export function filtersButtonLabel(activeCount: number): string {
  return activeCount > 0 ? `Filters (${activeCount})` : 'Filters';
}

/** Props of {@link FiltersPanel}. */
export interface FiltersPanelProps {
  /** How many filters are set (0 for none); shown on the button. */
  activeCount: number;
  /** The breakpoint from which the filters show in place (the page's sidebar column breakpoint). */
  collapseBelow: 'md' | 'lg';
  /** The drawer title (the filters' accessible name). */
  title?: string;
  /** The filters. */
  children: ReactNode;
}

/** Renders the filters in place, or behind the Filters button below `collapseBelow`. */
export function FiltersPanel({ activeCount, collapseBelow, title = 'Filters', children }: FiltersPanelProps) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Before the first measure (undefined) the wide layout is assumed, as antd's Col does.
  const isNarrow = !useScreenAtLeast(collapseBelow);
  if (!isNarrow) return <>{children}</>;
  const label = filtersButtonLabel(activeCount);
  return (
    <>
      <Button
        ref={buttonRef}
        icon={<FilterOutlined aria-hidden="true" />}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        style={{ width: '100%' }}
        size="large"
      >
        {label}
      </Button>
      <LazyDrawer
        title={title}
        placement="left"
        size={drawerSize(360)}
        open={isOpen}
        forceRender
        onClose={() => setIsOpen(false)}
        afterOpenChange={(open) => {
          if (!open) buttonRef.current?.focus();
        }}
        footer={
          <Button type="primary" block onClick={() => setIsOpen(false)}>
            Show results
          </Button>
        }
        styles={{ body: { padding: 16 } }}
      >
        {children}
      </LazyDrawer>
    </>
  );
}
