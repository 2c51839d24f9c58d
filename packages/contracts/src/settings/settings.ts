/**
 * Account settings — spec 000 §2 (Settings routes, Settings area), §3 (Organisation details, privacy flags),
 * §4 (two-factor switch), §5 (change password, organisation, avatar), §7 "Account and profile", §8 (toasts).
 * The account-settings switch (`GET/PUT api/v1/account/settings`) lives in `users/users.ts`
 * (`ZAccountSettings`, `ZUpdateAccountSettingsBody`); the dietary payloads in `tickets/tickets.ts` (`ZDietary`).
 */
import { z } from 'zod';
import { ZIntId, ZText } from '../shared/input';
import { LIMITS } from '../shared/validation';
import { PRIVACY_FLAGS, type TPrivacyFlag } from '../onboarding/onboarding';

/** Every user-facing message of the settings screens, verbatim from spec 000 §5 and §8 (typos kept). */
export const SETTINGS_MESSAGES = {
  // 000 §5 Account form
  firstNameRequired: 'Please input your First name',
  lastNameRequired: 'Please input your Last name',
  emailRequired: 'Please enter an Emaill address',
  emailInvalid: 'Please enter a valid email',
  // 000 §5 Avatar upload
  avatarImagesOnly: 'Only images!',
  avatarTooLarge: 'Less than 5MB!',
  // 000 §5 Change password
  currentPasswordRequired: 'Please enter your current password',
  newPasswordRequired: 'Please enter a new password',
  confirmPasswordRequired: 'Please confirm your new password',
  passwordRule:
    'Should contain at least 8 characters, a combination of upper/lowercase, numbers, and symbols.',
  passwordsDoNotMatch: 'The new password that you entered do not match',
  // 000 §5 Organisation
  organisationRequired: 'Please select your organisation',
  roleRequired: 'Please enter your role',
  // 000 §8 toasts
  tfaEnabled: 'Two-factor authentication enabled',
  tfaDisabled: 'Two-factor authentication disabled',
  tfaError: 'Error updating 2FA',
  avatarUploaded: 'Avatar uploaded successfully!',
  avatarFailed: 'Error during uploading avatar!',
  passwordChanged: 'Password successfully changed',
  passwordNotChanged: 'Password not changed',
  dietarySaved: 'Dietary requirements saved successfully',
  dietaryFailed: 'Failed to save dietary requirements.',
  dietaryLoadFailed: (message: string) => `Something went wrong. ${message}`,
  organisationLoadFailed: 'Error fetching data',
  organisationSaved: 'Workplace details updated successfully',
  organisationFailed: 'Failed to update workplace details',
  // Ours (spec silent): the server's ModelState messages and the e-mail change.
  currentPasswordWrong: 'Incorrect password.',
  passwordSameAsCurrent: 'The new password must be different from the current password.',
  modelStateInvalid: 'The request is invalid.',
  // Issue 35 point 1: the one refusal of a confirmed new address, naming no reason (no account oracle).
  emailChangeFailed: 'This email address cannot be used. Please choose another one.',
  // The same words whether or not the address is free (issue 35 point 1): a taken one never gets a code.
  emailChangeSent: (email: string) =>
    `We sent a verification code to ${email}. Enter it to confirm your new email address. If no code arrives, this address cannot be used for your account.`,
  emailChanged: 'Your email address has been changed.',
  profileSaved: 'Account details saved successfully',
  profileFailed: 'Failed to save account details',
  privacySaved: 'Privacy settings saved successfully',
  privacyFailed: 'Failed to save privacy settings',
  notAvailable: 'Not found',
} as const;

/**
 * The change-password rule of spec 000 §5: 8+ characters with a lower-case letter, an upper-case letter, a
 * digit and one of `!@#$%^&*`.
 */
export const CHANGE_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

/** True when `password` meets {@link CHANGE_PASSWORD_PATTERN} (spec 000 §5 Change password). */
export function meetsChangePasswordRule(password: string): boolean {
  return CHANGE_PASSWORD_PATTERN.test(password);
}

/** The live rules the Change password screen shows, one per part of the §5 rule. */
export const CHANGE_PASSWORD_RULES = [
  { key: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= LIMITS.passwordMin },
  { key: 'lower', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { key: 'upper', label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'digit', label: 'A number', test: (p: string) => /\d/.test(p) },
  { key: 'symbol', label: 'One of !@#$%^&*', test: (p: string) => /[!@#$%^&*]/.test(p) },
] as const;

const requiredPassword = (message: string) =>
  z.string({ error: message }).max(LIMITS.passwordMax).min(1, message);

/**
 * `POST api/v1/account/change-password` body (spec 000 §7: currentPassword, newPassword, confirmPassword) with
 * the §5 rules. Field errors carry the spec's messages; the server answers failures ModelState-style
 * ({@link ZChangePasswordError}).
 */
export const ZChangePasswordBody = z
  .object({
    currentPassword: requiredPassword(SETTINGS_MESSAGES.currentPasswordRequired),
    newPassword: requiredPassword(SETTINGS_MESSAGES.newPasswordRequired).regex(
      CHANGE_PASSWORD_PATTERN,
      SETTINGS_MESSAGES.passwordRule,
    ),
    confirmPassword: requiredPassword(SETTINGS_MESSAGES.confirmPasswordRequired).regex(
      CHANGE_PASSWORD_PATTERN,
      SETTINGS_MESSAGES.passwordRule,
    ),
  })
  .strict()
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: SETTINGS_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

/**
 * The shape the change-password route accepts before its rules run: three optional strings. The server then
 * applies {@link ZChangePasswordBody} and answers broken rules ModelState-style, not as schema errors.
 */
export const ZChangePasswordInput = z.object({
  currentPassword: z.string().max(200).optional(),
  newPassword: z.string().max(200).optional(),
  confirmPassword: z.string().max(200).optional(),
});

/**
 * `POST api/v1/account/change-password` success answer: the spec's toast text and a fresh session for this
 * browser (every other session of the account has ended; store `token` as after sign-in).
 */
export const ZChangePasswordResponse = z.object({
  message: z.string(),
  token: z.string(),
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

/**
 * ModelState-style failure of change-password (400): `message` 'The request is invalid.' and `modelState`,
 * field key (`model.CurrentPassword`, `model.NewPassword`, `model.ConfirmPassword`) → messages. The web app
 * shows 'Password not changed' with the joined messages (spec 000 §8); {@link modelStateMessages} joins them.
 */
export const ZChangePasswordError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Present when a rule of the form failed (the answer of a malformed body carries `errors` instead). */
  modelState: z.record(z.string(), z.array(z.string())).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TChangePasswordError = z.infer<typeof ZChangePasswordError>;

/** Every message of a ModelState map, in key order, joined with a space. */
export function modelStateMessages(modelState: Record<string, string[]> | undefined): string {
  return modelState ? Object.values(modelState).flat().join(' ') : '';
}

/** Extensions of images the avatar upload takes (spec 000 §5 "images only"). */
export const AVATAR_FILE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
/** Avatar size limit: under 5 MB (spec 000 §5, §9), in bytes. */
export const AVATAR_MAX_BYTES = LIMITS.avatarMaxBytes;
/** Side of the square avatar the server stores after resizing, in pixels. */
export const AVATAR_SIZE_PX = 256;

/** The first avatar rule a file breaks (spec 000 §5: 'Only images!', 'Less than 5MB!'), or null. */
export function avatarError(file: { type?: string; name: string; size: number }): string | null {
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const isImage = file.type ? file.type.startsWith('image/') : true;
  if (!isImage || !(AVATAR_FILE_TYPES as readonly string[]).includes(ext))
    return SETTINGS_MESSAGES.avatarImagesOnly;
  if (file.size >= AVATAR_MAX_BYTES) return SETTINGS_MESSAGES.avatarTooLarge;
  return null;
}

/** `POST /api/user/profileimage` (multipart, file field `avatar`) answer: the new avatar's URL. */
export const ZProfileImageResponse = z.object({ avatarUrl: z.string() });
export type TProfileImageResponse = z.infer<typeof ZProfileImageResponse>;

/** A YYYY-MM-DD calendar date that exists (spec 000 §3 "saved dates as YYYY-MM-DD"). */
export const ZDateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Use the date format YYYY-MM-DD');

/** `GET api/user/organisation` answer (spec 000 §3 Organisation details; 002 §3 Workplace details). */
export const ZUserOrganisation = z.object({
  organisation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  role: z.string().nullable(),
  /** YYYY-MM-DD. */
  startDate: z.string().nullable(),
});
export type TUserOrganisation = z.infer<typeof ZUserOrganisation>;

/**
 * `PUT /api/user/organisation` body (spec 000 §7: organisation {id, name}, role, startDate) with the §5
 * messages. The organisation must be one of the tenant's (`GET /api/org/names`); its stored name wins.
 */
export const ZUpdateUserOrganisationBody = z
  .object({
    organisation: z
      .object(
        { id: ZIntId, name: ZText.max(300).optional() },
        { error: SETTINGS_MESSAGES.organisationRequired },
      )
      .nullable()
      .refine((value) => value !== null, SETTINGS_MESSAGES.organisationRequired),
    role: z
      .string({ error: SETTINGS_MESSAGES.roleRequired })
      .trim()
      .min(1, SETTINGS_MESSAGES.roleRequired)
      .max(200)
      .pipe(ZText),
    startDate: ZDateOnly.nullish(),
  })
  .strict();
export type TUpdateUserOrganisationBody = z.infer<typeof ZUpdateUserOrganisationBody>;

/**
 * The four privacy choices per flag (000 §2 Privacy page: "Everyone, members, Connections, Only me") as stored
 * values; {@link PRIVACY_CHOICE_LABELS} holds the spec's labels.
 */
export const PRIVACY_CHOICES = ['everyone', 'members', 'connections', 'onlyMe'] as const;
export type TPrivacyChoice = (typeof PRIVACY_CHOICES)[number];
export const PRIVACY_CHOICE_LABELS: Record<TPrivacyChoice, string> = {
  everyone: 'Everyone',
  members: 'members',
  connections: 'Connections',
  onlyMe: 'Only me',
};
/** Labels of the seven privacy flags (000 §3) for the privacy page. */
export const PRIVACY_FLAG_LABELS: Record<TPrivacyFlag, string> = {
  appearInMemberDirectory: 'Appear in the member directory',
  displayPictureInMemberDirectory: 'Display my picture in the member directory',
  displayContactInformation: 'Display my contact information',
  displayEmailAddress: 'Display my email address',
  displayOrganisation: 'Display my organisation',
  displayMobileNumber: 'Display my mobile number',
  displayWorkLandline: 'Display my work landline',
};

const ZPrivacyChoice = z.enum(PRIVACY_CHOICES);
const privacyShape = <T extends z.ZodType>(value: T) =>
  Object.fromEntries(PRIVACY_FLAGS.map((flag) => [flag, value])) as Record<TPrivacyFlag, T>;

/**
 * `GET /api/user/privacy` answer (ours; spec 000 §3 privacy flags): one choice per flag. A flag is "on" (the
 * wizard's boolean, `userPrivacy` of the first-time form) unless its choice is `onlyMe`.
 */
export const ZPrivacySettings = z.object(privacyShape(ZPrivacyChoice));
export type TPrivacySettings = z.infer<typeof ZPrivacySettings>;

/** `PUT /api/user/privacy` body: any of the seven flags, each a choice; unknown keys are refused. */
export const ZUpdatePrivacyBody = z.object(privacyShape(ZPrivacyChoice.optional())).strict();
export type TUpdatePrivacyBody = z.infer<typeof ZUpdatePrivacyBody>;

/** The wizard's boolean view of the privacy choices (false only for `onlyMe`). */
export function privacyFlagsOf(settings: TPrivacySettings): Record<TPrivacyFlag, boolean> {
  return Object.fromEntries(PRIVACY_FLAGS.map((flag) => [flag, settings[flag] !== 'onlyMe'])) as Record<
    TPrivacyFlag,
    boolean
  >;
}

/** `GET api/user/commprefsurl` and `GET api/user/updatedetailslink` answer (spec 000 §7: url). */
export const ZSettingsLink = z.object({ url: z.string() });
export type TSettingsLink = z.infer<typeof ZSettingsLink>;
