/**
 * Every provider of the app (spec 000 §1; DESIGN.md "Web"): tenant profile, antd theme from the tenant
 * colours (without motion when the device asks for reduced motion), antd `App` (message and notification), TanStack Query, i18next with the tenant's wording;
 * Tab wraps inside an open modal ({@link installDialogFocusWrap}).
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { TenantProfile } from '@portal/contracts';
import { setErrorNotifier } from '../api/notifier';
import { createI18n } from '../shared/i18n';
import { createQueryClient } from '../session/query-client';
import { TenantContext } from '../session/tenant-context';
import { useMediaQuery } from '../shared/use-media-query';
import { buildTheme } from '../shared/theme';
import { installDialogFocusWrap } from '../shared/dialog-focus-wrap';

/** Routes the API clients' error notifications through the themed antd App context. */
function NotifierBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => setErrorNotifier(notification), [notification]);
  return null;
}

/** Props: the tenant profile, the children, and optionally a query client (tests pass their own). */
export interface AppProvidersProps {
  profile: TenantProfile;
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Wraps `children` in the tenant, theme, antd App, query and i18n providers. */
export function AppProviders({ profile, children, queryClient }: AppProvidersProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useMemo(() => buildTheme(profile, { reducedMotion }), [profile, reducedMotion]);
  const i18n = useMemo(() => createI18n(profile), [profile]);
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  // Tab stays inside an open modal, past its last control too (issue 42 point 2).
  useEffect(() => installDialogFocusWrap(), []);
  return (
    <TenantContext.Provider value={profile}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <NotifierBridge />
          <QueryClientProvider client={client}>
            <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </TenantContext.Provider>
  );
}
