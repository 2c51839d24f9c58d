/**
 * The attachment rules of the contact form (spec 000 §5 Contact us, §9): the allowed extensions, the total
 * size of at most 10,485,760 bytes, and which files get an image preview (png, jpeg, jpg only).
 */
import { LIMITS } from '@portal/contracts';
import {
  CONTACT_ATTACHMENT_EXTENSIONS,
  CONTACT_PREVIEW_EXTENSIONS,
  SETTINGS_MESSAGES,
  contactTypesMessage,
} from './pending-contracts';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** True when a file name has an extension that gets an image preview. */
export function isPreviewable(name: string): boolean {
  return (CONTACT_PREVIEW_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/**
 * The problem with a set of attachments, or null: a file of a type not allowed, or a total over 10 MB.
 * Sizes in bytes.
 */
export function attachmentsProblem(files: ReadonlyArray<{ name: string; size: number }>): string | null {
  const allowed = CONTACT_ATTACHMENT_EXTENSIONS as readonly string[];
  if (files.some((file) => !allowed.includes(extensionOf(file.name)))) return contactTypesMessage;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > LIMITS.contactAttachmentsMaxBytes) return SETTINGS_MESSAGES.contactTotalSize;
  return null;
}

/** The `accept` attribute of the file picker. */
export const CONTACT_ACCEPT = CONTACT_ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
