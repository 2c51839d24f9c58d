/**
 * The markup a node draws inside a ConfigProvider theme with CSS variables, as the app renders (zero runtime), for
 * the tests that compare the plain components with antd's (shared/components/Plain*.test.tsx). antd's style hooks
 * add their theme hash (`css-<hash>`), which the static stylesheet does not use: it is left out.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';

/** The inner HTML of `node` rendered in a ConfigProvider with the CSS-variable class `css-var-app`. */
export function antdMarkup(node: ReactNode): string {
  const { container, unmount } = render(
    <ConfigProvider theme={{ zeroRuntime: true, cssVar: { key: 'css-var-app' } }}>{node}</ConfigProvider>,
  );
  const html = container.innerHTML.replace(/ ?\bcss-(?!var-)[a-z0-9-]+/g, '');
  unmount();
  return html;
}
