/**
 * antd's `Button` for the first screens' buttons without an icon, without its machinery (issue 37 point 5). antd
 * draws a button without an icon with its loading icon's motion mounted (hidden), and that motion sets its state
 * in a layout effect: a synchronous render asked from inside React's commit — the avatar menu's button, the
 * dashboard's "See all" and news' "Load more" did so in the first commit, which then also ran every passive
 * effect of the page in the same task. This button draws what antd's draws for the props it takes — the same
 * element, classes (with the theme's CSS-variable class), attributes and text in a `span`, with antd's style hook
 * for the button's CSS variables — and forwards its `ref`
 * (a Dropdown's trigger); `PlainButton.test.tsx` compares the markup with antd's, case by case. What it leaves
 * out: the loading state, the icon, and the click wave of outlined and solid buttons (a button that needs them
 * uses antd's).
 */
import { Children, useContext, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { DesignTokenContext } from 'antd/es/theme/context';
import useButtonStyle from 'antd/es/button/style';

/** antd's button types, with their colour and variant classes (antd's `ButtonTypeMap`). */
const TYPES = {
  default: ['default', 'outlined'],
  primary: ['primary', 'solid'],
  link: ['link', 'link'],
  text: ['default', 'text'],
} as const;

/** The plain button's props: antd's type, shape, size and block, and the button's own attributes. */
export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  children?: ReactNode;
  type?: keyof typeof TYPES;
  shape?: 'default' | 'circle' | 'round';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** The button element's `type` (antd's `htmlType`); `button` unless given. */
  htmlType?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
}

const PREFIX = 'ant-btn';

/** Draws a button as antd's `Button` does for these props (text in a `span`, elements as they are). */
export function Button({
  children,
  type = 'default',
  shape = 'default',
  size = 'middle',
  block,
  htmlType = 'button',
  className,
  style,
  disabled,
  ref,
  ...attributes
}: PlainButtonProps) {
  const cssVarKey = useContext(DesignTokenContext).cssVar?.key;
  // antd's style hook of the button: it registers the button's own CSS variables, which the static stylesheet's
  // rules read and which exist only once a button's style hook has run.
  useButtonStyle('ant-btn');
  const [color, variant] = TYPES[type];
  const classes = [PREFIX];
  if (cssVarKey) classes.push(cssVarKey);
  if (shape !== 'default') classes.push(`${PREFIX}-${shape}`);
  classes.push(`${PREFIX}-${type}`, `${PREFIX}-color-${color}`, `${PREFIX}-variant-${variant}`);
  if (size === 'large') classes.push(`${PREFIX}-lg`);
  if (size === 'small') classes.push(`${PREFIX}-sm`);
  if (block) classes.push(`${PREFIX}-block`);
  if (className) classes.push(className);
  // antd joins adjacent strings and numbers and draws each text in a span.
  const parts: ReactNode[] = [];
  Children.forEach(children, (child) => {
    const last = parts.length - 1;
    const isText = typeof child === 'string' || typeof child === 'number';
    if (isText && (typeof parts[last] === 'string' || typeof parts[last] === 'number'))
      parts[last] = `${parts[last]}${child}`;
    else if (child !== null && child !== undefined && typeof child !== 'boolean') parts.push(child);
  });
  return (
    <button
      {...attributes}
      type={htmlType}
      className={classes.join(' ')}
      style={style}
      disabled={disabled}
      ref={ref}
    >
      {parts.map((part, k) =>
        typeof part === 'string' || typeof part === 'number' ? <span key={k}>{part}</span> : part,
      )}
    </button>
  );
}
