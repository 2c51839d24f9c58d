/**
 * Tags of the global search (issue 16; docs/api-search.md "Tags"): labels of the content, event and community
 * tags the member's sections have, matched by a `like` pattern, one per lower-cased label. Raw SQL through
 * `executeRaw` (docs/tenancy.md): every table is read through `tenantTable`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { executeRaw, type TenantScope } from '../../db/tenant-scope';
import { tenantTable } from '../../db/tenant-sql';
import type { Searcher } from './search.sections';

/** Where the tags of each kind live (only kinds whose module the member has). */
export interface TagKinds {
  content: boolean;
  events: boolean;
  community: boolean;
}

function tagLabels(s: Searcher, kinds: TagKinds): SQL | null {
  const parts: SQL[] = [];
  if (kinds.content) parts.push(sql`select label from ${tenantTable('content_tag', 't', s.tenantId)}`);
  if (kinds.events) parts.push(sql`select label from ${tenantTable('event_tags', 't', s.tenantId)}`);
  if (kinds.community)
    parts.push(sql`select name as label from ${tenantTable('post_tags', 't', s.tenantId)}`);
  return parts.length ? sql.join(parts, sql` union all `) : null;
}

/** Which tags to find: of the kinds the member has, labels containing a `like` pattern, the first `limit`. */
export interface TagQuery {
  kinds: TagKinds;
  /** A `like` pattern (wildcards of the keyword escaped: `containsPattern`). */
  pattern: string;
  limit: number;
}

/**
 * Tags whose label matches `q.pattern` (case-insensitive), one per lower-cased label, sorted by label: the
 * first `q.limit` rows (id, label, total: how many labels matched); null when the member has no tag kind.
 */
export function tagsSql(s: Searcher, q: TagQuery): SQL | null {
  const labels = tagLabels(s, q.kinds);
  if (!labels) return null;
  return sql`select lower(trim(label)) as id, min(trim(label)) as label, count(*) over ()::int as total
      from (${labels}) l where label ilike ${q.pattern} and trim(label) <> ''
      group by lower(trim(label)) order by lower(trim(label)) limit ${q.limit}`;
}

/**
 * Tags whose label contains `keyword` (case-insensitive; `like` wildcards escaped), one per lower-cased label,
 * sorted by label: the first `limit` and the total. A prepared statement (the tag tables are small: its plan
 * does not depend on the pattern).
 */
export async function findTags(
  scope: TenantScope,
  s: Searcher,
  kinds: TagKinds,
  keywordPattern: string,
  limit: number,
): Promise<{ tags: { id: string; label: string }[]; total: number }> {
  const statement = tagsSql(s, { kinds, pattern: keywordPattern, limit });
  if (!statement) return { tags: [], total: 0 };
  const { rows } = await executeRaw<{ id: string; label: string; total: number }>(scope, statement);
  return { tags: rows.map(({ id, label }) => ({ id, label })), total: Number(rows[0]?.total ?? 0) };
}

/** The display label of a tag id (lower-cased label), or null when no tag has it. */
export async function findTagLabel(
  scope: TenantScope,
  s: Searcher,
  kinds: TagKinds,
  tagId: string,
): Promise<string | null> {
  const labels = tagLabels(s, kinds);
  if (!labels) return null;
  const { rows } = await executeRaw<{ label: string }>(
    scope,
    sql`select min(trim(label)) as label from (${labels}) l where lower(trim(label)) = ${tagId} having count(*) > 0`,
  );
  return rows[0]?.label ?? null;
}
