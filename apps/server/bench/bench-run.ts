/**
 * Drives one call with autocannon (issue 17): a warm-up, then a fixed duration at a fixed number of
 * connections, plus the SQL statements of one request (the server's `x-sql-count` header, read on
 * sequential requests so that none overlap).
 */
import autocannon from 'autocannon';
import type { BenchRoute } from './bench-routes';
import { SCALES, type Scale } from './bench-grow';

/**
 * Settings of a run: connections, measured seconds and warm-up seconds per call; `requests`, when set, a number
 * of requests per call instead of a duration (nothing is timed: the CI test's way to prove every call answers
 * without loading the machine for a second a call — autocannon runs at least one second either way).
 */
export interface RunSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  requests?: number;
}

/**
 * The scale and run settings from the environment: BENCH_SCALE (`defaultScale` when unset), BENCH_CONNECTIONS
 * (32), BENCH_SECONDS (10 s), BENCH_WARMUP (2 s) and BENCH_REQUESTS (unset: each call runs BENCH_SECONDS; a
 * number: each call sends that many requests, no warm-up). @throws when BENCH_SCALE names no scale.
 */
export function settingsFromEnv(defaultScale: Scale): { scale: Scale; settings: RunSettings } {
  const scale = (process.env.BENCH_SCALE ?? defaultScale) as Scale;
  if (!(scale in SCALES)) throw new Error(`BENCH_SCALE must be one of ${Object.keys(SCALES).join(', ')}`);
  return {
    scale,
    settings: {
      connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
      warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
      ...(process.env.BENCH_REQUESTS ? { requests: Number(process.env.BENCH_REQUESTS) } : {}),
    },
  };
}

/** One measured call. */
export interface RouteResult {
  route: BenchRoute;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Median SQL statements per request (null when the server did not say). */
  sqlPerRequest: number | null;
  non2xx: number;
  errors: number;
}

/** The headers every call sends (bearer token; JSON for bodies). */
export type Headers = Record<string, string>;

/** Runs autocannon on `route` for `seconds`, or for `requests` requests when given. */
function fire(
  url: string,
  route: BenchRoute,
  headers: Headers,
  connections: number,
  seconds: number,
  requests?: number,
) {
  const body = route.body === undefined ? undefined : JSON.stringify(route.body);
  const paths = route.paths ?? [route.path];
  let next = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        ...(requests ? { amount: requests } : { duration: seconds }),
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        requests: [
          {
            method: route.method,
            body,
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Sends the call once; @throws unless it answers 2xx. @returns the `x-sql-count` header as a number. */
export async function probe(url: string, route: BenchRoute, headers: Headers): Promise<number | null> {
  const res = await fetch(`${url}${route.path}`, {
    method: route.method,
    headers: route.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
  });
  if (res.status >= 300) throw new Error(`${route.name}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  const count = res.headers.get('x-sql-count');
  return count === null ? null : Number(count);
}

/**
 * SQL statements of one request of `route` (median of 3 sequential requests) on a server started with
 * `countSql`; null when the server does not count.
 */
export async function countStatements(
  url: string,
  route: BenchRoute,
  headers: Headers,
): Promise<number | null> {
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const count = await probe(url, route, headers);
    if (count !== null) counts.push(count);
  }
  counts.sort((a, b) => a - b);
  return counts.length ? (counts[1] ?? counts[0]!) : null;
}

/**
 * Measures one call: warm-up, then the timed run. `sqlPerRequest` is the count from a counting server
 * ({@link countStatements}, issue 37 point 6: the timed server does not count); when omitted, it is read from
 * `url` itself.
 */
export async function runRoute(
  url: string,
  route: BenchRoute,
  headers: Headers,
  settings: RunSettings,
  sqlPerRequest?: number | null,
): Promise<RouteResult> {
  const statements = sqlPerRequest === undefined ? await countStatements(url, route, headers) : sqlPerRequest;
  if (settings.warmupSeconds > 0 && !settings.requests)
    await fire(url, route, headers, settings.connections, settings.warmupSeconds);
  const result = await fire(url, route, headers, settings.connections, settings.seconds, settings.requests);
  return {
    route,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    sqlPerRequest: statements,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
