/**
 * The one membership upsert: community admins adding members and moderators blacklisting users both write a
 * Member-role `community_members` row per user, inserting new rows or updating the `(community, user)` ones.
 */
import type { TenantId } from '@portal/contracts';
import type { Db } from '../db/client';
import { communityMembers } from '../db/schema/index';

type MemberInsert = typeof communityMembers.$inferInsert;

/**
 * Inserts, for each of `userIds`, a row of role Member with the fields of `row` (`status`, optionally
 * `reason`); a user who already has a row in the community gets role Member and the fields of `set` instead.
 * @param db a database handle or a transaction bound to the tenant.
 */
export function upsertMemberRows(
  db: Pick<Db, 'insert'>,
  tenantId: TenantId,
  communityId: string,
  userIds: string[],
  row: Pick<MemberInsert, 'status' | 'reason'>,
  set: Partial<MemberInsert>,
) {
  return db
    .insert(communityMembers)
    .values(userIds.map((userId) => ({ tenantId, communityId, userId, role: 'Member' as const, ...row })))
    .onConflictDoUpdate({
      target: [communityMembers.communityId, communityMembers.userId],
      set: { status: row.status, role: 'Member', ...set },
    });
}
