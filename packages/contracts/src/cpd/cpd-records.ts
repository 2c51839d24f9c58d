/**
 * A member's own CPD activities (issue 15: create, edit and delete of self-logged records with evidence files)
 * and the certificate verification answer (`GET /verify/{code}`, `GET api/cpd/verify/{code}`).
 *
 * The spec names the record's fields (002 §3 CPD record) but not the form's rules: the rules and messages
 * below are ours, shared by the web form and the server. Evidence files follow the generic attachment rules
 * of 000 §5 (pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt; 5 MB each; at most 10 files).
 *
 * Calls (ours; the spec gives no paths for them):
 * - `POST api/user/cpd` (multipart: the fields below, files in `files`) → 201 {@link ZCpdRecordResponse}
 * - `GET api/user/cpd/{id}` → {@link ZCpdRecordResponse} (the member's own record, for the edit form)
 * - `PUT api/user/cpd/{id}` (multipart: the fields, new files in `files`, `removeAttachmentIds`) → the record
 * - `DELETE api/user/cpd/{id}` → `{ success: true }`
 * Only self-logged records can be edited or deleted (credited ones answer 403); another member's is 404.
 */
import { z } from 'zod';
import { ATTACHMENT_TYPES } from '../shared/attachments';
import { ZText } from '../shared/input';
import { ZCpdRecord } from './cpd';

/** Limits of the activity form. Hours in decimal hours; sizes in bytes. */
export const CPD_RECORD_LIMITS = {
  titleMax: 150,
  textMax: 150,
  minHours: 0.25,
  maxHours: 100,
  filesMax: 10,
  fileMaxBytes: 5 * 1024 * 1024,
} as const;

/** Evidence file types (000 §5 Attachments). */
export const CPD_EVIDENCE_TYPES = ATTACHMENT_TYPES;

/** Suggested categories of a self-logged activity (free text is accepted too). */
export const CPD_CATEGORIES = [
  'Course',
  'Conference',
  'Event',
  'Online learning',
  'Peer review',
  'Reading',
  'Supervision',
  'Workshop',
  'Other',
] as const;
/** Suggested domains. */
export const CPD_DOMAINS = ['Practice', 'Research', 'Leadership', 'Education', 'Ethics'] as const;

/** Messages of the activity form (ours; 000 §5 for the files). */
export const CPD_RECORD_MESSAGES = {
  titleRequired: 'Please enter an activity title',
  maxLength150: 'Max length is 150 symbols',
  dateRequired: 'Please select the date of the activity',
  dateInvalid: 'Enter a valid date',
  dateInFuture: 'The date cannot be in the future',
  hoursRequired: 'Please enter the hours',
  hoursRange: 'Hours must be between 0.25 and 100',
  hoursStep: 'Hours can have at most 2 decimals',
  fileTypes: (list: string) => `Allowed only: ${list} file types`,
  fileSize: 'Maximum allowed file size is 5Mb',
  tooManyFiles: 'Up to 10 files are allowed',
  notEditable: 'Only activities you logged yourself can be changed',
  created: 'Activity added',
  updated: 'Activity updated',
  deleted: 'Activity deleted',
  deletePrompt: 'Delete this activity?',
} as const;

const optionalText = ZText.trim().max(CPD_RECORD_LIMITS.textMax, CPD_RECORD_MESSAGES.maxLength150);
const nullableText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  optionalText.nullish(),
);

/**
 * The activity form (create and edit). `completedDate` YYYY-MM-DD (the Sydney date of the activity; not in
 * the future — the server compares with today in Sydney); `hours` decimal hours from 0.25 to 100, 2 decimals.
 * Multipart fields arrive as text: `hours` is coerced.
 */
export const ZCpdRecordForm = z.object({
  title: ZText.trim()
    .min(1, { error: CPD_RECORD_MESSAGES.titleRequired, abort: true })
    .max(CPD_RECORD_LIMITS.titleMax, CPD_RECORD_MESSAGES.maxLength150),
  categoryName: nullableText,
  presenter: nullableText,
  domain: nullableText,
  completedDate: z
    .string({ error: CPD_RECORD_MESSAGES.dateRequired })
    .min(1, { error: CPD_RECORD_MESSAGES.dateRequired, abort: true })
    .pipe(z.iso.date({ error: CPD_RECORD_MESSAGES.dateInvalid })),
  hours: z.coerce
    .number({ error: CPD_RECORD_MESSAGES.hoursRequired })
    .min(CPD_RECORD_LIMITS.minHours, CPD_RECORD_MESSAGES.hoursRange)
    .max(CPD_RECORD_LIMITS.maxHours, CPD_RECORD_MESSAGES.hoursRange)
    .refine((h) => Math.abs(h * 100 - Math.round(h * 100)) < 1e-9, CPD_RECORD_MESSAGES.hoursStep),
});
export type TCpdRecordForm = z.input<typeof ZCpdRecordForm>;

/** Edit form: the activity fields plus the ids of evidence files to remove (uuids; repeated or a JSON list). */
export const ZCpdRecordEditForm = ZCpdRecordForm.extend({
  removeAttachmentIds: z.array(z.uuid()).max(CPD_RECORD_LIMITS.filesMax).default([]),
});
export type TCpdRecordEditForm = z.input<typeof ZCpdRecordEditForm>;

/** True when `completedDate` (YYYY-MM-DD) is after `today` (YYYY-MM-DD, Sydney). */
export function isCpdDateInFuture(completedDate: string, today: string): boolean {
  return completedDate > today;
}

/** Answer of create, read and edit: the record as the tracker shows it. */
export const ZCpdRecordResponse = z.object({ data: ZCpdRecord });
export type TCpdRecordResponse = z.infer<typeof ZCpdRecordResponse>;

/** Answer of delete (and unenrol): `{ success: true }`. */
export const ZCpdSuccessResponse = z.object({ success: z.literal(true) });

/** `{code}` of the verification calls: the code printed on a certificate or summary (10–32 letters/digits). */
export const ZCpdVerifyParams = z.object({ code: z.string().regex(/^[A-Za-z0-9]{10,32}$/) });

/**
 * `GET api/cpd/verify/{code}` (public): what the certificate or summary with that code states, as stored now.
 * `kind` certificate (one record) or summary (one period); `hours` decimal; dates YYYY-MM-DD. An unknown
 * code answers 404 with message 'Not found'. `GET /verify/{code}` shows the same as an HTML page.
 */
export const ZCpdVerification = z.object({
  valid: z.literal(true),
  kind: z.enum(['certificate', 'summary']),
  code: z.string(),
  organisation: z.string(),
  memberName: z.string(),
  memberNum: z.string().nullable(),
  title: z.string(),
  hours: z.number(),
  completedDate: z.string().nullable(),
  periodStartDate: z.string().nullable(),
  periodEndDate: z.string().nullable(),
});
export type TCpdVerification = z.infer<typeof ZCpdVerification>;
