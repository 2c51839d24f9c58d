/**
 * Every provider of the app (spec 000 §1; DESIGN.md "Web"): tenant profile, antd theme from the tenant
 * colours in the member's theme (issue 42 point 1: light, dark or high contrast, chosen by the member or by
 * the device's `prefers-color-scheme` / `prefers-contrast`; without motion when the device asks for reduced
 * motion), TanStack Query, message, notification and modal (antd's `App`, loaded on first use:
 * {@link FeedbackProvider}), i18next with the tenant's wording; Tab wraps inside an open modal, a closed one
 * gives the focus back to its opener and an upload button keeps it ({@link loadFocusKeepers}; issue 42 point 2);
 * the app's one hover-hint tooltip ({@link HintHost}, issue 37 point 5).
 */
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { TAccount, TenantProfile } from '@portal/contracts';
import { isThemeChoice } from '@portal/contracts/settings/theme-choices';
import { setErrorNotifier } from '../api/notifier';
import { createI18n } from '../shared/i18n';
import { createQueryClient } from '../session/query-client';
import { accountKeys } from '../session/session-queries';
import { TenantContext } from '../session/tenant-context';
import { useMediaQuery } from '../shared/use-media-query';
import {
  applyThemeVariables,
  buildTheme,
  layoutBodyBg,
  rememberThemeChoice,
  resolveThemeMode,
  ThemeModeContext,
  type ThemeMode,
  useThemeChoice,
} from '../shared/theme';
import { FeedbackProvider, useApp } from '../shared/app-feedback';
import { HintHost } from '../shared/components/HoverHint';

/**
 * Loads the document-wide focus helpers (shared/focus-keepers.ts: Tab wraps in a modal, a closed modal gives
 * the focus back, an upload button keeps it; issue 42 point 2) beside the first page, and installs them.
 * Returns the uninstaller.
 */
function loadFocusKeepers(): () => void {
  let stop: (() => void) | null = null;
  let live = true;
  void import('../shared/focus-keepers').then(({ installFocusKeepers }) => {
    if (live) stop = installFocusKeepers();
  });
  return () => {
    live = false;
    stop?.();
  };
}

/** Routes the API clients' error notifications through the themed App context ({@link FeedbackProvider}). */
function NotifierBridge() {
  const { notification } = useApp();
  useEffect(() => setErrorNotifier(notification), [notification]);
  return null;
}

/**
 * Takes the member's theme from the account whenever it is (re)loaded — the choice made on another device
 * applies here on sign-in. Listens to the query cache rather than observing the query: a sign-in clears the
 * cache (`queryClient.clear()`), which would leave an observer on the removed query. Never fetches.
 */
function AccountThemeBridge() {
  const client = useQueryClient();
  useEffect(() => {
    const cache = client.getQueryCache();
    const take = (data: unknown) => {
      const theme = (data as Partial<TAccount> | undefined)?.theme;
      if (isThemeChoice(theme)) rememberThemeChoice(theme);
    };
    take(client.getQueryData(accountKeys.me()));
    return cache.subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && matchesAccount(event.query.queryKey))
        take(event.query.state.data);
    });
  }, [client]);
  return null;
}

const ACCOUNT_KEY = JSON.stringify(accountKeys.me());
const matchesAccount = (key: readonly unknown[]) => JSON.stringify(key) === ACCOUNT_KEY;

/** Props: the tenant profile, the children, and optionally a query client (tests pass their own). */
export interface AppProvidersProps {
  profile: TenantProfile;
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Writes the theme's colours as the document's CSS variables (shared/theme/css-variables.ts) from the design token
 * antd computed for the ConfigProvider around it: computing it a second time (`theme.getDesignToken`) cost ~20 ms of
 * the first commit's task on a phone-speed CPU (issue 37 point 5).
 */
function ThemeVariables({ theme, mode }: { theme: ThemeConfig; mode: ThemeMode }) {
  const { token } = antdTheme.useToken();
  const bodyBg = layoutBodyBg(theme);
  useLayoutEffect(() => applyThemeVariables(token, bodyBg, mode), [token, bodyBg, mode]);
  return null;
}

/** Wraps `children` in the tenant, theme, antd App, query and i18n providers. */
export function AppProviders({ profile, children, queryClient }: AppProvidersProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const prefersMoreContrast = useMediaQuery('(prefers-contrast: more)');
  const choice = useThemeChoice();
  const mode = resolveThemeMode(choice, { prefersDark, prefersMoreContrast });
  const theme = useMemo(() => buildTheme(profile, { reducedMotion, mode }), [profile, reducedMotion, mode]);
  const i18n = useMemo(() => createI18n(profile), [profile]);
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  // Tab stays inside an open modal, past its last control too; a closed modal gives the focus back to its
  // opener, and an upload button keeps it after its file chooser (issue 42 point 2).
  useEffect(() => loadFocusKeepers(), []);
  return (
    <TenantContext.Provider value={profile}>
      <ThemeModeContext.Provider value={mode}>
        <ConfigProvider theme={theme}>
          <ThemeVariables theme={theme} mode={mode} />
          <QueryClientProvider client={client}>
            <AccountThemeBridge />
            <I18nextProvider i18n={i18n}>
              <FeedbackProvider>
                <NotifierBridge />
                <HintHost>{children}</HintHost>
              </FeedbackProvider>
            </I18nextProvider>
          </QueryClientProvider>
        </ConfigProvider>
      </ThemeModeContext.Provider>
    </TenantContext.Provider>
  );
}
