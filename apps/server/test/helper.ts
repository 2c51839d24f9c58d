/**
 * Test helpers (STYLE.md "Tests"): `buildTestApp()` builds the real app on a fresh database — in-memory
 * PGlite, or a fresh PostgreSQL database on the server of `DATABASE_URL` when that is set — with no web app.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { TenantId } from '@portal/contracts';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/client';
import { tenants } from '../src/db/schema/index';
import type { OutboxPluginOptions } from '../src/plugins/event-bus';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/** The template of test/global-setup.ts, or undefined outside a Vitest worker (the bench scripts). */
function injectedTemplate(): string | undefined {
  try {
    return inject('dbTemplate');
  } catch {
    return undefined;
  }
}

/**
 * Opens a fresh migrated database for one test file. Dropped (PostgreSQL) or discarded (PGlite) on close.
 * `url` is its connection string on PostgreSQL (to open a second handle, as a second replica would).
 */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  // The migrated template of this run (test/global-setup.ts); absent when a file runs outside the project.
  const template = injectedTemplate();
  if (!url) {
    if (template) {
      const dump = new Blob([fs.readFileSync(template)]);
      return openDatabase({ loadDataDir: dump });
    }
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  if (!template) await database.migrate();
  return {
    ...database,
    url: target.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Builds the app for tests with all four tenants present. `env` overrides configuration variables;
 * `options.logger` gives pino options (e.g. a stream to read the log), none by default.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { logger?: object; outbox?: OutboxPluginOptions } = {},
): Promise<FastifyInstance> {
  const database = await freshDatabase();
  await database.db
    .insert(tenants)
    .values(['ota', 'psa', 'lca', 'actls'].map((id) => ({ id, name: id.toUpperCase() })));
  return buildAppOn(database, env, options.logger, options.outbox);
}

/** The test configuration with `env` overrides. */
function testEnv(env: Record<string, string>) {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'portal-test'),
    AUTH_SECRET: TEST_SECRET,
    DEFAULT_TENANT: 'ota',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** Builds the app (no web) on an open database it then owns; `outbox`: the worker's timings. */
export function buildAppOn(
  database: Database,
  env: Record<string, string> = {},
  logger?: object,
  outbox?: OutboxPluginOptions,
) {
  return buildApp({
    env: testEnv(env),
    database,
    ownsDatabase: true,
    serveWeb: false,
    logger: logger ?? false,
    outbox,
  });
}

/**
 * Two apps on ONE fresh PostgreSQL database, each with its own connection pool — two replicas as far as the
 * database is concerned (issue 17). Requires `DATABASE_URL`. Close the second first: the first drops the
 * database on close.
 */
export async function buildTwinApps(
  env: Record<string, string> = {},
  outbox?: OutboxPluginOptions,
): Promise<[FastifyInstance, FastifyInstance]> {
  const database = await freshDatabase();
  if (!database.url) throw new Error('buildTwinApps needs DATABASE_URL');
  await database.db
    .insert(tenants)
    .values(['ota', 'psa', 'lca', 'actls'].map((id) => ({ id, name: id.toUpperCase() })));
  const second = await openDatabase({ url: database.url });
  return [
    await buildAppOn(database, env, undefined, outbox),
    await buildAppOn(second, env, undefined, outbox),
  ];
}

/** The Host header of a tenant in development naming. */
export const hostOf = (tenant: TenantId) => `${tenant}.localhost`;
