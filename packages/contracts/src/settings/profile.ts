/**
 * Account details — spec 000 §3 (Profile legacy mapping, Workflow profile variant), §5 (account form, gender
 * and title lists), §7 "User details": legacy tenants `GET`/`PUT /api/User`, the workflow tenant (psa)
 * `GET /api/User/GetWorkflowFormFieldDefinitionAndValue` and `POST /api/User/SetWorkflowFormFieldValue`.
 * A new e-mail address takes effect only after the code sent to it is confirmed (`POST /api/User/confirm-email`).
 */
import { z } from 'zod';
import { ZText } from '../shared/input';
import { EMAIL_PATTERN } from '../shared/validation';
import { SETTINGS_MESSAGES, ZDateOnly } from './settings';

/** Gender options (spec 000 §5): M, F, X, T, Z with their labels. */
export const GENDER_OPTIONS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'X', label: 'Non-binary' },
  { value: 'T', label: 'Transgender' },
  { value: 'Z', label: 'Prefer not to say' },
] as const;
export const GENDERS = ['M', 'F', 'X', 'T', 'Z'] as const;
export type TGender = (typeof GENDERS)[number];

/** The fixed legacy title list (spec 000 §5). */
export const LEGACY_TITLES = [
  'A/Prof',
  'Dr',
  'E/Prof',
  'Hon',
  'Miss',
  'Mr',
  'Mrs',
  'Ms',
  'Mx',
  'Prof',
  'Sir',
  'Staff',
] as const;

/** The country of every legacy profile: the field is disabled (spec 000 §5 "Country field disabled"). */
export const FIXED_COUNTRY = 'Australia';

/** Default phone country of the mobile field (spec 000 §5). */
export const DEFAULT_PHONE_COUNTRY = 'au';

/** The account form's e-mail: required ('Please enter an Emaill address') and valid (spec 000 §5). */
export const ZAccountEmail = z
  .string({ error: SETTINGS_MESSAGES.emailRequired })
  .trim()
  .min(1, SETTINGS_MESSAGES.emailRequired)
  .max(254, SETTINGS_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, SETTINGS_MESSAGES.emailInvalid);

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100).pipe(ZText);
/** Optional free text: blank reads as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .pipe(ZText)
    .nullish()
    .transform((value) => value || null);
/** Optional YYYY-MM-DD date: blank reads as null. */
const optionalDate = z
  .union([z.literal(''), ZDateOnly])
  .nullish()
  .transform((value) => value || null);
/** Mobile number: digits, spaces, `+`, `-`, `(`, `)` only (the phone field's output). */
const ZMobile = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+\d\s()-]*$/, 'Enter a valid mobile number')
  .nullish()
  .transform((value) => value || null);

/** `GET /api/User` answer: the legacy profile (spec 000 §3 Profile legacy mapping). Dates YYYY-MM-DD. */
export const ZLegacyProfile = z.object({
  id: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  preferredName: z.string().nullable(),
  pronoun: z.string().nullable(),
  gender: z.string().nullable(),
  email: z.string(),
  mobile: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  graduationDate: z.string().nullable(),
  address: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postCode: z.string().nullable(),
  country: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** A new e-mail address waiting for its code, or null (ours). */
  pendingEmail: z.string().nullable(),
});
export type TLegacyProfile = z.infer<typeof ZLegacyProfile>;

/**
 * `PUT /api/User` body: the legacy profile fields (spec 000 §3) with the §5 rules. `country` is fixed
 * ({@link FIXED_COUNTRY}) and ignored when sent; `avatarUrl` changes only through `POST /api/user/profileimage`.
 * A changed `email` is not saved: a code goes to the new address ({@link ZProfileUpdateResponse}).
 */
export const ZUpdateLegacyProfileBody = z
  .object({
    title: z.enum(LEGACY_TITLES, { error: 'Choose a title from the list' }).nullish(),
    firstName: requiredName(SETTINGS_MESSAGES.firstNameRequired),
    lastName: requiredName(SETTINGS_MESSAGES.lastNameRequired),
    middleName: optionalText(100),
    preferredName: optionalText(100),
    pronoun: optionalText(50),
    gender: z.enum(GENDERS, { error: 'Choose a gender from the list' }).nullish(),
    email: ZAccountEmail,
    mobile: ZMobile,
    dateOfBirth: optionalDate,
    graduationDate: optionalDate,
    address: optionalText(200),
    suburb: optionalText(100),
    state: optionalText(50),
    postCode: optionalText(10),
    country: z.string().max(100).nullish(),
  })
  .strict();
export type TUpdateLegacyProfileBody = z.input<typeof ZUpdateLegacyProfileBody>;

/**
 * The e-mail change started by a save (ours; spec silent): the code went to `email`; confirm it with
 * `POST /api/User/confirm-email`. Null when the e-mail did not change.
 */
export const ZEmailChange = z.object({ requestId: z.string(), email: z.string() }).nullable();
export type TEmailChange = z.infer<typeof ZEmailChange>;

/** `PUT /api/User` answer: the saved profile and the e-mail change it started. */
export const ZProfileUpdateResponse = z.object({ profile: ZLegacyProfile, emailChange: ZEmailChange });
export type TProfileUpdateResponse = z.infer<typeof ZProfileUpdateResponse>;

/** `POST /api/User/confirm-email` body: the request id, the new address and the 6-digit code. */
export const ZConfirmEmailBody = z
  .object({
    requestId: z.uuid(),
    email: ZAccountEmail,
    code: z.string().trim().min(1, 'Please, enter code').max(20),
  })
  .strict();
export type TConfirmEmailBody = z.infer<typeof ZConfirmEmailBody>;

/** `POST /api/User/confirm-email` answer: the new sign-in e-mail. */
export const ZConfirmEmailResponse = z.object({ email: z.string(), message: z.string() });

/** The five fields of the workflow profile (spec 000 §3 Workflow profile variant), with their field ids. */
export const WORKFLOW_FIELDS = [
  { id: 1, name: 'Title', key: 'title', type: 'select', required: false },
  { id: 2, name: 'First Name', key: 'firstName', type: 'text', required: true },
  { id: 3, name: 'Last Name', key: 'lastName', type: 'text', required: true },
  { id: 4, name: 'Email', key: 'email', type: 'email', required: true },
  { id: 5, name: 'Mobile', key: 'mobile', type: 'phone', required: false },
] as const;
export type TWorkflowFieldKey = (typeof WORKFLOW_FIELDS)[number]['key'];

/** The workflow's own title list ("otherwise titles come from the workflow", spec 000 §5). */
export const WORKFLOW_TITLES = ['Dr', 'Mr', 'Mrs', 'Ms', 'Mx', 'Prof'] as const;

/** One field of `GetWorkflowFormFieldDefinitionAndValue`: definition and value (keys already camelCase). */
export const ZWorkflowFormField = z.object({
  id: z.number().int(),
  /** The account record the value belongs to (the member's id). */
  entityId: z.string(),
  name: z.string(),
  type: z.enum(['text', 'email', 'phone', 'select']),
  required: z.boolean(),
  options: z.array(z.string()).nullable(),
  value: z.string().nullable(),
});
export type TWorkflowFormField = z.infer<typeof ZWorkflowFormField>;

/**
 * The workflow values after mapping field ids to keys, with the legacy form's rules (spec 000 §5 messages);
 * every key optional (a save may send some fields only), the title from {@link WORKFLOW_TITLES}.
 */
export const ZWorkflowProfileValues = ZUpdateLegacyProfileBody.pick({
  firstName: true,
  lastName: true,
  email: true,
  mobile: true,
})
  .partial()
  .extend({
    title: z
      .union([z.literal(''), z.enum(WORKFLOW_TITLES, { error: 'Choose a title from the list' })])
      .nullish()
      .transform((value) => value || null),
  })
  .strict();
export type TWorkflowProfileValues = z.infer<typeof ZWorkflowProfileValues>;

/** `GET /api/User/GetWorkflowFormFieldDefinitionAndValue` answer. */
export const ZWorkflowForm = z.object({
  workflowFormFields: z.array(ZWorkflowFormField),
  avatarUrl: z.string().nullable(),
  pendingEmail: z.string().nullable(),
});
export type TWorkflowForm = z.infer<typeof ZWorkflowForm>;

/** One value sent to `SetWorkflowFormFieldValue` (spec 000 §7: Id, EntityId, Value). */
export const ZWorkflowFieldValue = z
  .object({
    Id: z.number().int().min(1).max(1000),
    EntityId: z.string().max(100),
    Value: z.string().max(254).pipe(ZText).nullable(),
  })
  .strict();
export type TWorkflowFieldValue = z.infer<typeof ZWorkflowFieldValue>;

/**
 * `POST /api/User/SetWorkflowFormFieldValue` body: `workflowFormFields` of Id, EntityId, Value. Each Id once;
 * EntityId must be the member's own id. Field rules as the legacy form (§5 name and e-mail messages).
 */
export const ZSetWorkflowFieldsBody = z
  .object({ workflowFormFields: z.array(ZWorkflowFieldValue).min(1).max(WORKFLOW_FIELDS.length) })
  .strict()
  .refine(
    (body) => new Set(body.workflowFormFields.map((f) => f.Id)).size === body.workflowFormFields.length,
    {
      message: 'Each field may be sent once',
      path: ['workflowFormFields'],
    },
  );
export type TSetWorkflowFieldsBody = z.infer<typeof ZSetWorkflowFieldsBody>;

/** `POST /api/User/SetWorkflowFormFieldValue` answer: the form after saving and the e-mail change it started. */
export const ZSetWorkflowFieldsResponse = z.object({ form: ZWorkflowForm, emailChange: ZEmailChange });
export type TSetWorkflowFieldsResponse = z.infer<typeof ZSetWorkflowFieldsResponse>;
