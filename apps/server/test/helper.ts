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
  return copyOf(url, template);
}

/** A new PostgreSQL database on the server of `url`, a copy of `template` (migrated when there is none). */
async function copyOf(url: string, template: string | undefined): Promise<Database & { url: string }> {
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

/** Accounts per tenant of {@link seededDatabase}'s demo seed (the 7 demo accounts included). */
export const SEEDED_USERS_PER_TENANT = 30;

/**
 * A fresh database holding the demo seed (`seedDatabase`, {@link SEEDED_USERS_PER_TENANT} accounts per tenant),
 * for the files that read the seeded data and do not time the seed (docs/testing.md "Stop 65"). On PostgreSQL
 * the seed runs once per run: the first file to ask copies the run's migrated template to
 * `<template>_seeded`, seeds it and renames it into place, under an advisory lock the other files wait on
 * (test/global-setup.ts drops it at the end); each file then gets its own copy of it. Elsewhere (PGlite, or
 * outside a Vitest run) each call seeds its own fresh database.
 *
 * `dataDir`: the folder the seed wrote its images to (`DATA_DIR/files/{tenant}/seed/…`), to serve them from.
 */
export async function seededDatabase(): Promise<Database & { url?: string; dataDir: string }> {
  const { seedDatabase } = await import('../src/seed/seed');
  const url = process.env.DATABASE_URL;
  const template = injectedTemplate();
  if (!url || !template) {
    const dataDir = path.join(os.tmpdir(), 'portal-seed-test');
    const database = await freshDatabase();
    await withDataDir(dataDir, () => seedDatabase(database.db, { usersPerTenant: SEEDED_USERS_PER_TENANT }));
    return { ...database, dataDir };
  }
  const seeded = `${template}_seeded`;
  const dataDir = path.join(os.tmpdir(), `${seeded}-files`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [seeded]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [seeded]);
    if (found.rowCount === 0) {
      // Seeded under another name, renamed when complete: a run stopped half-way leaves no half-seeded template.
      const building = await copyOf(url, template);
      await withDataDir(dataDir, () =>
        seedDatabase(building.db, { usersPerTenant: SEEDED_USERS_PER_TENANT }),
      );
      const buildingName = new URL(building.url).pathname.slice(1);
      await building.pool?.end();
      await admin.query(`alter database ${buildingName} rename to ${seeded}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [seeded]).catch(() => undefined);
    await admin.end();
  }
  return { ...(await copyOf(url, seeded)), dataDir };
}

/** Runs `work` with `process.env.DATA_DIR` set to `dir`, restoring it after. */
async function withDataDir<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const before = process.env.DATA_DIR;
  process.env.DATA_DIR = dir;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = before;
  }
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
