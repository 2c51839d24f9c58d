/**
 * Auth SQL (spec 000 §4, §7; issue 10 §3, §7): single-use impersonation grants, one-time codes and password
 * reset tokens. Secrets are stored as HMACs only; every claim is a conditional update, so two racing requests
 * cannot both use one secret. Every function takes the tenant scope.
 */
import { and, desc, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import { impersonationGrants, oneTimeCodes, passwordResetTokens } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** A stored one-time code. */
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/** Stores an impersonation grant (secret as HMAC). */
export async function insertImpersonationGrant(
  scope: TenantScope,
  values: { userId: string; adminId: string; secretHash: string; expiresAt: Date },
): Promise<void> {
  await scope.db.insert(impersonationGrants).values({ ...values, tenantId: scope.tenantId });
}

/** Tables of single-use secrets: each row has `usedAt` and `expiresAt`. */
type SecretTable = typeof impersonationGrants | typeof passwordResetTokens;

/** Marks the unused, unexpired row of `table` matching `match` used at `now`. @returns whether one was claimed. */
async function claimUnexpired(
  scope: TenantScope,
  table: SecretTable,
  match: SQL[],
  now: Date,
): Promise<boolean> {
  const t = table as typeof passwordResetTokens;
  const claimed = await scope.db
    .update(t)
    .set({ usedAt: now })
    .where(and(...match, isNull(t.usedAt), gt(t.expiresAt, now)))
    .returning({ id: t.id });
  return claimed.length > 0;
}

/** Uses an unused, unexpired grant of `adminId` for `userId` with this secret. @returns whether one was claimed. */
export function claimImpersonationGrant(
  scope: TenantScope,
  grant: { userId: string; adminId: string; secretHash: string },
  now: Date,
): Promise<boolean> {
  const g = impersonationGrants;
  const match = [
    eq(g.userId, grant.userId),
    eq(g.adminId, grant.adminId),
    eq(g.secretHash, grant.secretHash),
  ];
  return claimUnexpired(scope, g, match, now);
}

/** Stores a one-time code (code as HMAC) under its request id. */
export async function insertOneTimeCode(
  scope: TenantScope,
  values: {
    id: string;
    userId: string | null;
    email: string;
    codeHash: string;
    purpose: string;
    expiresAt: Date;
  },
): Promise<void> {
  await scope.db.insert(oneTimeCodes).values({ ...values, tenantId: scope.tenantId });
}

/** Gives an unused code request a new code (attempts reset). @returns its e-mail, or undefined when unknown/used. */
export async function rotateOneTimeCode(
  scope: TenantScope,
  request: { id: string; email: string },
  values: { codeHash: string; expiresAt: Date },
): Promise<{ email: string; purpose: string } | undefined> {
  const [row] = await scope.db
    .update(oneTimeCodes)
    .set({ ...values, attempts: 0 })
    .where(
      and(
        eq(oneTimeCodes.id, request.id),
        eq(oneTimeCodes.email, request.email),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .returning({ email: oneTimeCodes.email, purpose: oneTimeCodes.purpose });
  return row;
}

/** A code request by id and e-mail, or undefined. */
export async function findOneTimeCode(
  scope: TenantScope,
  id: string,
  email: string,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.email, email)))
    .limit(1);
  return row;
}

/** The e-mail of the user's newest unused, unexpired code of `purpose`, or null. */
export async function findPendingCodeEmail(
  scope: TenantScope,
  userId: string,
  purpose: string,
  now: Date,
): Promise<string | null> {
  const [row] = await scope.db
    .select({ email: oneTimeCodes.email })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, 5),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/** Records a wrong guess of a code. */
export async function countWrongGuess(scope: TenantScope, row: OneTimeCodeRow): Promise<void> {
  await scope.db
    .update(oneTimeCodes)
    .set({ attempts: row.attempts + 1 })
    .where(eq(oneTimeCodes.id, row.id));
}

/** Marks a code used if it still is unused. @returns whether this call claimed it. */
export async function claimOneTimeCode(scope: TenantScope, id: string): Promise<boolean> {
  const claimed = await scope.db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return claimed.length > 0;
}

/** Stores a password reset token (as HMAC). */
export async function insertResetToken(
  scope: TenantScope,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await scope.db.insert(passwordResetTokens).values({ ...values, tenantId: scope.tenantId });
}

/** Uses an unused, unexpired reset token of the user. @returns whether one was claimed. */
export function claimResetToken(
  scope: TenantScope,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const r = passwordResetTokens;
  return claimUnexpired(scope, r, [eq(r.userId, userId), eq(r.tokenHash, tokenHash)], now);
}

/** Voids every outstanding reset token of the user. */
export async function voidResetTokens(scope: TenantScope, userId: string, now: Date): Promise<void> {
  await scope.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
