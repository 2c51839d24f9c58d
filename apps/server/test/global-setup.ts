/**
 * Vitest global setup of the server projects: migrates ONE template database per project and run, so that each
 * test file starts from a copy instead of running every migration again (about 3–4 s saved per file).
 * - PGlite (the `server-pglite` lane): an in-memory cluster migrated here and dumped to a tar file in the OS
 *   temp folder; `freshDatabase()` opens a new PGlite from it (`loadDataDir`).
 * - PostgreSQL (the `server` project, on the project's `DATABASE_URL`, test/engines.ts): a database
 *   `portal_template_<hash>` migrated here; `freshDatabase()` creates each test database `template` it
 *   (`create database … template …`). Dropped at teardown, with the seeded copy `seededDatabase()` may have
 *   made of it (`<name>_seeded`).
 * The template's location reaches the test files through `provide`/`inject` ('dbTemplate').
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the template dump (tar); PostgreSQL: name of the template database. */
    dbTemplate: string;
  }
}

/** A short hash of the migrations, so that a stale template of an earlier run is never reused. */
function migrationsHash(): string {
  const folder = migrationsFolder();
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(folder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(fs.readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tag = `${migrationsHash()}_${process.pid}`;
  // Global setup runs in Vitest's main process, where a project's `test.env` is not applied: read it there.
  const url = project.config.env.DATABASE_URL;
  if (!url) {
    const file = path.join(os.tmpdir(), `portal-pglite-template-${tag}.tar`);
    const client = new PGlite({ extensions: { pg_trgm } });
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    const dump = await client.dumpDataDir('none');
    await client.close();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('dbTemplate', file);
    return async () => fs.rmSync(file, { force: true });
  }
  const name = `portal_template_${tag}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('dbTemplate', name);
  return async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    // The seeded copy of test/helper.ts seededDatabase(), when a file asked for one, and its images.
    await dropper.query(`drop database if exists ${name}_seeded with (force)`);
    await dropper.end();
    fs.rmSync(path.join(os.tmpdir(), `${name}_seeded-files`), { recursive: true, force: true });
  };
}
