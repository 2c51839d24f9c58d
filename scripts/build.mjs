// Builds the web app and the server for production (issue 18 "Production build and speed").
//
//   node scripts/build.mjs            build both, always
//   node scripts/build.mjs --if-stale build only what changed since the last build (`npm start`)
//   node scripts/build.mjs --only server   one target (web | server), combinable with --if-stale (`npm run bench`)
//
// Every build runs with NODE_ENV=production and Vite's production mode whatever the caller's NODE_ENV, so a
// shell with NODE_ENV=development never ships React's development runtime (`jsx-dev-runtime`).
// "Changed" is a SHA-256 over the path, size and content of every input file of a target (sources, configs,
// the lock file); the hash of the last good build is kept in `<target>/dist/.build-stamp`. A target is
// rebuilt when its stamp is missing, differs, or its entry file (index.html / server.js) is gone.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['package-lock.json', 'packages/contracts/src', 'packages/contracts/package.json'];

/** The two targets, each with its workspace, inputs (files or folders, relative to the root) and entry. */
export const targets = [
  {
    name: 'web',
    workspace: 'apps/web',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite-first-requests.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'scripts/precompress.mjs',
    ],
    entry: 'apps/web/dist/index.html',
  },
  {
    name: 'server',
    workspace: 'apps/server',
    inputs: [...shared, 'apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
    entry: 'apps/server/dist/server.js',
  },
];

function listFiles(rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [rel];
  const out = [];
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(child));
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) out.push(child);
  }
  return out;
}

/** SHA-256 (hex) of the target's inputs: sorted paths with their contents. Tests are not inputs. */
export function inputHash(target) {
  const hash = createHash('sha256');
  const files = target.inputs.flatMap(listFiles).sort();
  for (const file of files) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampPath(target) {
  return path.join(root, target.workspace, 'dist', '.build-stamp');
}

/** True when the target's dist/ was built from exactly the current inputs. */
export function isCurrent(target, hash = inputHash(target)) {
  const stamp = stampPath(target);
  if (!fs.existsSync(path.join(root, target.entry)) || !fs.existsSync(stamp)) return false;
  return fs.readFileSync(stamp, 'utf8').trim() === hash;
}

function buildTarget(target) {
  const began = Date.now();
  const hash = inputHash(target);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (target.name === 'web') {
    const { files, bytes, brBytes } = precompress(path.join(root, target.workspace, 'dist'));
    console.log(
      `web: precompressed ${files} assets, ${(bytes / 1024).toFixed(0)} kB → ${(brBytes / 1024).toFixed(0)} kB (br)`,
    );
  }
  fs.writeFileSync(stampPath(target), `${hash}\n`);
  console.log(`${target.name}: built in ${((Date.now() - began) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes('--if-stale');
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  for (const target of targets) {
    if (only && target.name !== only) continue;
    if (ifStale && isCurrent(target)) {
      console.log(`${target.name}: dist is current, build skipped`);
      continue;
    }
    buildTarget(target);
  }
}
