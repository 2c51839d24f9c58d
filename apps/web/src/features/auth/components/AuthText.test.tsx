import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import Typography from 'antd/es/typography';
import { TENANT_PROFILES } from '@portal/contracts/tenants/tenant-profiles';
import { buildTheme } from '../../../shared/theme';
import { AuthParagraph, AuthTitle } from './AuthText';

/** Renders `node` in the app's zero-runtime theme of OTA and returns its root element. */
function root(node: React.ReactNode): HTMLElement {
  const { container } = render(
    <ConfigProvider theme={buildTheme(TENANT_PROFILES.ota)}>{node}</ConfigProvider>,
  );
  return container.firstElementChild as HTMLElement;
}

describe('AuthText', () => {
  it('draws the title as antd Typography.Title level 1 does: same element, classes and text', () => {
    const antd = root(
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Sign in
      </Typography.Title>,
    );
    const ours = root(<AuthTitle style={{ fontSize: 28 }}>Sign in</AuthTitle>);
    expect(ours.tagName).toBe(antd.tagName);
    expect(ours.className).toBe(antd.className);
    expect(ours.textContent).toBe(antd.textContent);
    expect(ours.style.fontSize).toBe('28px');
    // antd's default titleMarginBottom, which antd sets through a variable only once a Typography rendered.
    expect(ours.style.marginBottom).toBe('0.5em');
  });

  it('draws a paragraph as antd Typography.Paragraph does: same element, classes, style and content', () => {
    const antd = root(
      <Typography.Paragraph style={{ marginTop: 24 }}>
        Not a member yet? <a href="/register">Register</a>
      </Typography.Paragraph>,
    );
    const ours = root(
      <AuthParagraph style={{ marginTop: 24 }}>
        Not a member yet? <a href="/register">Register</a>
      </AuthParagraph>,
    );
    expect(ours.outerHTML).toBe(antd.outerHTML);
  });
});
