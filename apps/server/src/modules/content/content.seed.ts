/**
 * Content seed — issue 5: per tenant news and resources across categories, subcategories, tags and
 * segments, with images, PDF and link assets, and 5 members-only pages. Words come from the tenant's theme
 * (issue 18): news are updates, resources are guides, checklists and templates, each with its own generated
 * PDF and a cover naming its subject. Everything is inserted
 * set-wise in SQL (`generate_series`), so 300 + 300 items take well under a second and the benchmark's
 * 50,000 items a few seconds. Files are generated on demand (`seed:` storage keys, see files.ts).
 */
import { sql } from 'drizzle-orm';
import { TENANT_PROFILES, type TenantId } from '@portal/contracts';
import { executeRaw, type TenantScope } from '../../db/tenant-scope';
import {
  contentCategories,
  contentFiles,
  contentPages,
  contentSubcategories,
  contentTags,
} from '../../db/schema/index';
import { sanitizeRichText } from '../../lib/sanitize';
import { intArray } from './collections';
import { themeOf } from '../../seed/themes/index';

/** How much demo content to seed, by whom, and the segments items may target. */
export interface ContentSeedOptions {
  news: number;
  resources: number;
  /** Authors (`user_created`); at least one. */
  authorIds: string[];
  /** Segments used for targeting; ~40 % of items get one or two of them. */
  segmentIds: number[];
  pages?: number;
}

const COLOURS = [
  '1f6f8b',
  'e6a157',
  '2e8b57',
  '8e44ad',
  'c0392b',
  '16a085',
  'd35400',
  '2c3e50',
  '27ae60',
  '2980b9',
  '8a1c3b',
  '99a8b2',
];

const capitalise = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const textArray = (items: string[]) => `{${items.map((t) => `"${t.replace(/["\\]/g, '')}"`).join(',')}}`;

/** Seeds the content of one tenant; returns the counts. */
export async function seedContent(scope: TenantScope, opts: ContentSeedOptions): Promise<{ items: number }> {
  const t = scope.tenantId;
  const db = scope.db;
  const activeKey = TENANT_PROFILES[t as TenantId].newsActiveKey;
  const theme = themeOf(t).content;
  const newsCats = await db
    .insert(contentCategories)
    .values(theme.newsCategories.map((label) => ({ tenantId: t, label, type: 'news' })))
    .returning({ id: contentCategories.id });
  const resCats = await db
    .insert(contentCategories)
    .values(theme.resourceCategories.map((label) => ({ tenantId: t, label, type: 'resource' })))
    .returning({ id: contentCategories.id, label: contentCategories.label });
  const subcats = await db
    .insert(contentSubcategories)
    .values(
      resCats.flatMap((c) => [
        { tenantId: t, label: `${c.label}: essentials`, categoryId: c.id },
        { tenantId: t, label: `${c.label}: advanced`, categoryId: c.id },
      ]),
    )
    .returning({ id: contentSubcategories.id });
  const tags = await db
    .insert(contentTags)
    .values(theme.tags.map((label) => ({ tenantId: t, label })))
    .returning({ id: contentTags.id });
  // Covers: one per news topic and one per resource subject, each naming it (generated on demand).
  const cover = (label: string, i: number) => ({
    tenantId: t,
    storageKey: `seed:image:${COLOURS[i % COLOURS.length]}:${encodeURIComponent(capitalise(label))}`,
    filenameDownload: `cover-${fileSlug(label)}.png`,
    type: 'image/png',
    title: capitalise(label),
    filesize: 40000,
    width: 800,
    height: 450,
  });
  const newsImages = await db
    .insert(contentFiles)
    .values(theme.newsTopics.map(cover))
    .returning({ id: contentFiles.id });
  const resourceImages = await db
    .insert(contentFiles)
    .values(theme.resourceSubjects.map((label, i) => cover(label, i + 5)))
    .returning({ id: contentFiles.id });
  // One PDF per resource name (kind × subject): the resource's own document.
  const kinds = theme.resourceKinds;
  const subjects = theme.resourceSubjects;
  const docs = await db
    .insert(contentFiles)
    .values(
      subjects.flatMap((subject) =>
        kinds.map((kind) => {
          const title = `${kind} ${subject}`;
          const lines = theme.resourceLines.map((line) => line.replace('{subject}', subject)).join('|');
          return {
            tenantId: t,
            storageKey: `seed:pdf:${encodeURIComponent(title)}:${encodeURIComponent(lines)}`,
            filenameDownload: `${fileSlug(title)}.pdf`,
            type: 'application/pdf',
            title,
            filesize: 1800,
          };
        }),
      ),
    )
    .returning({ id: contentFiles.id, title: contentFiles.title });

  const ids = (rows: { id: number }[]) => intArray(rows.map((r) => r.id));
  const uuids = (rows: { id: string }[]) => `{${rows.map((r) => r.id).join(',')}}`;
  const newsBody = sanitizeRichText(theme.newsBody);
  const resourceBody = sanitizeRichText(theme.resourceBody);
  const segs = opts.segmentIds.length ? opts.segmentIds : [0];

  const insertItems = (kind: 'news' | 'resource', n: number, offset: number) => sql`
    insert into content_items (tenant_id, kind, status, name, short_description, content, image, user_created,
      date_created, date_updated, publish_start_date, segment_ids)
    select ${t}, ${kind},
      case when g % 37 = 0 then 'draft' when g % 41 = 0 then 'archived' else ${activeKey} end,
      ${
        kind === 'news'
          ? sql`(${textArray(theme.newsLeads)}::text[])[1 + g % ${theme.newsLeads.length}] || ' ' || (${textArray(theme.newsTopics)}::text[])[1 + (g / 3) % ${theme.newsTopics.length}]${theme.numberedNews ? sql` || ' #' || g` : sql``}`
          : sql`(${textArray(kinds)}::text[])[1 + g % ${kinds.length}] || ' ' || (${textArray(subjects)}::text[])[1 + (g / ${kinds.length}) % ${subjects.length}]`
      },
      ${
        kind === 'news'
          ? sql`'What the change to ' || (${textArray(theme.newsTopics)}::text[])[1 + (g / 3) % ${theme.newsTopics.length}] || ' means for you, and what to do next.'`
          : sql`'A practical ' || lower(rtrim((${textArray(kinds)}::text[])[1 + g % ${kinds.length}], ':')) || ' on ' || (${textArray(subjects)}::text[])[1 + (g / ${kinds.length}) % ${subjects.length}] || ', with a PDF to download.'`
      },
      ${kind === 'news' ? newsBody : resourceBody},
      ${
        kind === 'news'
          ? sql`(${uuids(newsImages)}::uuid[])[1 + (g / 3) % ${newsImages.length}]`
          : sql`(${uuids(resourceImages)}::uuid[])[1 + (g / ${kinds.length}) % ${resourceImages.length}]`
      },
      (${`{${opts.authorIds.join(',')}}`}::uuid[])[1 + g % ${opts.authorIds.length}],
      now() - ((g + ${offset}) * interval '53 minutes') - interval '1 day',
      case when g % 3 = 0 then now() - ((g + ${offset}) * interval '50 minutes') else null end,
      case when g % 97 = 5 then now() + (g % 30 + 1) * interval '1 day' else now() - ((g + ${offset}) * interval '53 minutes') end,
      case when ${opts.segmentIds.length} = 0 or g % 5 < 3 then '{}'::int[]
        when g % 5 = 3 then array[(${intArray(segs)}::int[])[1 + g % ${segs.length}]]
        else array[(${intArray(segs)}::int[])[1 + g % ${segs.length}], (${intArray(segs)}::int[])[1 + (g / 7) % ${segs.length}]] end
    from generate_series(1, ${n}) g`;
  // Large counts go in slices so the statement stays small in memory.
  for (let done = 0; done < opts.news; done += 10000)
    await executeRaw(scope, insertItems('news', Math.min(10000, opts.news - done), done));
  for (let done = 0; done < opts.resources; done += 10000)
    await executeRaw(scope, insertItems('resource', Math.min(10000, opts.resources - done), done));
  // Items with two identical segments: keep each segment once.
  await executeRaw(
    scope,
    sql`update content_items set segment_ids = array(select distinct unnest(segment_ids))
    where tenant_id = ${t} and cardinality(segment_ids) = 2 and segment_ids[1] = segment_ids[2]`,
  );

  const mapping = (table: string, column: string, pick: string, kind: 'news' | 'resource') => sql`
    insert into ${sql.raw(table)} (tenant_id, ${sql.raw(kind === 'news' ? 'news_id' : 'resource_id')}, ${sql.raw(column)})
    select ${t}, i.id, ${sql.raw(pick)} from content_items i where i.tenant_id = ${t} and i.kind = ${kind}`;
  await executeRaw(
    scope,
    mapping(
      'content_category_mapping',
      'category_id',
      `(${`'${ids(newsCats)}'`}::int[])[1 + i.id % ${newsCats.length}]`,
      'news',
    ),
  );
  await executeRaw(
    scope,
    mapping(
      'content_category_mapping',
      'category_id',
      `(${`'${ids(resCats)}'`}::int[])[1 + i.id % ${resCats.length}]`,
      'resource',
    ),
  );
  // A second category for every fourth news item.
  await executeRaw(
    scope,
    sql`insert into content_category_mapping (tenant_id, news_id, category_id)
    select ${t}, i.id, (${ids(newsCats)}::int[])[1 + (i.id / 4 + 3) % ${newsCats.length}]
    from content_items i where i.tenant_id = ${t} and i.kind = 'news' and i.id % 4 = 0
      and (i.id / 4 + 3) % ${newsCats.length} <> i.id % ${newsCats.length}`,
  );
  // Subcategory matching the resource's category (two per category, in order).
  await executeRaw(
    scope,
    mapping(
      'content_subcategory_mapping',
      'subcategory_id',
      `(${`'${ids(subcats)}'`}::int[])[1 + 2 * (i.id % ${resCats.length}) + (i.id / 11) % 2]`,
      'resource',
    ),
  );
  for (const kind of ['news', 'resource'] as const) {
    await executeRaw(
      scope,
      mapping(
        'content_tag_mapping',
        'tag_id',
        `(${`'${ids(tags)}'`}::int[])[1 + i.id % ${tags.length}]`,
        kind,
      ),
    );
    await executeRaw(
      scope,
      mapping(
        'content_tag_mapping',
        'tag_id',
        `(${`'${ids(tags)}'`}::int[])[1 + (i.id / 3 + 7) % ${tags.length}]`,
        kind,
      ),
    );
    await executeRaw(
      scope,
      sql`delete from content_tag_mapping a using content_tag_mapping b
      where a.tenant_id = ${t} and b.tenant_id = ${t} and a.id > b.id and a.tag_id = b.tag_id
        and a.${sql.raw(kind === 'news' ? 'news_id' : 'resource_id')} = b.${sql.raw(kind === 'news' ? 'news_id' : 'resource_id')}`,
    );
    await executeRaw(
      scope,
      sql`insert into content_segment_mapping (tenant_id, ${sql.raw(kind === 'news' ? 'news_id' : 'resource_id')}, segment_id)
      select ${t}, i.id, s from content_items i, unnest(i.segment_ids) s where i.tenant_id = ${t} and i.kind = ${kind}`,
    );
  }
  // Assets: every resource has its own PDF (the document of the same name); every third also a link; every
  // fifth news item a PDF.
  const docIds = `{${docs.map((d) => d.id).join(',')}}`;
  const docTitles = textArray(docs.map((d) => d.title ?? ''));
  const assets = (where: string, linkOnly: boolean, owner: 'news_id' | 'resource_id') => sql`
    with src as (
      select i.id as item_id, nextval('content_asset_id_seq')::int as asset_id,
        coalesce(array_position(${docTitles}::text[], i.name), 1 + i.id % ${docs.length}) as k
      from content_items i where i.tenant_id = ${t} and ${sql.raw(where)}
    ), made as (
      insert into content_asset (id, tenant_id, name, type, url, file, image)
      select asset_id, ${t},
        ${linkOnly ? sql`'Related website'` : sql`'PDF attachment'`},
        ${linkOnly ? sql`'Link'` : sql`'PDF'`},
        ${linkOnly ? sql`'https://www.example.org/members/guide-' || item_id` : sql`null`},
        ${linkOnly ? sql`null` : sql`(${docIds}::uuid[])[k]`},
        null
      from src returning id
    )
    insert into content_asset_mapping (tenant_id, ${sql.raw(owner)}, asset_id)
    select ${t}, item_id, asset_id from src where asset_id in (select id from made)`;
  await executeRaw(scope, assets(`i.kind = 'resource'`, false, 'resource_id'));
  await executeRaw(scope, assets(`i.kind = 'resource' and i.id % 3 = 0`, true, 'resource_id'));
  await executeRaw(scope, assets(`i.kind = 'news' and i.id % 5 = 0`, false, 'news_id'));

  const pageCount = opts.pages ?? 5;
  const generic = [
    'Member benefits',
    'Code of conduct',
    'Insurance for members',
    'Mentoring program',
    'Annual report',
    'Governance',
    'Member discounts',
  ].map((name) => ({
    name,
    html: `<p>This page collects what members need to know about ${name.toLowerCase()}.</p>`,
  }));
  const pages = [...theme.pages, ...generic.filter((g) => !theme.pages.some((p) => p.name === g.name))];
  if (pageCount)
    await db.insert(contentPages).values(
      pages.slice(0, pageCount).map(({ name, html }, i) => ({
        tenantId: t,
        name,
        status: activeKey,
        membersOnly: true,
        sort: i,
        content: sanitizeRichText(
          `<p>${name}: information for members only.</p><h2>Overview</h2>${html}<ul><li>Eligibility</li><li>How to apply</li><li>Contacts</li></ul>`,
        ),
      })),
    );
  return { items: opts.news + opts.resources };
}

/** Demo seeder (SEEDERS): 320 news, 320 resources, 5 pages per tenant. */
export async function seedContentDemo(ctx: {
  scope: TenantScope;
  demo: { admin: string; manager: string };
  segmentIds: number[];
}): Promise<void> {
  await seedContent(ctx.scope, {
    news: 320,
    resources: 320,
    authorIds: [ctx.demo.admin, ctx.demo.manager],
    segmentIds: ctx.segmentIds.slice(0, 8),
  });
}
