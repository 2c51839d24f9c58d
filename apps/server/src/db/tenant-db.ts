/**
 * The tenant-bound database handle (issue 11 "Tenant isolation by construction", docs/tenancy.md).
 *
 * `tenantDb(db, tenantId)` answers the same Drizzle API as `db`, but every query it builds is confined to
 * one tenant, whatever its author wrote:
 * - `select … from T` (and `selectDistinct`, `$count`, `with(…).select`): `T.tenant_id = tenant` is ANDed
 *   into the WHERE clause, also when `.where()` is called later (or not at all);
 * - `inner/left join T on …`: `T.tenant_id = tenant` is ANDed into the ON clause;
 * - `update T set …` and `delete from T`: the WHERE clause always carries the tenant; `set` may not move a
 *   row to another tenant;
 * - `insert into T values …`: rows without `tenantId` are stamped with the tenant, rows naming another
 *   tenant are refused; `on conflict do update` only ever updates this tenant's row; `insert … select`
 *   takes only a select built by a handle bound to the same tenant;
 * - `execute(sql)` (raw SQL, which no builder can scope) and the relational `query` API throw: raw SQL goes
 *   through {@link executeRaw} in `tenant-scope.ts`, whose callers filter by hand and are listed in
 *   docs/tenancy.md;
 * - `transaction(fn)` hands `fn` a transaction bound to the same tenant.
 * "T" is any table (or alias of one) with a `tenantId` column; tables without one (tenants, countries…) and
 * subqueries pass through unchanged (a subquery built with this handle is scoped where it is built).
 */
import { and, Column, eq, is, Table, type SQL } from 'drizzle-orm';
import type { TenantId } from '@portal/contracts';
import type { Db } from './client';

/** Marks a handle as bound, with its tenant (so binding twice reuses it). */
const BOUND = Symbol('tenantDb');
/** Marks a select built by a bound handle, with its tenant (so `insert … select` can trust it). */
const SCOPED_QUERY = Symbol('tenantDb.query');
/** The raw handle under a bound one (for {@link rawHandleOf}). */
const RAW = Symbol('tenantDb.raw');

/** Thrown when code asks a tenant-bound handle for something it cannot scope. */
export class TenantScopeError extends Error {
  constructor(message: string) {
    super(`tenant-bound database: ${message}`);
    this.name = 'TenantScopeError';
  }
}

type Builder = Record<string, unknown> & { config: Record<string, unknown> };
type AnyFn = (...args: unknown[]) => unknown;

/** The `tenantId` column of a tenant table (or alias), or null for other tables, subqueries and SQL. */
export function tenantColumnOf(source: unknown): Column | null {
  if (!source || typeof source !== 'object' || !is(source, Table)) return null;
  const column = (source as unknown as Record<string, unknown>).tenantId;
  return column && is(column, Column) ? column : null;
}

/** The tenant a handle is bound to, or null for a raw handle. */
export function boundTenantOf(db: Db): TenantId | null {
  return ((db as unknown as Record<symbol, TenantId | undefined>)[BOUND] ?? null) as TenantId | null;
}

/** The tenant whose bound handle built the select `query` (its tenant conditions are in it), or null. */
export function scopedTenantOf(query: unknown): TenantId | null {
  if (!query || typeof query !== 'object') return null;
  return ((query as Record<symbol, TenantId | undefined>)[SCOPED_QUERY] ?? null) as TenantId | null;
}

/**
 * The unscoped handle under a bound one (the handle itself when not bound). Only `db/` may use it, for
 * audited raw SQL ({@link executeRaw} in tenant-scope.ts); the lint forbids it elsewhere.
 */
export function rawHandleOf(db: Db): Db {
  return ((db as unknown as Record<symbol, Db | undefined>)[RAW] ?? db) as Db;
}

const andWith = (condition: SQL, where: unknown): SQL =>
  (where === undefined ? condition : and(condition, where as SQL)) as SQL;

/** Makes `builder.where(x)` always keep `condition`, and applies `condition` now. */
function pinWhere(builder: Builder, condition: SQL): void {
  const original = builder.where as AnyFn;
  builder.config.where = condition;
  builder.where = (where: unknown) => {
    original.call(builder, where);
    builder.config.where = andWith(condition, builder.config.where);
    return builder;
  };
}

const JOINS = ['innerJoin', 'leftJoin'] as const;
const UNSCOPABLE_JOINS = [
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
];

/** Scopes a select builder after `from(source)`. */
function scopeSelect(builder: Builder, source: unknown, tenantId: TenantId): Builder {
  const column = tenantColumnOf(source);
  if (column) pinWhere(builder, eq(column, tenantId));
  for (const name of JOINS) {
    const join = builder[name] as AnyFn;
    builder[name] = (table: unknown, on: unknown) => {
      const joined = tenantColumnOf(table);
      if (!joined) return join(table, on);
      const condition = eq(joined, tenantId);
      const scoped =
        typeof on === 'function'
          ? (fields: unknown) => andWith(condition, (on as AnyFn)(fields))
          : andWith(condition, on);
      return join(table, scoped);
    };
  }
  for (const name of UNSCOPABLE_JOINS) {
    const join = builder[name] as AnyFn | undefined;
    if (!join) continue;
    builder[name] = (table: unknown, ...rest: unknown[]) => {
      if (tenantColumnOf(table)) throw new TenantScopeError(`${name} of a tenant table cannot be scoped`);
      return join(table, ...rest);
    };
  }
  return builder;
}

/** Wraps `select`-like factories (`select`, `selectDistinct`, `selectDistinctOn`) of `target`. */
function scopedSelectFactory(factory: AnyFn, tenantId: TenantId): AnyFn {
  return (...args: unknown[]) => {
    const start = factory(...args) as Builder;
    const from = start.from as AnyFn;
    start.from = (source: unknown) => {
      const builder = scopeSelect(from.call(start, source) as Builder, source, tenantId);
      (builder as Record<symbol, unknown>)[SCOPED_QUERY] = tenantId;
      return builder;
    };
    return start;
  };
}

/** Refuses values that would put a row in another tenant; stamps the tenant where it is missing. */
function stampRow(row: Record<string, unknown>, tenantId: TenantId): Record<string, unknown> {
  if (row.tenantId === undefined) return { ...row, tenantId };
  if (row.tenantId !== tenantId) throw new TenantScopeError('a row of another tenant cannot be written');
  return row;
}

function scopedInsert(factory: AnyFn, tenantId: TenantId): AnyFn {
  return (table: unknown) => {
    const builder = factory(table) as Builder;
    const column = tenantColumnOf(table);
    if (!column) return builder;
    const values = builder.values as AnyFn;
    builder.values = (rows: unknown) => {
      const list = Array.isArray(rows) ? rows : [rows];
      const stamped = list.map((row) => stampRow(row as Record<string, unknown>, tenantId));
      const insert = values.call(builder, Array.isArray(rows) ? stamped : stamped[0]) as Builder;
      const onConflictDoUpdate = insert.onConflictDoUpdate as AnyFn;
      insert.onConflictDoUpdate = (config: Record<string, unknown>) => {
        const set = config.set as Record<string, unknown> | undefined;
        if (set && set.tenantId !== undefined && set.tenantId !== tenantId)
          throw new TenantScopeError('a row cannot be moved to another tenant');
        // The conflicting row may belong to another tenant (a unique key without tenant_id): never update it.
        const setWhere = andWith(eq(column, tenantId), config.setWhere ?? config.where);
        const { where: _deprecated, ...rest } = config;
        return onConflictDoUpdate.call(insert, { ...rest, setWhere });
      };
      return insert;
    };
    const select = builder.select as AnyFn;
    builder.select = (query: unknown) => {
      // Only a select built by a handle of this same tenant (its rows are this tenant's).
      if (!query || (query as Record<symbol, unknown>)[SCOPED_QUERY] !== tenantId)
        throw new TenantScopeError('insert … select needs a select built by the same tenant-bound handle');
      return select.call(builder, query);
    };
    return builder;
  };
}

function scopedUpdate(factory: AnyFn, tenantId: TenantId): AnyFn {
  return (table: unknown) => {
    const builder = factory(table) as Builder;
    const column = tenantColumnOf(table);
    if (!column) return builder;
    const set = builder.set as AnyFn;
    builder.set = (values: Record<string, unknown>) => {
      if (values.tenantId !== undefined && values.tenantId !== tenantId)
        throw new TenantScopeError('a row cannot be moved to another tenant');
      const update = set.call(builder, values) as Builder;
      pinWhere(update, eq(column, tenantId));
      return update;
    };
    return builder;
  };
}

function scopedDelete(factory: AnyFn, tenantId: TenantId): AnyFn {
  return (table: unknown) => {
    const builder = factory(table) as Builder;
    const column = tenantColumnOf(table);
    if (column) pinWhere(builder, eq(column, tenantId));
    return builder;
  };
}

/** Bound handles already made, per raw handle (the app's, or a transaction's) and tenant. */
const boundHandles = new WeakMap<object, Map<TenantId, Db>>();

/**
 * Binds `db` (the app's handle, or a transaction) to one tenant; see the module comment for what changes.
 * Binding a handle already bound to the same tenant returns it; to another tenant throws. A bound handle
 * keeps no state of its own, so one is made per raw handle and tenant and then reused (the tenant plugin
 * binds on every request).
 * @throws TenantScopeError when `db` is already bound to another tenant.
 */
export function tenantDb(db: Db, tenantId: TenantId): Db {
  const bound = boundTenantOf(db);
  if (bound === tenantId) return db;
  if (bound) throw new TenantScopeError(`handle bound to ${bound} cannot serve ${tenantId}`);
  let byTenant = boundHandles.get(db);
  if (!byTenant) boundHandles.set(db, (byTenant = new Map()));
  const made = byTenant.get(tenantId);
  if (made) return made;
  const raw = db as unknown as Record<string, AnyFn>;
  const handle = Object.create(db) as Record<string | symbol, unknown>;
  const method = (name: string) => raw[name]!.bind(db) as AnyFn;
  handle[BOUND] = tenantId;
  handle[RAW] = db;
  handle.select = scopedSelectFactory(method('select'), tenantId);
  handle.selectDistinct = scopedSelectFactory(method('selectDistinct'), tenantId);
  handle.selectDistinctOn = scopedSelectFactory(method('selectDistinctOn'), tenantId);
  handle.insert = scopedInsert(method('insert'), tenantId);
  handle.update = scopedUpdate(method('update'), tenantId);
  handle.delete = scopedDelete(method('delete'), tenantId);
  handle.$count = (source: unknown, filters?: SQL) => {
    const column = tenantColumnOf(source);
    return raw.$count!.call(db, source, column ? andWith(eq(column, tenantId), filters) : filters);
  };
  handle.with = (...queries: unknown[]) => {
    const builder = raw.with!.call(db, ...queries) as Record<string, AnyFn>;
    return {
      select: scopedSelectFactory(builder.select!, tenantId),
      selectDistinct: scopedSelectFactory(builder.selectDistinct!, tenantId),
      selectDistinctOn: scopedSelectFactory(builder.selectDistinctOn!, tenantId),
      update: scopedUpdate(builder.update!, tenantId),
      insert: scopedInsert(builder.insert!, tenantId),
      delete: scopedDelete(builder.delete!, tenantId),
    };
  };
  handle.execute = () => {
    throw new TenantScopeError(
      'raw SQL cannot be scoped: use the query builder, or executeRaw() (docs/tenancy.md)',
    );
  };
  Object.defineProperty(handle, 'query', {
    get() {
      throw new TenantScopeError('the relational query API is not scoped: use select()');
    },
  });
  handle.transaction = (work: (tx: Db) => Promise<unknown>, config?: unknown) =>
    raw.transaction!.call(db, (tx: unknown) => work(tenantDb(tx as Db, tenantId)), config);
  byTenant.set(tenantId, handle as unknown as Db);
  return handle as unknown as Db;
}
