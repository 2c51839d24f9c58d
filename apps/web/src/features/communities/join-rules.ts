/** Client-side rules of the join questions (spec 001 §5 Join questions) with their exact messages. */
import { COMMUNITY_MESSAGES, POST_FILE_TYPES, POST_LIMITS, attachmentError } from '@portal/contracts';

/** Join answers (spec 001 §5 Join questions): text required unless the question needs a file. */
export function joinAnswerError(
  question: { isRequiredAssets: boolean },
  answer: { text: string; file: unknown | null },
): string | null {
  if (question.isRequiredAssets) return answer.file ? null : COMMUNITY_MESSAGES.fileRequired;
  return answer.text.trim() === '' ? COMMUNITY_MESSAGES.answerRequired : null;
}

/** A join-question file: the post attachment types of §5, 5 MB each. */
export function joinFileError(file: { name: string; size: number }): string | null {
  return attachmentError(file, POST_FILE_TYPES, POST_LIMITS.fileMaxBytes);
}
