/**
 * Reads the tenant's project name at load (spec 000 §1; docs/api-foundation.md "Tenant bootstrap"): from the
 * `<script id="portal-config" type="application/json">{"projectName":"ota"}</script>` the server inlines, else
 * from `import.meta.env.VITE_APP_PROJECT_NAME` (Vite dev).
 */

/** Shape of the inlined configuration. */
export interface PortalConfig {
  projectName?: string;
}

/** The project name, or undefined when neither source has one. */
export function readProjectName(
  doc: Document = document,
  fallback: string | undefined = import.meta.env.VITE_APP_PROJECT_NAME,
): string | undefined {
  const script = doc.getElementById('portal-config');
  if (script?.textContent) {
    try {
      const config = JSON.parse(script.textContent) as PortalConfig;
      if (typeof config.projectName === 'string' && config.projectName) return config.projectName;
    } catch {
      // A broken inline config falls through to the build-time name.
    }
  }
  return fallback || undefined;
}
