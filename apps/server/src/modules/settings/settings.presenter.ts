/**
 * Maps the member's account row to the account-details answers: the legacy profile (spec 000 §3 Profile
 * legacy mapping, dates YYYY-MM-DD) and the workflow form (000 §3 Workflow profile variant).
 */
import {
  WORKFLOW_FIELDS,
  WORKFLOW_TITLES,
  type TLegacyProfile,
  type TWorkflowForm,
  type TWorkflowFieldKey,
} from '@portal/contracts';
import type { UserRow } from '../../plugins/actor';

/** `GET /api/User` answer. `pendingEmail`: an address waiting for its confirmation code, or null. */
export function presentLegacyProfile(user: UserRow, pendingEmail: string | null): TLegacyProfile {
  return {
    id: user.id,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    preferredName: user.preferredName,
    pronoun: user.pronoun,
    gender: user.gender,
    email: user.email,
    mobile: user.mobile,
    dateOfBirth: user.dateOfBirth,
    graduationDate: user.graduationDate,
    address: user.postalAddress1,
    suburb: user.suburb,
    state: user.state,
    postCode: user.postcode,
    country: user.country,
    avatarUrl: user.avatarUrl,
    pendingEmail,
  };
}

/** The account value behind each workflow field key. */
const workflowValue = (user: UserRow, key: TWorkflowFieldKey): string | null => user[key] ?? null;

/** `GET /api/User/GetWorkflowFormFieldDefinitionAndValue` answer: the five fields over the account record. */
export function presentWorkflowForm(user: UserRow, pendingEmail: string | null): TWorkflowForm {
  return {
    workflowFormFields: WORKFLOW_FIELDS.map((field) => ({
      id: field.id,
      entityId: user.id,
      name: field.name,
      type: field.type,
      required: field.required,
      options: field.key === 'title' ? [...WORKFLOW_TITLES] : null,
      value: workflowValue(user, field.key),
    })),
    avatarUrl: user.avatarUrl,
    pendingEmail,
  };
}
