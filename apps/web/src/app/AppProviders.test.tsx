/**
 * The providers follow the device's reduced-motion setting (WCAG 2.2 SC 2.3.3): antd's motion goes off; and
 * pick the theme (issue 42 point 1) from the member's choice, else `prefers-color-scheme` / `prefers-contrast`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { theme } from 'antd';
import { TENANT_PROFILES } from '@portal/contracts';
import { mediaQueryList } from '../test/media-query';
import { AppProviders } from './AppProviders';
import { createQueryClient } from '../session/query-client';
import { buildTheme, forgetThemeChoice, rememberThemeChoice, THEME_STORAGE_KEY } from '../shared/theme';
import { accountKeys } from '../session/session-queries';

/** Prints antd's `motion` token as the components under the providers read it. */
function MotionToken() {
  const { token } = theme.useToken();
  return <span>motion {String(token.motion)}</span>;
}

/** Prints antd's container background as the components under the providers read it. */
function BackgroundToken() {
  const { token } = theme.useToken();
  return <span>bg {token.colorBgContainer}</span>;
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

describe('themes (issue 42 point 1)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetThemeChoice();
  });

  /** Renders the providers on a device answering `matching` media queries; prints antd's colours. */
  function renderOnDevice(matching: string[]) {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, matching.includes(query)),
    );
    render(
      <AppProviders profile={TENANT_PROFILES.psa} queryClient={createQueryClient()}>
        <BackgroundToken />
      </AppProviders>,
    );
  }

  it('follows a device that prefers a dark scheme', () => {
    renderOnDevice(['(prefers-color-scheme: dark)']);
    expect(screen.getByText('bg #141414')).toBeTruthy();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('draws high contrast on a device that asks for more contrast, even in a dark scheme', () => {
    renderOnDevice(['(prefers-color-scheme: dark)', '(prefers-contrast: more)']);
    expect(document.documentElement.dataset.theme).toBe('high-contrast');
    expect(screen.getByText('bg #ffffff')).toBeTruthy();
  });

  it('draws light on a device that asks for nothing', () => {
    renderOnDevice([]);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.getPropertyValue('--portal-bg-layout')).toBe('#f5f6f8');
  });

  it("prefers the member's cached choice to the device, and redraws when it changes", () => {
    rememberThemeChoice('light');
    renderOnDevice(['(prefers-color-scheme: dark)']);
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => rememberThemeChoice('dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => forgetThemeChoice());
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => rememberThemeChoice('high-contrast'));
    expect(document.documentElement.dataset.theme).toBe('high-contrast');
  });

  it("takes the account's theme when the account arrives (a choice made on another device)", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, false));
    const client = createQueryClient();
    render(
      <AppProviders profile={TENANT_PROFILES.ota} queryClient={client}>
        <BackgroundToken />
      </AppProviders>,
    );
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => client.setQueryData(accountKeys.me(), { id: 'm1', theme: 'dark' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // A sign-in clears the cache (useStartSession) before the next member's account arrives.
    act(() => forgetThemeChoice());
    act(() => client.clear());
    act(() => client.setQueryData(accountKeys.me(), { id: 'm2', theme: 'high-contrast' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('high-contrast'));
  });
});
