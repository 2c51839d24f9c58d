/**
 * The plain Badge draws what antd's Badge draws around an element for a count (issue 37 point 5), in a
 * ConfigProvider theme with CSS variables, as the app's. antd comes from its ES modules here, as in the app's build
 * (see PlainTypography.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import AntBadge from 'antd/es/badge';
import { Badge as PlainBadge } from './PlainBadge';
import { antdMarkup as markup } from '../../test/antd-markup';

describe('PlainBadge', () => {
  it.each([0, 3, 12, 99, 100, 2500])('draws a small count of %i as antd does', (count) => {
    const draw = (B: typeof PlainBadge | typeof AntBadge) => (
      <B count={count} size="small">
        <button type="button">Notifications</button>
      </B>
    );
    expect(markup(draw(PlainBadge))).toBe(markup(draw(AntBadge)));
  });

  it('draws a class and the attributes a popover gives its trigger as antd does', () => {
    const draw = (B: typeof PlainBadge | typeof AntBadge) => (
      <B count={4} size="small" className="ant-popover-open" aria-describedby="tip">
        <button type="button">Bell</button>
      </B>
    );
    expect(markup(draw(PlainBadge))).toBe(markup(draw(AntBadge)));
  });

  it.each([0, 1, 5])('draws a count of %i moved by an offset as antd does (the cart button)', (count) => {
    const draw = (B: typeof PlainBadge | typeof AntBadge) => (
      <B count={count} offset={[-4, 4]} className="cart-badge-bump">
        <button type="button">Cart</button>
      </B>
    );
    expect(markup(draw(PlainBadge))).toBe(markup(draw(AntBadge)));
  });

  it('registers the badge’s own CSS variables, which antd’s static rules read (its heights and radius)', () => {
    const { unmount } = render(
      <ConfigProvider theme={{ zeroRuntime: true, cssVar: { key: 'css-var-badge-test' } }}>
        <PlainBadge count={2} size="small">
          <span>Bell</span>
        </PlainBadge>
      </ConfigProvider>,
    );
    const styles = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join(
      '\n',
    );
    expect(styles).toMatch(/css-var-badge-test[^{]*\{[^}]*--ant-badge-indicator-height-sm:/);
    unmount();
  });

  it('draws a default-size count as antd does, with the theme’s CSS-variable class', () => {
    const draw = (B: typeof PlainBadge | typeof AntBadge) => (
      <B count={7}>
        <span>Cart</span>
      </B>
    );
    const plain = markup(draw(PlainBadge));
    expect(plain).toBe(markup(draw(AntBadge)));
    expect(plain).toMatch(/^<span class="ant-badge css-var-app">/);
  });
});
