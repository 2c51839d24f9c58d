/**
 * What each result section searches and who sees what (issue 16; docs/api-search.md "Sections and
 * visibility"): the rows, the visibility rule, the tag filter and the columns of a result, as SQL on raw
 * tables. Every table is read through `tenantTable` (db/tenant-sql.ts) (the tenant's rows only); request values reach SQL
 * only as parameters. Visibility: news and resources by the content segment rule of 002 §5 (the content
 * module's own SQL); events published; posts Published in communities the member may read (public, auto-join
 * or joined, never where Blocked; never of an archived community); communities not deleted or archived, visible
 * or belonged to, never Blocked; meetings by 001 §3 visibility (never of an archived community). Community
 * administrators (001 §6) read every community (archived ones are out of search for them too, issue 40).
 */
import { sql, type SQL } from 'drizzle-orm';
import { MeetingVisibility, PostStatus, type TSearchSection } from '@portal/contracts';
import { tenantTable } from '../../db/tenant-sql';
import { contentItemVisibleSql, type ContentAccess } from '../content/content.service';

/** Who searches. */
export interface Searcher {
  tenantId: string;
  userId: string;
  /** Admin or WorkSpaceOwner: reads every community (001 §6). */
  isCommunityAdmin: boolean;
  /** What the content module's segment rule needs (`ContentVisibility`). */
  content: ContentAccess;
}

/**
 * One section's SQL: rows (FROM with alias `x`), visibility, tag filter and result columns. `from` and `visible`
 * read only what the covering indexes of migration 0019 hold for the big sections (content, events, posts), so
 * a newest-first walk over candidates is index-only; `join` adds what only the presented rows need.
 */
export interface SectionSql {
  from: SQL;
  /** Joins the presented columns need (`title`, `body`, `extra`) beyond `from`; none when absent. */
  join?: SQL;
  visible: SQL;
  /** Rows carrying a tag whose lower-cased label is `tag`. */
  tagged: (tag: string) => SQL;
  title: SQL;
  /** Plain text for the snippet (summary and body, HTML stripped). */
  body: SQL;
  /** Newest-first key, a timestamp. */
  date: SQL;
  /** Section fields of a result, one json object. */
  extra: SQL;
  /** Events only: true while the event has not ended (ordered first, issue 40). */
  upcoming?: SQL;
  /**
   * The big sections (news, resources, events, posts), whose newest-first covering index (migration 0019) a
   * walk can follow: the section's rows before visibility (`x.kind = …`, `x.status = …`), for the planner's
   * row estimate that chooses between a walk and the GIN index (search.plans.ts "Plan shapes"). Absent:
   * the section is small and has one shape.
   */
  rows?: SQL;
  /**
   * The big sections (issue 37 point 3, migration 0048): the section's prefix table as FROM (alias `x`, the columns
   * `visible`, `date` and `title_vector` read, `id` the item's), its rows of the 4-letter prefix `key` only —
   * the header box's shape `prefix` (search.plans.ts). Absent: the section has no prefix table.
   */
  prefixFrom?: (key: SQL) => SQL;
}

const raw = (text: string) => sql.raw(text);
/** HTML tags and entities replaced by spaces (plain text for snippets; the index strips the same way). */
const stripped = (column: string) =>
  sql`regexp_replace(regexp_replace(coalesce(${raw(column)}, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')`;

/** The member's membership of community `idExpr` has one of `statuses`. */
function membership(s: Searcher, idExpr: string, statuses: string[]): SQL {
  const list = sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`exists (select 1 from ${tenantTable('community_members', 'cm', s.tenantId)}
    where cm.community_id = ${raw(idExpr)} and cm.user_id = ${s.userId}::uuid and cm.status in (${list}))`;
}

/**
 * The ids of the communities whose posts the member may read ({@link readable}), as a uuid[] evaluated
 * once per statement: the posts condition stays on the post row (index-only walks, migration 0019).
 */
function readableCommunities(s: Searcher): SQL {
  return sql`array(select c.id from ${tenantTable('communities', 'c', s.tenantId)} where ${readable(s, 'c')})`;
}

/**
 * Posts of community alias `c`: readable (public, auto-join or joined) and not Blocked; never of a deleted or
 * archived community (issue 40: an archived community is out of search, so are its posts).
 */
function readable(s: Searcher, c: string): SQL {
  if (s.isCommunityAdmin) return sql`not ${raw(c)}.is_deleted and not ${raw(c)}.is_archived`;
  return sql`not ${raw(c)}.is_deleted and not ${raw(c)}.is_archived
    and (${raw(c)}.is_public or ${raw(c)}.is_auto_join or ${membership(s, `${c}.id`, ['Joined'])})
    and not ${membership(s, `${c}.id`, ['Blocked'])}`;
}

/** A content tag (news, resources) of the given kind's junction column. */
function contentTagged(s: Searcher, column: 'news_id' | 'resource_id', tag: string): SQL {
  return sql`exists (select 1 from ${tenantTable('content_tag_mapping', 'tm', s.tenantId)}
    join ${tenantTable('content_tag', 'tg', s.tenantId)} on tg.id = tm.tag_id
    where tm.${raw(column)} = x.id and lower(trim(tg.label)) = ${tag})`;
}

/** A post tag (post or community tags) linked through `links` on `column`. */
function postTagged(
  s: Searcher,
  links: 'post_tag_links' | 'community_tag_links',
  column: string,
  tag: string,
) {
  return sql`exists (select 1 from ${tenantTable(links, 'tl', s.tenantId)}
    join ${tenantTable('post_tags', 'tg', s.tenantId)} on tg.id = tl.tag_id
    where tl.${raw(column)} = x.id and lower(trim(tg.name)) = ${tag})`;
}

function content(s: Searcher, kind: 'news' | 'resource'): SectionSql {
  return {
    from: tenantTable('content_items', 'x', s.tenantId),
    visible: contentItemVisibleSql('x', kind, s.content),
    rows: sql`x.kind = ${kind}`,
    tagged: (tag) => contentTagged(s, kind === 'news' ? 'news_id' : 'resource_id', tag),
    title: sql`x.name`,
    body: sql`coalesce(x.short_description, '') || ' ' || ${stripped('x.content')}`,
    date: sql`coalesce(x.publish_start_date, x.date_created)`,
    extra: sql`json_build_object('imageId', x.image)`,
    prefixFrom: (key) => sql`(select t.item_id as id, t.tenant_id, t.kind, t.status, t.publish_start_date,
        t.date_created, t.segment_ids, t.title_vector
      from ${tenantTable('content_title_prefixes', 't', s.tenantId)} where t.kind = ${kind} and t.prefix = ${key}) x`,
  };
}

const communityRef = sql`json_build_object('community', json_build_object('id', c.id, 'alias', c.alias, 'name', c.name))`;

/**
 * The big sections: those whose {@link SectionSql} has `rows` (a newest-first covering index a walk can
 * follow, search.plans.ts "Plan shapes"). Kept equal to `sectionSql(section, s).rows !== undefined` for every
 * searcher (test: search.shapes.test.ts "choosing a shape").
 */
export const WALKABLE_SECTIONS: ReadonlySet<TSearchSection> = new Set([
  'news',
  'resources',
  'events',
  'posts',
]);

/** The SQL of `section` for searcher `s`. */
export function sectionSql(section: TSearchSection, s: Searcher): SectionSql {
  switch (section) {
    case 'news':
      return content(s, 'news');
    case 'resources':
      return content(s, 'resource');
    case 'events':
      return {
        from: tenantTable('events', 'x', s.tenantId),
        visible: sql`x.is_published`,
        tagged: (tag) => sql`exists (select 1 from ${tenantTable('event_tag_links', 'tl', s.tenantId)}
          join ${tenantTable('event_tags', 'tg', s.tenantId)} on tg.id = tl.tag_id
          where tl.event_id = x.id and lower(trim(tg.label)) = ${tag})`,
        title: sql`x.title`,
        body: sql`coalesce(x.short_desc, '') || ' ' || ${stripped('x.content')}`,
        date: sql`x.start_utc`,
        upcoming: sql`x.end_utc >= now()`,
        rows: sql`true`,
        prefixFrom: (
          key,
        ) => sql`(select t.event_id as id, t.is_published, t.start_utc, t.end_utc, t.title_vector
          from ${tenantTable('event_title_prefixes', 't', s.tenantId)} where t.prefix = ${key}) x`,
        extra: sql`json_build_object('isCpd', x.is_cpd, 'imageUrl', coalesce(x.listing_img, x.feature_img))`,
      };
    case 'posts':
      return {
        from: tenantTable('posts', 'x', s.tenantId),
        join: sql`join ${tenantTable('communities', 'c', s.tenantId)} on c.id = x.community_id`,
        visible: sql`x.status = ${PostStatus.Published} and x.community_id = any(${readableCommunities(s)})`,
        rows: sql`x.status = ${PostStatus.Published}`,
        prefixFrom: (
          key,
        ) => sql`(select t.post_id as id, t.tenant_id, t.status, t.community_id, t.created_at, t.title_vector
          from ${tenantTable('post_title_prefixes', 't', s.tenantId)} where t.prefix = ${key}) x`,
        tagged: (tag) => postTagged(s, 'post_tag_links', 'post_id', tag),
        title: sql`x.title`,
        body: sql`x.body_text`,
        date: sql`x.created_at`,
        extra: communityRef,
      };
    case 'communities':
      return {
        from: tenantTable('communities', 'x', s.tenantId),
        visible: s.isCommunityAdmin
          ? sql`not x.is_deleted and not x.is_archived`
          : sql`not x.is_deleted and not x.is_archived
              and (x.is_visible or ${membership(s, 'x.id', ['Awaiting', 'Joined'])})
              and not ${membership(s, 'x.id', ['Blocked'])}`,
        tagged: (tag) => postTagged(s, 'community_tag_links', 'community_id', tag),
        title: sql`x.name`,
        body: sql`coalesce(x.title, '') || ' ' || x.short_description || ' ' || ${stripped('x.about')}`,
        date: sql`x.created_at`,
        extra: sql`json_build_object('alias', x.alias, 'imageUrl', x.image_url, 'isAutoJoin', x.is_auto_join,
          'isJoined', ${membership(s, 'x.id', ['Joined'])})`,
      };
    case 'meetings':
      return {
        from: sql`${tenantTable('meetings', 'x', s.tenantId)} join ${tenantTable('communities', 'c', s.tenantId)} on c.id = x.community_id`,
        visible: s.isCommunityAdmin
          ? sql`not c.is_deleted and not c.is_archived`
          : sql`not c.is_deleted and not c.is_archived and not ${membership(s, 'c.id', ['Blocked'])} and (
              x.visible = ${MeetingVisibility.Public}
              or (x.visible = ${MeetingVisibility.Community} and (c.is_auto_join or ${membership(s, 'c.id', ['Joined'])}))
              or (x.visible = ${MeetingVisibility.Private} and (x.created_by_user_id = ${s.userId}::uuid
                or exists (select 1 from ${tenantTable('meeting_users', 'mu', s.tenantId)}
                  where mu.meeting_id = x.id and mu.user_id = ${s.userId}::uuid and mu.invited))))`,
        tagged: () => sql`false`,
        title: sql`x.name`,
        body: stripped('x.description'),
        date: sql`x.start_date`,
        extra: communityRef,
      };
  }
}
