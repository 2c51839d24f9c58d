/** Rich-text helpers of the editors (spec 001 §5): the text of an HTML fragment and the empty-editor rule. */

/** Text of an HTML fragment without tags (for "is the editor empty" checks). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** An editor with no text yields an empty body (spec 001 §5 Comment). */
export function normaliseEditorHtml(html: string): string {
  return htmlText(html) === '' && !/<img\b/i.test(html) ? '' : html;
}
