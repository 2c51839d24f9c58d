/**
 * Fixed option lists of the first-time form (spec 000 §3 dropdown lists, §5 gender and title options) and the
 * address id-to-name maps of `GET /api/address/countries` and `/api/address/states`.
 */
import {
  GENDER_OPTIONS,
  LEGACY_TITLES,
  type TFieldOption,
  type TFirstTimeFieldOptions,
} from '@portal/contracts';

const opts = (values: string[]): TFieldOption[] => values.map((value) => ({ value, label: value }));

/** Countries by id (spec 000 §7: id-to-name map). */
export const COUNTRIES: Record<string, string> = {
  '1': 'Australia',
  '2': 'New Zealand',
  '3': 'United Kingdom',
  '4': 'Canada',
  '5': 'United States',
  '6': 'Singapore',
};

/** Australian states and territories by id (country 1); New Zealand regions (country 2). */
export const STATES: Record<string, { name: string; countryId: number }> = {
  '1': { name: 'ACT', countryId: 1 },
  '2': { name: 'NSW', countryId: 1 },
  '3': { name: 'NT', countryId: 1 },
  '4': { name: 'QLD', countryId: 1 },
  '5': { name: 'SA', countryId: 1 },
  '6': { name: 'TAS', countryId: 1 },
  '7': { name: 'VIC', countryId: 1 },
  '8': { name: 'WA', countryId: 1 },
  '9': { name: 'Auckland', countryId: 2 },
  '10': { name: 'Wellington', countryId: 2 },
  '11': { name: 'Canterbury', countryId: 2 },
};

/** The dropdown lists of the first-time form (the expertise groups come from the tenant's segments). */
export const FIELD_OPTIONS: TFirstTimeFieldOptions = {
  title: opts([...LEGACY_TITLES]),
  postNominals: opts(['AM', 'AO', 'OAM', 'PhD', 'SC', 'KC', 'FAOTA']),
  genders: GENDER_OPTIONS.map((option) => ({ ...option })),
  pronouns: opts(['she/her', 'he/him', 'they/them', 'Prefer not to say']),
  firstNationIdentities: opts([
    'Aboriginal',
    'Torres Strait Islander',
    'Both Aboriginal and Torres Strait Islander',
    'Neither',
    'Prefer not to say',
  ]),
  admissionStates: opts(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']),
  constituentBodyMembership: opts([
    'ACT Law Society',
    'Law Society of NSW',
    'Queensland Law Society',
    'Law Institute of Victoria',
    'NSW Bar Association',
    'Victorian Bar',
  ]),
  // The tenant's practice-area segments, filled in per request (expertise.ts).
  expertiseAreas: [],
  contactPreferences: opts(['Email', 'Mobile', 'Phone', 'Post']),
};
