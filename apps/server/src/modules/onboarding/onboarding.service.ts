/**
 * The first-time form (spec 000 §3 first-time form values, §7 `GET /api/user/form/first-time`): values
 * pre-filled from the member's account, workplace, privacy record and the wizard's own row. Issue 18
 * ("Onboarding keeps what it asks"): `PUT /api/user/form/first-time` saves one welcome step when the member
 * presses Continue — details and communication details into the account (so account settings show them),
 * the password (while the first-login flag is up), and what the account has no column for into
 * `first_time_forms`; the privacy and organisation steps save through the settings calls. The law society
 * fields are kept only for the law tenants (lca, actls).
 */
import type { z } from 'zod';
import {
  FIRST_TIME_MESSAGES,
  hasLawSocietyFields,
  type TFieldOption,
  type TFirstTimeFieldOptions,
  type TFirstTimeFormValues,
  type ZFirstTimeStepBody,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { assertNotCommonPassword } from '../../lib/password-strength';
import { findActorById, type Actor } from '../../plugins/actor';
import type { RequestContext } from '../../plugins/auth';
import { hashPassword } from '../auth/auth.service';
import { organisation } from '../org/org.service';
import { privacyFlags, workplaceOf } from '../settings/settings.service';
import { expertiseGroupsOf, memberExpertise, saveMemberExpertise } from './expertise';
import { FIELD_OPTIONS, STATES } from './onboarding.options';
import { assertCanSetFirstPassword } from './onboarding.policy';
import { findExtras, mergeExtras, updateUser } from './onboarding.repository';

/** A parsed `PUT /api/user/form/first-time` body. */
export type FirstTimeStep = z.output<typeof ZFirstTimeStepBody>;

/**
 * The fixed lists of the first-time form of a tenant: the law society lists (admission states,
 * `constituentBodyMembership`) are empty outside the law tenants, so an OT is never asked for them.
 * `expertiseAreas` here are placeholders; {@link fieldOptionsFor} fills in the tenant's practice areas.
 */
export function fieldOptionsOf(tenantId: string): TFirstTimeFieldOptions {
  if (hasLawSocietyFields(tenantId)) return FIELD_OPTIONS;
  return {
    ...FIELD_OPTIONS,
    postNominals: FIELD_OPTIONS.postNominals.filter((o) => o.value !== 'SC' && o.value !== 'KC'),
    admissionStates: [],
    constituentBodyMembership: [],
  };
}

/**
 * `GET /api/user/form/first-time/field-options`: the tenant's lists, with the areas of expertise as the
 * tenant's practice-area segments (`expertise.ts`; ids are segment ids).
 */
export async function fieldOptionsFor(ctx: Pick<RequestContext, 'scope'>): Promise<TFirstTimeFieldOptions> {
  return { ...fieldOptionsOf(ctx.scope.tenantId), expertiseAreas: await expertiseGroupsOf(ctx.scope) };
}

/** `GET /api/user/form/first-time`: the first-time form values of the member `ctx.actor`. */
export async function firstTimeFormValues(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
): Promise<TFirstTimeFormValues> {
  const { scope, actor } = ctx;
  const [userPrivacy, extras, workplace, expertiseAreas] = await Promise.all([
    privacyFlags({ scope }, actor.id),
    findExtras(scope, actor.id),
    workplaceOf(ctx),
    memberExpertise(scope, actor.id),
  ]);
  const org = workplace.organisation
    ? await organisation(ctx, workplace.organisation.id).catch(() => null)
    : null;
  const law = hasLawSocietyFields(scope.tenantId);
  return {
    title: actor.title,
    firstName: actor.firstName,
    lastName: actor.lastName,
    postNominal: extras.postNominal ?? null,
    prefName: actor.preferredName,
    dob: actor.dateOfBirth,
    gender: actor.gender,
    pronoun: actor.pronoun,
    identityAsFirstNations: extras.identityAsFirstNations ?? null,
    admissionDate: law ? (extras.admissionDate ?? null) : null,
    admissionState: law ? (extras.admissionState ?? null) : null,
    constituentBodyMembership: law ? (extras.constituentBodyMembership ?? []) : [],
    description: extras.description ?? null,
    userPrivacy,
    expertiseAreas,
    communicationDetails: {
      phoneNumber: extras.phoneNumber ?? null,
      mobile: actor.mobile,
      email: actor.email,
      contactPreference: extras.contactPreference ?? 'Email',
      address1: actor.postalAddress1,
      address2: extras.address2 ?? null,
      country: actor.country,
      state: actor.state,
      suburb: actor.suburb,
      postcode: actor.postcode,
    },
    organisationDetails: {
      organisationId: workplace.organisation?.id ?? null,
      organisationName: workplace.organisation?.name ?? null,
      organisationLocation: org ? (org.location ?? org.suburb) : null,
      jobTitle: workplace.role,
    },
  };
}

/**
 * A choice must be one of the tenant's options, or the value the account already holds (a pre-filled value
 * from before the wizard never blocks Continue). @throws AppError BAD_REQUEST naming the field.
 */
function requireOption(
  field: string,
  value: string | null | undefined,
  options: TFieldOption[],
  current?: string | null,
) {
  if (value && value !== current && !options.some((option) => option.value === value))
    throw new AppError('BAD_REQUEST', FIRST_TIME_MESSAGES.unknownOption, {
      errors: { [field]: [FIRST_TIME_MESSAGES.unknownOption] },
    });
}

/** Saves the details step: the account's columns and the extras (law fields only for law tenants). */
async function saveDetails(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  step: Extract<FirstTimeStep, { step: 'details' }>,
) {
  const options = fieldOptionsOf(ctx.scope.tenantId);
  requireOption('title', step.title, options.title, ctx.actor.title);
  requireOption('postNominal', step.postNominal, options.postNominals);
  requireOption('gender', step.gender, options.genders, ctx.actor.gender);
  requireOption('pronoun', step.pronoun, options.pronouns, ctx.actor.pronoun);
  requireOption('identityAsFirstNations', step.identityAsFirstNations, options.firstNationIdentities);
  const law = hasLawSocietyFields(ctx.scope.tenantId);
  if (law) {
    requireOption('admissionState', step.admissionState, options.admissionStates);
    for (const body of step.constituentBodyMembership)
      requireOption('constituentBodyMembership', body, options.constituentBodyMembership);
  }
  await updateUser(ctx.scope, ctx.actor.id, {
    title: step.title || null,
    firstName: step.firstName,
    lastName: step.lastName,
    preferredName: step.prefName || null,
    dateOfBirth: step.dob || null,
    gender: step.gender || null,
    pronoun: step.pronoun || null,
  });
  await mergeExtras(ctx.scope, ctx.actor.id, {
    postNominal: step.postNominal || null,
    identityAsFirstNations: step.identityAsFirstNations || null,
    ...(law
      ? {
          admissionDate: step.admissionDate || null,
          admissionState: step.admissionState || null,
          constituentBodyMembership: [...new Set(step.constituentBodyMembership)],
        }
      : {}),
  });
}

/**
 * `PUT /api/user/form/first-time`: saves one welcome step (issue 18) and answers the form values.
 * The password step works only while the member's first-login flag is up (afterwards the settings' Change
 * password, which asks for the current one, is the way).
 * @throws AppError BAD_REQUEST for an option not offered or a common or breached password (issue 35 A:
 *   COMMON_PASSWORD_MESSAGE on field `password`), 403 FORBIDDEN for the password after the first login
 *   (`onboarding.policy.ts`).
 */
export async function saveFirstTimeStep(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  step: FirstTimeStep,
): Promise<TFirstTimeFormValues> {
  const { scope, actor } = ctx;
  if (step.step === 'details') await saveDetails(ctx, step);
  else if (step.step === 'password') {
    assertCanSetFirstPassword(actor);
    assertNotCommonPassword(step.password);
    await updateUser(scope, actor.id, { passwordHash: await hashPassword(step.password) });
  } else if (step.step === 'communication') {
    requireOption('contactPreference', step.contactPreference, FIELD_OPTIONS.contactPreferences);
    await updateUser(scope, actor.id, {
      mobile: step.mobile || null,
      postalAddress1: step.address1 || null,
      country: step.country || null,
      state: step.state || null,
      suburb: step.suburb || null,
      postcode: step.postcode || null,
    });
    await mergeExtras(scope, actor.id, {
      phoneNumber: step.phoneNumber || null,
      address2: step.address2 || null,
      contactPreference: step.contactPreference || null,
    });
  } else if (step.step === 'profile') {
    await mergeExtras(scope, actor.id, { description: step.description || null });
  } else {
    // Areas of expertise are the member's practice-area segments (issue 18).
    await saveMemberExpertise(scope, actor.id, step.expertiseAreas, FIRST_TIME_MESSAGES.unknownOption);
  }
  const fresh = step.step === 'details' || step.step === 'communication';
  return firstTimeFormValues({ scope, actor: fresh ? await reloadActor(ctx) : actor });
}

/** The member as stored now (after an update of the account's columns). */
async function reloadActor(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<Actor> {
  return (await findActorById(ctx.scope, ctx.actor.id)) ?? ctx.actor;
}

/** `GET /api/address/states`: state id → name, of one country when `countryId` is given. */
export function statesOf(countryId?: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(STATES)
      .filter(([, s]) => !countryId || s.countryId === countryId)
      .map(([id, s]) => [id, s.name]),
  );
}
