/** SQL of user administration (spec 000 §2 /admin/users): the paged user search of the tenant. */
import { asc, ilike, or } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';

/** Named selection: what the admin user list shows of a user. */
const adminUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  contactTypes: users.contactTypes,
  memberNum: users.memberNum,
};

/** A page of the tenant's users whose name, e-mail or member number contains `keyword`, and the total. */
export async function searchUsers(
  scope: TenantScope,
  query: { keyword?: string; page: number; pageSize: number },
) {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = pattern
    ? or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(users.memberNum, pattern),
      )
    : undefined;
  return pageAndTotal(
    scope.db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    scope.db.$count(users, where),
    query.page,
    query.pageSize,
  );
}
