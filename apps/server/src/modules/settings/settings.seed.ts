/**
 * Demo settings of issue 12: each tenant's contact address (contact-us enquiries are mailed there) and its
 * external links, and the demo member's workplace (the first seeded organisation) and privacy choices.
 */
import type { Seeder } from '../../seed/seed-run';
import { TENANT_PROFILES, type TenantId } from '@portal/contracts';
import { organisationNames } from '../org/org.service';
import { defaultPrivacy } from './settings.service';
import { saveTenantSettings, upsertPrivacy, upsertWorkplace } from './settings.repository';

/** Seeds the tenant settings row and the demo member's workplace and privacy. */
export const seedSettings: Seeder = async ({ scope, demo }) => {
  const website = TENANT_PROFILES[scope.tenantId as TenantId].website;
  await saveTenantSettings(scope, {
    contactEmail: `contact@${scope.tenantId}.example`,
    commPrefsUrl: `${website}/communication-preferences`,
    updateDetailsUrl: `${website}/my-details`,
  });
  const { organisations } = await organisationNames(
    { scope },
    { query: 'Royal', pageNumber: 1, pageSize: 1 },
  );
  if (organisations[0])
    await upsertWorkplace(scope, demo.member, {
      organisationId: organisations[0].id,
      role: 'Senior Occupational Therapist',
      startDate: '2021-02-01',
    });
  await upsertPrivacy(scope, demo.member, defaultPrivacy(), { displayOrganisation: 'members' });
};
