/**
 * Demo data of community moderation (issue 14): the demo moderator moderates 'leadership' (a community with
 * post approval) as well, one post there waits for approval, a post and a comment of 'early-career' carry
 * open reports, a user is blacklisted in 'early-career', and every community that requires an agreement has
 * its terms kept as a first version. Dates relative to today.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PostStatus } from '@portal/contracts';
import {
  commentReports,
  communities,
  communityMembers,
  communityTermsVersions,
  postComments,
  postReports,
  posts,
} from '../../db/schema/index';
import type { SeedRun } from '../../seed/seed-run';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** Seeds the moderation demo data of one tenant. */
export async function seedModeration(ctx: SeedRun): Promise<void> {
  const { scope, demo, userIds } = ctx;
  const db = scope.db;
  const tenantId = scope.tenantId;
  const rows = await db
    .select({ id: communities.id, alias: communities.alias })
    .from(communities)
    .where(inArray(communities.alias, ['leadership', 'early-career']));
  const leadership = rows.find((r) => r.alias === 'leadership')?.id;
  const earlyCareer = rows.find((r) => r.alias === 'early-career')?.id;
  const others = userIds.filter((id) => !Object.values(demo).includes(id));

  if (leadership) {
    await db
      .insert(communityMembers)
      .values({
        tenantId,
        communityId: leadership,
        userId: demo.moderator,
        role: 'Moderator',
        status: 'Joined',
      })
      .onConflictDoUpdate({
        target: [communityMembers.communityId, communityMembers.userId],
        set: { role: 'Moderator', status: 'Joined' },
      });
    await db.insert(posts).values({
      tenantId,
      communityId: leadership,
      createdByUserId: others[0] ?? demo.member,
      title: 'Mentoring circles for new team leads',
      body: '<p>Would anyone join a monthly mentoring circle for new team leads?</p>',
      bodyText: 'Would anyone join a monthly mentoring circle for new team leads?',
      status: PostStatus.WaitForApproval,
      createdAt: daysAgo(1),
    });
    if (others.length >= 6) {
      const [open] = await db
        .insert(posts)
        .values({
          tenantId,
          communityId: leadership,
          createdByUserId: others[4]!,
          title: 'Leading through change',
          body: '<p>What helped your team through a restructure?</p>',
          bodyText: 'What helped your team through a restructure?',
          status: PostStatus.Published,
          commentsCount: 1,
          createdAt: daysAgo(4),
        })
        .returning({ id: posts.id });
      await db.insert(postComments).values({
        tenantId,
        postId: open!.id,
        createdByUserId: others[5]!,
        body: '<p>Weekly check-ins and a lot of patience.</p>',
        createdAt: daysAgo(3),
      });
      await db
        .update(communities)
        .set({ postsCount: sql`${communities.postsCount} + 1` })
        .where(eq(communities.id, leadership));
    }
  }

  if (earlyCareer && others.length >= 3) {
    const [reported] = await db
      .insert(posts)
      .values({
        tenantId,
        communityId: earlyCareer,
        createdByUserId: others[1]!,
        title: 'Cheap CPD points, message me',
        body: '<p>Selling CPD certificates, no course needed.</p>',
        bodyText: 'Selling CPD certificates, no course needed.',
        status: PostStatus.Published,
        createdAt: daysAgo(3),
      })
      .returning({ id: posts.id });
    await db
      .update(communities)
      .set({ postsCount: 1 })
      .where(and(eq(communities.id, earlyCareer), eq(communities.postsCount, 0)));
    await db.insert(postReports).values({
      tenantId,
      postId: reported!.id,
      userId: demo.member,
      reason: 'This looks like a scam.',
      reasonType: 'InappropriateContent',
      createdAt: daysAgo(2),
    });
    const [comment] = await db
      .insert(postComments)
      .values({
        tenantId,
        postId: reported!.id,
        createdByUserId: others[2]!,
        body: '<p>Only idiots pay for CPD.</p>',
        createdAt: daysAgo(2),
      })
      .returning({ id: postComments.id });
    await db.update(posts).set({ commentsCount: 1 }).where(eq(posts.id, reported!.id));
    await db.insert(commentReports).values({
      tenantId,
      commentId: comment!.id,
      userId: demo.member,
      reason: 'Insulting other members.',
      createdAt: daysAgo(1),
    });
    await db
      .insert(communityMembers)
      .values({
        tenantId,
        communityId: earlyCareer,
        userId: others[3] ?? others[2]!,
        role: 'Member',
        status: 'Blocked',
        reason: 'Repeated spam links',
      })
      .onConflictDoUpdate({
        target: [communityMembers.communityId, communityMembers.userId],
        set: { status: 'Blocked', role: 'Member', reason: 'Repeated spam links' },
      });
  }

  const withTerms = await db
    .select({
      id: communities.id,
      agreement: communities.agreement,
      isRequireAgreement: communities.isRequireAgreement,
    })
    .from(communities)
    .where(eq(communities.isRequireAgreement, true));
  const versions = withTerms
    .filter((c) => c.agreement)
    .map((c) => ({
      tenantId,
      communityId: c.id,
      text: c.agreement,
      isRequireAgreement: c.isRequireAgreement,
      createdAt: daysAgo(30),
    }));
  if (versions.length) await db.insert(communityTermsVersions).values(versions);
}
