/**
 * A plain list of items (issue 18): replaces antd's deprecated `List` / `List.Item` / `List.Item.Meta` with a
 * semantic `<ul>` / `<li>` laid out like the antd List it replaces — each item is an optional avatar, title
 * and description (the "meta"), free content, and actions / extra on the right, items split by a thin line.
 * Borders, spacing and colours come from the antd theme tokens (`theme.useToken()`), so tenant themes apply.
 *
 * Props (see {@link ItemListProps}):
 * - `items`, `itemKey(item, index)` and `renderItem(item, index)`, which returns an {@link ItemListEntry}
 *   `{ avatar?, title?, description?, content?, actions?, extra?, testId? }`;
 * - `label`: the list's accessible name (`aria-label` of the `<ul>`);
 * - `header` / `footer`: rows above / below the items;
 * - `empty`: shown when there are no items — a string becomes a simple antd `Empty` with that description,
 *   a node is shown as is, `null` shows nothing; by default a simple `Empty`;
 * - `loading`: an antd `Spin` over the list (no empty state while loading);
 * - `bordered`, `size` ('default' | 'small') and `split` (lines between items, default true);
 * - `pagination`: antd `Pagination` props, shown under the items; the caller pages (items are the current page).
 *   antd's Pagination (with the Select of its size changer) is loaded when a list first shows it near the
 *   viewport ({@link WhenNear}), not with every screen that has a list (issue 37 point 5: the signed-in first
 *   pages' JavaScript).
 */
import { lazy, Suspense, type CSSProperties, type Key, type ReactNode } from 'react';
import { Empty, Spin, theme, type PaginationProps } from 'antd';

import { WhenNear } from './WhenNear';

const Pagination = lazy(() => import('antd/es/pagination'));

/** One item as {@link ItemListProps.renderItem} describes it; every part is optional. */
export interface ItemListEntry {
  /** Shown left of the title and description (an Avatar or an icon). */
  avatar?: ReactNode;
  title?: ReactNode;
  /** Secondary text under the title. */
  description?: ReactNode;
  /** Free content: beside the title/description when there are any, else the whole item's body. */
  content?: ReactNode;
  /** Controls on the right, separated by thin lines. */
  actions?: ReactNode[];
  /** Shown at the far right, after the actions (a Tag, a count). */
  extra?: ReactNode;
  /** `data-testid` of the `<li>`. */
  testId?: string;
}

/** Props of {@link ItemList}. */
export interface ItemListProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ItemListEntry;
  /** Accessible name of the list. */
  label?: string;
  header?: ReactNode;
  footer?: ReactNode;
  /** Empty state: a string (description of a simple `Empty`), a node, or `null` for nothing. */
  empty?: ReactNode;
  loading?: boolean;
  bordered?: boolean;
  size?: 'default' | 'small';
  /** Lines between the items (default true). */
  split?: boolean;
  pagination?: PaginationProps;
}

/** Renders the list. */
export function ItemList<T>({
  items,
  itemKey,
  renderItem,
  label,
  header,
  footer,
  empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />,
  loading = false,
  bordered = false,
  size = 'default',
  split = true,
  pagination,
}: ItemListProps<T>) {
  const { token } = theme.useToken();
  const small = size === 'small';
  const paddingBlock = small ? token.paddingXS : token.paddingContentVertical;
  const paddingInline = bordered ? (small ? token.padding : token.paddingLG) : 0;
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  const row: CSSProperties = { padding: `${paddingBlock}px ${paddingInline}px` };

  const emptyNode =
    typeof empty === 'string' ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : empty;
  const body =
    items.length > 0 ? (
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, index) => {
          const entry = renderItem(item, index);
          const hasMeta = entry.avatar != null || entry.title != null || entry.description != null;
          const actions = (entry.actions ?? []).filter((action) => action != null && action !== false);
          return (
            <li
              key={itemKey(item, index)}
              data-testid={entry.testId}
              style={{
                ...row,
                display: 'flex',
                alignItems: 'center',
                gap: token.padding,
                color: token.colorText,
                borderBlockEnd: split && index < items.length - 1 ? line : undefined,
              }}
            >
              <div
                style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: token.padding }}
              >
                {hasMeta && (
                  <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'flex-start' }}>
                    {entry.avatar != null && (
                      <div style={{ marginInlineEnd: token.padding, flex: '0 0 auto' }}>{entry.avatar}</div>
                    )}
                    <div style={{ flex: 1, minWidth: 0 }}>
                      {entry.title != null && (
                        <div
                          style={{
                            color: token.colorText,
                            fontSize: token.fontSize,
                            lineHeight: token.lineHeight,
                            marginBlockEnd: entry.description != null ? token.marginXXS : 0,
                          }}
                        >
                          {entry.title}
                        </div>
                      )}
                      {entry.description != null && (
                        <div
                          style={{
                            color: token.colorTextDescription,
                            fontSize: token.fontSize,
                            lineHeight: token.lineHeight,
                          }}
                        >
                          {entry.description}
                        </div>
                      )}
                    </div>
                  </div>
                )}
                {entry.content != null && (
                  <div style={hasMeta ? { flex: '0 0 auto' } : { flex: 1, minWidth: 0 }}>{entry.content}</div>
                )}
              </div>
              {actions.length > 0 && (
                <div
                  style={{
                    flex: '0 0 auto',
                    display: 'flex',
                    alignItems: 'center',
                    marginInlineStart: token.margin,
                  }}
                >
                  {actions.map((action, i) => (
                    <span
                      key={i}
                      style={{
                        display: 'inline-flex',
                        paddingInline: token.paddingXS,
                        borderInlineStart: i > 0 ? line : undefined,
                      }}
                    >
                      {action}
                    </span>
                  ))}
                </div>
              )}
              {entry.extra != null && <div style={{ flex: '0 0 auto' }}>{entry.extra}</div>}
            </li>
          );
        })}
      </ul>
    ) : loading ? (
      <div style={{ minHeight: token.controlHeightLG }} />
    ) : emptyNode != null ? (
      <div style={{ ...row, textAlign: 'center' }}>{emptyNode}</div>
    ) : null;

  return (
    <div
      style={
        bordered
          ? {
              border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
              borderRadius: token.borderRadiusLG,
            }
          : undefined
      }
    >
      {header != null && <div style={{ ...row, borderBlockEnd: split ? line : undefined }}>{header}</div>}
      <Spin spinning={loading}>{body}</Spin>
      {footer != null && <div style={{ ...row, borderBlockStart: split ? line : undefined }}>{footer}</div>}
      {pagination && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockStart: token.marginLG }}>
          <WhenNear>
            <Suspense fallback={null}>
              <Pagination {...pagination} />
            </Suspense>
          </WhenNear>
        </div>
      )}
    </div>
  );
}
