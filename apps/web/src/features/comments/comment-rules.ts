/** Client-side rules of the comment box (spec 001 §5 Comment). */
import { normaliseEditorHtml } from '../../shared/rich-text';

/** Comment save is disabled when the editor has no text and no files. */
export function canSubmitComment(html: string, filesCount = 0): boolean {
  return normaliseEditorHtml(html) !== '' || filesCount > 0;
}
