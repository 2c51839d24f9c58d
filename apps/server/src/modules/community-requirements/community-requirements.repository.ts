/**
 * Membership requirements data access (issue 14; spec 001 §3 Join question/answer, Agreement/terms): terms
 * versions, join questions, a member's answers. Functions take the tenant scope first.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  communities,
  communityJoinAnswers,
  communityJoinQuestions,
  communityTermsVersions,
} from '../../db/schema/index';
import { deleteWhere, type TenantScope } from '../../db/tenant-scope';

/** Terms versions of a community, newest first, with how many memberships accepted each (one query). */
export function termsVersions(scope: TenantScope, communityId: string) {
  return scope.db
    .select({
      id: communityTermsVersions.id,
      text: communityTermsVersions.text,
      isRequireAgreement: communityTermsVersions.isRequireAgreement,
      createdAt: communityTermsVersions.createdAt,
      acceptedCount: sql<number>`(select count(*)::int from community_members m where m.accepted_terms_version_id = ${communityTermsVersions.id})`,
    })
    .from(communityTermsVersions)
    .where(eq(communityTermsVersions.communityId, communityId))
    .orderBy(desc(communityTermsVersions.createdAt), desc(communityTermsVersions.id))
    .limit(100);
}

/** Saves the terms and the switch on the community and keeps the version (one transaction). */
export async function saveTerms(
  scope: TenantScope,
  communityId: string,
  input: { text: string; isRequireAgreement: boolean; userId: string },
) {
  await scope.db.transaction(async (tx) => {
    await tx
      .update(communities)
      .set({ agreement: input.text, isRequireAgreement: input.isRequireAgreement, updatedAt: new Date() })
      .where(eq(communities.id, communityId));
    await tx.insert(communityTermsVersions).values({
      tenantId: scope.tenantId,
      communityId,
      text: input.text,
      isRequireAgreement: input.isRequireAgreement,
      createdByUserId: input.userId,
    });
  });
}

/** The join questions of a community in order. */
export function questions(scope: TenantScope, communityId: string) {
  return scope.db
    .select({
      id: communityJoinQuestions.id,
      text: communityJoinQuestions.text,
      isRequiredAssets: communityJoinQuestions.isRequiredAssets,
      communityId: communityJoinQuestions.communityId,
    })
    .from(communityJoinQuestions)
    .where(eq(communityJoinQuestions.communityId, communityId))
    .orderBy(
      asc(communityJoinQuestions.order),
      asc(communityJoinQuestions.createdAt),
      asc(communityJoinQuestions.id),
    );
}

/** Adds questions after the existing ones. */
export async function addQuestions(
  scope: TenantScope,
  communityId: string,
  items: { text: string; isRequiredAssets: boolean }[],
) {
  const [{ max } = { max: 0 }] = await scope.db
    .select({ max: sql<number>`coalesce(max(${communityJoinQuestions.order}), 0)::int` })
    .from(communityJoinQuestions)
    .where(eq(communityJoinQuestions.communityId, communityId));
  await scope.db
    .insert(communityJoinQuestions)
    .values(items.map((q, i) => ({ tenantId: scope.tenantId, communityId, order: max + i + 1, ...q })));
}

/** Updates a question; answers whether it exists in the community. */
export async function updateQuestion(
  scope: TenantScope,
  communityId: string,
  qid: string,
  input: { text: string; isRequiredAssets: boolean },
) {
  const rows = await scope.db
    .update(communityJoinQuestions)
    .set(input)
    .where(and(eq(communityJoinQuestions.id, qid), eq(communityJoinQuestions.communityId, communityId)))
    .returning({ id: communityJoinQuestions.id });
  return rows.length > 0;
}

/** Deletes a question (its answers go with it); answers whether it existed. */
export async function deleteQuestion(scope: TenantScope, communityId: string, qid: string) {
  return deleteWhere(
    scope,
    communityJoinQuestions,
    and(eq(communityJoinQuestions.id, qid), eq(communityJoinQuestions.communityId, communityId)),
  );
}

/** The answers of the given members of a community with their question text (one query). */
export function answersOf(scope: TenantScope, communityId: string, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return scope.db
    .select({
      userId: communityJoinAnswers.userId,
      questionId: communityJoinQuestions.id,
      questionText: communityJoinQuestions.text,
      answerText: communityJoinAnswers.answer,
      attachments: communityJoinAnswers.attachments,
    })
    .from(communityJoinAnswers)
    .innerJoin(communityJoinQuestions, eq(communityJoinQuestions.id, communityJoinAnswers.questionId))
    .where(
      and(eq(communityJoinAnswers.communityId, communityId), inArray(communityJoinAnswers.userId, userIds)),
    )
    .orderBy(asc(communityJoinQuestions.order), asc(communityJoinQuestions.id));
}
