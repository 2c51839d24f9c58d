/** Sanitiser: spec 000 §5 "Post HTML is sanitised and links open safely in a new tab". */
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    );
    expect(out).not.toMatch(/script|onclick|javascript/);
  });
  it('opens links in a new tab safely', () => {
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it('keeps the allowed formatting', () => {
    expect(sanitizeRichText('<p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul>')).toBe(
      '<p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul>',
    );
  });
  it('gives plain text', () => expect(htmlToText('<p>a <b>b</b></p>\n<p>c</p>')).toBe('a b c'));
});
