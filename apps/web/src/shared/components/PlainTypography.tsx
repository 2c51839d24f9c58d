/**
 * antd's Typography for the first screens, without its machinery (issue 37 point 5). antd renders each
 * `Typography.Title`, `Text` and `Paragraph` as six components — its measuring ellipsis, a resize observer, an
 * ellipsis tooltip, its style hook — whether or not the text is clipped; the news page drew 37 of them in its
 * first render (222 of its 727 components), and their layout effects asked React for synchronous renders
 * inside the first commit. These draw the same element with the same classes, decorations and attributes as
 * antd's for the props they take (`PlainTypography.test.tsx` compares the markup with antd's, case by case);
 * a text that needs clipping, copying or editing uses antd's Typography. One difference, on purpose: a line clamp
 * given in `style` (shared/line-clamp.ts) reaches the element, where antd's Base sets its own `WebkitLineClamp`
 * (undefined without its ellipsis) over the style it is given, so the cards' clamped summaries were not clamped.
 */
import { useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { DesignTokenContext } from 'antd/es/theme/context';

/** antd's text types (`ant-typography-<type>`). */
export type TextType = 'secondary' | 'success' | 'warning' | 'danger';

/** The props the plain Typography takes: antd's decorations and type, and the element's own attributes. */
export interface PlainTypographyProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style' | 'children'
> {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  type?: TextType;
  disabled?: boolean;
  strong?: boolean;
  italic?: boolean;
  underline?: boolean;
  delete?: boolean;
  code?: boolean;
  mark?: boolean;
  keyboard?: boolean;
}

/** `Title`'s props: antd's heading levels 1–5 (`h1`…`h5`). */
export interface PlainTitleProps extends PlainTypographyProps {
  level?: 1 | 2 | 3 | 4 | 5;
}

const PREFIX = 'ant-typography';

/** Wraps `content` in antd's decoration elements, in antd's order (`wrapperDecorations` of Typography's Base). */
function decorate(props: PlainTypographyProps, content: ReactNode): ReactNode {
  let wrapped = content;
  if (props.strong) wrapped = <strong>{wrapped}</strong>;
  if (props.underline) wrapped = <u>{wrapped}</u>;
  if (props.delete) wrapped = <del>{wrapped}</del>;
  if (props.code) wrapped = <code>{wrapped}</code>;
  if (props.mark) wrapped = <mark>{wrapped}</mark>;
  if (props.keyboard) wrapped = <kbd>{wrapped}</kbd>;
  if (props.italic) wrapped = <i>{wrapped}</i>;
  return wrapped;
}

/** Draws `Component` as antd's Typography would for these props. */
function Plain({
  component: Component,
  props,
}: {
  component: 'span' | 'div' | `h${1 | 2 | 3 | 4 | 5}`;
  props: PlainTypographyProps;
}) {
  const {
    children,
    className,
    style,
    type,
    disabled,
    strong: _strong,
    italic: _italic,
    underline: _underline,
    delete: _delete,
    code: _code,
    mark: _mark,
    keyboard: _keyboard,
    ...attributes
  } = props;
  // The theme's CSS-variable class, which carries the typography's own variables (the titles' margins), as on
  // antd's elements.
  const cssVarKey = useContext(DesignTokenContext).cssVar?.key;
  const classes = [PREFIX];
  if (type) classes.push(`${PREFIX}-${type}`);
  if (disabled) classes.push(`${PREFIX}-disabled`);
  if (className) classes.push(className);
  if (cssVarKey) classes.push(cssVarKey);
  return (
    <Component {...attributes} className={classes.join(' ')} style={style}>
      {decorate(props, children)}
    </Component>
  );
}

/** antd's `Typography.Title`: an `h1`…`h5` (level 1 unless given). */
function Title({ level = 1, ...props }: PlainTitleProps) {
  return <Plain component={`h${level}`} props={props} />;
}

/** antd's `Typography.Text`: a `span`. */
function Text(props: PlainTypographyProps) {
  return <Plain component="span" props={props} />;
}

/** antd's `Typography.Paragraph`: a `div`. */
function Paragraph(props: PlainTypographyProps) {
  return <Plain component="div" props={props} />;
}

/** The plain Typography, used as antd's: `<Typography.Title level={2}>`. */
export const Typography = { Title, Text, Paragraph };
