/**
 * The first-time form (spec 000 §3 first-time form values, §7 `GET /api/user/form/first-time`): values
 * pre-filled from the member's account. The welcome steps save nothing on their own (spec 000 §2), so the
 * form has no storage of its own; the privacy flags are read from the member's privacy record (issue 12: the
 * wizard's privacy step and the privacy page share it).
 */
import type { TFirstTimeFormValues } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import type { Actor } from '../../plugins/actor';
import { privacyFlags } from '../settings/settings.service';
import { STATES } from './onboarding.options';

/** The first-time form values of a member. */
export async function firstTimeFormValues(scope: TenantScope, actor: Actor): Promise<TFirstTimeFormValues> {
  const userPrivacy = await privacyFlags(scope, actor.id);
  return {
    title: actor.title,
    firstName: actor.firstName,
    lastName: actor.lastName,
    postNominal: null,
    prefName: actor.preferredName,
    dob: actor.dateOfBirth,
    gender: actor.gender,
    pronoun: actor.pronoun,
    identityAsFirstNations: null,
    admissionDate: null,
    admissionState: null,
    userPrivacy,
    expertiseAreas: [],
    communicationDetails: {
      phoneNumber: null,
      mobile: actor.mobile,
      email: actor.email,
      contactPreference: 'Email',
      address1: actor.postalAddress1,
      address2: null,
      country: actor.country,
      state: actor.state,
      suburb: actor.suburb,
      postcode: actor.postcode,
    },
    organisationDetails: {
      organisationId: null,
      organisationName: null,
      organisationLocation: null,
      jobTitle: null,
    },
  };
}

/** `GET /api/address/states`: state id → name, of one country when `countryId` is given. */
export function statesOf(countryId?: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(STATES)
      .filter(([, s]) => !countryId || s.countryId === countryId)
      .map(([id, s]) => [id, s.name]),
  );
}
