/**
 * Community membership data access — spec 001 §7 "Joining" and "Members": join questions and answers,
 * joining, leaving, the Joined count and the members table. Functions take the tenant scope first; the
 * member columns a members table shows are named here (`memberFields`).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TMemberStatus } from '@portal/contracts';
import {
  communities,
  communityJoinAnswers,
  communityJoinQuestions,
  communityMembers,
  users,
  type StoredAttachment,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';
import type { MemberRow } from './community-access';

/** Condition: a user's join answers in a community. */
const answersOf = (scope: TenantScope, communityId: string, userId: string) =>
  and(eq(communityJoinAnswers.communityId, communityId), eq(communityJoinAnswers.userId, userId));

/** The community's join questions in order. */
export function findJoinQuestions(scope: TenantScope, communityId: string) {
  return scope.db
    .select()
    .from(communityJoinQuestions)
    .where(eq(communityJoinQuestions.communityId, communityId))
    .orderBy(asc(communityJoinQuestions.order), asc(communityJoinQuestions.createdAt));
}

/** One join question of a community, or undefined. */
export async function findJoinQuestion(scope: TenantScope, communityId: string, questionId: string) {
  const [question] = await scope.db
    .select()
    .from(communityJoinQuestions)
    .where(
      and(eq(communityJoinQuestions.id, questionId), eq(communityJoinQuestions.communityId, communityId)),
    )
    .limit(1);
  return question;
}

/** The given users of the tenant with their membership status in a community (null when none). */
export function usersWithStatus(scope: TenantScope, communityId: string, userIds: string[]) {
  return scope.db
    .select({ id: users.id, status: communityMembers.status })
    .from(users)
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.userId, users.id), eq(communityMembers.communityId, communityId)),
    )
    .where(inArray(users.id, userIds));
}

/** Joined members of a community (one query). */
export async function countJoined(scope: TenantScope, communityId: string): Promise<number> {
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.status, 'Joined')));
  return Number(row?.n ?? 0);
}

/**
 * Stores a join (one transaction): the membership row (created, or reset to `status` as Member), the
 * user's answers replacing earlier ones, and the community's latest activity.
 */
export async function saveJoin(
  scope: TenantScope,
  input: {
    communityId: string;
    userId: string;
    status: 'Joined' | 'Awaiting';
    answers: { questionId: string; answer: string }[];
    /** The member accepted the terms: the current terms version is stored with the membership (issue 14). */
    acceptedTerms?: boolean;
  },
): Promise<void> {
  const { communityId, userId, status } = input;
  const acceptedTermsVersionId = input.acceptedTerms
    ? sql<string>`(select v.id from community_terms_versions v where v.community_id = ${communityId} and v.tenant_id = ${scope.tenantId} order by v.created_at desc limit 1)`
    : null;
  await scope.db.transaction(async (tx) => {
    await tx
      .insert(communityMembers)
      .values({
        tenantId: scope.tenantId,
        communityId,
        userId,
        role: 'Member',
        status,
        acceptedTermsVersionId,
      })
      .onConflictDoUpdate({
        target: [communityMembers.communityId, communityMembers.userId],
        set: {
          status,
          role: 'Member',
          joinedAt: new Date(),
          updatedAt: new Date(),
          reason: null,
          acceptedTermsVersionId,
        },
      });
    await tx.delete(communityJoinAnswers).where(answersOf(scope, communityId, userId));
    const rows = input.answers.map((a) => ({ tenantId: scope.tenantId, communityId, userId, ...a }));
    if (rows.length) await tx.insert(communityJoinAnswers).values(rows);
    await touchCommunity(tx, scope, communityId);
  });
}

/** Sets a community's latest activity to now (inside the caller's transaction or on the scope). */
export async function touchCommunity(
  db: Pick<TenantScope['db'], 'update'>,
  scope: TenantScope,
  communityId: string,
): Promise<void> {
  await db.update(communities).set({ latestActivity: new Date() }).where(eq(communities.id, communityId));
}

/** Stores the file answer of a join question (replacing an earlier one). */
export async function saveJoinFiles(
  scope: TenantScope,
  input: { communityId: string; userId: string; questionId: string; attachments: StoredAttachment[] },
): Promise<void> {
  await scope.db
    .insert(communityJoinAnswers)
    .values({ tenantId: scope.tenantId, answer: '', ...input })
    .onConflictDoUpdate({
      target: [communityJoinAnswers.questionId, communityJoinAnswers.userId],
      set: { attachments: input.attachments },
    });
}

/** Deletes a user's membership row and join answers (one transaction); returns the answers' file keys. */
export async function deleteMembership(
  scope: TenantScope,
  communityId: string,
  userId: string,
): Promise<string[]> {
  const answers = await scope.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(communityJoinAnswers)
      .where(answersOf(scope, communityId, userId))
      .returning({ attachments: communityJoinAnswers.attachments });
    await tx
      .delete(communityMembers)
      .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)));
    return deleted;
  });
  return answers.flatMap((a) => (a.attachments ?? []).map((f) => f.key));
}

/** The member columns a members table shows: the membership, the user's public fields, whether they answered. */
const memberFields = {
  member: communityMembers,
  user: {
    firstName: users.firstName,
    lastName: users.lastName,
    pronoun: users.pronoun,
    email: users.email,
    avatarUrl: users.avatarUrl,
    state: users.state,
  },
  isHaveAnswers: sql<boolean>`exists(select 1 from community_join_answers a where a.community_id = ${communityMembers.communityId} and a.user_id = ${communityMembers.userId})`,
};

/** A row selected with {@link memberFields}. */
export type MemberListRow = {
  member: MemberRow;
  user: {
    firstName: string;
    lastName: string;
    pronoun: string | null;
    email: string;
    avatarUrl: string | null;
    state: string | null;
  };
  isHaveAnswers: boolean;
};

/**
 * One page of a community's members with the given statuses, matched on name or e-mail by `keyword`:
 * Awaiting first, then moderators, editors, members, each by name; and the total. Two queries.
 */
export async function findMemberPage(
  scope: TenantScope,
  communityId: string,
  query: { page: number; pageSize: number; keyword?: string | undefined; statuses: readonly TMemberStatus[] },
): Promise<{ rows: MemberListRow[]; total: number }> {
  const like = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    eq(communityMembers.communityId, communityId),
    inArray(communityMembers.status, [...query.statuses]),
    like
      ? sql`((${users.firstName} || ' ' || ${users.lastName}) ilike ${like} or ${users.email} ilike ${like})`
      : undefined,
  );
  const { rows, total } = await pageAndTotal(
    scope.db
      .select(memberFields)
      .from(communityMembers)
      .innerJoin(users, eq(users.id, communityMembers.userId))
      .where(where)
      .orderBy(
        sql`case ${communityMembers.status} when 'Awaiting' then 0 else 1 end`,
        sql`case ${communityMembers.role} when 'Moderator' then 0 when 'Editor' then 1 else 2 end`,
        asc(users.firstName),
        asc(users.lastName),
        asc(users.id),
      ),
    scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(communityMembers)
      .innerJoin(users, eq(users.id, communityMembers.userId))
      .where(where)
      .then(([row]) => row?.n ?? 0),
    query.page,
    query.pageSize,
  );
  return { rows: rows as MemberListRow[], total };
}
