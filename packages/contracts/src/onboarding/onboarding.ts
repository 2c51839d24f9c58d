/**
 * First-time login onboarding — spec 000 §2 (first-time login, welcome wizard), §3 (first-time form values,
 * privacy flags, communication details, organisation details), §5, §7 "First-time form".
 */
import { z } from 'zod';
import { ZIntIdParam } from '../shared/input';

/**
 * The outcomes of the wizard's final step: the three of spec 000 §2 (Welcome wizard), and ours for an applicant
 * whose membership is still Pending (joined, first invoice unpaid; the spec is silent): 'Pay First Invoice',
 * whose button opens that invoice's payment (issue 34 point 3).
 */
export const OUTCOME_TYPES = [
  'Auto Rollover',
  'Life Member',
  'Renew Membership',
  'Pay First Invoice',
] as const;
export type TOutcomeType = (typeof OUTCOME_TYPES)[number];

/** The seven welcome steps in order, with their paths under `/first-time-login` (spec 000 §2). */
export const WELCOME_STEPS = [
  { path: 'user-details', title: 'Your details' },
  { path: 'user-password', title: 'Choose a password' },
  { path: 'privacy-preferences', title: 'Privacy setting' },
  { path: 'communication-details', title: 'Communication details' },
  { path: 'org-details', title: 'Organisation details' },
  { path: 'user-profile-setup', title: 'Your profile' },
  { path: 'areas-of-expertise', title: 'Areas of expertise' },
] as const;

/** Privacy preference flags (spec 000 §3). */
export const PRIVACY_FLAGS = [
  'appearInMemberDirectory',
  'displayPictureInMemberDirectory',
  'displayContactInformation',
  'displayEmailAddress',
  'displayOrganisation',
  'displayMobileNumber',
  'displayWorkLandline',
] as const;
export type TPrivacyFlag = (typeof PRIVACY_FLAGS)[number];
export const ZUserPrivacy = z.object(
  Object.fromEntries(PRIVACY_FLAGS.map((flag) => [flag, z.boolean()])) as Record<TPrivacyFlag, z.ZodBoolean>,
);
export type TUserPrivacy = z.infer<typeof ZUserPrivacy>;

/** Communication details (spec 000 §3): email is read-only. */
export const ZCommunicationDetails = z.object({
  phoneNumber: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string(),
  contactPreference: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  suburb: z.string().nullable(),
  postcode: z.string().nullable(),
});
export type TCommunicationDetails = z.infer<typeof ZCommunicationDetails>;

/** First-time organisation details (spec 000 §3): organisationLocation is read-only. */
export const ZFirstTimeOrganisationDetails = z.object({
  organisationId: z.number().int().nullable(),
  organisationName: z.string().nullable(),
  organisationLocation: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
export type TFirstTimeOrganisationDetails = z.infer<typeof ZFirstTimeOrganisationDetails>;

/** `GET /api/user/form/first-time` answer: the first-time form values (spec 000 §3). Dates YYYY-MM-DD. */
export const ZFirstTimeFormValues = z.object({
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  postNominal: z.string().nullable(),
  prefName: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  pronoun: z.string().nullable(),
  identityAsFirstNations: z.string().nullable(),
  admissionDate: z.string().nullable(),
  admissionState: z.string().nullable(),
  /** Law society or bar association memberships (law tenants only; empty elsewhere). */
  constituentBodyMembership: z.array(z.string()),
  /** The profile description of the welcome profile step (max 600). */
  description: z.string().nullable(),
  userPrivacy: ZUserPrivacy,
  /** Selected category and subcategory ids. */
  expertiseAreas: z.array(z.number().int()),
  communicationDetails: ZCommunicationDetails,
  organisationDetails: ZFirstTimeOrganisationDetails,
});
export type TFirstTimeFormValues = z.infer<typeof ZFirstTimeFormValues>;

/** One dropdown option. */
export const ZFieldOption = z.object({ value: z.string(), label: z.string() });
export type TFieldOption = z.infer<typeof ZFieldOption>;

/** An expertise subcategory / category / group (spec 000 §3 "expertiseAreas (groups with categories and subCategories)"). */
export const ZExpertiseSubCategory = z.object({ id: z.number().int(), name: z.string() });
export const ZExpertiseCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  subCategories: z.array(ZExpertiseSubCategory),
});
export const ZExpertiseGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  categories: z.array(ZExpertiseCategory),
});
export type TExpertiseGroup = z.infer<typeof ZExpertiseGroup>;
export type TExpertiseCategory = z.infer<typeof ZExpertiseCategory>;

/**
 * `GET /api/user/form/first-time/field-options` answer (spec 000 §3 dropdown lists). The web app reads it
 * without the camelCase transform (spec 000 §7), so the keys here are the wire keys.
 */
export const ZFirstTimeFieldOptions = z.object({
  title: z.array(ZFieldOption),
  postNominals: z.array(ZFieldOption),
  genders: z.array(ZFieldOption),
  pronouns: z.array(ZFieldOption),
  firstNationIdentities: z.array(ZFieldOption),
  admissionStates: z.array(ZFieldOption),
  constituentBodyMembership: z.array(ZFieldOption),
  expertiseAreas: z.array(ZExpertiseGroup),
  contactPreferences: z.array(ZFieldOption),
});
export type TFirstTimeFieldOptions = z.infer<typeof ZFirstTimeFieldOptions>;

/** `GET /api/user/form/first-time/final-step-redirect-link` answer (spec 000 §7: type, redirectUrl). */
export const ZFinalStepRedirectLink = z.object({
  type: z.enum(OUTCOME_TYPES),
  /** Absolute or site-relative URL; null sends the member to the home route. */
  redirectUrl: z.string().nullable(),
});
export type TFinalStepRedirectLink = z.infer<typeof ZFinalStepRedirectLink>;

/** `GET /api/address/countries` and `/api/address/states` answers: id-to-name maps (spec 000 §7). */
export const ZIdNameMap = z.record(z.string(), z.string());
export type TIdNameMap = z.infer<typeof ZIdNameMap>;

/** `GET /api/address/states` query: optional country id. */
export const ZStatesQuery = z.object({ countryId: ZIntIdParam.optional() });

/** `GET /api/org/names` query (spec 000 §7: query, pageNumber=1, pageSize=5). */
export const ZOrgNamesQuery = z.object({
  query: z.string().trim().max(200).default(''),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(5),
});
export type TOrgNamesQuery = z.infer<typeof ZOrgNamesQuery>;

/** One organisation name in a search answer. */
export const ZOrgName = z.object({ id: z.number().int(), name: z.string() });
export type TOrgName = z.infer<typeof ZOrgName>;

/** `GET /api/org/names` answer (shape not shown in the spec; ours): a page of names and the total. */
export const ZOrgNamesResponse = z.object({
  organisations: z.array(ZOrgName),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalItemCount: z.number().int(),
});
export type TOrgNamesResponse = z.infer<typeof ZOrgNamesResponse>;

/** `GET /api/Org/{id}` answer (spec 000 §7 "location or suburb"). */
export const ZOrganisation = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  suburb: z.string().nullable(),
});
export type TOrganisation = z.infer<typeof ZOrganisation>;

export const ZOrgIdParams = z.object({ id: ZIntIdParam });

/** Live password rules of the welcome password step (spec 000 §5). */
export const WELCOME_PASSWORD_RULES = [
  { key: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  {
    key: 'special',
    label: 'At least 1 special character',
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
  },
  {
    key: 'case',
    label: 'At least one upper and one lower case letter',
    test: (p: string) => /[A-Z]/.test(p) && /[a-z]/.test(p),
  },
] as const;
