/**
 * antd's grid `Row` for fixed gutters, without its breakpoint hook (issue 37 point 5). antd's Row asks
 * `Grid.useBreakpoint` on every render, whether or not its gutter, `align` or `justify` vary by screen; the hook
 * subscribes to the media queries in a layout effect and forces a synchronous render of the row from inside
 * React's commit — on the dashboard's and news' first commit, which then also ran every passive effect of the
 * page in the same task. This row takes a fixed gutter (`number` or `[horizontal, vertical]`, px) and draws what
 * antd's draws — the same element, classes (with the theme's CSS-variable class), style — and gives antd's `Col`
 * the same row context, so its columns are antd's own (`PlainRow.test.tsx` compares the markup with antd's). A
 * row whose gutter varies by breakpoint uses antd's Row.
 */
import { useContext, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import RowContext from 'antd/es/grid/RowContext';
import { DesignTokenContext } from 'antd/es/theme/context';

/** antd's fixed row alignments (`ant-row-<align>`). */
export type RowAlign = 'top' | 'middle' | 'bottom' | 'stretch';

/** antd's fixed row justifications (`ant-row-<justify>`). */
export type RowJustify = 'start' | 'end' | 'center' | 'space-around' | 'space-between' | 'space-evenly';

/** The plain row's props: a fixed gutter in px, antd's fixed `align` / `justify` / `wrap`, the div's attributes. */
export interface PlainRowProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** Space between columns (px), or `[horizontal, vertical]`. */
  gutter?: number | [number, number];
  align?: RowAlign;
  justify?: RowJustify;
  wrap?: boolean;
}

const PREFIX = 'ant-row';

/** Draws a row as antd's `Row` does for these props, with antd's row context for its `Col`s. */
export function Row({
  children,
  className,
  style,
  gutter = 0,
  align,
  justify,
  wrap,
  ...attributes
}: PlainRowProps) {
  const cssVarKey = useContext(DesignTokenContext).cssVar?.key;
  const [gutterH, gutterV]: [number, number | undefined] = Array.isArray(gutter)
    ? gutter
    : [gutter, undefined];
  // antd's Row context: its Col pads itself by half the horizontal gutter.
  const context = useMemo(
    () => ({ gutter: [gutterH, gutterV] as [number, number], wrap }),
    [gutterH, gutterV, wrap],
  );
  const classes = [PREFIX];
  if (wrap === false) classes.push(`${PREFIX}-no-wrap`);
  if (justify) classes.push(`${PREFIX}-${justify}`);
  if (align) classes.push(`${PREFIX}-${align}`);
  if (className) classes.push(className);
  if (cssVarKey) classes.push(cssVarKey);
  const rowStyle: CSSProperties = {};
  if (gutterH) rowStyle.marginInline = `${gutterH / -2}px`;
  rowStyle.rowGap = gutterV;
  return (
    <RowContext.Provider value={context}>
      <div {...attributes} className={classes.join(' ')} style={{ ...rowStyle, ...style }}>
        {children}
      </div>
    </RowContext.Provider>
  );
}
