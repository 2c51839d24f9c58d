/**
 * The one renderer of server HTML (posts, comments, about, FAQ answers, news and resources, events): sanitised
 * again in the browser with DOMPurify (DESIGN.md: sanitised on the server when stored and again when shown);
 * links open safely in a new tab (spec 001 §5 "Post HTML is sanitised; links open safely in a new tab").
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Sanitises HTML and makes every link open in a new tab with rel="noopener noreferrer". */
export function sanitiseHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('a').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  return template.innerHTML;
}

/** Props: the HTML (nothing is rendered without any) and an optional class and style. */
export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  style?: React.CSSProperties;
}

/** The sanitised HTML in a div. */
export function SafeHtml({ html, className, style }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? sanitiseHtml(html) : ''), [html]);
  if (!html) return null;
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
