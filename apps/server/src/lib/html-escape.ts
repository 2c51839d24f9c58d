/**
 * HTML escaping for the few server-rendered texts (hosted checkout page, e-mails): every dynamic value goes
 * through {@link escapeHtml} before it lands in markup (issue 10 §12).
 */
import escape from 'escape-html';

/** `value` with `& < > " '` replaced by their HTML entities, safe inside text and quoted attributes. */
export function escapeHtml(value: string): string {
  return escape(value);
}
