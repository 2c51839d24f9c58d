/**
 * The theme's colours as CSS custom properties on the document (issue 42 point 1), for what antd does not
 * draw: the page under the layout, hand-drawn boxes, borders and focus rings (global.css, inline styles as
 * `var(--portal-…)`). antd's own CSS variables exist only inside its components' scope; these are global.
 */
import type { GlobalToken, ThemeConfig } from 'antd';
import type { ThemeMode } from './tenant-theme';

/** The layout's body background a theme sets (`components.Layout.bodyBg`), if any. */
export function layoutBodyBg(config: ThemeConfig): string | undefined {
  return (config.components?.Layout as { bodyBg?: string } | undefined)?.bodyBg;
}

/**
 * The portal's CSS variables of a theme, by name (`--portal-…`), from its antd design token (the one antd
 * computed for the theme's ConfigProvider: `theme.useToken().token`) and its layout's body background.
 */
export function themeVariables(
  token: GlobalToken,
  bodyBg: string | undefined,
  mode: ThemeMode,
): Record<string, string> {
  const isDark = mode === 'dark';
  return {
    '--portal-bg-layout': bodyBg ?? token.colorBgLayout,
    '--portal-bg-container': token.colorBgContainer,
    '--portal-bg-elevated': token.colorBgElevated,
    '--portal-bg-muted': token.colorFillQuaternary,
    '--portal-bg-selected': token.colorPrimaryBg,
    '--portal-border': token.colorBorder,
    '--portal-border-subtle': token.colorBorderSecondary,
    '--portal-text': token.colorText,
    '--portal-text-secondary': token.colorTextSecondary,
    '--portal-primary': token.colorPrimary,
    '--portal-focus': isDark ? '#ffffff' : '#1a1a1a',
    '--portal-focus-halo': isDark ? '#000000' : '#ffffff',
    '--portal-focus-width': mode === 'high-contrast' ? '3px' : '2px',
    '--portal-shadow': isDark ? '0 6px 16px rgba(0, 0, 0, 0.6)' : '0 6px 16px rgba(0, 0, 0, 0.16)',
  };
}

/**
 * Writes the variables of a theme ({@link themeVariables}) on `doc`'s root element, its `color-scheme` (native
 * scroll bars and form parts follow) and `data-theme` (the mode, for CSS and tests).
 */
export function applyThemeVariables(
  token: GlobalToken,
  bodyBg: string | undefined,
  mode: ThemeMode,
  doc: Document = document,
): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(themeVariables(token, bodyBg, mode)))
    root.style.setProperty(name, value);
  root.style.colorScheme = mode === 'dark' ? 'dark' : 'light';
  root.dataset.theme = mode;
}
