/**
 * Renders server HTML (posts, comments, about, FAQ answers) after sanitising it again in the browser;
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

/** Props: the HTML and an optional class. */
export interface SafeHtmlProps {
  html: string;
  className?: string;
  style?: React.CSSProperties;
}

/** The sanitised HTML in a div. */
export function SafeHtml({ html, className, style }: SafeHtmlProps) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
