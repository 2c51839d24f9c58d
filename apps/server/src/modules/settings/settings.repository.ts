/**
 * Settings data access (spec 000 §3 privacy flags, Organisation details, Contact enquiry; tenant settings),
 * always within a tenant scope: `scope.db` is bound to the tenant.
 */
import { eq } from 'drizzle-orm';
import { PRIVACY_FLAGS, type TPrivacySettings, type TUpdatePrivacyBody } from '@portal/contracts';
import {
  enquiries,
  enquiryFiles,
  memberOrganisations,
  memberPrivacy,
  organisations,
  tenantSettings,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** The privacy columns by flag name. */
const privacyColumns = Object.fromEntries(PRIVACY_FLAGS.map((flag) => [flag, memberPrivacy[flag]])) as {
  [K in keyof TPrivacySettings]: (typeof memberPrivacy)[K];
};

/** The member's privacy choices, or null when never saved. */
export async function findPrivacy(scope: TenantScope, userId: string): Promise<TPrivacySettings | null> {
  const [row] = await scope.db
    .select(privacyColumns)
    .from(memberPrivacy)
    .where(eq(memberPrivacy.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Saves some privacy choices (inserting the member's row from `base` the first time); returns all seven. */
export async function upsertPrivacy(
  scope: TenantScope,
  userId: string,
  base: TPrivacySettings,
  changes: TUpdatePrivacyBody,
): Promise<TPrivacySettings> {
  // Only the seven known keys are copied (the body schema is strict; this keeps the write closed too).
  const set = Object.fromEntries(
    PRIVACY_FLAGS.filter((flag) => changes[flag] !== undefined).map((flag) => [flag, changes[flag]]),
  ) as Partial<TPrivacySettings>;
  const [row] = await scope.db
    .insert(memberPrivacy)
    .values({ tenantId: scope.tenantId, userId, ...base, ...set })
    .onConflictDoUpdate({
      target: [memberPrivacy.tenantId, memberPrivacy.userId],
      set: { ...set, updatedAt: new Date() },
    })
    .returning(privacyColumns);
  return row!;
}

/** Columns of the member's workplace answer. */
const workplaceColumns = {
  organisationId: memberOrganisations.organisationId,
  organisationName: organisations.name,
  role: memberOrganisations.role,
  startDate: memberOrganisations.startDate,
};

/** The member's workplace with its organisation's name, or null. One query. */
export async function findWorkplace(scope: TenantScope, userId: string) {
  const [row] = await scope.db
    .select(workplaceColumns)
    .from(memberOrganisations)
    .innerJoin(organisations, eq(organisations.id, memberOrganisations.organisationId))
    .where(eq(memberOrganisations.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Saves the member's workplace (one row per member). */
export async function upsertWorkplace(
  scope: TenantScope,
  userId: string,
  values: { organisationId: number; role: string; startDate: string | null },
): Promise<void> {
  await scope.db
    .insert(memberOrganisations)
    .values({ tenantId: scope.tenantId, userId, ...values })
    .onConflictDoUpdate({
      target: [memberOrganisations.tenantId, memberOrganisations.userId],
      set: { ...values, updatedAt: new Date() },
    });
}

/** The tenant's settings row (contact address, external links), or null when not configured. */
export async function findTenantSettings(scope: TenantScope) {
  const [row] = await scope.db
    .select({
      contactEmail: tenantSettings.contactEmail,
      commPrefsUrl: tenantSettings.commPrefsUrl,
      updateDetailsUrl: tenantSettings.updateDetailsUrl,
    })
    .from(tenantSettings)
    .limit(1);
  return row ?? null;
}

/** Inserts or replaces the tenant's settings row (seeds and tests). */
export async function saveTenantSettings(
  scope: TenantScope,
  values: { contactEmail: string; commPrefsUrl?: string | null; updateDetailsUrl?: string | null },
): Promise<void> {
  await scope.db
    .insert(tenantSettings)
    .values({ tenantId: scope.tenantId, ...values })
    .onConflictDoUpdate({ target: tenantSettings.tenantId, set: values });
}

/** A new enquiry and its stored files, in one transaction. @returns the enquiry id. */
export async function insertEnquiry(
  scope: TenantScope,
  values: {
    userId: string;
    name: string;
    email: string;
    mobile: string | null;
    comments: string;
    memberNumber: string | null;
  },
  files: readonly { name: string; key: string; size: number }[],
): Promise<number> {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({ tenantId: scope.tenantId, ...values })
      .returning({ id: enquiries.id });
    if (files.length)
      await tx
        .insert(enquiryFiles)
        .values(files.map((file) => ({ tenantId: scope.tenantId, enquiryId: row!.id, ...file })));
    return row!.id;
  });
}
