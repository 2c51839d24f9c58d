/**
 * Communities rows → contract shapes (spec 001 §3 Community, Member, Community category; §7 answers).
 */
import type { TCommunity, TCommunityCategory, TMember } from '@portal/contracts';
import type { communityCategories } from '../../db/schema/index';
import { fileUrl } from '../../plugins/uploads';
import type { CommunityExtras, CommunityFieldsRow } from './communities.repository';
import type { MemberListRow } from './community-members.repository';

/** ISO string of a date, null for none. */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Maps a row with its counts to the contract's Community (spec 001 §3). */
export function presentCommunity(row: CommunityFieldsRow, extras: CommunityExtras): TCommunity {
  const c = row.community;
  const categories = extras.categories.get(c.id) ?? [];
  const tags = extras.tags.get(c.id) ?? [];
  return {
    id: c.id,
    alias: c.alias,
    name: c.name,
    shortDescription: c.shortDescription,
    title: c.title,
    imageUrl: fileUrl(c.imageUrl),
    categories,
    categoryIds: categories.map((x) => x.id),
    segmentIds: c.segmentIds,
    tagsId: tags.map((t) => t.id),
    tags,
    isPublic: c.isPublic,
    isVisible: c.isVisible,
    isArchived: c.isArchived,
    archivedDate: iso(c.archivedDate),
    isDeleted: c.isDeleted,
    aliveStartDate: iso(c.aliveStartDate),
    aliveEndDate: iso(c.aliveEndDate),
    isAutoJoin: c.isAutoJoin,
    isRequirePostApproval: c.isRequirePostApproval,
    isRequireAgreement: c.isRequireAgreement,
    pushToWebSite: c.pushToWebSite,
    hasJoinQuestions: Boolean(row.hasJoinQuestions),
    isFavorite: Boolean(row.isFavorite),
    isLiked: Boolean(row.isLiked),
    likesCount: Number(row.likesCount),
    viewsCount: c.viewsCount,
    membersCount: Number(row.membersCount),
    pendingMembersCount: Number(row.pendingMembersCount),
    postsCount: Number(row.postsCount),
    createdAt: c.createdAt.toISOString(),
    latestActivity: iso(c.latestActivity),
  };
}

/** `status` of a list entry: Awaiting/Joined from the membership; admins and auto-join show Joined. */
export function listStatus(row: CommunityFieldsRow, isAdmin: boolean): 'Awaiting' | 'Joined' | null {
  if (row.myStatus === 'Joined' || row.myStatus === 'Awaiting') return row.myStatus;
  return isAdmin || row.community.isAutoJoin ? 'Joined' : null;
}

/** The short form of a community (preference, favourites) with its image URL. */
export const presentSummary = (r: {
  id: string;
  alias: string;
  name: string;
  imageUrl: string | null;
  isAutoJoin: boolean;
  isPublic: boolean;
}) => ({ ...r, imageUrl: fileUrl(r.imageUrl) });

/** Maps a members-table row to the contract's Member (organisation not tracked: null). */
export function presentMember({ member, user, isHaveAnswers }: MemberListRow): TMember {
  return {
    id: member.id,
    userId: member.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    pronoun: user.pronoun,
    email: user.email,
    avatarUrl: user.avatarUrl,
    organisationName: null,
    homeState: user.state,
    role: member.role as TMember['role'],
    status: member.status as TMember['status'],
    joinedAt: member.joinedAt.toISOString(),
    isHaveAnswers: Boolean(isHaveAnswers),
    reason: member.reason,
    updatedAt: member.updatedAt.toISOString(),
  };
}

/** A category row with its community count. */
export interface CategoryRow {
  category: typeof communityCategories.$inferSelect;
  communityCount: number;
}

/** Builds the category tree (top-level categories by name, each with its subcategories). */
export function presentCategoryTree(rows: CategoryRow[]): TCommunityCategory[] {
  const present = (r: CategoryRow, subCategories: TCommunityCategory[]): TCommunityCategory => ({
    id: r.category.id,
    name: r.category.name,
    description: r.category.description,
    color: r.category.color,
    parentCategoryId: r.category.parentCategoryId,
    communityCount: Number(r.communityCount),
    createdAt: r.category.createdAt.toISOString(),
    createdByUserId: r.category.createdByUserId,
    subCategoriesCount: subCategories.length,
    subCategories,
  });
  return rows
    .filter((r) => !r.category.parentCategoryId)
    .map((p) =>
      present(
        p,
        rows.filter((r) => r.category.parentCategoryId === p.category.id).map((r) => present(r, [])),
      ),
    );
}
