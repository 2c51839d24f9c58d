/// <reference types="vite/client" />

/** The `VITE_*` settings the web app reads (STYLE.md: the web app sees only `VITE_*`). */
interface ImportMetaEnv {
  /** Tenant fallback when the server did not inline #portal-config (Vite dev), spec 000 §1. */
  readonly VITE_APP_PROJECT_NAME?: string;
  /** Base URL of the community API; default: same origin. */
  readonly VITE_COMMUNITY_API_URL?: string;
  /** Base URL of the general API; default: same origin. */
  readonly VITE_GENERAL_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
