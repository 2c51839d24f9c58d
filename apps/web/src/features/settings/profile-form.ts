/**
 * Mapping between the account form and the two profile APIs (spec 000 §3 Profile legacy mapping, Workflow
 * profile variant, §7 User details): the legacy `/api/User` record (dates YYYY-MM-DD, country fixed) and the
 * workflow's five fields, sent back as workflowFormFields of Id, EntityId, Value.
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  FIXED_COUNTRY,
  WORKFLOW_FIELDS,
  WORKFLOW_TITLES,
  type TLegacyProfile,
  type TUpdateLegacyProfileBody,
  type TWorkflowFieldKey,
  type TWorkflowFieldValue,
  type TWorkflowForm,
} from '@portal/contracts';
import type { AccountFormValues } from './components/AccountDetailsForm';
import { toIsoDay } from '../../shared/format';

const toDay = (value: string | null) => (value ? dayjs(value, 'YYYY-MM-DD') : null);
const toDate = (value: Dayjs | null | undefined) => (value ? toIsoDay(value) : null);
const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** The form values of a legacy profile. */
export function legacyToForm(profile: TLegacyProfile): AccountFormValues {
  return {
    title: profile.title,
    firstName: profile.firstName,
    lastName: profile.lastName,
    middleName: profile.middleName,
    pronoun: profile.pronoun,
    prefName: profile.preferredName,
    gender: profile.gender,
    graduationDate: toDay(profile.graduationDate),
    email: profile.email,
    dateOfBirth: toDay(profile.dateOfBirth),
    postalAddress: profile.address,
    postalSuburb: profile.suburb,
    postalState: profile.state,
    postalPostcode: profile.postCode,
    postalCountry: profile.country ?? FIXED_COUNTRY,
    mobile: profile.mobile,
  };
}

/** The `PUT /api/User` body of the form values (dates as YYYY-MM-DD; the country is fixed, not sent). */
export function formToLegacy(values: AccountFormValues): TUpdateLegacyProfileBody {
  return {
    title: (values.title ?? null) as TUpdateLegacyProfileBody['title'],
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    middleName: blankToNull(values.middleName),
    preferredName: blankToNull(values.prefName),
    pronoun: blankToNull(values.pronoun),
    gender: (values.gender ?? null) as TUpdateLegacyProfileBody['gender'],
    email: values.email.trim(),
    mobile: blankToNull(values.mobile),
    dateOfBirth: toDate(values.dateOfBirth),
    graduationDate: toDate(values.graduationDate),
    address: blankToNull(values.postalAddress),
    suburb: blankToNull(values.postalSuburb),
    state: blankToNull(values.postalState),
    postCode: blankToNull(values.postalPostcode),
  };
}

const keyOfField = (id: number): TWorkflowFieldKey | undefined =>
  WORKFLOW_FIELDS.find((field) => field.id === id)?.key;

/** The form values of the workflow profile (only Title, First Name, Last Name, Email, Mobile). */
export function workflowToForm(form: TWorkflowForm): AccountFormValues {
  const values: Record<string, string | null> = {};
  for (const field of form.workflowFormFields) {
    const key = keyOfField(field.id);
    if (key) values[key] = field.value;
  }
  return {
    title: values.title ?? null,
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    mobile: values.mobile ?? null,
  };
}

/** The workflow's title options (from the Title field's definition, else the workflow's list). */
export function workflowTitles(form: TWorkflowForm | undefined): readonly string[] {
  const titleId = WORKFLOW_FIELDS.find((field) => field.key === 'title')?.id;
  return form?.workflowFormFields.find((field) => field.id === titleId)?.options ?? WORKFLOW_TITLES;
}

/** The workflowFormFields (Id, EntityId, Value) of the form values, one per field the workflow defined. */
export function formToWorkflow(values: AccountFormValues, form: TWorkflowForm): TWorkflowFieldValue[] {
  return form.workflowFormFields.flatMap((field) => {
    const key = keyOfField(field.id);
    if (!key) return [];
    const raw = values[key];
    return [{ Id: field.id, EntityId: field.entityId, Value: blankToNull(raw) }];
  });
}
