/**
 * The early script of a signed-in first visit (issue 37 point 5, src/api/early-requests.ts) in the web build:
 * a second build input, a chunk group of its own (vite.config.ts) and a script tag in index.html.
 */
import type { Plugin } from 'vite';

/** The early script's module (src/early-start.ts, a second build input) and the one module it imports. */
export const EARLY_SCRIPT = '/src/early-start.ts';
export const EARLY_MODULES = /[\\/]apps[\\/]web[\\/]src[\\/](early-start|api[\\/]early-requests)\.ts$/;

/**
 * Puts the early script (api/early-requests.ts) first in index.html's head, `async`, so a signed-in first visit
 * sends its API calls while the entry is still downloading (issue 37 point 5). The build names its hashed file;
 * the dev server serves the module itself.
 */
export function earlyScript(): Plugin {
  return {
    name: 'portal-early-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        let src = EARLY_SCRIPT;
        if (ctx.bundle) {
          const chunk = Object.values(ctx.bundle).find(
            (out) => out.type === 'chunk' && out.isEntry && out.facadeModuleId?.endsWith(EARLY_SCRIPT),
          );
          if (!chunk) throw new Error(`the early script ${EARLY_SCRIPT} is not an entry chunk`);
          src = `/${chunk.fileName}`;
        }
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
