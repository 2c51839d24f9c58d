/**
 * Saving the welcome wizard (issue 18 "Onboarding keeps what it asks"; spec 000 §2 Welcome wizard, §3
 * first-time form values, §7 "First-time form"): Continue saves the step through `PUT /api/user/form/first-time`
 * (details, password, communication details, profile, areas of expertise) or the settings calls the step's
 * data belongs to (`PUT /api/user/privacy`, `PUT /api/user/organisation`); Skip saves nothing.
 * The law society fields (admission date and state, `constituentBodyMembership`) belong to the law tenants.
 */
import { z } from 'zod';
import { ZText } from '../shared/input';
import { LIMITS } from '../shared/validation';
import { ZDateOnly } from '../settings/settings';
import type { TenantId } from '../tenants/tenant-profiles';
import { WELCOME_PASSWORD_RULES } from './onboarding';

/** Tenants whose first-time form asks for admission and law society or bar association membership. */
export const LAW_SOCIETY_TENANTS: readonly TenantId[] = ['lca', 'actls'];

/** True when the tenant's first-time form has the law society fields (lca and actls, not ota or psa). */
export function hasLawSocietyFields(tenantId: TenantId | string): boolean {
  return (LAW_SOCIETY_TENANTS as readonly string[]).includes(tenantId);
}

/** Messages of the wizard's saving (ours; the spec's screens saved nothing). */
export const FIRST_TIME_MESSAGES = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  passwordRules: 'The password does not meet the rules',
  passwordsDiffer: 'The passwords do not match',
  passwordOnlyFirstLogin: 'Use Change password in your settings to change your password',
  unknownOption: 'Please choose one of the options',
  saveFailed: 'Your details could not be saved. Please try again.',
} as const;

const text = (max: number) => ZText.trim().max(max).nullish();

/** Step 1 "Your details". */
export const ZFirstTimeDetailsStep = z
  .object({
    step: z.literal('details'),
    title: text(20),
    firstName: ZText.trim().min(1, FIRST_TIME_MESSAGES.firstNameRequired).max(100),
    lastName: ZText.trim().min(1, FIRST_TIME_MESSAGES.lastNameRequired).max(100),
    postNominal: text(50),
    prefName: text(100),
    dob: ZDateOnly.nullish(),
    gender: text(50),
    pronoun: text(50),
    identityAsFirstNations: text(100),
    admissionDate: ZDateOnly.nullish(),
    admissionState: text(20),
    constituentBodyMembership: z.array(ZText.trim().min(1).max(200)).max(20).default([]),
  })
  .strict();

/** Step 2 "Choose a password": the welcome rules (spec 000 §5) and a matching confirmation. */
export const ZFirstTimePasswordStep = z
  .object({
    step: z.literal('password'),
    password: z
      .string()
      .max(LIMITS.passwordMax)
      .refine(
        (value) => WELCOME_PASSWORD_RULES.every((rule) => rule.test(value)),
        FIRST_TIME_MESSAGES.passwordRules,
      ),
    confirmPassword: z.string().max(LIMITS.passwordMax),
  })
  .strict()
  .refine((value) => value.password === value.confirmPassword, {
    message: FIRST_TIME_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

/** Step 4 "Communication details" (email is read-only and not sent). */
export const ZFirstTimeCommunicationStep = z
  .object({
    step: z.literal('communication'),
    phoneNumber: text(30),
    mobile: text(30),
    contactPreference: text(20),
    address1: text(200),
    address2: text(200),
    country: text(100),
    state: text(100),
    suburb: text(100),
    postcode: text(10),
  })
  .strict();

/** Step 6 "Your profile": the description (max 600, spec 000 §9). */
export const ZFirstTimeProfileStep = z
  .object({ step: z.literal('profile'), description: ZText.trim().max(600).nullish() })
  .strict();

/** Step 7 "Areas of expertise": the chosen category and subcategory ids. */
export const ZFirstTimeExpertiseStep = z
  .object({
    step: z.literal('expertise'),
    expertiseAreas: z.array(z.number().int().positive()).max(100),
  })
  .strict();

/** `PUT /api/user/form/first-time` body: one step's values, named by `step`. Answers the form values. */
export const ZFirstTimeStepBody = z.discriminatedUnion('step', [
  ZFirstTimeDetailsStep,
  ZFirstTimePasswordStep,
  ZFirstTimeCommunicationStep,
  ZFirstTimeProfileStep,
  ZFirstTimeExpertiseStep,
]);
export type TFirstTimeStepBody = z.input<typeof ZFirstTimeStepBody>;
