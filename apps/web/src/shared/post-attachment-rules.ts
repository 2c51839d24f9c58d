/**
 * Attachment rules shared by the post form and the comment box (spec 001 §5: comments take attachments as
 * posts do): the allowed types, 5 MB each, up to 10.
 */
import { POST_FILE_TYPES, POST_LIMITS, attachmentError } from '@portal/contracts';

/** One post or comment attachment: types of §5, 5 MB each. */
export function postAttachmentError(file: { name: string; size: number }): string | null {
  return attachmentError(file, POST_FILE_TYPES, POST_LIMITS.fileMaxBytes);
}

/** The upload button is disabled at 10 attachments. */
export function canAddAttachment(count: number): boolean {
  return count < POST_LIMITS.filesMax;
}
