/**
 * Members' own data (issue 39 point 5): reading everything held about one member for the download, the
 * closure requests, and closing an account in one transaction. Every query goes through the tenant-bound
 * handle (`scope.db`), so it is confined to the caller's tenant.
 */
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  accountClosureRequests,
  announcementDismissals,
  calendarFeeds,
  carts,
  commentLikes,
  commentReports,
  communities,
  communityFavorites,
  communityJoinAnswers,
  communityLikes,
  communityMembers,
  contentFavorites,
  courseEnrolments,
  cpdPeriods,
  cpdRecords,
  digestSubscriptions,
  enquiries,
  eventFavourites,
  findAnOtListings,
  firstTimeForms,
  invoices,
  mailOutbox,
  meetingFavorites,
  meetingUsers,
  memberOrganisations,
  memberPrivacy,
  membershipCheckouts,
  memberships,
  notificationMutes,
  notifications,
  payments,
  postAttachments,
  postComments,
  postLikes,
  postReports,
  postSaves,
  posts,
  segments,
  tickets,
  userRequirements,
  userSegments,
  users,
  waitlistEntries,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import type { UserRow } from '../../plugins/actor';

type UserTable = PgTable & { userId: PgColumn };

/**
 * The member's rows, one JSON file each, by the member's `user_id` (the file name is fixed here, never taken
 * from a request). Posts, comments, notifications, payments, segments, enquiries and mail are read apart.
 */
export const USER_TABLES: readonly (readonly [string, UserTable])[] = [
  ['account/privacy.json', memberPrivacy],
  ['account/organisation.json', memberOrganisations],
  ['account/first-time-form.json', firstTimeForms],
  ['account/announcement-dismissals.json', announcementDismissals],
  ['memberships/memberships.json', memberships],
  ['memberships/checkouts.json', membershipCheckouts],
  ['memberships/find-an-ot-listing.json', findAnOtListings],
  ['billing/carts.json', carts],
  ['events/tickets.json', tickets],
  ['events/requirements.json', userRequirements],
  ['events/favourites.json', eventFavourites],
  ['events/waitlists.json', waitlistEntries],
  ['cpd/periods.json', cpdPeriods],
  ['cpd/activities.json', cpdRecords],
  ['courses/enrolments.json', courseEnrolments],
  ['meetings/meetings.json', meetingUsers],
  ['meetings/favourites.json', meetingFavorites],
  ['content/favourites.json', contentFavorites],
  ['communities/memberships.json', communityMembers],
  ['communities/join-answers.json', communityJoinAnswers],
  ['communities/likes.json', communityLikes],
  ['communities/favourites.json', communityFavorites],
  ['communities/post-likes.json', postLikes],
  ['communities/post-saves.json', postSaves],
  ['communities/post-reports.json', postReports],
  ['communities/comment-likes.json', commentLikes],
  ['communities/comment-reports.json', commentReports],
  ['notifications/mutes.json', notificationMutes],
  ['notifications/digest.json', digestSubscriptions],
];

/** Every row of `table` of this member, in the tenant. */
export function rowsOfUser(scope: TenantScope, table: UserTable, userId: string) {
  return scope.db.select().from(table).where(eq(table.userId, userId)) as Promise<Record<string, unknown>[]>;
}

/** The user row of this tenant, or null. */
export async function findUser(scope: TenantScope, userId: string): Promise<UserRow | null> {
  const [row] = await scope.db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * Claims the member's data download: sets `data_exported_at` unless the last one was less than `minutes` ago.
 * @returns false when it was too soon (the caller's 429).
 */
export async function claimDataExport(scope: TenantScope, userId: string, minutes: number): Promise<boolean> {
  const rows = await scope.db
    .update(users)
    .set({ dataExportedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.dataExportedAt),
          lt(users.dataExportedAt, sql`now() - make_interval(mins => ${minutes})`),
        ),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The member's posts, with their community's name. */
export function postsOf(scope: TenantScope, userId: string) {
  return scope.db
    .select({
      id: posts.id,
      communityId: posts.communityId,
      communityName: communities.name,
      type: posts.type,
      status: posts.status,
      title: posts.title,
      body: posts.body,
      imageKey: posts.imageKey,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .leftJoin(communities, eq(communities.id, posts.communityId))
    .where(eq(posts.createdByUserId, userId))
    .orderBy(asc(posts.createdAt));
}

/** The member's comments. */
export function commentsOf(scope: TenantScope, userId: string) {
  return scope.db
    .select({
      id: postComments.id,
      postId: postComments.postId,
      parentCommentId: postComments.parentCommentId,
      body: postComments.body,
      createdAt: postComments.createdAt,
      updatedAt: postComments.updatedAt,
    })
    .from(postComments)
    .where(eq(postComments.createdByUserId, userId))
    .orderBy(asc(postComments.createdAt));
}

/** The files attached to the member's posts and comments (name, storage key, size). */
export function attachmentsOf(scope: TenantScope, userId: string) {
  return scope.db
    .select({ id: postAttachments.id, name: postAttachments.name, key: postAttachments.key })
    .from(postAttachments)
    .leftJoin(posts, eq(posts.id, postAttachments.postId))
    .leftJoin(postComments, eq(postComments.id, postAttachments.commentId))
    .where(or(eq(posts.createdByUserId, userId), eq(postComments.createdByUserId, userId)));
}

/** The member's invoices, oldest first. */
export function invoicesOf(scope: TenantScope, userId: string) {
  return scope.db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.createdAt));
}

/** The payments and refunds of these invoices. */
export function paymentsOf(scope: TenantScope, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return scope.db.select().from(payments).where(inArray(payments.invoiceId, invoiceIds));
}

/** The notifications addressed to the member. */
export function notificationsOf(scope: TenantScope, userId: string) {
  return scope.db
    .select()
    .from(notifications)
    .where(eq(notifications.memberUserId, userId))
    .orderBy(desc(notifications.createdAt));
}

/** The member's segments and interests (name and type). */
export function segmentsOf(scope: TenantScope, userId: string) {
  return scope.db
    .select({ id: segments.id, name: segments.name, type: segments.type })
    .from(userSegments)
    .innerJoin(segments, eq(segments.id, userSegments.segmentId))
    .where(eq(userSegments.userId, userId));
}

/** The member's enquiries (by account, or by their e-mail before they signed in). */
export function enquiriesOf(scope: TenantScope, userId: string, email: string) {
  return scope.db
    .select()
    .from(enquiries)
    .where(or(eq(enquiries.userId, userId), eq(enquiries.email, email)));
}

/** The mail sent to the member's address (headers left out: they hold list tokens). */
export function mailTo(scope: TenantScope, email: string) {
  return scope.db
    .select({
      id: mailOutbox.id,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      textBody: mailOutbox.textBody,
    })
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()))
    .orderBy(asc(mailOutbox.createdAt));
}

/** Whether the member has a calendar feed, and since when (never its token). */
export async function calendarFeedOf(scope: TenantScope, userId: string) {
  const [row] = await scope.db
    .select({ createdAt: calendarFeeds.createdAt, rotatedAt: calendarFeeds.rotatedAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** A closure request row. */
export type ClosureRow = typeof accountClosureRequests.$inferSelect;

/** The member's latest closure request, or null. */
export async function latestClosure(scope: TenantScope, userId: string): Promise<ClosureRow | null> {
  const [row] = await scope.db
    .select()
    .from(accountClosureRequests)
    .where(eq(accountClosureRequests.userId, userId))
    .orderBy(desc(accountClosureRequests.requestedAt))
    .limit(1);
  return row ?? null;
}

/** Inserts a pending request; @returns null when one is already pending (the partial unique index). */
export async function insertClosure(scope: TenantScope, userId: string): Promise<ClosureRow | null> {
  const [row] = await scope.db
    .insert(accountClosureRequests)
    .values({ tenantId: scope.tenantId, userId })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The pending requests of the tenant with their member's name and e-mail, oldest first. */
export function pendingClosures(scope: TenantScope) {
  return scope.db
    .select({
      id: accountClosureRequests.id,
      status: accountClosureRequests.status,
      requestedAt: accountClosureRequests.requestedAt,
      decidedAt: accountClosureRequests.decidedAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(accountClosureRequests)
    .innerJoin(users, eq(users.id, accountClosureRequests.userId))
    .where(eq(accountClosureRequests.status, 'pending'))
    .orderBy(asc(accountClosureRequests.requestedAt))
    .limit(500);
}

/** Sets a pending request's decision; @returns the row, or null when it is not pending in this tenant. */
export async function decideClosure(
  scope: TenantScope,
  id: string,
  status: 'approved' | 'declined',
  deciderId: string,
): Promise<ClosureRow | null> {
  const [row] = await scope.db
    .update(accountClosureRequests)
    .set({ status, decidedAt: sql`now()`, decidedByUserId: deciderId })
    .where(and(eq(accountClosureRequests.id, id), eq(accountClosureRequests.status, 'pending')))
    .returning();
  return row ?? null;
}

/** A closure request of this tenant by id, or null. */
export async function findClosure(scope: TenantScope, id: string): Promise<ClosureRow | null> {
  const [row] = await scope.db
    .select()
    .from(accountClosureRequests)
    .where(eq(accountClosureRequests.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Anonymises and closes the account (on the caller's transaction): name "Former member", a non-deliverable
 * unique e-mail, contact details, avatar and other personal columns cleared, an unusable password, sessions
 * ended (`session_version` + 1), `closed_at` set; segments, calendar feed, digest subscription, community
 * memberships, favourites and saves removed. Invoices, payments, posts and comments stay (they point at the
 * anonymised row). @returns the avatar's storage key (to remove after commit), or undefined when not found.
 */
export async function anonymiseUser(
  scope: TenantScope,
  userId: string,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<{ avatarKey: string | null } | undefined> {
  const [before] = await scope.db
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.closedAt)))
    .for('update');
  if (!before) return undefined;
  await scope.db
    .update(users)
    .set({
      ...values,
      title: null,
      middleName: null,
      preferredName: null,
      pronoun: null,
      gender: null,
      dateOfBirth: null,
      graduationDate: null,
      avatarUrl: null,
      mobile: null,
      registeredEmail: null,
      postalAddress1: null,
      suburb: null,
      postcode: null,
      state: null,
      country: null,
      enableTfa: false,
      mailTo: false,
      allowSms: false,
      permissions: {},
      contactTypes: [],
      sessionVersion: sql`${users.sessionVersion} + 1`,
      closedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  for (const table of [
    userSegments,
    calendarFeeds,
    digestSubscriptions,
    communityMembers,
    communityFavorites,
    postSaves,
    memberPrivacy,
    memberOrganisations,
    findAnOtListings,
    notificationMutes,
    eventFavourites,
    contentFavorites,
    meetingFavorites,
  ] as UserTable[])
    await scope.db.delete(table).where(eq(table.userId, userId));
  return { avatarKey: before.avatarUrl };
}
