/** Renders server HTML after DOMPurify (the server sanitises too; defence in depth). */
import DOMPurify from 'dompurify';

/** Props: the HTML and an optional accessible region label. */
export function Html({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  return <div className="event-html" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
