/** The providers follow the device's reduced-motion setting (WCAG 2.2 SC 2.3.3): antd's motion goes off. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { TENANT_PROFILES } from '@portal/contracts';
import { mediaQueryList } from '../test/media-query';
import { AppProviders } from './AppProviders';
import { createQueryClient } from '../session/query-client';
import { buildTheme } from '../shared/theme';

/** Prints antd's `motion` token as the components under the providers read it. */
function MotionToken() {
  const { token } = theme.useToken();
  return <span>motion {String(token.motion)}</span>;
}

function renderWithReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, reduce && query === '(prefers-reduced-motion: reduce)'),
  );
  render(
    <AppProviders profile={TENANT_PROFILES.ota} queryClient={createQueryClient()}>
      <MotionToken />
    </AppProviders>,
  );
}

describe('reduced motion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps antd motion on a device that does not ask for less', () => {
    renderWithReducedMotion(false);
    expect(screen.getByText('motion true')).toBeTruthy();
  });

  it('turns antd motion off on a device that asks for reduced motion', () => {
    renderWithReducedMotion(true);
    expect(screen.getByText('motion false')).toBeTruthy();
  });

  it('buildTheme keeps the tenant colours either way', () => {
    const still = buildTheme(TENANT_PROFILES.lca, { reducedMotion: true });
    expect(still.token?.motion).toBe(false);
    expect(still.token?.colorPrimary).toBe(TENANT_PROFILES.lca.theme.primaryColor);
    expect(buildTheme(TENANT_PROFILES.lca).token?.motion).toBe(true);
  });
});
