/**
 * Posts demo data (issue 3 "Seed", spec 001): 1,000+ posts per tenant in the communities seeded just
 * before (`seedCommunities`), with tags, threaded comments (depth ≤ 3), likes, saves and reports. Rows are
 * generated in memory and bulk inserted, so a tenant takes well under a few seconds.
 * {@link addBulkPosts} is also used by the benchmarks (100,000 posts).
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Faker, en, en_AU } from '@faker-js/faker';
import { PostStatus, POST_TYPES, type TenantId } from '@portal/contracts';
import {
  commentLikes,
  commentReports,
  communities,
  communityMembers,
  postComments,
  postLikes,
  postReports,
  postSaves,
  postTagLinks,
  postTags,
  posts,
} from '../../db/schema/index';
import { executeRaw, inTenant, type TenantScope } from '../../db/tenant-scope';
import type { SeedRun } from '../../seed/seed-run';
import { themeOf } from '../../seed/themes/index';

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1000) {
  for (const batch of chunk(rows, size)) await insert(batch);
}

/** The posts seeder (SEEDERS, right after the communities seeder): 1,100 posts, 3 comments per post. */
export async function seedPosts(ctx: SeedRun): Promise<void> {
  await addBulkPosts(ctx.scope, {
    count: 1100,
    seed: ctx.scope.tenantId.length * 7919,
    savedBy: ctx.demo.member,
    commentsPerPost: 3,
  });
}

/**
 * Adds `count` generated posts (with tags, threaded comments up to depth 3, likes, saves and reports) to the
 * tenant's existing communities, authored by their Joined members. Used by the seeder (≈1,000 posts) and by
 * the benchmark (100,000). Counters on posts and comments match the generated rows.
 */
export async function addBulkPosts(
  scope: TenantScope,
  options: {
    count: number;
    seed?: number;
    savedBy?: string;
    commentsPerPost?: number;
    commentedShare?: number;
  },
): Promise<{ posts: number; comments: number; likes: number }> {
  const tenantId = scope.tenantId as TenantId;
  const db = scope.db;
  const faker = new Faker({ locale: [en_AU, en] });
  faker.seed(options.seed ?? 42);
  const communityRows = await db
    .select({ id: communities.id, approval: communities.isRequirePostApproval })
    .from(communities)
    .where(inTenant(scope, communities, eq(communities.isDeleted, false)));
  const memberRows = await db
    .select({ communityId: communityMembers.communityId, userId: communityMembers.userId })
    .from(communityMembers)
    .where(inTenant(scope, communityMembers, eq(communityMembers.status, 'Joined')));
  const tagIds = (await db.select({ id: postTags.id }).from(postTags).where(inTenant(scope, postTags))).map(
    (t) => t.id,
  );
  const membersOf = new Map<string, string[]>();
  for (const m of memberRows)
    membersOf.set(m.communityId, [...(membersOf.get(m.communityId) ?? []), m.userId]);
  const usable = communityRows.filter((c) => (membersOf.get(c.id)?.length ?? 0) > 0);
  if (usable.length === 0) return { posts: 0, comments: 0, likes: 0 };

  // A pool of texts, so large runs do not spend their time in faker.
  const pick = <T>(items: readonly T[]) => items[faker.number.int({ min: 0, max: items.length - 1 })]!;
  const {
    topics: TOPICS,
    titles: TITLE_TEMPLATES,
    sentences: SENTENCES,
    replies: REPLIES,
  } = themeOf(tenantId).post;
  const titles = Array.from({ length: 300 }, () => pick(TITLE_TEMPLATES).replace('{topic}', pick(TOPICS)));
  // 3–5 different sentences per paragraph; places are Australian regional towns.
  const paragraphs = Array.from({ length: 300 }, () =>
    faker.helpers
      .arrayElements(SENTENCES, 3 + faker.number.int({ min: 0, max: 2 }))
      .map((sentence) => sentence.replace('{topic}', pick(TOPICS)).replace('{place}', pick(PLACES)))
      .join(' '),
  );
  const replies = Array.from({ length: 300 }, () => pick(REPLIES).replace('{topic}', pick(TOPICS)));
  const rnd = (n: number) => faker.number.int({ min: 0, max: n - 1 });
  const now = Date.now();
  const year = 365 * 24 * 3600 * 1000;

  const postRows: (typeof posts.$inferInsert)[] = [];
  const tagLinks: (typeof postTagLinks.$inferInsert)[] = [];
  const commentRows: (typeof postComments.$inferInsert)[] = [];
  const likeRows: (typeof postLikes.$inferInsert)[] = [];
  const commentLikeRows: (typeof commentLikes.$inferInsert)[] = [];
  const saveRows: (typeof postSaves.$inferInsert)[] = [];
  const reportRows: (typeof postReports.$inferInsert)[] = [];
  const commentReportRows: (typeof commentReports.$inferInsert)[] = [];
  const commentedShare = options.commentedShare ?? 0.7;
  const perPost = options.commentsPerPost ?? 3;

  for (let i = 0; i < options.count; i++) {
    const community = usable[i % usable.length]!;
    const members = membersOf.get(community.id)!;
    const authorId = members[rnd(members.length)]!;
    const roll = rnd(100);
    const status =
      community.approval && roll < 8
        ? PostStatus.WaitForApproval
        : roll < 2
          ? PostStatus.Deleted
          : roll < 4
            ? PostStatus.Archived
            : roll < 5
              ? PostStatus.ArchivedDueToReported
              : PostStatus.Published;
    const id = crypto.randomUUID();
    const createdAt = new Date(now - Math.floor((i / options.count) * year) - rnd(3600 * 1000));
    const text = paragraphs[rnd(paragraphs.length)]!;
    const post = {
      id,
      tenantId,
      communityId: community.id,
      createdByUserId: authorId,
      title: titles[rnd(titles.length)]!,
      body: `<p>${text}</p>`,
      bodyText: text,
      status,
      type: roll % 3 === 0 ? POST_TYPES[rnd(POST_TYPES.length)]! : null,
      isFrozen: roll === 50,
      viewsCount: rnd(400),
      likesCount: 0,
      commentsCount: 0,
      createdAt,
      updatedAt: createdAt,
    };
    postRows.push(post);
    for (const tagId of new Set(Array.from({ length: rnd(4) }, () => tagIds[rnd(tagIds.length)]!)))
      if (tagId) tagLinks.push({ tenantId, postId: id, tagId });
    if (status !== PostStatus.Published) continue;

    const likers = new Set(Array.from({ length: rnd(6) }, () => members[rnd(members.length)]!));
    for (const userId of likers) likeRows.push({ tenantId, postId: id, userId });
    post.likesCount = likers.size;
    if (options.savedBy && members.includes(options.savedBy) && rnd(10) === 0)
      saveRows.push({ tenantId, postId: id, userId: options.savedBy, createdAt });
    if (rnd(40) === 0) {
      const reporter = members.find((m) => m !== authorId);
      if (reporter)
        reportRows.push({
          tenantId,
          postId: id,
          userId: reporter,
          reason: 'This looks like advertising.',
          reasonType: 'InappropriateContent',
        });
    }

    if (rnd(1000) >= commentedShare * 1000) continue;
    const n = 1 + rnd(perPost * 2 - 1);
    const thread: { id: string; depth: number }[] = [];
    for (let k = 0; k < n; k++) {
      const parent = thread.length && rnd(2) === 0 ? thread[rnd(thread.length)]! : null;
      const depth = parent ? parent.depth + 1 : 1;
      const cid = crypto.randomUUID();
      const at = new Date(createdAt.getTime() + (k + 1) * 600_000);
      const likes = rnd(3);
      const userId = members[rnd(members.length)]!;
      commentRows.push({
        id: cid,
        tenantId,
        postId: id,
        parentCommentId: depth > 3 ? null : (parent?.id ?? null),
        depth: depth > 3 ? 1 : depth,
        body: `<p>${replies[rnd(replies.length)]}</p>`,
        createdByUserId: userId,
        likesCount: 0,
        createdAt: at,
        updatedAt: at,
      });
      thread.push({ id: cid, depth: depth > 3 ? 1 : depth });
      const commentLikers = new Set(Array.from({ length: likes }, () => members[rnd(members.length)]!));
      for (const u of commentLikers) commentLikeRows.push({ tenantId, commentId: cid, userId: u });
      commentRows[commentRows.length - 1]!.likesCount = commentLikers.size;
      if (rnd(150) === 0 && members.length > 1) {
        const reporter = members.find((m) => m !== userId)!;
        commentReportRows.push({ tenantId, commentId: cid, userId: reporter, reason: 'Off-topic and rude.' });
      }
    }
    post.commentsCount = n;
  }

  await insertAll(postRows, (b) => db.insert(posts).values(b), 1500);
  await insertAll(tagLinks, (b) => db.insert(postTagLinks).values(b), 5000);
  await insertAll(commentRows, (b) => db.insert(postComments).values(b), 2000);
  await insertAll(likeRows, (b) => db.insert(postLikes).values(b), 5000);
  await insertAll(commentLikeRows, (b) => db.insert(commentLikes).values(b), 5000);
  if (saveRows.length) await insertAll(saveRows, (b) => db.insert(postSaves).values(b), 5000);
  if (reportRows.length)
    await insertAll(reportRows, (b) => db.insert(postReports).values(b).onConflictDoNothing(), 5000);
  if (commentReportRows.length)
    await insertAll(
      commentReportRows,
      (b) => db.insert(commentReports).values(b).onConflictDoNothing(),
      5000,
    );
  await recountPublishedPosts(scope);
  return { posts: postRows.length, comments: commentRows.length, likes: likeRows.length };
}

/** Sets every community's Published post counter of the tenant from the posts table (after bulk inserts). */
export async function recountPublishedPosts(scope: TenantScope): Promise<void> {
  await executeRaw(
    scope,
    sql`update communities c set posts_count = (
    select count(*)::int from posts p where p.community_id = c.id and p.status = ${PostStatus.Published}
  ) where c.tenant_id = ${scope.tenantId}`,
  );
}

/** Towns named in demo posts. */
const PLACES = [
  'Ballarat',
  'Bendigo',
  'Wagga Wagga',
  'Toowoomba',
  'Cairns',
  'Dubbo',
  'Mildura',
  'Launceston',
  'Geraldton',
  'Alice Springs',
  'Bunbury',
  'Orange',
  'Tamworth',
  'Mount Gambier',
  'Rockhampton',
];
