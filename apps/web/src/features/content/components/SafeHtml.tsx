/**
 * Rich text of an item, sanitised again in the browser with DOMPurify (DESIGN.md "HTML from users is
 * sanitised on the server when stored and again in the browser when shown").
 */
import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Props: the HTML. */
export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Renders sanitised HTML. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  // Sanitised just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
