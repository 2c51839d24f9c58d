#!/usr/bin/env node
/**
 * `npm run bench:cluster` (issue 17, docs/scaling.md): many signed-in members against `npm run cluster`
 * (two replicas + nginx) reading feeds, events and news and registering for a free ticket, while one replica
 * is killed (SIGKILL, restarted after 5 s) and PostgreSQL is restarted. Afterwards every ticket acknowledged
 * with a 2xx is looked up in the database.
 *
 * PostgreSQL: a THROWAWAY cluster made with initdb in BENCH_PG_DIR on BENCH_PG_PORT (never the shared
 * server), so restarting it harms no one. BENCH_PG_RESTART=false skips the restart.
 *
 * Environment (all optional): BENCH_CLUSTER_DURATION seconds (120), BENCH_CLUSTER_CONNECTIONS (1000),
 * BENCH_CLUSTER_MEMBERS signed-in members (200), BENCH_CLUSTER_RATE calls per second per connection (0: back to
 * back; 0.2 models a member reading between clicks), BENCH_PG_PORT (3418), BENCH_PG_DIR (/tmp/portal-bench-pg),
 * CLUSTER_PORT (3408), CLUSTER_REPLICA_PORTS (34081,34082). Prints the figures as JSON and a summary.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster, waitFor } from './cluster.mjs';

const env = process.env;
const DURATION = Number(env.BENCH_CLUSTER_DURATION ?? 120);
const CONNECTIONS = Number(env.BENCH_CLUSTER_CONNECTIONS ?? 1000);
const MEMBERS = Number(env.BENCH_CLUSTER_MEMBERS ?? 200);
const PG_PORT = Number(env.BENCH_PG_PORT ?? 3418);
const PG_DIR = env.BENCH_PG_DIR ?? '/tmp/portal-bench-pg';
const PG_RESTART = env.BENCH_PG_RESTART !== 'false';
/** Calls per second per member (0: back to back, a stress test; 0.2: one call every 5 s, a reading member). */
const RATE = Number(env.BENCH_CLUSTER_RATE ?? 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- the throwaway PostgreSQL ------------------------------------------------------------------------------
const pgBin = (name) => {
  const dirs = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort().reverse()
    : [];
  for (const v of dirs)
    if (fs.existsSync(`/usr/lib/postgresql/${v}/bin/${name}`)) return `/usr/lib/postgresql/${v}/bin/${name}`;
  return name;
};
/** Runs a PostgreSQL tool, as the `postgres` user when we are root (initdb refuses root). */
function pgTool(name, args) {
  const asRoot = os.userInfo().uid === 0;
  const cmd = asRoot ? 'runuser' : pgBin(name);
  const full = asRoot ? ['-u', 'postgres', '--', pgBin(name), ...args] : args;
  const out = spawnSync(cmd, full, { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${name} ${args.join(' ')} failed: ${out.stderr || out.stdout}`);
}
function startPostgres() {
  if (!fs.existsSync(`${PG_DIR}/PG_VERSION`)) {
    fs.mkdirSync(PG_DIR, { recursive: true });
    if (os.userInfo().uid === 0) spawnSync('chown', ['postgres', PG_DIR]);
    pgTool('initdb', ['-D', PG_DIR, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }
  const opts = `-p ${PG_PORT} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=on`;
  // Left running by an interrupted run: reuse it.
  if (fs.existsSync(`${PG_DIR}/postmaster.pid`)) return;
  pgTool('pg_ctl', ['-D', PG_DIR, '-o', opts, '-l', `${PG_DIR}/log`, '-w', 'start']);
}
/** Restarts the throwaway PostgreSQL without blocking the event loop (the load goes on meanwhile). */
const restartPostgres = () =>
  new Promise((resolve, reject) => {
    const asRoot = os.userInfo().uid === 0;
    const args = ['-D', PG_DIR, '-m', 'fast', '-w', 'restart'];
    const child = asRoot
      ? spawn('runuser', ['-u', 'postgres', '--', pgBin('pg_ctl'), ...args], { stdio: 'ignore' })
      : spawn(pgBin('pg_ctl'), args, { stdio: 'ignore' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart: ${code}`))));
  });
const log = (...args) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
const stopPostgres = () => pgTool('pg_ctl', ['-D', PG_DIR, '-m', 'fast', '-w', 'stop']);

// --- run ----------------------------------------------------------------------------------------------------
startPostgres();
const DATABASE_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/portal_bench`;
let cluster;
try {
  cluster = await startCluster({
    port: env.CLUSTER_PORT ?? 3408,
    replicaPorts: (env.CLUSTER_REPLICA_PORTS ?? '34081,34082').split(',').map(Number),
    dir: `${PG_DIR}-cluster`,
    env: {
      DATABASE_URL,
      RATE_LIMIT_IP: '1000000',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '20',
      SHUTDOWN_GRACE_MS: '5000',
      NODE_ENV: 'production',
    },
  });
  const { url } = cluster;
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const emails = (
    await db.query(
      `select email from users where tenant_id = 'ota' and email not like 'twofactor@%' and email not like 'firstlogin@%' order by email limit $1`,
      [MEMBERS * 2],
    )
  ).rows.map((r) => r.email);
  log(`cluster ready at ${url}; signing in`);
  // Sign in (through nginx).
  const members = [];
  for (const email of emails) {
    if (members.length >= MEMBERS) break;
    const res = await fetch(`${url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'ota.localhost' },
      body: JSON.stringify({ email, password: 'Portal!2026' }),
    });
    if (res.status === 200) members.push((await res.json()).token);
  }
  if (!members.length) throw new Error('no member could sign in');
  const prices = (
    await db.query(
      `select tp.id from ticket_prices tp join events e on e.id = tp.event_id
        where tp.tenant_id = 'ota' and tp.amount_cents = 0 and tp.capacity is null and e.is_published
        order by tp.id`,
    )
  ).rows.map((r) => r.id);
  let priceId = null;
  for (const id of prices) {
    const res = await fetch(`${url}/api/event/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'ota.localhost',
        authorization: `Bearer ${members[0]}`,
      },
      body: JSON.stringify({ ticketPriceId: id, quantity: 1 }),
    });
    if (res.status < 300) {
      priceId = id;
      break;
    }
  }
  if (!priceId) console.warn('[bench] no free ticket price accepts registrations: tickets are skipped');
  const ticketsBefore = Number(
    (await db.query('select count(*)::int as n from tickets where ticket_price_id = $1', [priceId ?? -1]))
      .rows[0].n,
  );
  await db.end();

  // Requests of each connection, as one member: feed, events, news, free ticket.
  const acknowledged = [];
  const statusCounts = {};
  const count = (status) => (statusCounts[status] = (statusCounts[status] ?? 0) + 1);
  const withMember = (req, context) => {
    context.token ??= members[Math.floor(Math.random() * members.length)];
    return { ...req, headers: { ...req.headers, authorization: `Bearer ${context.token}` } };
  };
  const base = { host: 'ota.localhost', 'content-type': 'application/json' };
  const requests = [
    { method: 'GET', path: '/api/v1/community/post/feed?page=1&pageSize=20', headers: base },
    {
      method: 'POST',
      path: '/api/event/list',
      headers: base,
      body: JSON.stringify({ page: 1, size: 20, isActiveEvent: true, listing: 'events', sortOrder: 'asc' }),
    },
    {
      method: 'GET',
      path: '/api/content/items/news?fields=id,name,publish_start_date&sort=-publish_start_date&limit=10&meta=filter_count',
      headers: base,
    },
    ...(priceId
      ? [
          {
            method: 'POST',
            path: '/api/event/register',
            headers: base,
            body: JSON.stringify({ ticketPriceId: priceId, quantity: 1 }),
            onResponse: (status, body) => {
              if (status >= 200 && status < 300) {
                try {
                  for (const t of JSON.parse(body).tickets ?? []) acknowledged.push(t.ticketId);
                } catch {
                  acknowledged.push(null);
                }
              }
            },
          },
        ]
      : []),
  ].map((r) => ({
    ...r,
    setupRequest: withMember,
    onResponse: (status, body, context) => {
      count(status);
      r.onResponse?.(status, body, context);
    },
  }));

  const events = [];
  const t0 = Date.now();
  const mark = (what) => events.push({ at: ((Date.now() - t0) / 1000).toFixed(1), what });
  log(`load: ${CONNECTIONS} connections, ${members.length} members, ${DURATION} s`);
  let instance;
  const load = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        requests,
        timeout: 20,
        // A member's pause between calls: at most RATE calls per second per member (none: back to back).
        ...(RATE > 0 ? { connectionRate: RATE } : {}),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  // autocannon waits for outstanding responses; never more than 30 s past the duration.
  const guard = setTimeout(() => instance.stop(), (DURATION + 30) * 1000);
  const replicaChaos = (async () => {
    await sleep((DURATION * 1000) / 3);
    mark('SIGKILL replica 0');
    log('SIGKILL replica 0');
    await cluster.stopReplica(0, 'SIGKILL');
    await sleep(5000);
    mark('restart replica 0');
    await cluster.startReplica(0);
    mark('replica 0 ready');
  })();
  const databaseChaos = (async () => {
    if (!PG_RESTART) return null;
    await sleep((DURATION * 2000) / 3);
    mark('restart PostgreSQL (pg_ctl restart -m fast)');
    log('restarting PostgreSQL');
    const down = Date.now();
    await restartPostgres();
    mark('PostgreSQL back');
    await waitFor(`${url}/api/ready`, 60_000);
    mark('portal ready again');
    return (Date.now() - down) / 1000;
  })();
  const chaos = Promise.all([replicaChaos, databaseChaos]).then(([, seconds]) => seconds);
  const result = await load;
  clearTimeout(guard);
  log('load done');
  const recoverySeconds = await chaos;
  log('chaos done');

  const check = new pg.Client({ connectionString: DATABASE_URL });
  await check.connect();
  const ids = acknowledged.filter((id) => id !== null);
  const found = ids.length
    ? Number(
        (await check.query('select count(*)::int as n from tickets where id = any($1::int[])', [ids])).rows[0]
          .n,
      )
    : 0;
  const ticketsAfter = Number(
    (await check.query('select count(*)::int as n from tickets where ticket_price_id = $1', [priceId ?? -1]))
      .rows[0].n,
  );
  await check.end();
  const summary = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    callsPerSecondPerConnection: RATE || null,
    members: members.length,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statusCounts,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    events,
    postgresRestartToReadySeconds: recoverySeconds,
    ticketsAcknowledged: acknowledged.length,
    ticketsAcknowledgedFoundInDb: found,
    ticketsAcknowledgedMissing: ids.length - found,
    ticketRowsAdded: ticketsAfter - ticketsBefore,
  };
  console.log(JSON.stringify(summary, null, 2));
} finally {
  await cluster?.stop().catch(() => undefined);
  try {
    stopPostgres();
  } catch (error) {
    console.error(String(error));
  }
}
