/**
 * Tenant isolation by construction (issue 11): for EVERY table with a `tenant_id` column, a row of tenant A
 * is invisible and unchangeable through tenant B's scope (`scope.db`, the tenant-bound handle of
 * db/tenant-db.ts): select, join, count, update, delete and upsert all miss it, and B cannot insert a row
 * into A. Tables come from information_schema, so a new table is covered the day it is created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { and, eq, is, sql, Table } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index';
import { seededDatabase } from '../../test/helper';
import type { Database } from '../db/client';
import { tenantScope } from '../db/tenant-scope';
import { TenantScopeError } from '../db/tenant-db';

let database: Database;
/** Drizzle table object by SQL name. */
const tablesByName = new Map<string, PgTable>();
for (const value of Object.values(schema)) {
  if (is(value, Table)) tablesByName.set(getTableConfig(value as PgTable).name, value as PgTable);
}

let tenantTables: string[] = [];

beforeAll(async () => {
  database = await seededDatabase();
  const result = (await database.db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'tenant_id'
    order by table_name`)) as unknown as { rows: { table_name: string }[] };
  tenantTables = result.rows.map((r) => r.table_name);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

type Row = Record<string, unknown>;
const A = 'ota';
const B = 'psa';

/** A value for a NOT NULL column without default, by its type (only the tables the seed leaves empty). */
function valueFor(column: { columnType: string; dataType: string; name: string }): unknown {
  switch (column.dataType) {
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'date':
      return new Date();
    case 'json':
      return {};
    case 'array':
      return [];
    case 'bigint':
      return 1n;
    default:
      if (column.columnType === 'PgUUID') return crypto.randomUUID();
      if (column.columnType === 'PgDate' || column.columnType === 'PgDateString') return '2026-01-01';
      if (column.columnType === 'PgTimestampString') return new Date().toISOString();
      return `isolation-${column.name}-${crypto.randomUUID().slice(0, 8)}`;
  }
}

/** Some row of tenant A in `name`, created from its columns (and rows it references) when the seed left none. */
async function rowOfA(name: string, depth = 0): Promise<Row> {
  const table = tablesByName.get(name)!;
  const raw = table as unknown as Record<string, never>;
  const [existing] = await database.db.select().from(table).where(eq(raw.tenantId, A)).limit(1);
  if (existing) return existing as Row;
  if (depth > 4) throw new Error(`cannot build a row of ${name}`);
  const config = getTableConfig(table);
  const values: Row = {};
  const keyOf = (sqlName: string) =>
    Object.keys(raw).find((k) => (raw[k] as { name?: string })?.name === sqlName)!;
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    const target = getTableConfig(ref.foreignTable).name;
    if (target === 'tenants') continue;
    const nullable = ref.columns.every((c) => !c.notNull);
    if (nullable) continue;
    const parent = await rowOfA(target, depth + 1);
    const parentRaw = ref.foreignTable as unknown as Record<string, { name?: string }>;
    ref.columns.forEach((column, i) => {
      const parentKey = Object.keys(parentRaw).find(
        (k) => parentRaw[k]?.name === ref.foreignColumns[i]!.name,
      )!;
      values[keyOf(column.name)] = parent[parentKey];
    });
  }
  for (const column of config.columns) {
    const key = keyOf(column.name);
    if (key === 'tenantId') values[key] = A;
    else if (values[key] === undefined && column.notNull && !column.hasDefault)
      values[key] = valueFor(column);
  }
  const [created] = await database.db.insert(table).values(values).returning();
  return created as Row;
}

/** `pk = row's pk` for a table (primary key columns, composite or single; else its first unique index). */
function keyCondition(table: PgTable, row: Row) {
  const config = getTableConfig(table);
  const raw = table as unknown as Record<string, { name?: string; primary?: boolean }>;
  // The primary key, else (link tables keyed by a unique index, e.g. find_an_ot_segments) the first unique index.
  const unique = config.indexes.find((i) => i.config.unique);
  const pkNames = config.primaryKeys.length
    ? config.primaryKeys[0]!.columns.map((c) => c.name)
    : config.columns.some((c) => c.primary)
      ? config.columns.filter((c) => c.primary).map((c) => c.name)
      : (unique?.config.columns ?? []).map((c) => (c as { name: string }).name);
  const keys = Object.keys(raw).filter((k) => pkNames.includes(raw[k]?.name as string));
  expect(keys.length, `primary key of ${config.name}`).toBeGreaterThan(0);
  return { keys, where: and(...keys.map((k) => eq(raw[k] as never, row[k]))) };
}

describe('every tenant table', () => {
  it('is known to the schema, and the list is not empty', () => {
    expect(tenantTables.length).toBeGreaterThan(30);
    expect(tenantTables.filter((name) => !tablesByName.has(name))).toEqual([]);
  });

  it("hides tenant A's rows from tenant B and lets B change none of them", async () => {
    const a = tenantScope(database.db, A);
    const b = tenantScope(database.db, B);
    const checked: string[] = [];
    for (const name of tenantTables) {
      const table = tablesByName.get(name)!;
      const row = await rowOfA(name);
      const { keys, where } = keyCondition(table, row);
      // A column to update: a non-key one, else a key other than the tenant (search_terms is all key).
      const other =
        Object.keys(row).find((k) => !keys.includes(k) && k !== 'tenantId') ??
        keys.find((k) => k !== 'tenantId') ??
        keys[0]!;
      const raw = table as unknown as Record<string, never>;

      // The positive control: A sees its own row (so the checks below can fail).
      expect(await a.db.select().from(table).where(where), name).toHaveLength(1);

      expect(await b.db.select().from(table).where(where), `${name} select`).toEqual([]);
      expect(await b.db.$count(table, where), `${name} count`).toBe(0);
      const joined = await b.db
        .select({ one: sql<number>`1` })
        .from(schema.tenants)
        .innerJoin(table, and(eq(schema.tenants.id, raw.tenantId), where)!);
      expect(joined, `${name} join`).toEqual([]);
      const updated = await b.db
        .update(table)
        .set({ [other]: row[other] } as never)
        .where(where)
        .returning();
      expect(updated, `${name} update`).toEqual([]);
      expect(() => b.db.update(table).set({ tenantId: A } as never), `${name} move`).toThrow(
        TenantScopeError,
      );
      expect(await b.db.delete(table).where(where).returning(), `${name} delete`).toEqual([]);
      expect(() => b.db.insert(table).values({ ...row } as never), `${name} insert into A`).toThrow(
        TenantScopeError,
      );
      const { tenantId: _t, ...withoutTenant } = row;
      try {
        const upserted = await b.db
          .insert(table)
          .values(withoutTenant as never)
          .onConflictDoUpdate({
            target: keys.map((k) => raw[k]!) as never,
            set: { [other]: row[other] } as never,
          })
          .returning();
        // No conflict on the key means B wrote its own new row (tenant B), never A's.
        for (const written of upserted as Row[]) expect(written.tenantId, `${name} upsert`).toBe(B);
      } catch (error) {
        // Another unique index of A's row answered first, or the key is an identity `generated always`
        // (audit_log, issue 39) that takes no given value: refused, nothing written.
        expect(String((error as { cause?: unknown }).cause ?? error), `${name} upsert`).toMatch(
          /duplicate key|unique|cannot insert a non-DEFAULT value/i,
        );
      }

      const [after] = await database.db.select().from(table).where(where);
      expect(after, `${name} unchanged`).toEqual(row);
      checked.push(name);
    }
    expect(checked).toEqual(tenantTables);
  }, 120_000);

  it('refuses raw SQL and the relational API on the tenant-bound handle', () => {
    const b = tenantScope(database.db, B);
    expect(() => b.db.execute(sql`select 1`)).toThrow(TenantScopeError);
    expect(() => (b.db as unknown as { query: unknown }).query).toThrow(TenantScopeError);
  });
});
