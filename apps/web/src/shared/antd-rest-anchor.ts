/**
 * An empty module that {@link loadAntdRestStyles} imports: like every dynamic import of the build but the first
 * screens' routes, it resolves once antd's rest stylesheet has loaded (apps/web/vite-antd-styles.ts).
 */
export const antdRestStylesLoaded = true;
