#!/usr/bin/env node
/**
 * `npm run cluster` (issue 17, docs/scaling.md): two portal processes on one PostgreSQL behind nginx.
 *
 * Builds the app when apps/server/dist is missing, starts two `apps/server/dist/server.js` processes on
 * CLUSTER_REPLICA_PORTS against DATABASE_URL (the first migrates and seeds, the other waits on the advisory
 * lock), and nginx (Debian package `nginx` / `nginx-light`) on CLUSTER_PORT as the load balancer: round
 * robin, a replica that refuses, times out or answers 502/503/504 is skipped and idempotent requests (and the
 * read-only `POST /api/event/list`) are retried once on the other one. Both replicas share AUTH_SECRET
 * (generated once here unless given) and the file store (DATA_DIR, or S3_* when set). Ctrl-C stops all.
 *
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/portal_cluster, created if missing),
 * CLUSTER_PORT (8080), CLUSTER_REPLICA_PORTS (8081,8082), CLUSTER_DIR (./data/cluster), and any variable of
 * the app (passed through to both replicas).
 *
 * Also imported by scripts/bench-cluster.mjs: {@link startCluster}.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates the database named in `url` when it does not exist. */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
}

/** nginx configuration of the load balancer. */
function nginxConf({ dir, port, replicaPorts }) {
  const upstreams = replicaPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n');
  const proxy = `
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 5s;
      proxy_read_timeout 60s;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;`;
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  client_max_body_size 12m;
  upstream portal {
${upstreams}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    # Idempotent requests (GET, HEAD, PUT, DELETE…) go to the other replica when one fails.
    location / {${proxy}
      proxy_next_upstream error timeout http_502 http_503 http_504;
    }
    # The event list is a read sent as POST: safe to retry as well.
    location = /api/event/list {${proxy}
      proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;
    }
  }
}
`;
}

/** Resolves when `url` answers 200, polling every 250 ms. @throws after `ms`. */
export async function waitFor(url, ms = 180_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not yet listening
    }
    if (Date.now() > until) throw new Error(`${url} not ready after ${ms} ms`);
    await sleep(250);
  }
}

/**
 * Starts the cluster. @returns `{ url, replicas, stopReplica(i), startReplica(i), stop() }`; `replicas[i]` is
 * `{ port, child }`. Replica output goes to `{dir}/replica-{i}.log`.
 */
export async function startCluster(options = {}) {
  const env = { ...process.env, ...(options.env ?? {}) };
  const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/portal_cluster';
  const port = Number(options.port ?? env.CLUSTER_PORT ?? 8080);
  const replicaPorts = (options.replicaPorts ?? (env.CLUSTER_REPLICA_PORTS || '8081,8082').split(',')).map(
    Number,
  );
  const dir = path.resolve(options.dir ?? env.CLUSTER_DIR ?? path.join(root, 'data', 'cluster'));
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    console.log('[cluster] building (npm run build)…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('build failed');
  }
  const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  if (!nginxBin) throw new Error('nginx not found: apt-get install nginx-light (or nginx)');
  await ensureDatabase(databaseUrl);
  const secretFile = path.join(dir, 'auth-secret');
  if (!env.AUTH_SECRET && !fs.existsSync(secretFile))
    fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  const replicaEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: env.AUTH_SECRET || fs.readFileSync(secretFile, 'utf8'),
    DATA_DIR: env.DATA_DIR || path.join(dir, 'data'),
    // Forwarded addresses are believed from nginx only (issue 10 §5).
    TRUST_PROXY: env.TRUST_PROXY || 'loopback',
    HOST: '127.0.0.1',
  };
  const replicas = replicaPorts.map((p) => ({ port: p, child: null }));
  const startReplica = async (i, wait = true) => {
    const log = fs.openSync(path.join(dir, `replica-${i}.log`), 'a');
    const child = spawn(process.execPath, ['--disable-proto=throw', 'apps/server/dist/server.js'], {
      cwd: root,
      env: { ...replicaEnv, PORT: String(replicas[i].port) },
      stdio: ['ignore', log, log],
    });
    replicas[i].child = child;
    if (wait) await waitFor(`http://127.0.0.1:${replicas[i].port}/api/ready`);
  };
  const stopReplica = async (i, signal = 'SIGTERM') => {
    const child = replicas[i].child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  // Start together: one migrates and seeds under the advisory lock, the other waits for it.
  await Promise.all(replicas.map((_, i) => startReplica(i)));
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConf({ dir, port, replicaPorts }));
  const nginx = spawn(nginxBin, ['-c', confFile, '-p', dir, '-e', path.join(dir, 'nginx-error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/ready`, 20_000);
  const stop = async () => {
    nginx.kill('SIGQUIT');
    await Promise.all(replicas.map((_, i) => stopReplica(i)));
  };
  return { url, dir, databaseUrl, replicas, startReplica, stopReplica, stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster();
  console.log(
    `[cluster] ${cluster.url} → replicas ${cluster.replicas.map((r) => r.port).join(', ')} on ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//…@')}; logs in ${cluster.dir}. Ctrl-C stops.`,
  );
  const shutdown = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
