/**
 * Communities demo data (issue 3 "Seed", spec 001): per tenant 14 communities of every kind (public,
 * private with terms and join questions, auto-join, archived, approval-required, hidden), categories with
 * subcategories, tags, and memberships (member@ joined to some and awaiting one; moderator@ moderates the
 * two foundation communities it already moderates). Rows are generated in memory and bulk inserted. The
 * posts of these communities are seeded right after by `modules/posts/posts.seed.ts` (`seedPosts`).
 */
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { TENANT_PROFILES } from '@portal/contracts';
import {
  communities,
  communityCategories,
  communityCategoryLinks,
  communityJoinAnswers,
  communityJoinQuestions,
  communityMembers,
  communityTagLinks,
  postTags,
} from '../../db/schema/index';
import { inTenant } from '../../db/tenant-scope';
import type { SeedRun } from '../../seed/seed-run';
import { fill, themeOf, type ThemeCommunity } from '../../seed/themes/index';
import { writeSeedCovers } from '../../seed/seed-images';

/** The structure of the 14 communities (names and texts come from the tenant's theme, same order). */
interface CommunityFlags {
  isPublic?: boolean;
  isVisible?: boolean;
  isAutoJoin?: boolean;
  isArchived?: boolean;
  isRequirePostApproval?: boolean;
  isRequireAgreement?: boolean;
  /** Share of users who joined. */
  reach: number;
}

/** The four foundation communities first (same order as the foundation seed), then ten more. */
const FLAGS: CommunityFlags[] = [
  { reach: 0.35 },
  { isPublic: false, isRequireAgreement: true, reach: 0.2 },
  { isAutoJoin: true, reach: 0.5 },
  { isRequirePostApproval: true, reach: 0.15 },
  { reach: 0.3 },
  { isPublic: false, reach: 0.15 },
  { reach: 0.25 },
  { isPublic: false, isRequireAgreement: true, reach: 0.1 },
  { isRequirePostApproval: true, reach: 0.2 },
  { isAutoJoin: true, reach: 0.4 },
  { isArchived: true, reach: 0.1 },
  { isPublic: false, isVisible: false, reach: 0.03 },
  { reach: 0.2 },
  { isPublic: false, isRequireAgreement: true, reach: 0.12 },
];
/** Aliases of the foundation's four communities (the moderation seed and journeys find them by alias). */
const FOUNDATION_ALIASES = ['early-career', 'research-and-practice', 'regional-network', 'leadership'];

/** A theme community with the structural flags of its position. */
type CommunitySpec = ThemeCommunity & CommunityFlags;

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1000) {
  for (const batch of chunk(rows, size)) await insert(batch);
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The communities seeder (SEEDERS): structure and memberships per tenant (posts: `seedPosts`, next). */
export async function seedCommunities(ctx: SeedRun): Promise<void> {
  const { scope, faker, demo, userIds } = ctx;
  const tenantId = scope.tenantId;
  const db = scope.db;
  const word = TENANT_PROFILES[tenantId].wording.community;
  const Word = `${word[0]!.toUpperCase()}${word.slice(1)}`;
  const theme = themeOf(tenantId);
  const CATEGORIES = theme.communityCategories;
  const TAGS = theme.communityTags;
  const SPECS: CommunitySpec[] = theme.communities.map((c, i) => ({ ...c, ...FLAGS[i]! }));

  // Categories with subcategories.
  const categoryIds = new Map<string, string>();
  const categoryRows: (typeof communityCategories.$inferInsert)[] = [];
  const colours = ['blue', 'green', 'purple', 'orange'];
  Object.entries(CATEGORIES).forEach(([parent, children], i) => {
    const parentId = crypto.randomUUID();
    categoryIds.set(parent, parentId);
    categoryRows.push({
      id: parentId,
      tenantId,
      name: parent,
      color: colours[i]!,
      createdByUserId: demo.admin,
    });
    for (const child of children) {
      const id = crypto.randomUUID();
      categoryIds.set(child, id);
      categoryRows.push({
        id,
        tenantId,
        name: child,
        parentCategoryId: parentId,
        createdByUserId: demo.admin,
      });
    }
  });
  await db.insert(communityCategories).values(categoryRows);
  const tagRows = TAGS.map((name) => ({ id: crypto.randomUUID(), tenantId, name }));
  await db.insert(postTags).values(tagRows);

  // Communities: update the foundation's four, insert the rest; each gets a cover naming it.
  const covers = await writeSeedCovers(
    tenantId,
    'communities',
    SPECS.map((spec) => `${spec.name} ${Word}`),
  );
  const ids: string[] = [];
  for (const [i, spec] of SPECS.entries()) {
    const values = {
      shortDescription: spec.short,
      title: `${spec.name} ${Word}`,
      imageUrl: covers.get(`${spec.name} ${Word}`) ?? null,
      about: fill(theme.communityAbout, { name: spec.name, short: spec.short, word }),
      agreement: spec.isRequireAgreement
        ? `<p>By joining the ${spec.name} ${word} you agree to keep discussions respectful and confidential.</p><ul>${theme.agreementRules.map((r) => `<li>${r}</li>`).join('')}</ul>`
        : '',
      isPublic: spec.isPublic ?? true,
      isVisible: spec.isVisible ?? true,
      isAutoJoin: spec.isAutoJoin ?? false,
      isArchived: spec.isArchived ?? false,
      archivedDate: spec.isArchived ? new Date(Date.UTC(2024, 0, 31)) : null,
      isRequirePostApproval: spec.isRequirePostApproval ?? false,
      isRequireAgreement: spec.isRequireAgreement ?? false,
      viewsCount: faker.number.int({ min: 20, max: 2000 }),
      createdByUserId: demo.admin,
      createdAt: faker.date.past({ years: 3 }),
      latestActivity: faker.date.recent({ days: 10 }),
    };
    const existing = ctx.communityIds[i];
    if (existing) {
      await db
        .update(communities)
        .set({ ...values, name: `${spec.name} ${Word}` })
        .where(inTenant(scope, communities, eq(communities.id, existing)));
      ids.push(existing);
    } else {
      const id = crypto.randomUUID();
      await db.insert(communities).values({
        id,
        tenantId,
        name: `${spec.name} ${Word}`,
        alias: FOUNDATION_ALIASES[i] ?? slug(spec.name),
        ...values,
      });
      ids.push(id);
    }
  }
  // Later seeders (meetings, assets, FAQ) see every community, the foundation's four first.
  ctx.communityIds.splice(0, ctx.communityIds.length, ...ids);
  await db
    .insert(communityCategoryLinks)
    .values(
      SPECS.flatMap((spec, i) =>
        spec.categories.map((c) => ({ tenantId, communityId: ids[i]!, categoryId: categoryIds.get(c)! })),
      ),
    );
  await db
    .insert(communityTagLinks)
    .values(
      ids.flatMap((communityId) =>
        faker.helpers
          .arrayElements(tagRows, { min: 1, max: 4 })
          .map((t) => ({ tenantId, communityId, tagId: t.id })),
      ),
    );
  const questionRows = SPECS.flatMap((spec, i) =>
    (spec.questions ?? []).map((q, order) => ({
      id: crypto.randomUUID(),
      tenantId,
      communityId: ids[i]!,
      text: q.text,
      isRequiredAssets: q.file ?? false,
      order,
    })),
  );
  if (questionRows.length) await db.insert(communityJoinQuestions).values(questionRows);

  // Memberships. Keep the foundation's rows (moderator of the first two, member of the first).
  const existing = await db
    .select({ communityId: communityMembers.communityId, userId: communityMembers.userId })
    .from(communityMembers)
    .where(inTenant(scope, communityMembers, inArray(communityMembers.communityId, ids)));
  const taken = new Set(existing.map((m) => `${m.communityId}:${m.userId}`));
  const members: (typeof communityMembers.$inferInsert)[] = [];
  const add = (communityId: string, userId: string, role: string, status: string) => {
    const key = `${communityId}:${userId}`;
    if (taken.has(key)) return;
    taken.add(key);
    members.push({ tenantId, communityId, userId, role, status, joinedAt: faker.date.past({ years: 2 }) });
  };
  // By position (names differ per tenant): 4 and 6 open interest communities, 2 regional, 3 leadership,
  // 5 private with questions, 0 early career.
  add(ids[4]!, demo.member, 'Member', 'Joined');
  add(ids[6]!, demo.member, 'Member', 'Joined');
  add(ids[2]!, demo.member, 'Member', 'Joined');
  add(ids[3]!, demo.member, 'Member', 'Joined');
  add(ids[5]!, demo.member, 'Member', 'Awaiting');
  add(ids[0]!, demo.client, 'Member', 'Joined');
  add(ids[4]!, demo.moderator, 'Member', 'Joined');
  const randomUsers = userIds.filter((id) => !Object.values(demo).includes(id));
  SPECS.forEach((spec, i) => {
    const chosen = faker.helpers.arrayElements(
      randomUsers,
      Math.max(3, Math.round(randomUsers.length * spec.reach)),
    );
    chosen.forEach((userId, k) => {
      const awaiting = !(spec.isPublic ?? true) && k % 7 === 6;
      add(
        ids[i]!,
        userId,
        k === 0 ? 'Moderator' : k === 1 || k === 2 ? 'Editor' : 'Member',
        awaiting ? 'Awaiting' : 'Joined',
      );
    });
  });
  await insertAll(members, (b) => db.insert(communityMembers).values(b));
  const answers = members
    .filter((m) => m.status === 'Awaiting')
    .flatMap((m) =>
      questionRows
        .filter((q) => q.communityId === m.communityId && !q.isRequiredAssets)
        .map((q) => ({
          tenantId,
          communityId: q.communityId,
          userId: m.userId,
          questionId: q.id,
          answer: faker.helpers.arrayElement(theme.joinAnswers),
        })),
    );
  if (answers.length) await insertAll(answers, (b) => db.insert(communityJoinAnswers).values(b));
}
