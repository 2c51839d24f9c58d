/**
 * Client-side rules of the post form (spec 001 §5) with their exact messages (typos
 * kept, from the contracts). Each rule returns the message of the first broken rule, or null.
 */
import { POST_LIMITS, POST_MESSAGES } from '@portal/contracts';
import { normaliseEditorHtml } from '../../shared/rich-text';

/** Post title: required, not only whitespace, max 150 (spec 001 §5 Post form). */
export function postTitleError(title: string): string | null {
  if (!title || title.trim() === '') return POST_MESSAGES.titleRequired;
  if (title.length > POST_LIMITS.titleMax) return POST_MESSAGES.titleMax;
  return null;
}

/** Post body: required (spec 001 §5 Post form). */
export function postBodyError(html: string): string | null {
  return normaliseEditorHtml(html) === '' ? POST_MESSAGES.bodyRequired : null;
}

/** The Post/Save button is disabled while title or body is empty. */
export function canSubmitPost(title: string, html: string): boolean {
  return title.trim() !== '' && normaliseEditorHtml(html) !== '';
}

/** Tags up to 10 (posts and communities). */
export function tagsError(count: number): string | null {
  return count > POST_LIMITS.tagsMax ? POST_MESSAGES.tooManyTags : null;
}
