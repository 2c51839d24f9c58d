/**
 * Rules of the activity form's evidence files (issue 15; the contract's CPD_RECORD_LIMITS and messages, 000 §5
 * attachment types): the allowed extensions, 5 MB each, at most 10 files in all.
 */
import { CPD_EVIDENCE_TYPES, CPD_RECORD_LIMITS, CPD_RECORD_MESSAGES } from '@portal/contracts';

/** The extension of a file name, lower case, without the dot ('' when none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The message of the first rule `file` breaks (type, then size), or null when it may be attached. */
export function evidenceProblem(file: { name: string; size: number }): string | null {
  if (!(CPD_EVIDENCE_TYPES as readonly string[]).includes(extensionOf(file.name))) {
    return CPD_RECORD_MESSAGES.fileTypes(CPD_EVIDENCE_TYPES.join(', '));
  }
  if (file.size > CPD_RECORD_LIMITS.fileMaxBytes) return CPD_RECORD_MESSAGES.fileSize;
  return null;
}

/** Whether one more file fits after `count` files (saved ones kept plus new ones). */
export function canAddEvidence(count: number): boolean {
  return count < CPD_RECORD_LIMITS.filesMax;
}
