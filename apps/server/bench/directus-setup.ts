/**
 * Directus beside the portal for `npm run bench:directus` (issue 17): installs Directus 12 and a Node 22 binary
 * (Directus 12 needs Node >= 22; both come from the npm registry) into a scratch folder outside the repository,
 * bootstraps Directus on its own PostgreSQL database and starts it. The news collections and their rows are
 * directus-schema.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, whenReady } from './bench-server';

/** The Directus release measured. */
export const DIRECTUS_VERSION = '12.4.0';
/** The Node.js major Directus runs on (its `engines`: >= 22). */
const NODE_MAJOR = 22;
/** Native modules Directus loads at start; rebuilt for Node 22 when their shipped binary does not load. */
const NATIVE_MODULES = ['isolated-vm', 'argon2', 'sharp'];
/** The static token of the Directus admin user (`ADMIN_TOKEN` of `directus bootstrap`). */
export const DIRECTUS_TOKEN = 'bench-directus-static-token';
const ADMIN_EMAIL = 'admin@example.com';

/** The scratch installation: folder, Node 22 binary and its version, and Directus's CLI. */
export interface DirectusInstall {
  dir: string;
  node: string;
  nodeVersion: string;
  cli: string;
}

/** Runs a command to completion with its output shown. @throws naming the command when it fails. */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): void {
  console.log(`$ (cd ${options.cwd} && ${command} ${args.join(' ')})`);
  const result = spawnSync(command, args, { ...options, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed in ${options.cwd} (${result.error?.message ?? `exit ${result.status}`})`,
    );
}

/** Whether `node` can `require(mod)` from `cwd` (a native module built for that Node's ABI). */
function loads(node: string, cwd: string, mod: string): { ok: boolean; error: string } {
  const result = spawnSync(node, ['-e', `require(${JSON.stringify(mod)})`], { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, error: result.stderr.split('\n').slice(0, 6).join('\n') };
}

/**
 * Installs (once; reused while present) a Node 22 binary (`node-<platform>-<arch>@22` from the npm registry)
 * and `directus@12.4.0` into `dir`. npm 11 runs no install scripts of dependencies by default, so native
 * modules whose shipped binary does not load on Node 22 are rebuilt with node-gyp against the headers of that
 * same Node package (no download). @throws when a step fails, naming it.
 */
export function installDirectus(dir: string): DirectusInstall {
  const nodeDir = path.join(dir, `node${NODE_MAJOR}`);
  const nodePackage = `node-${process.platform}-${process.arch}`;
  const nodeHome = path.join(nodeDir, 'node_modules', nodePackage);
  const node = path.join(nodeHome, 'bin', 'node');
  if (!fs.existsSync(node)) {
    fs.mkdirSync(nodeDir, { recursive: true });
    fs.writeFileSync(path.join(nodeDir, 'package.json'), '{ "private": true }\n');
    run('npm', ['install', '--no-audit', '--no-fund', `${nodePackage}@${NODE_MAJOR}`], { cwd: nodeDir });
  }
  const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!nodeVersion.startsWith(`v${NODE_MAJOR}.`))
    throw new Error(`${node} is not Node ${NODE_MAJOR} (it says "${nodeVersion}")`);

  const appDir = path.join(dir, 'app');
  // npm and every script it runs use Node 22, with none of the `npm_*` variables of `npm run bench:directus`
  // (they name this repository as the prefix, and Debian's npm sets `nodedir=/usr`, the system Node's headers).
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
  );
  env.PATH = `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`;
  const manifest = path.join(appDir, 'node_modules', 'directus', 'package.json');
  const installed = fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
    : null;
  if (installed !== DIRECTUS_VERSION) {
    fs.mkdirSync(appDir, { recursive: true });
    fs.writeFileSync(path.join(appDir, 'package.json'), '{ "private": true }\n');
    run('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `directus@${DIRECTUS_VERSION}`], {
      cwd: appDir,
      env,
    });
  }
  for (const mod of NATIVE_MODULES) {
    if (loads(node, appDir, mod).ok) continue;
    const gyp = path.join(appDir, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
    run(node, [gyp, 'rebuild', '--release', '-j', 'max', `--nodedir=${nodeHome}`], {
      cwd: path.join(appDir, 'node_modules', mod),
      env: { ...env, npm_config_nodedir: nodeHome },
    });
    const after = loads(node, appDir, mod);
    if (!after.ok)
      throw new Error(`${mod} does not load on Node ${nodeVersion} after a rebuild:\n${after.error}`);
  }
  return { dir, node, nodeVersion, cli: path.join(appDir, 'node_modules', 'directus', 'cli.js') };
}

/** An empty database of its own on the PostgreSQL server of `serverUrl`: its URL, name and how to drop it. */
export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database `bench_directus_<random>` next to the portal's (same server, same user). */
export async function createDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `bench_directus_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Directus's environment for the database `databaseUrl`: no cache (CACHE_ENABLED=false), no rate or pressure
 * limiter, no telemetry, no websockets, warnings only, a pool of 10 connections (the portal's pool size), files and
 * extensions in the scratch folder. Only PATH and HOME are inherited, so none of the portal's variables leak in.
 */
function directusEnv(install: DirectusInstall, databaseUrl: string, port: number): NodeJS.ProcessEnv {
  const db = new URL(databaseUrl);
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DB_CLIENT: 'pg',
    DB_HOST: db.hostname,
    DB_PORT: db.port || '5432',
    DB_DATABASE: decodeURIComponent(db.pathname.slice(1)),
    DB_USER: decodeURIComponent(db.username) || 'postgres',
    ...(db.password ? { DB_PASSWORD: decodeURIComponent(db.password) } : {}),
    DB_POOL__MAX: '10',
    KEY: 'bench-directus-key',
    SECRET: 'bench-directus-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    ADMIN_EMAIL,
    ADMIN_PASSWORD: 'bench-directus-admin-password',
    ADMIN_TOKEN: DIRECTUS_TOKEN,
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    // Otherwise Directus answers 503 at once when its event loop lags: those would count as requests served.
    PRESSURE_LIMITER_ENABLED: 'false',
    TELEMETRY: 'false',
    WEBSOCKETS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(install.dir, 'uploads'),
    EXTENSIONS_PATH: path.join(install.dir, 'extensions'),
  };
}

/** A started Directus: its base URL and how to stop it (SIGTERM, then SIGKILL after 15 s). */
export interface DirectusServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `directus bootstrap` on the empty database `databaseUrl` (its system tables, the admin user with the static
 * token {@link DIRECTUS_TOKEN}), then `directus start` on a free port (BENCH_DIRECTUS_PORT to choose), waiting
 * until `/server/ping` answers. @throws when either fails or Directus is not up within 120 s, with its output.
 */
export async function startDirectus(install: DirectusInstall, databaseUrl: string): Promise<DirectusServer> {
  const port = Number(process.env.BENCH_DIRECTUS_PORT) || (await freePort());
  const env = directusEnv(install, databaseUrl, port);
  fs.mkdirSync(env.STORAGE_LOCAL_ROOT!, { recursive: true });
  fs.mkdirSync(env.EXTENSIONS_PATH!, { recursive: true });
  const cwd = path.dirname(path.dirname(path.dirname(install.cli)));
  const boot = spawnSync(install.node, [install.cli, 'bootstrap'], { cwd, env, encoding: 'utf8' });
  if (boot.status !== 0)
    throw new Error(`directus bootstrap failed (exit ${boot.status}):\n${boot.stdout}\n${boot.stderr}`);

  const child: ChildProcess = spawn(install.node, [install.cli, 'start'], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  return { url, stop: await whenReady(child, 'directus', `${url}/server/ping`, () => output) };
}
