/**
 * What Continue saves on each welcome step (issue 18 "Onboarding keeps what it asks"): the call and body of
 * a step, built from the wizard's form values. Details, password, communication details, profile and areas
 * of expertise go to `PUT /api/user/form/first-time`; privacy to `PUT /api/user/privacy` (only the switches
 * the member changed: on → 'members', off → 'onlyMe'); the organisation to `PUT /api/user/organisation`
 * (only once one is chosen). Skip saves nothing. Empty texts are sent as null.
 */
import {
  PRIVACY_FLAGS,
  hasLawSocietyFields,
  type TFirstTimeFormValues,
  type TFirstTimeStepBody,
  type TUpdatePrivacyBody,
  type TUpdateUserOrganisationBody,
} from '@portal/contracts';

/** A save of one step: the call and its body, or nothing to save. */
export type StepSave =
  | { call: 'first-time'; body: TFirstTimeStepBody }
  | { call: 'privacy'; body: TUpdatePrivacyBody }
  | { call: 'organisation'; body: TUpdateUserOrganisationBody }
  | null;

/** The wizard's form values (the first-time form plus the fields only the wizard has). */
export type WizardValues = Partial<TFirstTimeFormValues> & {
  password?: string;
  confirmPassword?: string;
  description?: string | null;
};

const orNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

/**
 * The save of step `index` (0…6) from the form `values`; `loaded` are the values the wizard started from
 * (privacy saves only the switches that changed). `tenantId` decides whether the law society fields are sent.
 */
export function stepSave(
  index: number,
  values: WizardValues,
  loaded: TFirstTimeFormValues | undefined,
  tenantId: string,
): StepSave {
  if (index === 0) {
    const law = hasLawSocietyFields(tenantId);
    return {
      call: 'first-time',
      body: {
        step: 'details',
        title: orNull(values.title),
        firstName: values.firstName?.trim() ?? '',
        lastName: values.lastName?.trim() ?? '',
        postNominal: orNull(values.postNominal),
        prefName: orNull(values.prefName),
        dob: orNull(values.dob),
        gender: orNull(values.gender),
        pronoun: orNull(values.pronoun),
        identityAsFirstNations: orNull(values.identityAsFirstNations),
        ...(law
          ? {
              admissionDate: orNull(values.admissionDate),
              admissionState: orNull(values.admissionState),
              constituentBodyMembership: values.constituentBodyMembership ?? [],
            }
          : {}),
      },
    };
  }
  if (index === 1) {
    if (!values.password) return null;
    return {
      call: 'first-time',
      body: {
        step: 'password',
        password: values.password,
        confirmPassword: values.confirmPassword ?? '',
      },
    };
  }
  if (index === 2) {
    const body: TUpdatePrivacyBody = {};
    for (const flag of PRIVACY_FLAGS) {
      const now = values.userPrivacy?.[flag];
      if (now === undefined || now === loaded?.userPrivacy[flag]) continue;
      body[flag] = now ? 'members' : 'onlyMe';
    }
    return Object.keys(body).length > 0 ? { call: 'privacy', body } : null;
  }
  if (index === 3) {
    const c = values.communicationDetails;
    return {
      call: 'first-time',
      body: {
        step: 'communication',
        phoneNumber: orNull(c?.phoneNumber),
        mobile: orNull(c?.mobile),
        contactPreference: orNull(c?.contactPreference),
        address1: orNull(c?.address1),
        address2: orNull(c?.address2),
        country: orNull(c?.country),
        state: orNull(c?.state),
        suburb: orNull(c?.suburb),
        postcode: orNull(c?.postcode),
      },
    };
  }
  if (index === 4) {
    const o = values.organisationDetails;
    if (!o?.organisationId) return null;
    return {
      call: 'organisation',
      body: {
        organisation: { id: o.organisationId },
        role: o.jobTitle?.trim() ?? '',
        startDate: null,
      },
    };
  }
  if (index === 5)
    return { call: 'first-time', body: { step: 'profile', description: orNull(values.description) } };
  return { call: 'first-time', body: { step: 'expertise', expertiseAreas: values.expertiseAreas ?? [] } };
}
