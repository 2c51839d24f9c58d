/**
 * The presenter's `highlight` (issue 37, 6 Dec, stop 59: split at the markers instead of a character loop) writes
 * the same text as the character loop it replaced, kept here as the reference: marks balanced, every other
 * character HTML-escaped, whitespace runs collapsed, the ends trimmed.
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html-escape';
import { MARK_START, MARK_STOP } from './search.repository';
import { highlight } from './search.presenter';

/** The character loop `highlight` was until stop 59. */
function reference(text: string | null | undefined): string {
  let out = '';
  let open = false;
  let plain = '';
  const flush = () => {
    out += escapeHtml(plain.replace(/\s+/gu, ' '));
    plain = '';
  };
  for (const char of text ?? '') {
    if (char === MARK_START || char === MARK_STOP) {
      flush();
      if (char === MARK_START && !open) out += '<mark>';
      if (char === MARK_STOP && open) out += '</mark>';
      open = char === MARK_START;
    } else plain += char;
  }
  flush();
  return (open ? `${out}</mark>` : out).trim();
}

describe('highlight', () => {
  it('marks, escapes and collapses as the character loop did', () => {
    const fixed = [
      null,
      undefined,
      '',
      ' ',
      `Occupational ${MARK_START}therapy${MARK_STOP} week`,
      `${MARK_START}Therapy${MARK_STOP}  &  <b>"rehab"</b> 'it'`,
      `${MARK_STOP}${MARK_STOP}a${MARK_START}${MARK_START}b`,
      `  ${MARK_START} x ${MARK_STOP}\u00a0\u2003 y\t\n`,
      `café résumé 😀 ${MARK_START}😀${MARK_STOP}`,
    ];
    for (const text of fixed) expect(highlight(text), JSON.stringify(text)).toBe(reference(text));
    // Random texts over the characters that matter: markers, whitespace of every kind, what is escaped.
    const alphabet = [
      MARK_START,
      MARK_STOP,
      ' ',
      '  ',
      '\t',
      '\n',
      '\u00a0',
      '\u3000',
      '\ufeff',
      '&',
      '<',
      '>',
      '"',
      "'",
      'a',
      'é',
      '😀',
      'therapy',
    ];
    let seed = 37;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 2000; i++) {
      const text = Array.from(
        { length: Math.floor(next() * 12) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
      expect(highlight(text), JSON.stringify(text)).toBe(reference(text));
    }
  });
});
