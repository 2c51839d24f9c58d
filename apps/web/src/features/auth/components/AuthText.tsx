/**
 * The account screens' title and paragraphs without antd's Typography (issue 37 point 5, docs/benchmarks.md
 * "Web"): Typography's base brings its Tooltip, copy and edit code, about 8 kB gzip of the sign-in page's
 * JavaScript, to draw a heading and two lines of text. These render what antd's `Typography.Title` (level 1)
 * and `Typography.Paragraph` render — the same element and classes (`ant-typography`, the theme's hash and
 * CSS-variable classes), which the static antd.css styles — so the page looks the same. The title's bottom
 * margin is antd's default `titleMarginBottom` (0.5em), set here because antd sets its variable only once a
 * Typography has rendered.
 */
import type { CSSProperties, ReactNode } from 'react';
import useToken from 'antd/es/theme/useToken';

/** antd's default Typography `titleMarginBottom` (antd/es/typography/style/index.js). */
const TITLE_MARGIN_BOTTOM = '0.5em';

/** The classes antd's Typography puts on its root: `ant-typography`, the theme's hash and CSS-variable class. */
function useTypographyClass(): string {
  const [, , hashId, , cssVar] = useToken();
  return ['ant-typography', hashId, cssVar?.key].filter(Boolean).join(' ');
}

/** Props of {@link AuthTitle} and {@link AuthParagraph}: the text and an optional inline style. */
export interface AuthTextProps {
  children: ReactNode;
  style?: CSSProperties;
}

/** The screen's heading: `<h1 class="ant-typography …">`, as `Typography.Title level={1}`. */
export function AuthTitle({ children, style }: AuthTextProps) {
  const className = useTypographyClass();
  return (
    <h1 className={className} style={{ marginBottom: TITLE_MARGIN_BOTTOM, ...style }}>
      {children}
    </h1>
  );
}

/** A paragraph: `<div class="ant-typography …">`, as `Typography.Paragraph`. */
export function AuthParagraph({ children, style }: AuthTextProps) {
  const className = useTypographyClass();
  return (
    <div className={className} style={style}>
      {children}
    </div>
  );
}
