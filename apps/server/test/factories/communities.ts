/**
 * Test factories for communities and posts (STYLE.md "Tests": data from factories). Used by the API tests
 * of the communities and posts modules; never by the running app.
 */
import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TenantId } from '@portal/contracts';
import {
  communities,
  communityCategories,
  communityCategoryLinks,
  communityJoinQuestions,
  communityMembers,
  postTags,
  posts,
} from '../../src/db/schema/index';

type CommunityInsert = typeof communities.$inferInsert;

/** Inserts a community (public, visible by default) and returns its row. */
export async function buildCommunity(
  app: FastifyInstance,
  input: Partial<Omit<CommunityInsert, 'tenantId'>> & { tenantId?: TenantId } = {},
) {
  const suffix = crypto.randomBytes(3).toString('hex');
  const [row] = await app.database.db
    .insert(communities)
    .values({
      name: `Community ${suffix}`,
      alias: `community-${suffix}`,
      shortDescription: 'A test community',
      ...input,
      tenantId: input.tenantId ?? 'ota',
    })
    .returning();
  return row!;
}

/** Adds a membership (Joined Member by default). */
export async function addMember(
  app: FastifyInstance,
  communityId: string,
  userId: string,
  input: { role?: string; status?: string; tenantId?: TenantId; permissions?: Record<string, boolean> } = {},
) {
  await app.database.db.insert(communityMembers).values({
    tenantId: input.tenantId ?? 'ota',
    communityId,
    userId,
    role: input.role ?? 'Member',
    status: input.status ?? 'Joined',
    permissions: input.permissions ?? {},
  });
}

/** Inserts a join question. */
export async function addQuestion(
  app: FastifyInstance,
  communityId: string,
  text: string,
  isRequiredAssets = false,
  tenantId: TenantId = 'ota',
) {
  const [row] = await app.database.db
    .insert(communityJoinQuestions)
    .values({ tenantId, communityId, text, isRequiredAssets })
    .returning();
  return row!;
}

/** Inserts a category (optionally under a parent) and links it to communities. */
export async function buildCategory(
  app: FastifyInstance,
  name: string,
  input: { parentCategoryId?: string; communityIds?: string[]; tenantId?: TenantId } = {},
) {
  const tenantId = input.tenantId ?? 'ota';
  const [row] = await app.database.db
    .insert(communityCategories)
    .values({ tenantId, name, parentCategoryId: input.parentCategoryId ?? null })
    .returning();
  for (const communityId of input.communityIds ?? [])
    await app.database.db
      .insert(communityCategoryLinks)
      .values({ tenantId, communityId, categoryId: row!.id });
  return row!;
}

/** Inserts a post tag. */
export async function buildTag(app: FastifyInstance, name: string, tenantId: TenantId = 'ota') {
  const [row] = await app.database.db.insert(postTags).values({ tenantId, name }).returning();
  return row!;
}

/** Inserts a post directly (Published by default). */
export async function buildPost(
  app: FastifyInstance,
  communityId: string,
  authorId: string,
  input: Partial<typeof posts.$inferInsert> = {},
) {
  const [row] = await app.database.db
    .insert(posts)
    .values({
      tenantId: 'ota',
      title: 'A post',
      body: '<p>Body</p>',
      bodyText: 'Body',
      status: 1,
      ...input,
      communityId,
      createdByUserId: authorId,
    })
    .returning();
  if (row!.status === 1)
    await app.database.db
      .update(communities)
      .set({ postsCount: sql`${communities.postsCount} + 1` })
      .where(eq(communities.id, communityId));
  return row!;
}
