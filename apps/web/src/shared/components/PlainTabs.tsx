/**
 * antd's `Tabs` (top, line type, tabs that fit the bar) without its measuring machinery (issue 37 point 5). antd's
 * tab bar measures its tabs in layout effects and through a resize observer whose first answer, and each panel's
 * motion, set state inside React's commit: synchronous renders asked from inside Discover's first commit, which then
 * also ran every passive effect of the page in the same task. This draws antd's markup — the nav, its tabs and ink
 * bar, the panels with their ids and ARIA (`PlainTabs.test.tsx` compares it with antd's) — with the theme's
 * CSS-variable class and antd's style hook for the tabs' variables; the ink bar is placed by a resize observer that
 * writes its style (no React state), as antd places it (centred under the active tab, its width). Keyboard as
 * antd's: ←/→ and Home/End move the focus among the tabs, Enter or Space opens the focused one, Tab leaves the bar.
 * A panel once shown stays mounted while hidden, as antd keeps it.
 */
import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DesignTokenContext } from 'antd/es/theme/context';
import useTabsStyle from 'antd/es/tabs/style';

/** One tab: its key (also the element ids' suffix), its label and its panel. */
export interface PlainTabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** Props of {@link Tabs}: the open tab's key, what opening a tab calls, and the tabs in order. */
export interface PlainTabsProps {
  activeKey: string;
  onChange: (key: string) => void;
  items: readonly PlainTabItem[];
}

/** Places `ink` under `tab` as antd does: its width, centred (px from the nav list's start). */
function placeInk(ink: HTMLElement, tab: HTMLElement): void {
  ink.style.width = `${tab.offsetWidth}px`;
  ink.style.left = `${tab.offsetLeft + tab.offsetWidth / 2}px`;
  ink.style.transform = 'translateX(-50%)';
}

/** Draws the tab bar and the panels as antd's `Tabs` does (see the module comment). */
export function Tabs({ activeKey, onChange, items }: PlainTabsProps) {
  const cssVarKey = useContext(DesignTokenContext).cssVar?.key;
  // antd's style hook of the tabs: it registers their own CSS variables, which the static stylesheet reads.
  useTabsStyle('ant-tabs', 'ant-tabs-css-var');
  const id = `rc-tabs-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [shown, setShown] = useState<readonly string[]>([activeKey]);
  if (!shown.includes(activeKey)) setShown([...shown, activeKey]);
  const tabs = useRef(new Map<string, HTMLDivElement>());
  const ink = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const tab = tabs.current.get(activeKey);
    if (!tab || !ink.current || typeof ResizeObserver === 'undefined') return;
    const bar = ink.current;
    // Called once the page is laid out, and again when the tab or the bar changes size (a web font, another
    // tab's label): no layout forced in the commit.
    const observer = new ResizeObserver(() => placeInk(bar, tab));
    observer.observe(tab);
    if (bar.parentElement) observer.observe(bar.parentElement);
    return () => observer.disconnect();
  }, [activeKey]);

  const keys = items.map((item) => item.key);
  const focusTab = (key: string | undefined) => {
    if (key !== undefined) tabs.current.get(key)?.querySelector<HTMLElement>('[role="tab"]')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, key: string) => {
    const at = keys.indexOf(key);
    if (event.key === 'ArrowLeft') focusTab(keys[at - 1]);
    else if (event.key === 'ArrowRight') focusTab(keys[at + 1]);
    else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusTab(event.key === 'Home' ? keys[0] : keys.at(-1));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (key !== activeKey) onChange(key);
    }
  };

  return (
    // `ant-tabs-css-var`: antd's root class of the component, which the static stylesheet's font and box rules use.
    <div className={['ant-tabs', 'ant-tabs-top', cssVarKey, 'ant-tabs-css-var'].filter(Boolean).join(' ')}>
      <div role="tablist" aria-orientation="horizontal" className="ant-tabs-nav">
        <div className="ant-tabs-nav-wrap">
          <div className="ant-tabs-nav-list" style={{ transform: 'translate(0px, 0px)' }}>
            {items.map((item) => {
              const active = item.key === activeKey;
              return (
                <div
                  key={item.key}
                  ref={(node) => {
                    if (node) tabs.current.set(item.key, node);
                    else tabs.current.delete(item.key);
                  }}
                  data-node-key={item.key}
                  className={active ? 'ant-tabs-tab ant-tabs-tab-active' : 'ant-tabs-tab'}
                  onClick={() => {
                    if (!active) onChange(item.key);
                  }}
                >
                  <div
                    role="tab"
                    aria-selected={active}
                    className="ant-tabs-tab-btn"
                    tabIndex={active ? 0 : -1}
                    id={`${id}-tab-${item.key}`}
                    aria-controls={`${id}-panel-${item.key}`}
                    onKeyDown={(event) => onKeyDown(event, item.key)}
                  >
                    {item.label}
                  </div>
                </div>
              );
            })}
            <div ref={ink} className="ant-tabs-ink-bar ant-tabs-ink-bar-animated" />
          </div>
        </div>
      </div>
      <div className="ant-tabs-body-holder">
        <div className="ant-tabs-body ant-tabs-body-top">
          {items
            .filter((item) => shown.includes(item.key))
            .map((item) => {
              const active = item.key === activeKey;
              return (
                <div
                  key={item.key}
                  role="tabpanel"
                  tabIndex={active ? 0 : -1}
                  aria-hidden={!active}
                  className={
                    active
                      ? 'ant-tabs-content ant-tabs-content-active'
                      : 'ant-tabs-content ant-tabs-content-hidden'
                  }
                  id={`${id}-panel-${item.key}`}
                  aria-labelledby={`${id}-tab-${item.key}`}
                >
                  {item.children}
                </div>
              );
            })}
        </div>
      </div>
    </div>
  );
}
