/**
 * Contact us — spec 000 §3 (Contact enquiry: Name, Email, Mobile, Comments, memberNumber, FileAttachment),
 * §5 (email, comments, attachment types, 10,485,760 bytes in total, preview types), §7 (multipart
 * `POST api/user/enquire` for legacy tenants, `/api/user/contactus` for the workflow tenant), §8 toasts.
 */
import { z } from 'zod';
import { ZText } from '../shared/input';
import { EMAIL_PATTERN, LIMITS } from '../shared/validation';

/** Attachment types of an enquiry (spec 000 §5), as the message lists them. */
export const ENQUIRY_FILE_TYPES = [
  'jpeg',
  'gif',
  'png',
  'tiff',
  'bmp',
  'pdf',
  'doc',
  'csv',
  'xlsx',
  'docx',
] as const;
/** Extensions accepted for those types: `jpg` is a jpeg, `tif` a tiff. */
export const ENQUIRY_FILE_EXTENSIONS = [...ENQUIRY_FILE_TYPES, 'jpg', 'tif'] as const;
/** Attachments that get a preview (spec 000 §5). */
export const ENQUIRY_PREVIEW_TYPES = ['png', 'jpeg', 'jpg'] as const;
/** Total size of an enquiry's attachments: at most 10,485,760 bytes (spec 000 §5, §9). */
export const ENQUIRY_MAX_TOTAL_BYTES = LIMITS.contactAttachmentsMaxBytes;
/** Most attachments in one enquiry (spec 000 §9 attachments 10 files). */
export const ENQUIRY_MAX_FILES = LIMITS.attachmentsMaxFiles;
/** Multipart field name of the attachments (spec 000 §3 FileAttachment). */
export const ENQUIRY_FILE_FIELD = 'FileAttachment';

/** Messages of the contact form, verbatim (spec 000 §5, §8). */
export const ENQUIRY_MESSAGES = {
  emailInvalid: 'Please enter a valid email!',
  commentsRequired: 'Please enter a comments',
  fileTypes: `For preview allowed only: ${ENQUIRY_FILE_TYPES.join(', ')}`,
  totalSize: 'The total size of all files must not exceed 10Mb',
  submitted: 'Your enquiry has been submitted. Thank you.',
  failed: 'Failed to send your enquiry. Try again.',
  // Ours: more files than the spec's 10.
  tooManyFiles: 'Up to 10 files are allowed',
} as const;

/** The extension of a file name, lower case without the dot (`''` when none). */
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * The first attachment rule a list of files breaks (spec 000 §5), or null: every file of an allowed type,
 * at most {@link ENQUIRY_MAX_FILES}, sizes (bytes) adding up to at most {@link ENQUIRY_MAX_TOTAL_BYTES}.
 */
export function enquiryFilesError(files: readonly { name: string; size: number }[]): string | null {
  if (files.some((file) => !(ENQUIRY_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))))
    return ENQUIRY_MESSAGES.fileTypes;
  if (files.length > ENQUIRY_MAX_FILES) return ENQUIRY_MESSAGES.tooManyFiles;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > ENQUIRY_MAX_TOTAL_BYTES ? ENQUIRY_MESSAGES.totalSize : null;
}

/** Whether an attachment gets an image preview (png, jpeg, jpg). */
export const isEnquiryPreviewable = (name: string) =>
  (ENQUIRY_PREVIEW_TYPES as readonly string[]).includes(extensionOf(name));

/**
 * The text fields of the multipart enquiry (spec 000 §3, field names as the spec writes them). `Name`,
 * `Mobile` and `memberNumber` are optional; the member's own account fills the blanks on the server.
 */
export const ZEnquiryFields = z.object({
  Name: z.string().trim().max(200).pipe(ZText).optional(),
  Email: z
    .string({ error: ENQUIRY_MESSAGES.emailInvalid })
    .trim()
    .max(254, ENQUIRY_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, ENQUIRY_MESSAGES.emailInvalid),
  Mobile: z.string().trim().max(30).pipe(ZText).optional(),
  Comments: z
    .string({ error: ENQUIRY_MESSAGES.commentsRequired })
    .trim()
    .min(1, ENQUIRY_MESSAGES.commentsRequired)
    .max(5000)
    .pipe(ZText),
  memberNumber: z.string().trim().max(50).pipe(ZText).optional(),
});
export type TEnquiryFields = z.infer<typeof ZEnquiryFields>;

/** Answer of a stored enquiry: the spec's success message and the enquiry's id. */
export const ZEnquiryResponse = z.object({ id: z.number().int(), message: z.string() });
export type TEnquiryResponse = z.infer<typeof ZEnquiryResponse>;
