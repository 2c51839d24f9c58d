/**
 * antd's `Badge` with a count around an element, without its motion (issue 37 point 5). antd mounts the count's
 * zoom motion even while the count is 0 and hidden, and that motion sets its state in a layout effect: a
 * synchronous render asked from inside React's commit — the header's bell did so in every signed-in page's first
 * commit, which then also ran every passive effect of the page in the same task. This badge draws what antd's
 * draws for a count — the wrapper, the count's `sup` with its digits, `99+` over 99 (antd's `overflowCount`), its `offset` —
 * with the theme's CSS-variable class and antd's style hook for the badge's variables (`PlainBadge.test.tsx`
 * compares the markup with antd's); the count appears and changes without antd's zoom and digit scroll.
 */
import { useContext, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { DesignTokenContext } from 'antd/es/theme/context';
import useBadgeStyle from 'antd/es/badge/style';

/**
 * The plain badge's props: the count (0 or less draws none), antd's `small` size, the wrapped element, and the
 * wrapper's own attributes and `ref` (a Popover's trigger: it clones the badge with its handlers and a ref).
 */
export interface PlainBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  count: number;
  size?: 'default' | 'small';
  /** antd's `offset`: the count moved `[x, y]` px from the element's top-right corner (x to the left when negative). */
  offset?: readonly [number, number];
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/** antd's default `overflowCount`: a larger count is drawn as `99+`. */
const OVERFLOW_COUNT = 99;

/** Draws `children` with a count badge as antd's `Badge` does. */
export function Badge({
  count,
  size = 'default',
  offset,
  children,
  className,
  ref,
  ...attributes
}: PlainBadgeProps) {
  const cssVarKey = useContext(DesignTokenContext).cssVar?.key;
  // antd's style hook of the badge: it registers the badge's own CSS variables (its heights and radius), which
  // the static stylesheet's rules read and which exist only once a badge's style hook has run.
  useBadgeStyle('ant-badge');
  const text = count > OVERFLOW_COUNT ? `${OVERFLOW_COUNT}+` : String(count);
  const countClasses = ['ant-scroll-number', 'ant-badge-count'];
  if (size === 'small') countClasses.push('ant-badge-count-sm');
  if (text.length > 1) countClasses.push('ant-badge-multiple-words');
  return (
    <span {...attributes} className={['ant-badge', className, cssVarKey].filter(Boolean).join(' ')} ref={ref}>
      {children}
      {count > 0 && (
        <sup
          data-show="true"
          style={offset && { marginTop: offset[1], insetInlineEnd: -offset[0] }}
          className={countClasses.join(' ')}
          title={String(count)}
        >
          {count > OVERFLOW_COUNT ? (
            text
          ) : (
            <bdi>
              {[...text].map((digit, k) => (
                <span key={k} className="ant-scroll-number-only" style={{ transition: 'none' }}>
                  <span className="ant-scroll-number-only-unit current">{digit}</span>
                </span>
              ))}
            </bdi>
          )}
        </sup>
      )}
    </span>
  );
}
