/**
 * The section tabs of the results page (spec 002 §2: News, Resources, CPD & Events, Posts, Communities with
 * count badges, an estimated count as "about 21,000"; Posts disabled for a tag search). Our own WAI-ARIA tabs rather than antd's, whose overflow
 * "more" button sits inside the tablist on phones (axe: aria-required-children): here the tabs wrap onto a
 * second line instead. Roving focus with automatic activation: Left/Right (wrapping) and Home/End move to
 * the next enabled tab and choose it.
 */
import { useRef } from 'react';
import { theme } from 'antd';
import { formatSearchCount } from '@portal/contracts';
import type { SearchSectionKey, SearchTab } from '../sections';
import { useTranslation } from 'react-i18next';

/**
 * Props: the tabs, the active one, the counts (badges) and which of them are estimates (shown "about 21,000",
 * docs/api-search.md "Large results"), the change handler and the panel.
 */
export interface SearchTabsProps {
  tabs: readonly SearchTab[];
  active: SearchSectionKey;
  counts: Partial<Record<SearchSectionKey, number>> | undefined;
  estimated?: readonly string[];
  onChange: (section: SearchSectionKey) => void;
  children: React.ReactNode;
}

const tabId = (key: string) => `search-tab-${key}`;
const PANEL_ID = 'search-tabpanel';

/** Renders the tablist and the active tab's panel. */
export function SearchTabs({ tabs, active, counts, estimated, onChange, children }: SearchTabsProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.isDisabled);

  const moveTo = (key: SearchSectionKey) => {
    onChange(key);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(key)}`)?.focus();
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const index = enabled.findIndex((tab) => tab.key === active);
    let next: SearchTab | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    moveTo(next.key);
  };

  return (
    <>
      <div
        ref={listRef}
        role="tablist"
        aria-label="Result sections"
        onKeyDown={handleKeyDown}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 4,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          marginBottom: 16,
        }}
      >
        {tabs.map((tab) => {
          const isActive = tab.key === active;
          const count = tab.isDisabled ? undefined : counts?.[tab.key];
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={isActive}
              aria-controls={isActive ? PANEL_ID : undefined}
              aria-disabled={tab.isDisabled ? true : undefined}
              disabled={tab.isDisabled}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onChange(tab.key)}
              style={{
                font: 'inherit',
                fontSize: 15,
                background: 'none',
                border: 'none',
                borderBottom: `2px solid ${isActive ? token.colorPrimary : 'transparent'}`,
                marginBottom: -1,
                padding: '10px 12px',
                cursor: tab.isDisabled ? 'not-allowed' : 'pointer',
                color: tab.isDisabled
                  ? token.colorTextSecondary
                  : isActive
                    ? token.colorPrimary
                    : token.colorText,
                fontWeight: isActive ? 600 : 400,
              }}
            >
              {t(`words.searchTab.${tab.key}`, { defaultValue: tab.label })}
              {count !== undefined && (
                <span
                  style={{
                    marginInlineStart: 6,
                    padding: '0 7px',
                    borderRadius: 10,
                    background: 'var(--portal-bg-muted, #f0f0f0)',
                    color: 'var(--portal-text, #262626)',
                    fontSize: 12,
                    lineHeight: '20px',
                    display: 'inline-block',
                    fontWeight: 400,
                  }}
                >
                  {formatSearchCount(count, estimated?.includes(tab.key) === true)}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(active)} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
