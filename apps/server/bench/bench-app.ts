/**
 * What the benchmarks share (`npm run bench:*`): the app built as in production on a benchmark database, and
 * a signed-in member's request headers.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import type { Database } from '../src/db/client';

/** The tenant every benchmark seeds and calls. */
export const BENCH_HOST = 'ota.localhost';

/**
 * Builds the app on `database` (which it closes on `app.close()`) with no web app and no logger, tenant
 * `ota` by default, files in the temporary folder. `nodeEnv` 'test' keeps the rate limits of tests.
 */
export function benchApp(
  database: Database,
  nodeEnv: 'production' | 'test' = 'production',
): Promise<FastifyInstance> {
  const env = loadEnv({
    NODE_ENV: nodeEnv,
    DATA_DIR: path.join(os.tmpdir(), 'portal-bench'),
    AUTH_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    DEFAULT_TENANT: 'ota',
    LOG_LEVEL: 'silent',
  });
  return buildApp({ env, database, ownsDatabase: true, serveWeb: false, logger: false });
}

/** Signs `email` in on tenant `ota` and answers the headers of its requests (`host`, bearer token). */
export async function signedInHeaders(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ host: string; authorization: string }> {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    headers: { host: BENCH_HOST },
    payload: { email, password },
  });
  const { token } = signIn.json() as { token: string };
  return { host: BENCH_HOST, authorization: `Bearer ${token}` };
}
