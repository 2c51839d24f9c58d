/**
 * The news collections of `npm run bench:directus` (issue 17) in Directus: created through its API, as a
 * Directus user would in the data model screen, and filled with the portal's news rows by SQL; plus the index
 * list of each side for the report. Directus itself is installed and started by directus-setup.ts.
 */
import pg from 'pg';
import { BENCH_TENANT } from './bench-grow';
import { DIRECTUS_TOKEN } from './directus-setup';

/** Calls Directus's API as the admin (static token). @throws with Directus's answer unless it is 2xx. */
async function api(url: string, method: string, route: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${DIRECTUS_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`directus ${method} ${route}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A field of a new collection (Directus's `POST /collections` payload). */
type Field = {
  field: string;
  type: string;
  meta?: Record<string, unknown>;
  schema?: Record<string, unknown>;
};

const primaryKey: Field = {
  field: 'id',
  type: 'integer',
  meta: { hidden: true, readonly: true, interface: 'input' },
  schema: { is_primary_key: true, has_auto_increment: true },
};
const text = (field: string, type: 'string' | 'text' = 'string', nullable = true): Field => ({
  field,
  type,
  meta: { interface: type === 'text' ? 'input-multiline' : 'input' },
  schema: { is_nullable: nullable },
});
const timestamp = (field: string): Field => ({
  field,
  type: 'timestamp',
  meta: { interface: 'datetime' },
  schema: { is_nullable: true },
});
const m2m = (field: string): Field => ({
  field,
  type: 'alias',
  meta: { special: ['m2m'], interface: 'list-m2m' },
});
/** A foreign key column of a junction, indexed (Directus's "Indexed" field option, `schema.is_indexed`). */
const foreignKey = (field: string): Field => ({
  field,
  type: 'integer',
  meta: { hidden: true },
  schema: { is_nullable: true, is_indexed: true },
});

/** The junction collections of the news item's many-to-many relations: collection, target field, target. */
const JUNCTIONS = [
  { alias: 'categories', collection: 'category_mapping', field: 'category_id', target: 'category' },
  { alias: 'tags', collection: 'tag_mapping', field: 'tag_id', target: 'tag' },
  { alias: 'segments', collection: 'segment_mapping', field: 'segment_id', target: 'segment' },
] as const;

/**
 * Creates, through Directus's API, the collections our content API serves for the news list with the same names:
 * `news` (the card's scalar fields, `content`, `status`, `image` → directus_files), `category`, `tag`, `segment`
 * and the many-to-many relations `categories`, `tags`, `segments` through the junctions `category_mapping`,
 * `tag_mapping`, `segment_mapping` (`news_id`, `<target>_id`), with the foreign keys Directus creates for
 * relations (ON DELETE CASCADE / SET NULL).
 */
export async function createNewsSchema(url: string): Promise<void> {
  const collection = (name: string, fields: Field[]) =>
    api(url, 'POST', '/collections', { collection: name, meta: { icon: 'box' }, schema: {}, fields });
  await collection('segment', [primaryKey, text('name', 'string', false)]);
  await collection('category', [primaryKey, text('label', 'string', false), text('type')]);
  await collection('tag', [primaryKey, text('label', 'string', false)]);
  await collection('news', [
    primaryKey,
    text('status', 'string', false),
    text('name', 'string', false),
    text('short_description', 'text'),
    text('content', 'text'),
    timestamp('date_created'),
    timestamp('date_updated'),
    timestamp('publish_start_date'),
    { field: 'image', type: 'uuid', meta: { special: ['file'], interface: 'file-image' } },
    ...JUNCTIONS.map((j) => m2m(j.alias)),
  ]);
  await api(url, 'POST', '/relations', {
    collection: 'news',
    field: 'image',
    related_collection: 'directus_files',
    schema: { on_delete: 'SET NULL' },
  });
  for (const j of JUNCTIONS) {
    await collection(j.collection, [primaryKey, foreignKey('news_id'), foreignKey(j.field)]);
    await api(url, 'POST', '/relations', {
      collection: j.collection,
      field: 'news_id',
      related_collection: 'news',
      meta: { one_field: j.alias, junction_field: j.field, sort_field: null },
      schema: { on_delete: 'CASCADE' },
    });
    await api(url, 'POST', '/relations', {
      collection: j.collection,
      field: j.field,
      related_collection: j.target,
      meta: { one_field: null, junction_field: 'news_id' },
      schema: { on_delete: 'CASCADE' },
    });
  }
}

/** Copies `rows` into `table` of `client` with multi-row INSERTs of at most 1,000 rows. */
async function insertRows(
  client: pg.ClientBase,
  table: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  for (let from = 0; from < rows.length; from += 1000) {
    const batch = rows.slice(from, from + 1000);
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const slots = columns.map((column) => {
        values.push(row[column]);
        return `$${values.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    await client.query(
      `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}`,
      values,
    );
  }
}

/** Rows copied into Directus, per collection. */
export type CopiedCounts = Record<string, number>;

/**
 * Copies the news of tenant `ota` (every status: published, draft, archived) from the portal database
 * (`portal`) into the Directus database `directusUrl` with their ids: the news rows, the tenant's categories,
 * tags and segments, the three junctions, and the news images as directus_files rows (metadata only; no file
 * is served). Then moves each id sequence past the copied ids and runs `analyze` (as autovacuum would).
 * @returns rows copied per collection.
 */
export async function copyNews(portal: pg.Pool, directusUrl: string): Promise<CopiedCounts> {
  const read = async (statement: string) => (await portal.query(statement, [BENCH_TENANT])).rows;
  const news = `select id from content_items where tenant_id = $1 and kind = 'news'`;
  const copy: [string, Record<string, unknown>[]][] = [
    ['segment', await read(`select id, name from segments where tenant_id = $1 order by id`)],
    ['category', await read(`select id, label, type from content_category where tenant_id = $1 order by id`)],
    ['tag', await read(`select id, label from content_tag where tenant_id = $1 order by id`)],
    [
      'directus_files',
      await read(`select id, 'local' as storage, id || '.bin' as filename_disk, filename_download, title, type,
          filesize, width, height, uploaded_on
        from content_files where tenant_id = $1 and id in (select image from content_items where tenant_id = $1)
        order by id`),
    ],
    [
      'news',
      await read(`select id, status, name, short_description, content, date_created, date_updated,
          publish_start_date, image
        from content_items where tenant_id = $1 and kind = 'news' order by id`),
    ],
  ];
  for (const j of JUNCTIONS)
    copy.push([
      j.collection,
      await read(`select id, news_id, ${j.field} from content_${j.collection} m
        where tenant_id = $1 and news_id in (${news}) order by id`),
    ]);

  const client = new pg.Client({ connectionString: directusUrl });
  await client.connect();
  try {
    await client.query('begin');
    for (const [table, rows] of copy) await insertRows(client, table, rows);
    for (const [table, rows] of copy)
      if (table !== 'directus_files' && rows.length)
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return Object.fromEntries(copy.map(([table, rows]) => [table, rows.length]));
}

/** One index: table, name and definition (pg_indexes). */
export interface IndexRow {
  tablename: string;
  indexname: string;
  indexdef: string;
}

/**
 * The indexes and the foreign keys (as `indexdef`: `FOREIGN KEY … REFERENCES …`) of `tables` in the database
 * `pool` reads, for the report's index note.
 */
export async function listIndexes(pool: pg.Pool | pg.Client, tables: string[]): Promise<IndexRow[]> {
  const result = await pool.query<IndexRow>(
    `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = any($1)
      union all
      select c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid) from pg_constraint c
        where c.contype = 'f' and c.conrelid::regclass::text = any($1)
      order by 1, 2`,
    [tables],
  );
  return result.rows;
}
