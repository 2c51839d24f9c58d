/**
 * Entry point: picks the tenant from the project name (spec 000 §1) and renders the app, or only the fatal
 * error 'VITE_APP_PROJECT_NAME not set' when the name is unknown or missing.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@portal/contracts/shared/zod-config';
import { MESSAGES } from '@portal/contracts/shared/messages';
import { isTenantId, TENANT_PROFILES } from '@portal/contracts/tenants/tenant-profiles';
import { App, startApp } from './app/App';
import { applyDocumentBranding } from './shared/document-branding';
import { watchScrollers } from './shared/focusable-scrollers';
import { FatalErrorScreen } from './app/FatalErrorScreen';
import { readProjectName } from './app/portal-config';
import { applyDeferredStyles } from './shared/deferred-styles';
import { loadAntdRestStyles } from './shared/antd-rest-styles';
import { nextTask } from './shared/next-task';
import type { TenantProfile } from '@portal/contracts';
import './app/antd-styles.css';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
const projectName = readProjectName();

// The server defers the entry's stylesheets so the boot screen paints at once (shared/deferred-styles.ts): the
// app draws nothing until they apply, so it is never seen unstyled.
const stylesApplied = applyDeferredStyles();

if (isTenantId(projectName)) {
  const profile = TENANT_PROFILES[projectName];
  applyDocumentBranding(profile);
  watchScrollers(document.body);
  void start(profile);
  // The other components' styles, a while after the first page has loaded (vite-antd-styles.ts).
  loadAntdRestStyles();
} else {
  void stylesApplied.then(() => root.render(<FatalErrorScreen message={MESSAGES.unknownTenant} />));
}

/**
 * Starts the app of `profile` and renders it once the stylesheet has applied. The entry's own evaluation, the
 * app's start (App.tsx startApp: the account request and the first page's queries, then the router) and React's
 * first render are separate tasks (issue 37 point 5: they were one task of ~290 ms at a phone's CPU speed, the
 * page's longest but one), the requests still leaving while the stylesheet loads.
 */
async function start(profile: TenantProfile): Promise<void> {
  await nextTask();
  const app = await startApp(profile);
  await stylesApplied;
  startTransition(() =>
    root.render(
      <StrictMode>
        <App profile={profile} {...app} />
      </StrictMode>,
    ),
  );
}
