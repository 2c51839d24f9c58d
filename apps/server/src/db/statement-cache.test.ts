/**
 * Named prepared statements (statement-cache.ts, issue 17): on PostgreSQL, a parameterised query is prepared
 * once per connection and reused; plain-text commands and queries past the per-connection bound run unnamed.
 * Skipped without DATABASE_URL (PGlite has no node-postgres connection).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PLAN_EACH_CALL, nameStatements } from './statement-cache';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('named statements on a PostgreSQL connection', () => {
  let client: pg.Client;
  const prepared = async () =>
    (
      await client.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by prepare_time',
      )
    ).rows.map((r) => r.statement);

  beforeAll(async () => {
    client = nameStatements(new pg.Client({ connectionString: url }), 2);
    await client.connect();
  });
  afterAll(async () => client.end());

  it('prepares a parameterised text once and reuses it, with the answers of an unnamed query', async () => {
    const q = { text: 'select $1::int + 1 as n' };
    expect((await client.query(q, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query(q, [41])).rows).toEqual([{ n: 42 }]);
    expect(await client.query({ text: 'select $1::text as s', values: ['a'] }).then((r) => r.rows)).toEqual([
      { s: 'a' },
    ]);
    expect(await prepared()).toEqual(['select $1::int + 1 as n', 'select $1::text as s']);
  });

  it('leaves plain text and queries past the bound unnamed; a bad statement stays an error', async () => {
    await client.query('select 1');
    expect((await client.query({ text: 'select $1::int * 2 as n' }, [4])).rows).toEqual([{ n: 8 }]);
    expect(await prepared()).toHaveLength(2);
    await expect(client.query({ text: 'select $1::int from no_such_table' }, [1])).rejects.toThrow(
      /no_such_table/,
    );
    expect((await client.query({ text: 'select $1::int + 1 as n' }, [9])).rows).toEqual([{ n: 10 }]);
  });

  it('never names a text marked to be planned on each call', async () => {
    const fresh = nameStatements(new pg.Client({ connectionString: url }), 10);
    await fresh.connect();
    try {
      const marked = `${PLAN_EACH_CALL} select $1::int - 1 as n`;
      expect((await fresh.query({ text: marked }, [3])).rows).toEqual([{ n: 2 }]);
      expect((await fresh.query({ text: marked }, [5])).rows).toEqual([{ n: 4 }]);
      await fresh.query({ text: 'select $1::int - 2 as n' }, [5]);
      const names = await fresh.query<{ statement: string }>('select statement from pg_prepared_statements');
      expect(names.rows.map((r) => r.statement)).toEqual(['select $1::int - 2 as n']);
    } finally {
      await fresh.end();
    }
  });
});
