// The bare antd page of `npm run bench:web` (docs/benchmarks.md "Web"): a tiny Vite build of
// scripts/bench-bare/ (React, antd, antd's static stylesheet, at the web app's versions and with its React
// plugin), precompressed like the app (scripts/precompress.mjs) and served by Fastify with @fastify/static the
// way apps/server/src/plugins/web.ts serves the app (precompressed copies, immutable assets, HTTP/1.1), so
// Lighthouse scores it beside the portal's pages in the same run.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { precompress } from './precompress.mjs';

/**
 * Builds scripts/bench-bare/ into scripts/bench-bare/dist (production mode, minified) and precompresses it.
 * Resolves to the output folder.
 */
export async function buildBarePage(root) {
  const source = path.join(root, 'scripts/bench-bare');
  const outDir = path.join(source, 'dist');
  const requireWeb = createRequire(path.join(root, 'apps/web/package.json'));
  const { default: react } = await import(requireWeb.resolve('@vitejs/plugin-react'));
  await build({
    root: source,
    mode: 'production',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  precompress(outDir);
  return outDir;
}

/**
 * Serves `dir` on 127.0.0.1:`port` (index.html at `/`, assets with a year's immutable cache, Brotli or gzip
 * copies when the browser accepts them). Resolves to `stop()`.
 */
export async function serveBarePage(dir, port) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  await app.listen({ host: '127.0.0.1', port });
  return () => app.close();
}

/** gzip sizes are read by bench-web.mjs from the bare page's index.html scripts: the JS files it loads. */
export function bareScripts(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
}
