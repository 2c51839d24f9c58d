/**
 * The tenant context the data layer requires (DESIGN.md "Tenancy", docs/tenancy.md): `scope.db` is bound to
 * the tenant (`tenant-db.ts`), so every select, update, delete and insert it builds is confined to the tenant
 * whether or not its author wrote the condition. Repositories therefore write no tenant condition; `inTenant`
 * remains for seeds and for conditions handed to raw SQL.
 */
import { and, eq, fillPlaceholders, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { TenantId } from '@portal/contracts';
import type { Db } from './client';
import { rawHandleOf, scopedTenantOf, tenantDb, TenantScopeError } from './tenant-db';
import { PLAN_EACH_CALL } from './statement-cache';

export interface TenantScope {
  readonly tenantId: TenantId;
  readonly db: Db;
}

/**
 * Creates the scope for one tenant: the tenant plugin does this once per request, listeners and seeds per
 * tenant. `db` may be the raw handle or a handle already bound to this tenant (a transaction).
 * @throws TenantScopeError when `db` is bound to another tenant.
 */
export function tenantScope(db: Db, tenantId: TenantId): TenantScope {
  return Object.freeze({ tenantId, db: tenantDb(db, tenantId) });
}

/**
 * Runs raw SQL that no query builder can express, on the scope's connection (or transaction), WITHOUT the
 * automatic tenant condition: the query must filter `tenant_id = scope.tenantId` itself for every tenant
 * table it reads or writes. Every caller is listed in docs/tenancy.md and covered by an isolation test.
 * With `plan: 'each-call'` PostgreSQL plans the statement for its values on every call instead of reusing a
 * prepared statement's plan ({@link PLAN_EACH_CALL}; for full-text search).
 * @returns the driver's result (`{ rows }`).
 */
export async function executeRaw<Row = Record<string, unknown>>(
  scope: TenantScope,
  query: SQL,
  options: { plan?: 'cached' | 'each-call' } = {},
): Promise<{ rows: Row[] }> {
  const statement = options.plan === 'each-call' ? sql`${sql.raw(PLAN_EACH_CALL)} ${query}` : query;
  return (await rawHandleOf(scope.db).execute(statement)) as unknown as { rows: Row[] };
}

/**
 * A raw statement's SQL text built once, its values placeholders (`sql.placeholder(name)`): what
 * {@link sqlTemplate} keeps and {@link executeTemplate} runs with each call's values (issue 37 point 3: building a
 * search statement's text with Drizzle cost about as much Node CPU per call as everything else the call did).
 */
export interface SqlTemplate {
  /** The text, parameters `$1`…`$n`. */
  readonly sql: string;
  /** Per parameter: a placeholder (filled per call) or a code constant. */
  readonly params: readonly unknown[];
}

/**
 * The placeholder every template names for the tenant: {@link executeTemplate} fills it from the scope, never
 * from the caller's values, so a template's tenant conditions always hold the scope's tenant.
 */
export const TENANT_PLACEHOLDER = 'tenantId';

/** At most this many templates are kept (the oldest goes first); a few kB each. */
export const SQL_TEMPLATES_MAX = 1_000;

const templates = new Map<string, SqlTemplate>();
const dialect = new PgDialect();

/** Forgets every template (tests). */
export function clearSqlTemplates(): void {
  templates.clear();
}

/** How many templates are kept (tests). */
export const sqlTemplateCount = (): number => templates.size;

/**
 * The template of `key`: `build()`'s SQL text, built on the first call for the key and kept (bounded,
 * {@link SQL_TEMPLATES_MAX}). `key` must name everything the text depends on; every value that differs between
 * calls of one key must be a placeholder in what `build` returns (the tenant: {@link TENANT_PLACEHOLDER}), so the
 * text is the same for every call of the key. A cache of code, not of answers: the values reach PostgreSQL on
 * every call.
 */
export function sqlTemplate(key: string, build: () => SQL): SqlTemplate {
  let template = templates.get(key);
  if (template === undefined) {
    const query = dialect.sqlToQuery(build());
    template = Object.freeze({ sql: query.sql, params: Object.freeze(query.params) });
    if (templates.size >= SQL_TEMPLATES_MAX) templates.delete(templates.keys().next().value!);
    templates.set(key, template);
  }
  return template;
}

/** `sql.placeholder(name)` typed as the value it stands for (templates built by functions that take values). */
export const placeholderFor = <T>(name: string): T => sql.placeholder(name) as Placeholder as unknown as T;

/**
 * The template's parameters with `values` (and {@link TENANT_PLACEHOLDER} = the scope's tenant) in place of its
 * placeholders. @throws Error when a placeholder has no value.
 */
export function templateParams(
  scope: TenantScope,
  template: SqlTemplate,
  values: Record<string, unknown>,
): unknown[] {
  return fillPlaceholders(template.params as unknown[], { ...values, [TENANT_PLACEHOLDER]: scope.tenantId });
}

/**
 * Runs a {@link sqlTemplate} on the scope's connection (or transaction) with `values` for its placeholders,
 * as `executeRaw` runs raw SQL (the same rules: the template filters `tenant_id` itself, through
 * {@link TENANT_PLACEHOLDER}; a named prepared statement, db/statement-cache.ts), without building any SQL.
 * @returns the driver's result (`{ rows }`). @throws Error when a placeholder has no value.
 */
export async function executeTemplate<Row = Record<string, unknown>>(
  scope: TenantScope,
  template: SqlTemplate,
  values: Record<string, unknown>,
): Promise<{ rows: Row[] }> {
  const params = templateParams(scope, template, values);
  const prepared = rawHandleOf(scope.db)._.session.prepareQuery(
    { sql: template.sql, params },
    undefined,
    undefined,
    false,
  );
  return (await prepared.execute()) as unknown as { rows: Row[] };
}

/**
 * Runs `query` — a select built by the scope's own tenant-bound handle, so its tenant conditions are part of
 * it (not raw SQL) — planned by PostgreSQL for its values on every call ({@link PLAN_EACH_CALL}) instead of
 * the generic plan a prepared statement keeps after five calls: for a select whose best plan depends on a
 * value, such as the event list's keyword (issue 37: a common word wants the start-ordered index, a rare one
 * the trigram bitmap; the generic plan took the bitmap and sorted every match — docs/benchmarks.md).
 * @returns the rows as the driver gives them, keyed by the select's column names (give SQL fields an alias
 * with `.as(…)`; no Drizzle decoding: a bigint count arrives as text).
 * @throws TenantScopeError unless `query` was built by a handle bound to the scope's tenant.
 */
export async function selectPlannedEachCall<Row = Record<string, unknown>>(
  scope: TenantScope,
  query: SQLWrapper,
): Promise<Row[]> {
  if (scopedTenantOf(query) !== scope.tenantId)
    throw new TenantScopeError(
      "selectPlannedEachCall needs a select built by the scope's tenant-bound handle",
    );
  const statement = sql`${sql.raw(PLAN_EACH_CALL)} ${query}`;
  return ((await rawHandleOf(scope.db).execute(statement)) as unknown as { rows: Row[] }).rows;
}

/**
 * Deletes the rows of `table` that match `where`, within the scope's tenant (the bound handle adds the tenant
 * condition). @returns whether any row went (false: no such row in this tenant — the caller's 404).
 */
export async function deleteWhere(
  scope: TenantScope,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
): Promise<boolean> {
  const rows = await scope.db.delete(table).where(where).returning({ id: table.id });
  return rows.length > 0;
}

/** `tenant_id = scope.tenantId AND ...conditions` for a table with a `tenantId` column. */
export function inTenant(
  scope: TenantScope,
  table: { tenantId: PgColumn },
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.tenantId, scope.tenantId), ...conditions) as SQL;
}

/** Prepared queries per database handle (the pool's, or a transaction's), by name and tenant. */
const preparedQueries = new WeakMap<object, Map<string, unknown>>();

/**
 * A Drizzle prepared query (`….prepare(name)`), built once per database handle and tenant with `build`, which
 * receives the scope's tenant-bound handle — so the tenant condition is part of it, as in any other query — and
 * must end in `.prepare(name)` (placeholders: `sql.placeholder(...)`). Executing it skips Drizzle's query
 * building, which is most of the CPU a short query costs (issue 17, docs/benchmarks.md "Prepared actor
 * query"). Bound to the handle it was built on: inside a transaction, the transaction's own copy runs.
 * `name` must be unique per query text: it is also the PostgreSQL statement name.
 */
export function preparedQuery<T>(scope: TenantScope, name: string, build: (db: Db) => T): T {
  const handle = rawHandleOf(scope.db) as object;
  let byKey = preparedQueries.get(handle);
  if (!byKey) preparedQueries.set(handle, (byKey = new Map()));
  const key = `${name}\u0000${scope.tenantId}`;
  let query = byKey.get(key) as T | undefined;
  if (query === undefined) {
    query = build(scope.db);
    byKey.set(key, query);
  }
  return query;
}

/**
 * The database handle under `scope` (the pool's, or a transaction's) as an identity only: a key for state
 * kept per database, such as the comment fragments (modules/comments/comment-fragments.ts). Not a handle to
 * run SQL on (that is `executeRaw`'s).
 */
export function databaseKeyOf(scope: TenantScope): object {
  return rawHandleOf(scope.db) as object;
}

/**
 * Runs `work` in one transaction of the scope's tenant (a savepoint when the scope is already a transaction):
 * its writes, and the side effects it records in the outbox (`app.outbox`, `ctx.bus.emit`), commit together
 * or not at all. @returns what `work` returns; throws what it throws (after the rollback).
 */
export function withTransaction<T>(scope: TenantScope, work: (tx: TenantScope) => Promise<T>): Promise<T> {
  return scope.db.transaction(async (tx) => work(tenantScope(tx as unknown as Db, scope.tenantId)));
}
