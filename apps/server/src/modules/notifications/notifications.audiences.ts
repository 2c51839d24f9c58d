/**
 * The audiences of notifications (spec 000 §4 types 1–17): each a SELECT of one uuid column, the recipients that
 * `fanOut` of `notifications.repository.ts` writes one row for. Ids are bound as parameters.
 */
import { sql, type SQL } from 'drizzle-orm';
import { tenantTable } from '../../db/tenant-sql';

/** Audience: one user. */
export const one = (id: string): SQL => sql`select ${id}::uuid`;
/** Audience: the given users (of the event's tenant; the fan-out joins users). */
export const anyOf = (ids: string[]): SQL =>
  sql`select u.id from users u where u.id in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
/** Audience: the Joined members of a community. */
export const joinedMembers = (communityId: string): SQL =>
  sql`select cm.user_id from community_members cm where cm.community_id = ${communityId}::uuid and cm.status = 'Joined'`;
/** Audience: the Joined members of a community except one user (the author of what they are told about). */
export const joinedMembersExcept = (communityId: string, userId: string): SQL =>
  sql`${joinedMembers(communityId)} and cm.user_id <> ${userId}::uuid`;
/** Audience: community moderators and the tenant's admins (Admin, WorkSpaceOwner): those who act on requests. */
export const moderators = (tenantId: string, communityId: string): SQL =>
  sql`select cm.user_id from ${tenantTable('community_members', 'cm', tenantId)}
        where cm.community_id = ${communityId}::uuid and cm.status = 'Joined' and cm.role = 'Moderator'
      union select a.id from users a where a.tenant_id = ${tenantId} and a.role in (1, 2)`;
/** Audience: every user of the tenant. */
export const allUsers = (tenantId: string): SQL =>
  sql`select x.id from users x where x.tenant_id = ${tenantId}`;
/** Audience: the users who commented on or saved a post. */
export const discussionOf = (postId: string): SQL =>
  sql`select c.created_by_user_id from post_comments c where c.post_id = ${postId}::uuid
          union select s.user_id from post_saves s where s.post_id = ${postId}::uuid`;
/** Audience: the users who commented on a post, except its author. */
export const otherCommenters = (postId: string, postAuthorId: string): SQL =>
  sql`select c.created_by_user_id from post_comments c where c.post_id = ${postId}::uuid
            and c.created_by_user_id <> ${postAuthorId}::uuid`;
/** Audience: the users invited to a (Private) meeting. */
export const invitedTo = (meetingId: string): SQL =>
  sql`select mu.user_id from meeting_users mu where mu.meeting_id = ${meetingId}::uuid and mu.invited`;
