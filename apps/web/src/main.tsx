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
  // The account request and the first page's queries leave now, while the stylesheet loads (App.tsx startApp).
  const app = startApp(profile);
  void stylesApplied.then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App profile={profile} {...app} />
        </StrictMode>,
      ),
    ),
  );
  // The other components' styles, a while after the first page has loaded (vite-antd-styles.ts).
  loadAntdRestStyles();
} else {
  void stylesApplied.then(() => root.render(<FatalErrorScreen message={MESSAGES.unknownTenant} />));
}
