/**
 * Content seed — issue 5: per tenant news and resources across categories, subcategories, tags and
 * segments, with images and PDF / Office / link assets, and 5 members-only pages. Everything is inserted
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

const NEWS_CATEGORIES = [
  'Advocacy',
  'Association news',
  'Awards',
  'Conferences',
  'Industry',
  'Policy',
  'Research',
  'Workforce',
];
const RESOURCE_CATEGORIES = [
  'Clinical guidelines',
  'Practice tools',
  'Templates',
  'Professional development',
  'Ethics',
  'Business of practice',
];
const TAGS = [
  'NDIS',
  'Telehealth',
  'Aged care',
  'Mental health',
  'Paediatrics',
  'Rural',
  'Funding',
  'Medicare',
  'Students',
  'Leadership',
  'Research',
  'Ethics',
  'Wellbeing',
  'Digital health',
  'Workforce',
  'Advocacy',
  'Education',
  'Technology',
  'Safety',
  'Community',
];
const TOPICS = [
  'practice standards',
  'workforce survey',
  'funding reform',
  'telehealth guidance',
  'conference program',
  'member awards',
  'research grants',
  'scope of practice',
  'clinical supervision',
  'graduate pathways',
  'NDIS pricing',
  'aged care quality',
  'mental health strategy',
  'rural incentives',
  'digital records',
];
const LEADS = [
  'Update on',
  'New',
  'Guide to',
  'Changes to',
  'Consultation on',
  'Spotlight:',
  'Report on',
  'Toolkit for',
];
const COLOURS = [
  '1f6f8b',
  '99a8b2',
  'e6a157',
  '2e8b57',
  '8e44ad',
  'c0392b',
  '16a085',
  'd35400',
  '2c3e50',
  '7f8c8d',
  '27ae60',
  '2980b9',
];
const ASSET_KINDS: [type: string, mime: string, ext: string][] = [
  ['PDF', 'application/pdf', 'pdf'],
  ['DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ['PPTX', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
  ['TXT', 'text/plain', 'txt'],
];

const textArray = (items: string[]) => `{${items.map((t) => `"${t.replace(/["\\]/g, '')}"`).join(',')}}`;

/** Seeds the content of one tenant; returns the counts. */
export async function seedContent(scope: TenantScope, opts: ContentSeedOptions): Promise<{ items: number }> {
  const t = scope.tenantId;
  const db = scope.db;
  const activeKey = TENANT_PROFILES[t as TenantId].newsActiveKey;
  const newsCats = await db
    .insert(contentCategories)
    .values(NEWS_CATEGORIES.map((label) => ({ tenantId: t, label, type: 'news' })))
    .returning({ id: contentCategories.id });
  const resCats = await db
    .insert(contentCategories)
    .values(RESOURCE_CATEGORIES.map((label) => ({ tenantId: t, label, type: 'resource' })))
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
    .values(TAGS.map((label) => ({ tenantId: t, label })))
    .returning({ id: contentTags.id });
  const images = await db
    .insert(contentFiles)
    .values(
      COLOURS.map((c, i) => ({
        tenantId: t,
        storageKey: `seed:image:${c}:${encodeURIComponent(TOPICS[i % TOPICS.length]!)}`,
        filenameDownload: `cover-${i + 1}.png`,
        type: 'image/png',
        title: `Cover ${i + 1}`,
        filesize: 40000,
        width: 800,
        height: 450,
      })),
    )
    .returning({ id: contentFiles.id });
  const docs = await db
    .insert(contentFiles)
    .values(
      ASSET_KINDS.flatMap(([type, mime, ext], k) =>
        [1, 2].map((n) => ({
          tenantId: t,
          storageKey:
            type === 'PDF'
              ? `seed:pdf:${encodeURIComponent(`Member guide ${n}`)}`
              : `seed:text:${encodeURIComponent(`${type} document ${n}`)}`,
          filenameDownload: `${type.toLowerCase()}-document-${k + 1}-${n}.${ext}`,
          type: mime,
          title: `${type} document ${n}`,
          filesize: 2048,
        })),
      ),
    )
    .returning({ id: contentFiles.id, type: contentFiles.type });

  const ids = (rows: { id: number }[]) => intArray(rows.map((r) => r.id));
  const uuids = (rows: { id: string }[]) => `{${rows.map((r) => r.id).join(',')}}`;
  const content = sanitizeRichText(
    '<p>This update explains what changes for members, why it matters and what to do next.</p><h2>Key points</h2><ul><li>What changes and when</li><li>Who is affected</li><li>Where to get support</li></ul><p>Read the full guidance and contact the member services team with any questions.</p>',
  );
  const segs = opts.segmentIds.length ? opts.segmentIds : [0];

  const insertItems = (kind: 'news' | 'resource', n: number, offset: number) => sql`
    insert into content_items (tenant_id, kind, status, name, short_description, content, image, user_created,
      date_created, date_updated, publish_start_date, segment_ids)
    select ${t}, ${kind},
      case when g % 37 = 0 then 'draft' when g % 41 = 0 then 'archived' else ${activeKey} end,
      (${textArray(LEADS)}::text[])[1 + g % ${LEADS.length}] || ' ' || (${textArray(TOPICS)}::text[])[1 + (g / 3) % ${TOPICS.length}] || ' #' || g,
      'Members: ' || (${textArray(TOPICS)}::text[])[1 + (g / 3) % ${TOPICS.length}] || ', what you need to know.',
      ${content},
      (${uuids(images)}::uuid[])[1 + g % ${images.length}],
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
  // Assets: every resource has a document; every third also a link; every fifth news item a PDF.
  const docIds = `{${docs.map((d) => d.id).join(',')}}`;
  const docTypes = textArray(docs.map((_, k) => ASSET_KINDS[Math.floor(k / 2)]![0]));
  const assets = (where: string, linkOnly: boolean, owner: 'news_id' | 'resource_id') => sql`
    with src as (
      select i.id as item_id, nextval('content_asset_id_seq')::int as asset_id, i.id % ${docs.length} as k
      from content_items i where i.tenant_id = ${t} and ${sql.raw(where)}
    ), made as (
      insert into content_asset (id, tenant_id, name, type, url, file, image)
      select asset_id, ${t},
        ${linkOnly ? sql`'Related website'` : sql`(${docTypes}::text[])[1 + k] || ' attachment'`},
        ${linkOnly ? sql`'Link'` : sql`(${docTypes}::text[])[1 + k]`},
        ${linkOnly ? sql`'https://www.example.org/members/guide-' || item_id` : sql`null`},
        ${linkOnly ? sql`null` : sql`(${docIds}::uuid[])[1 + k]`},
        null
      from src returning id
    )
    insert into content_asset_mapping (tenant_id, ${sql.raw(owner)}, asset_id)
    select ${t}, item_id, asset_id from src where asset_id in (select id from made)`;
  await executeRaw(scope, assets(`i.kind = 'resource'`, false, 'resource_id'));
  await executeRaw(scope, assets(`i.kind = 'resource' and i.id % 3 = 0`, true, 'resource_id'));
  await executeRaw(scope, assets(`i.kind = 'news' and i.id % 5 = 0`, false, 'news_id'));

  const pageCount = opts.pages ?? 5;
  if (pageCount)
    await db.insert(contentPages).values(
      [
        'Member benefits',
        'Code of conduct',
        'Insurance for members',
        'Mentoring program',
        'Annual report',
        'Governance',
        'Member discounts',
      ]
        .slice(0, pageCount)
        .map((name, i) => ({
          tenantId: t,
          name,
          status: activeKey,
          membersOnly: true,
          sort: i,
          content: sanitizeRichText(
            `<p>${name}: information for members only.</p><h2>Overview</h2><p>This page collects what members need to know about ${name.toLowerCase()}.</p><ul><li>Eligibility</li><li>How to apply</li><li>Contacts</li></ul>`,
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
