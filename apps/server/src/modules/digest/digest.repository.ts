/**
 * The digest's SQL (issue 38 point 2, docs/digest.md): the member's frequency and the job's guard
 * (`digest_subscriptions`), the members due in a period, and the sections of one member's digest — each
 * section one bounded statement (`limit`, the total counted by a window function), so a digest costs a handful
 * of statements whatever the member follows. Every statement goes through the tenant-bound `scope.db`.
 */
import { and, arrayOverlaps, asc, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import {
  DIGEST_DEFAULT_FREQUENCY,
  DIGEST_SECTION_LIMIT,
  type TDigestFrequency,
  type TContactType,
  type TUserRole,
} from '@portal/contracts';
import {
  communities,
  communityMembers,
  contentItems,
  digestSubscriptions,
  eventCategories,
  eventTagLinks,
  eventTags,
  events,
  postComments,
  posts,
  segments,
  userSegments,
  users,
} from '../../db/schema/index';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../../db/tenant-scope';

/** Post status Published (spec 001 §4). */
const PUBLISHED = 1;

/** The member a digest is for: address, name, whether they take e-mail, and what the access rules read. */
export interface DigestMember {
  id: string;
  email: string;
  firstName: string;
  mailTo: boolean;
  role: TUserRole;
  contactTypes: TContactType[];
}

/** The member's digest row (frequency and the job's guard), if any. */
export interface DigestSubscriptionRow {
  frequency: TDigestFrequency;
  lastPeriod: string | null;
  lastRunAt: Date | null;
}

/** One member of the tenant for a digest, or undefined. */
export async function findDigestMember(
  scope: TenantScope,
  userId: string,
): Promise<DigestMember | undefined> {
  const [row] = await scope.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      mailTo: users.mailTo,
      role: users.role,
      contactTypes: users.contactTypes,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { ...row, role: row.role as TUserRole } : undefined;
}

/** The member's digest row, or undefined when they never chose a frequency nor received a digest. */
export async function findSubscription(
  scope: TenantScope,
  userId: string,
): Promise<DigestSubscriptionRow | undefined> {
  const [row] = await scope.db
    .select({
      frequency: digestSubscriptions.frequency,
      lastPeriod: digestSubscriptions.lastPeriod,
      lastRunAt: digestSubscriptions.lastRunAt,
    })
    .from(digestSubscriptions)
    .where(eq(digestSubscriptions.userId, userId));
  return row ? { ...row, frequency: row.frequency as TDigestFrequency } : undefined;
}

/** Sets the member's frequency (insert or update; idempotent). */
export async function saveFrequency(
  scope: TenantScope,
  userId: string,
  frequency: TDigestFrequency,
): Promise<void> {
  await scope.db
    .insert(digestSubscriptions)
    .values({ tenantId: scope.tenantId, userId, frequency })
    .onConflictDoUpdate({
      target: [digestSubscriptions.tenantId, digestSubscriptions.userId],
      set: { frequency, updatedAt: sql`now()` },
    });
}

/**
 * Up to `limit` members whose frequency (theirs, else the default) is `frequency`, who take e-mail and whose
 * digest of `period` has not been considered yet, by id.
 */
export async function membersDue(
  scope: TenantScope,
  frequency: Exclude<TDigestFrequency, 'none'>,
  period: string,
  limit: number,
): Promise<string[]> {
  const rows = await scope.db
    .select({ id: users.id })
    .from(users)
    .leftJoin(digestSubscriptions, eq(digestSubscriptions.userId, users.id))
    .where(
      and(
        eq(users.mailTo, true),
        sql`coalesce(${digestSubscriptions.frequency}, ${DIGEST_DEFAULT_FREQUENCY}) = ${frequency}`,
        sql`${digestSubscriptions.lastPeriod} is distinct from ${period}`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The job's guard: moves the member's `last_period` to `period` (creating the row with `frequency` when
 * missing) unless it is already there or the member's frequency changed meanwhile. Run it in the transaction
 * that records the e-mail. @returns whether this call claimed the period (false: another run did).
 */
export async function claimPeriod(
  scope: TenantScope,
  userId: string,
  frequency: Exclude<TDigestFrequency, 'none'>,
  period: string,
  now: Date,
): Promise<boolean> {
  const rows = await scope.db
    .insert(digestSubscriptions)
    .values({ tenantId: scope.tenantId, userId, frequency, lastPeriod: period, lastRunAt: now })
    .onConflictDoUpdate({
      target: [digestSubscriptions.tenantId, digestSubscriptions.userId],
      set: { lastPeriod: period, lastRunAt: now },
      setWhere: and(
        sql`${digestSubscriptions.lastPeriod} is distinct from ${period}`,
        eq(digestSubscriptions.frequency, frequency),
      ),
    })
    .returning({ userId: digestSubscriptions.userId });
  return rows.length > 0;
}

/** A section's rows and how many there were in all (the rows are the first {@link DIGEST_SECTION_LIMIT}). */
export interface Counted<T> {
  items: T[];
  total: number;
}

const counted = <T extends { total: number }>(rows: T[]): Counted<Omit<T, 'total'>> => ({
  items: rows.map(({ total: _total, ...rest }) => rest),
  total: Number(rows[0]?.total ?? 0),
});

/** The window `(since, until]` a digest gathers. */
export interface DigestWindow {
  since: Date;
  until: Date;
}

/** The communities the member has joined that are live (not deleted, not archived), as a join condition. */
const joinedBy = (userId: string) =>
  and(
    eq(communityMembers.communityId, communities.id),
    eq(communityMembers.userId, userId),
    eq(communityMembers.status, 'Joined'),
  );
const liveCommunity = and(eq(communities.isDeleted, false), eq(communities.isArchived, false));

/** New published posts by others in the member's communities, newest first. */
export async function newPosts(scope: TenantScope, userId: string, window: DigestWindow) {
  const rows = await scope.db
    .select({
      id: posts.id,
      title: posts.title,
      createdAt: posts.createdAt,
      communityAlias: communities.alias,
      communityName: communities.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(posts)
    .innerJoin(communities, eq(communities.id, posts.communityId))
    .innerJoin(communityMembers, joinedBy(userId))
    .where(
      and(
        eq(posts.status, PUBLISHED),
        gt(posts.createdAt, window.since),
        lte(posts.createdAt, window.until),
        ne(posts.createdByUserId, userId),
        liveCommunity,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(DIGEST_SECTION_LIMIT);
  return counted(rows);
}

/**
 * New replies by others on published posts of the member's communities, one row per post with its count of
 * new replies, the most recently answered first; `total` counts the posts.
 */
export async function newReplies(scope: TenantScope, userId: string, window: DigestWindow) {
  const latest = sql`max(${postComments.createdAt})`;
  const rows = await scope.db
    .select({
      postId: posts.id,
      title: posts.title,
      communityAlias: communities.alias,
      communityName: communities.name,
      replies: sql<number>`count(*)`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .innerJoin(communities, eq(communities.id, posts.communityId))
    .innerJoin(communityMembers, joinedBy(userId))
    .where(
      and(
        gt(postComments.createdAt, window.since),
        lte(postComments.createdAt, window.until),
        ne(postComments.createdByUserId, userId),
        eq(posts.status, PUBLISHED),
        liveCommunity,
      ),
    )
    .groupBy(posts.id, posts.title, communities.alias, communities.name)
    .orderBy(desc(latest), desc(posts.id))
    .limit(DIGEST_SECTION_LIMIT);
  return counted(rows);
}

/** The member as the event targeting reads them: all their segment ids and their interests' names. */
export interface DigestAudience {
  segmentIds: number[];
  interestNames: string[];
}

/**
 * Published events starting in `(from, to]` for this member (issue 38 point 2, docs/digest.md "Event
 * segments"): an event with no audience segments is for everyone; a targeted one only for members of one of
 * its segments. Events that match the member come first, soonest first within each group: those targeted at
 * one of their segments, or whose category or a tag is named like one of their interests (case-insensitive,
 * trimmed), or targeted at one of their interest segments. One statement: the range is read through
 * `events_tenant_pub_start_idx`, the category and tags by their keys (every subquery names the tenant).
 */
export async function upcomingEvents(scope: TenantScope, audience: DigestAudience, from: Date, to: Date) {
  const names = [...new Set(audience.interestNames.map((name) => name.trim().toLowerCase()))];
  const named = (label: AnyPgColumn) => inArray(sql`lower(btrim(${label}))`, names);
  const open = sql`cardinality(${events.segmentIds}) = 0`;
  const ofMember = audience.segmentIds.length
    ? arrayOverlaps(events.segmentIds, audience.segmentIds)
    : sql`false`;
  const matches = or(
    ofMember,
    sql`exists (select 1 from ${eventCategories}
      where ${eventCategories.tenantId} = ${scope.tenantId} and ${eventCategories.id} = ${events.categoryId}
        and ${named(eventCategories.label)})`,
    sql`exists (select 1 from ${eventTagLinks}
      inner join ${eventTags} on ${eventTags.id} = ${eventTagLinks.tagId}
      where ${eventTagLinks.tenantId} = ${scope.tenantId} and ${eventTags.tenantId} = ${scope.tenantId}
        and ${eventTagLinks.eventId} = ${events.id} and ${named(eventTags.label)})`,
  )!;
  const rows = await scope.db
    .select({
      id: events.id,
      title: events.title,
      startUtc: events.startUtc,
      startTimeZone: events.startTimeZone,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(events)
    .where(
      and(
        eq(events.isPublished, true),
        gt(events.startUtc, from),
        lte(events.startUtc, to),
        or(open, ofMember),
      ),
    )
    .orderBy(desc(matches), asc(events.startUtc), asc(events.id))
    .limit(DIGEST_SECTION_LIMIT);
  return counted(rows);
}

/** The member's segments: every id (for the content rule) and the names of their interests. */
export async function memberSegments(scope: TenantScope, userId: string) {
  const rows = await scope.db
    .select({ id: segments.id, name: segments.name, type: segments.type })
    .from(userSegments)
    .innerJoin(segments, eq(segments.id, userSegments.segmentId))
    .where(eq(userSegments.userId, userId))
    .orderBy(asc(segments.name));
  return {
    ids: rows.map((row) => row.id),
    interests: rows.filter((row) => row.type === 'interest').map((row) => row.name),
    interestIds: rows.filter((row) => row.type === 'interest').map((row) => row.id),
  };
}

/**
 * News or resources published in the window that the member may see (spec 002 §5 segment rule: the tenant's
 * active status, publish start passed, no segment or one of the member's), those tagged with one of the
 * member's interests first, then newest first.
 */
export async function newContent(
  scope: TenantScope,
  kind: 'news' | 'resource',
  activeKey: string,
  member: { segmentIds: number[]; interestIds: number[] },
  window: DigestWindow,
) {
  const published = sql`coalesce(${contentItems.publishStartDate}, ${contentItems.dateCreated})`;
  const open = sql`${contentItems.segmentIds} = '{}'::int[]`;
  const interestFirst = member.interestIds.length
    ? [desc(arrayOverlaps(contentItems.segmentIds, member.interestIds))]
    : [];
  const rows = await scope.db
    .select({
      id: contentItems.id,
      name: contentItems.name,
      shortDescription: contentItems.shortDescription,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(contentItems)
    .where(
      and(
        inArray(contentItems.kind, [kind]),
        eq(contentItems.status, activeKey),
        sql`${published} > ${window.since}`,
        sql`${published} <= ${window.until}`,
        member.segmentIds.length ? or(open, arrayOverlaps(contentItems.segmentIds, member.segmentIds)) : open,
      ),
    )
    .orderBy(...interestFirst, desc(published), desc(contentItems.id))
    .limit(DIGEST_SECTION_LIMIT);
  return counted(rows);
}
