/**
 * The header's global search (spec 000 §2 "Navigation shell", "Global search box"; 002 §2, §9): a search icon
 * that expands into a search box. While the member types, the best 2 results of each section appear after
 * 800 ms (the last word matched as a prefix), then the matching tags and 'See all results'; 'Did you mean …'
 * when nothing matched. Community results open only when joined, auto-join or for an administrator; a tag
 * sets the global search tag (`/search?tagId=`); Enter without a chosen option opens `/search?keyword=`.
 *
 * Accessibility (WAI-ARIA APG "Editable combobox with list autocomplete"): the input is a `combobox`
 * (`aria-expanded`, `aria-controls`, `aria-autocomplete="list"`, `aria-activedescendant`) controlling a
 * `listbox` of `group`s of `option`s; focus stays in the input; the keys are in `combobox-keys.ts`. A polite
 * status line announces the number of results. On phones the list spans the screen's width.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Input, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { LIMITS, SEARCH_LIMITS, SEARCH_TEXTS } from '@portal/contracts';
import { useTenant } from '../../../session/tenant-context';
import { useAccessSubject } from '../../../session/access-hooks';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useScreenAtLeast } from '../../../shared/use-screen-at-least';
import { useSearchSuggest } from '../queries';
import { searchPath } from '../search-path';
import { searchTabs } from '../sections';
import { comboboxKey, type ComboboxState } from './combobox-keys';
import { headerOptionGroups, type HeaderOption } from './header-options';

/**
 * The highlighted titles go through the HTML sanitiser (DOMPurify), loaded with the first suggestions rather than
 * with every signed-in page's header (issue 37 point 5); until it is in, the plain title shows.
 */
const SafeHtml = lazy(async () => ({
  default: (await import('../../../shared/components/SafeHtml')).SafeHtml,
}));

const CLOSED: ComboboxState = { isOpen: false, activeIndex: -1 };

const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** Props: the accessible name of the icon and box, and the debounce (tests shorten it). */
export interface GlobalSearchBoxProps {
  label: string;
  debounceMs?: number;
}

/** The text of one option. */
function OptionContent({ option }: { option: HeaderOption }) {
  switch (option.kind) {
    case 'hit':
      return (
        <>
          <Suspense fallback={<div style={{ fontWeight: 500 }}>{option.hit.title}</div>}>
            <SafeHtml html={option.hit.titleHtml || option.hit.title} style={{ fontWeight: 500 }} />
          </Suspense>
          {(option.hit.meta || !option.isChoosable) && (
            <div style={{ fontSize: 12, color: 'var(--portal-text-secondary, #595959)' }}>
              {option.isChoosable ? option.hit.meta : 'Join to open'}
            </div>
          )}
        </>
      );
    case 'tag':
      return <span>{option.tag.label}</span>;
    case 'suggestion':
      return (
        <span>
          {SEARCH_TEXTS.didYouMean} <em style={{ fontWeight: 600 }}>{option.keyword}</em>?
        </span>
      );
    case 'all':
      return <span style={{ fontWeight: 500 }}>See all results for &lsquo;{option.keyword}&rsquo;</span>;
  }
}

/** Renders the collapsed icon or the expanded box with its list. */
export function GlobalSearchBox({ label, debounceMs = SEARCH_LIMITS.debounceMs }: GlobalSearchBoxProps) {
  const profile = useTenant();
  const subject = useAccessSubject();
  const navigate = useNavigate();
  const isMd = useScreenAtLeast('md');
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<InputRef>(null);
  const iconRef = useRef<HTMLButtonElement>(null);
  const shouldFocusIcon = useRef(false);
  const [isExpanded, setIsExpanded] = useState(false);
  const [draft, setDraft] = useState('');
  const [list, setList] = useState<ComboboxState>(CLOSED);
  const keyword = useDebouncedValue(draft.trim(), debounceMs);
  const suggest = useSearchSuggest(isExpanded ? keyword : '');
  const tabs = useMemo(() => searchTabs(profile, subject, false), [profile, subject]);
  const groups = useMemo(
    () => headerOptionGroups(suggest.data, tabs, profile, keyword),
    [suggest.data, tabs, profile, keyword],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const isChoosable = useMemo(() => options.map((option) => option.isChoosable), [options]);
  const isListShown = isExpanded && list.isOpen && options.length > 0 && draft.trim() !== '';
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // Collapsing with the keyboard returns focus to the icon that opened the box.
  useEffect(() => {
    if (!isExpanded && shouldFocusIcon.current) {
      shouldFocusIcon.current = false;
      iconRef.current?.focus();
    }
  }, [isExpanded]);

  // Keep the active option in view.
  useEffect(() => {
    if (isListShown && list.activeIndex >= 0) {
      document.getElementById(optionId(list.activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    }
  });

  const collapse = (isFromKeyboard = false) => {
    shouldFocusIcon.current = isFromKeyboard;
    setIsExpanded(false);
    setDraft('');
    setList(CLOSED);
  };

  const submit = () => {
    const words = draft.trim();
    if (!words) return;
    void navigate(searchPath({ keyword: words }));
    collapse();
  };

  const choose = (option: HeaderOption) => {
    if (!option.isChoosable) return;
    switch (option.kind) {
      case 'hit':
        if (option.hit.href) void navigate(option.hit.href);
        collapse();
        return;
      case 'tag':
        void navigate(searchPath({ tagId: option.tag.id }));
        collapse();
        return;
      case 'suggestion':
        setDraft(option.keyword);
        setList({ isOpen: true, activeIndex: -1 });
        inputRef.current?.focus();
        return;
      case 'all':
        void navigate(searchPath({ keyword: option.keyword }));
        collapse();
    }
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const result = comboboxKey(event.key, isListShown ? list : CLOSED, isChoosable);
    if (result.preventDefault) event.preventDefault();
    setList(result.state);
    if (result.command === 'choose') {
      const option = options[list.activeIndex];
      if (option) choose(option);
    } else if (result.command === 'submit') submit();
    else if (result.command === 'collapse') collapse(true);
  };

  if (!isExpanded) {
    return (
      <Button
        ref={iconRef}
        type="text"
        shape="circle"
        aria-label={label}
        icon={<SearchOutlined style={{ color: '#fff', fontSize: 18 }} />}
        onClick={() => setIsExpanded(true)}
      />
    );
  }

  const isNarrow = !isMd;
  const popupStyle: React.CSSProperties = isNarrow
    ? { position: 'fixed', top: LIMITS.headerHeightPx - 6, left: 8, right: 8 }
    : { position: 'absolute', top: 'calc(100% + 6px)', right: 0, width: 440 };
  const isSearching = draft.trim() !== '' && (draft.trim() !== keyword || suggest.isFetching);
  let status = '';
  if (isSearching) status = 'Searching…';
  else if (keyword && suggest.data) {
    const count = options.filter((option) => option.kind === 'hit' || option.kind === 'tag').length;
    status = count === 0 ? SEARCH_TEXTS.noResults : `${count} suggestions available`;
  }

  return (
    <div
      style={{ position: 'relative', display: 'flex', alignItems: 'center' }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        if (!draft.trim()) collapse();
        else setList(CLOSED);
      }}
    >
      <Input
        ref={inputRef}
        autoFocus
        allowClear
        role="combobox"
        aria-label={label}
        aria-expanded={isListShown}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={isListShown && list.activeIndex >= 0 ? optionId(list.activeIndex) : undefined}
        autoComplete="off"
        placeholder="Search"
        prefix={<SearchOutlined aria-hidden style={{ color: 'var(--portal-text-secondary, #595959)' }} />}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setList({ isOpen: true, activeIndex: -1 });
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => setList({ isOpen: true, activeIndex: -1 })}
        style={{ width: isNarrow ? 'min(220px, 48vw)' : 260 }}
      />
      <span role="status" aria-live="polite" style={VISUALLY_HIDDEN}>
        {status}
      </span>
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!isListShown}
        style={{
          ...popupStyle,
          zIndex: 1050,
          maxHeight: '70vh',
          overflowY: 'auto',
          background: 'var(--portal-bg-elevated, #ffffff)',
          color: 'var(--portal-text, #262626)',
          borderRadius: 8,
          boxShadow: 'var(--portal-shadow, 0 6px 16px rgba(0,0,0,0.16))',
          padding: '4px 0',
          lineHeight: 1.4,
        }}
      >
        {isListShown &&
          groups.map((group) => {
            const labelId = `${baseId}-group-${group.key}`;
            return (
              <div
                key={group.key}
                role="group"
                aria-labelledby={group.label ? labelId : undefined}
                aria-label={group.label ? undefined : group.key === 'all' ? 'All results' : 'Suggestion'}
              >
                {group.label && (
                  <div
                    id={labelId}
                    role="presentation"
                    style={{
                      padding: '6px 12px 2px',
                      fontSize: 12,
                      fontWeight: 600,
                      color: 'var(--portal-text-secondary, #595959)',
                    }}
                  >
                    {group.label}
                  </div>
                )}
                {group.options.map((option) => {
                  const index = options.indexOf(option);
                  const isActive = index === list.activeIndex;
                  return (
                    <div
                      key={option.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={isActive}
                      aria-disabled={option.isChoosable ? undefined : true}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() =>
                        option.isChoosable && !isActive && setList({ isOpen: true, activeIndex: index })
                      }
                      onClick={() => choose(option)}
                      style={{
                        padding: '6px 12px',
                        cursor: option.isChoosable ? 'pointer' : 'not-allowed',
                        background: isActive ? 'var(--portal-bg-selected, #e6f0fb)' : undefined,
                        color: option.isChoosable ? undefined : 'var(--portal-text-secondary, #595959)',
                        borderTop:
                          option.kind === 'all'
                            ? '1px solid var(--portal-border-subtle, #f0f0f0)'
                            : undefined,
                      }}
                    >
                      <OptionContent option={option} />
                    </div>
                  );
                })}
              </div>
            );
          })}
      </div>
    </div>
  );
}
