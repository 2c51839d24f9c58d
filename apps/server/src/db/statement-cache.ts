/**
 * Named prepared statements for every parameterised query of a pooled PostgreSQL connection (issue 17,
 * docs/benchmarks.md "Decisions": planning, not execution, was most of the database's time — the
 * notification page's 8-table query planned in 17 ms and ran in 1 ms).
 *
 * node-postgres sends an unnamed statement unless the query config carries a `name`; PostgreSQL then parses
 * and plans it on every call. {@link nameStatements} gives each distinct query text a stable name (a hash of
 * the text), so each connection parses it once and PostgreSQL's plan cache applies: after five executions it
 * keeps a generic plan when that is estimated no worse than the custom ones (`plan_cache_mode = auto`).
 *
 * Only queries sent as a config object with at least one parameter are named — Drizzle's queries and
 * `executeRaw` — unless the text starts with {@link PLAN_EACH_CALL}. Plain-text calls (`begin`, `commit`, migrations, `select 1`) are untouched: a prepared
 * statement may hold one command only. A connection names at most {@link MAX_NAMED_PER_CONNECTION} texts;
 * texts beyond that run unnamed, so a query built with a varying number of parameters cannot grow a
 * connection's statements without bound.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A comment that starts a text which must be planned on every call (never named): for statements whose best
 * plan depends on the values — full-text search, where a common word and a rare one need different plans and
 * PostgreSQL's generic plan, chosen after five executions, served the common word 3–5× slower (issue 17,
 * docs/benchmarks.md). Added by `executeRaw(…, { plan: 'each-call' })`.
 */
export const PLAN_EACH_CALL = '/* plan each call */';

/** Distinct statement texts one connection prepares at most. */
export const MAX_NAMED_PER_CONNECTION = 500;

/** Process-wide text → name (bounded like a connection: a text beyond the bound is hashed again). */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < 4 * MAX_NAMED_PER_CONNECTION) names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Makes `client` name its parameterised queries (see the module comment), at most `max` distinct texts. Call
 * once per new connection (the pool's `connect` event). @returns the client.
 */
export function nameStatements<C extends pg.ClientBase>(client: C, max = MAX_NAMED_PER_CONNECTION): C {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    // `query(config, values?, callback?)`: Drizzle passes its parameters beside the config.
    const config = args[0] as QueryConfigLike | null;
    const values = config !== null && typeof config === 'object' ? (config.values ?? args[1]) : undefined;
    if (
      config !== null &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      !config.text.startsWith(PLAN_EACH_CALL) &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = nameOf(config.text);
      if (prepared.has(name) || prepared.size < max) {
        prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    return query(...args);
  };
  return client;
}
