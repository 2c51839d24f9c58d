/**
 * The built web app is a production build (issue 18 "Production build and speed"): `npm run build` (and
 * `npm start`, through scripts/build.mjs) builds with NODE_ENV=production whatever the shell's NODE_ENV, so
 * no chunk holds React's development runtime; the build stamp records the inputs it was built from, so
 * `npm start` skips a build of an unchanged tree. The e2e run always follows `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'apps', 'web', 'dist', 'assets');

test('the built bundle holds no development runtime', () => {
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((name) => name.includes('jsx-dev-runtime'))).toEqual([]);
  const withDevRuntime = scripts.filter((name) => {
    const text = fs.readFileSync(path.join(assets, name), 'utf8');
    return text.includes('jsx-dev-runtime') || text.includes('jsxDEV');
  });
  expect(withDevRuntime).toEqual([]);
});

test('the build left stamps that let npm start skip an unchanged build', () => {
  for (const app of ['web', 'server']) {
    const stamp = path.join(root, 'apps', app, 'dist', '.build-stamp');
    expect(fs.readFileSync(stamp, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  }
});
