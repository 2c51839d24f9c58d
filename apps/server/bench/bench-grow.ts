/**
 * Grows the demo tenant `ota` to a benchmark scale with set-based SQL (issue 17 "A benchmark anyone can
 * rerun"): each kind of row is one `insert … select … from generate_series` statement, its dependent rows
 * (comments, likes, mappings, prices, tags) written by data-modifying CTEs of the same statement.
 *
 * Titles and bodies draw from one 64-word vocabulary (what the search benchmark of issue 16 measured): a title
 * takes 3 words, a body 12, so a vocabulary word such as *therapy* is in a large share of all rows (the worst
 * case for search); the rare word *quokka* is in 1 row of 10,000.
 */
import { sql } from 'drizzle-orm';
import { TENANT_PROFILES } from '@portal/contracts';
import type { Db } from '../src/db/client';
import { growMembers } from './bench-grow-members';

/** The tenant the benchmark grows and calls. */
export const BENCH_TENANT = 'ota';

/**
 * Rows added per scale (`BENCH_SCALE`): posts (30 % with 3 comments and 3 likes), news, events, and members
 * with their memberships, invoices and CPD and event tickets (`bench-grow-members.ts`, issue 39 point 4).
 */
export const SCALES = {
  small: { posts: 2_000, news: 1_000, events: 500, members: 400, tickets: 1_200 },
  large: { posts: 100_000, news: 50_000, events: 20_000, members: 20_000, tickets: 60_000 },
  huge: { posts: 1_000_000, news: 50_000, events: 20_000, members: 20_000, tickets: 60_000 },
} as const;

export type Scale = keyof typeof SCALES;

/** 64 words; a common one is in ~5 % of titles and ~17 % of bodies. */
export const VOCABULARY =
  `therapy clinic patient rehabilitation mobility hand stroke paediatric ageing dementia
  workplace assessment injury recovery school sensory community mental health housing disability funding
  practice research evidence student supervision ethics registration conference workshop seminar webinar
  network leadership policy advocacy rural remote telehealth driving equipment seating pressure cognition
  memory fatigue pain anxiety sleep nutrition exercise balance falls prevention vision hearing speech
  feeding toileting dressing bathing transport employment volunteering caring family`
    .split(/\s+/)
    .filter(Boolean);

/** SQL: `count` words of the vocabulary picked by row `g` (deterministic, spread by primes). */
const words = (count: number, prime: number) =>
  sql.raw(`(select string_agg(v.w[1 + ((g * ${prime} + k * k * 7 + k * 131) % ${VOCABULARY.length})], ' ')
    from generate_series(1, ${count}) k)`);

/** Every 10,000th row carries the rare word. */
const rare = sql.raw(`case when g % 10000 = 7 then ' quokka' else '' end`);

const vocab = sql.raw(`(select array[${VOCABULARY.map((w) => `'${w}'`).join(',')}]::text[] as w) v`);

/** SQL: the ids of a tenant table as an array, `alias.ids`. */
const ids = (table: string, alias: string, where = '') =>
  sql.raw(
    `(select array_agg(id order by id) ids from ${table} where tenant_id = '${BENCH_TENANT}' ${where}) ${alias}`,
  );

/** Adds `count` posts to the communities of the tenant (2 % awaiting approval), 30 % with 3 comments and 3 likes. */
async function growPosts(db: Db, count: number): Promise<void> {
  // In batches of 100,000, so the huge scale does not hold one enormous statement.
  for (let from = 1; from <= count; from += 100_000) {
    const to = Math.min(count, from + 99_999);
    await db.execute(sql`with p as (
        insert into posts (tenant_id, community_id, created_by_user_id, title, body, body_text, status,
          likes_count, comments_count, created_at, updated_at)
        select ${BENCH_TENANT}, c.ids[1 + g % array_length(c.ids, 1)], u.ids[1 + (g * 7) % array_length(u.ids, 1)],
          initcap(${words(3, 7)}) || ${rare}, '<p>' || b.body || '</p>', b.body,
          case when g % 50 = 0 then 2 else 1 end, case when g % 10 < 3 then 3 else 0 end,
          case when g % 10 < 3 then 3 else 0 end, now() - make_interval(mins => g), now() - make_interval(mins => g)
        from generate_series(${from}::int, ${to}::int) g, ${vocab}, ${ids('communities', 'c')}, ${ids('users', 'u')},
          lateral (select ${words(12, 11)} || ${rare} as body) b
        returning id, created_at, comments_count, likes_count
      ), comments as (
        insert into post_comments (tenant_id, post_id, depth, body, created_by_user_id, created_at, updated_at)
        select ${BENCH_TENANT}, p.id, 1, '<p>Comment ' || k || '</p>',
          u.ids[1 + (abs(hashtext(p.id::text)) + k) % array_length(u.ids, 1)],
          p.created_at + make_interval(mins => k), p.created_at + make_interval(mins => k)
        from p, ${ids('users', 'u')}, generate_series(1, p.comments_count) k
      )
      insert into post_likes (tenant_id, post_id, user_id, created_at)
      select ${BENCH_TENANT}, p.id, u.ids[1 + (abs(hashtext(p.id::text)) + k) % array_length(u.ids, 1)], p.created_at
      from p, ${ids('users', 'u')}, generate_series(1, p.likes_count) k`);
  }
}

/**
 * One long thread (300 comments: 150 on the post, 150 replies) on the tenant's newest published post in a
 * community the demo member has joined.
 */
async function growThread(db: Db): Promise<void> {
  const found = (await db.execute(sql`select p.id from posts p
      join community_members m on m.community_id = p.community_id and m.status = 'Joined'
      join users u on u.id = m.user_id and u.email = ${'member@ota.example'}
      where p.tenant_id = ${BENCH_TENANT} and p.status = 1 order by p.created_at desc limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  const postId = found.rows[0]!.id;
  await db.execute(sql`with top as (
      insert into post_comments (tenant_id, post_id, depth, body, created_by_user_id, created_at, updated_at)
      select ${BENCH_TENANT}, ${postId}::uuid, 1, '<p>Thread comment ' || k || '</p>', u.ids[1 + k % array_length(u.ids, 1)],
        now() - make_interval(mins => 300 - k), now()
      from generate_series(1, 150) k, ${ids('users', 'u')}
      returning id, created_at
    ), replies as (
      insert into post_comments (tenant_id, post_id, parent_comment_id, depth, body, created_by_user_id, created_at, updated_at)
      select ${BENCH_TENANT}, ${postId}::uuid, top.id, 2, '<p>A reply</p>', u.ids[1 + abs(hashtext(top.id::text)) % array_length(u.ids, 1)],
        top.created_at + interval '1 minute', now()
      from top, ${ids('users', 'u')}
    )
    update posts set comments_count = comments_count + 300 where id = ${postId}::uuid`);
}

/** Adds `count` news items (5 % drafts, 10 % for one segment), each in one category with two tags. */
async function growNews(db: Db, count: number): Promise<void> {
  const active = TENANT_PROFILES[BENCH_TENANT].newsActiveKey;
  await db.execute(sql`with n as (
      insert into content_items (tenant_id, kind, status, name, short_description, content, date_created,
        date_updated, publish_start_date, segment_ids)
      select ${BENCH_TENANT}, 'news', case when g % 20 = 0 then 'draft' else ${active} end,
        initcap(${words(4, 13)}) || ${rare}, ${words(12, 17)}, '<p>' || ${words(30, 19)} || '</p>',
        now() - make_interval(mins => g), now() - make_interval(mins => g), now() - make_interval(mins => g),
        case when g % 10 = 3 then array[s.ids[1]] else '{}'::int[] end
      from generate_series(1, ${count}::int) g, ${vocab}, ${ids('segments', 's')}
      returning id, segment_ids
    ), categories as (
      insert into content_category_mapping (tenant_id, news_id, category_id)
      select ${BENCH_TENANT}, n.id, c.ids[1 + n.id % array_length(c.ids, 1)]
      from n, ${ids('content_category', 'c', "and type = 'news'")}
    ), segments as (
      insert into content_segment_mapping (tenant_id, news_id, segment_id)
      select ${BENCH_TENANT}, n.id, n.segment_ids[1] from n where cardinality(n.segment_ids) > 0
    )
    insert into content_tag_mapping (tenant_id, news_id, tag_id)
    select ${BENCH_TENANT}, n.id, t.ids[1 + (n.id + k) % array_length(t.ids, 1)]
    from n, ${ids('content_tag', 't')}, generate_series(0, 1) k`);
}

/** Adds `count` events over four years around today (10 % unpublished, a third CPD), two prices and two tags each. */
async function growEvents(db: Db, count: number): Promise<void> {
  await db.execute(sql`with e as (
      insert into events (tenant_id, title, short_desc, content, type_id, category_id, location_id, start_utc,
        end_utc, start_local, start_time_zone, end_local, end_time_zone, is_published, is_cpd, search_text)
      select ${BENCH_TENANT}, x.title, x.short_desc, '<p>' || ${words(30, 31)} || '</p>',
        ty.ids[1 + g % array_length(ty.ids, 1)], ca.ids[1 + g % array_length(ca.ids, 1)],
        lo.ids[1 + g % array_length(lo.ids, 1)], x.start_utc, x.start_utc + interval '2 hours',
        to_char(x.start_utc at time zone 'Australia/Sydney', 'YYYY-MM-DD"T"HH24:MI:SS'), 'Australia/Sydney',
        to_char((x.start_utc + interval '2 hours') at time zone 'Australia/Sydney', 'YYYY-MM-DD"T"HH24:MI:SS'),
        'Australia/Sydney', g % 10 <> 0, g % 3 = 0, lower(x.title || ' ' || x.short_desc)
      from generate_series(1, ${count}::int) g, ${vocab}, ${ids('event_types', 'ty')},
        ${ids('event_categories', 'ca')}, ${ids('event_locations', 'lo')},
        lateral (select initcap(${words(3, 23)}) || ${rare} as title, ${words(10, 29)} as short_desc,
          date_trunc('hour', now()) + make_interval(hours => (g * 1753) % 35040 - 17520) as start_utc) x
      returning id
    ), prices as (
      insert into ticket_prices (tenant_id, event_id, name, amount_cents, capacity, sort_order)
      select ${BENCH_TENANT}, e.id, case k when 0 then 'Member' else 'Non-member' end, k * 4500 + (e.id % 2) * 2500,
        case when e.id % 4 = 0 then null else 100 end, k
      from e, generate_series(0, 1) k
    )
    insert into event_tag_links (tenant_id, event_id, tag_id)
    select ${BENCH_TENANT}, e.id, t.ids[1 + (e.id + k) % array_length(t.ids, 1)]
    from e, ${ids('event_tags', 't')}, generate_series(0, 1) k`);
}

/**
 * Grows the tenant to `scale`, writes the long comment thread and refreshes statistics (`vacuum analyze`, as
 * autovacuum keeps them in production).
 */
export async function growToScale(db: Db, scale: Scale): Promise<void> {
  const target = SCALES[scale];
  await growPosts(db, target.posts);
  await growNews(db, target.news);
  await growEvents(db, target.events);
  await growMembers(db, BENCH_TENANT, target);
  await growThread(db);
  await db.execute(sql`vacuum analyze`);
}

/** The grown data: the post with the long thread (most comments) and the tenant's row counts. */
export async function describeData(
  db: Db,
  email: string,
): Promise<{ threadPostId: string; counts: Record<string, number> }> {
  const result = (await db.execute(sql`select
      (select count(*)::int from posts where tenant_id = ${BENCH_TENANT}) as posts,
      (select count(*)::int from post_comments where tenant_id = ${BENCH_TENANT}) as comments,
      (select count(*)::int from post_likes where tenant_id = ${BENCH_TENANT}) as likes,
      (select count(*)::int from content_items where tenant_id = ${BENCH_TENANT} and kind = 'news') as news,
      (select count(*)::int from events where tenant_id = ${BENCH_TENANT}) as events,
      (select count(*)::int from memberships where tenant_id = ${BENCH_TENANT}) as memberships,
      (select count(*)::int from tickets where tenant_id = ${BENCH_TENANT}) as tickets,
      (select count(*)::int from invoices where tenant_id = ${BENCH_TENANT}) as invoices,
      (select count(*)::int from cpd_records where tenant_id = ${BENCH_TENANT}) as cpd_records,
      (select p.id from posts p join community_members m on m.community_id = p.community_id and m.status = 'Joined'
        join users u on u.id = m.user_id and u.email = ${email}
        where p.tenant_id = ${BENCH_TENANT} order by p.comments_count desc limit 1) as thread`)) as unknown as {
    rows: (Record<string, number> & { thread: string })[];
  };
  const { thread, ...counts } = result.rows[0]!;
  return { threadPostId: thread, counts };
}
