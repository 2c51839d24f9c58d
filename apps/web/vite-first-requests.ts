/**
 * The web build's first-requests script (issue 37 point 5): app/first-requests.ts as a classic script of its own,
 * which the server inlines into the HTML of the signed-in first pages (apps/server/src/plugins/web.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module of the first page's early requests, built as a script of its own (firstRequestsScript). */
const FIRST_REQUESTS_ENTRY = 'src/app/first-requests.ts';

/** Where the build writes that script (read by the server, apps/server/src/plugins/web.ts). */
export const FIRST_REQUESTS_SCRIPT_FILE = '.vite/first-requests.js';

/** The largest the script may be, in bytes (minified): it is sent inside the HTML of the first pages. */
const FIRST_REQUESTS_MAX_BYTES = 16 * 1024;

/**
 * Builds {@link FIRST_REQUESTS_ENTRY} with its imports as one classic script (an IIFE, minified) into
 * {@link FIRST_REQUESTS_SCRIPT_FILE}, which the server inlines into the HTML of the signed-in first pages (issue
 * 37 point 5): it sends the page's first requests while the app's scripts are still on their way, with no request
 * of its own. Fails the build when the script is larger than {@link FIRST_REQUESTS_MAX_BYTES} (it must not
 * bundle React, antd or zod) or holds `</script` or `<!--`, which would end or hide it inside the page.
 */
export function firstRequestsScript(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  return {
    name: 'portal-first-requests-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      const { build } = await import('vite');
      const file = path.join(outDir, FIRST_REQUESTS_SCRIPT_FILE);
      await build({
        root,
        mode,
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir: path.dirname(file),
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: {
            entry: path.resolve(root, FIRST_REQUESTS_ENTRY),
            formats: ['iife'],
            name: 'portalFirstRequests',
            fileName: () => path.basename(file),
          },
        },
      });
      const code = fs.readFileSync(file, 'utf8');
      if (Buffer.byteLength(code) > FIRST_REQUESTS_MAX_BYTES)
        throw new Error(
          `${FIRST_REQUESTS_SCRIPT_FILE} is ${Buffer.byteLength(code)} bytes (at most ${FIRST_REQUESTS_MAX_BYTES})`,
        );
      if (/<\/script|<!--/i.test(code))
        throw new Error(`${FIRST_REQUESTS_SCRIPT_FILE} holds </script or <!--`);
    },
  };
}
