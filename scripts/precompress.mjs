// Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every built web asset worth
// compressing (JS, CSS, SVG, JSON, text of at least 1 kB), so the server sends the small copy to browsers that
// accept it without compressing on each request (@fastify/static `preCompressed`, apps/server/src/plugins/web.ts;
// issue 18 "Production build and speed"). Run by scripts/build.mjs after the web build; a copy that would not
// be smaller is not written.
//
//   node scripts/precompress.mjs [folder]     (default apps/web/dist)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Files at least this large (bytes) get compressed copies. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Compresses the assets under `dir`; returns { files, bytes, brBytes } for the log. */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, brBytes: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.bytes += body.length;
    totals.brBytes += Math.min(br.length, body.length);
  }
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { files, bytes, brBytes } = precompress(path.resolve(root, process.argv[2] ?? 'apps/web/dist'));
  console.log(
    `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} kB → ${(brBytes / 1024).toFixed(0)} kB (br)`,
  );
}
