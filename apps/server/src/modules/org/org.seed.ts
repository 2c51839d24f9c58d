/**
 * Demo organisations (Australian workplaces), one bulk insert per tenant.
 */
import { organisations } from '../../db/schema/index';
import type { Seeder } from '../../seed/seed-run';

const KINDS = [
  'Hospital',
  'Health Service',
  'Community Health',
  'Rehabilitation Centre',
  'Allied Health Clinic',
];

/** Seeds 60 organisations per tenant (spec 000 §7 organisation search). */
export const seedOrganisations: Seeder = async ({ scope, faker }) => {
  const rows = Array.from({ length: 60 }, (_, i) => {
    const city = faker.location.city();
    return {
      tenantId: scope.tenantId,
      name: i === 0 ? 'Royal Melbourne Hospital' : `${city} ${KINDS[i % KINDS.length]}`,
      location:
        i === 0 ? '300 Grattan Street, Parkville VIC 3050' : `${faker.location.streetAddress()}, ${city}`,
      suburb: i === 0 ? 'Parkville' : city,
    };
  });
  await scope.db.insert(organisations).values(rows);
};
