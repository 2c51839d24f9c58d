/**
 * SQL of the welcome wizard's saving (issue 18): the member's account columns and the `first_time_forms` row
 * of the values the account has no column for. Every function takes the tenant scope first.
 */
import { eq, sql } from 'drizzle-orm';
import { firstTimeForms, users, type FirstTimeExtras } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** Account columns the wizard writes. */
export type FirstTimeUserValues = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'title'
    | 'firstName'
    | 'lastName'
    | 'preferredName'
    | 'dateOfBirth'
    | 'gender'
    | 'pronoun'
    | 'mobile'
    | 'postalAddress1'
    | 'suburb'
    | 'postcode'
    | 'state'
    | 'country'
    | 'passwordHash'
  >
>;

/** Updates the member's account columns (nothing when `values` is empty). */
export async function updateUser(scope: TenantScope, userId: string, values: FirstTimeUserValues) {
  if (Object.keys(values).length === 0) return;
  await scope.db.update(users).set(values).where(eq(users.id, userId));
}

/** The member's extra first-time values, `{}` until the wizard saved some. */
export async function findExtras(scope: TenantScope, userId: string): Promise<FirstTimeExtras> {
  const [row] = await scope.db
    .select({ values: firstTimeForms.values })
    .from(firstTimeForms)
    .where(eq(firstTimeForms.userId, userId));
  return row?.values ?? {};
}

/** Merges `values` into the member's extra first-time values (one upsert; other keys are kept). */
export async function mergeExtras(scope: TenantScope, userId: string, values: FirstTimeExtras) {
  await scope.db
    .insert(firstTimeForms)
    .values({ tenantId: scope.tenantId, userId, values })
    .onConflictDoUpdate({
      target: firstTimeForms.userId,
      set: {
        values: sql`${firstTimeForms.values} || ${JSON.stringify(values)}::jsonb`,
        updatedAt: new Date(),
      },
    });
}
