/** The bounded `meta.filter_count` of the members' content lists (issue 37 point 4). */
import { describe, expect, it } from 'vitest';
import { CONTENT_EXACT_COUNT_UP_TO, contentCountBound, contentCountLabel } from './content-count';

describe('contentCountBound', () => {
  it('is at least 1,000 and always two pages past the page asked for', () => {
    expect(CONTENT_EXACT_COUNT_UP_TO).toBe(1000);
    expect(contentCountBound(0, 8)).toBe(1000);
    expect(contentCountBound(992, 8)).toBe(1016);
    expect(contentCountBound(600, 200)).toBe(1200);
    for (const offset of [0, 8, 1000, 5000]) expect(contentCountBound(offset, 8)).toBeGreaterThan(offset + 8);
  });
});

describe('contentCountLabel', () => {
  it('shows the exact count up to the bound and "1,000+" above it', () => {
    expect(contentCountLabel(0, 8)).toBe('0');
    expect(contentCountLabel(12, 8)).toBe('12');
    expect(contentCountLabel(1000, 8)).toBe('1,000');
    expect(contentCountLabel(1001, 8)).toBe('1,000+');
    expect(contentCountLabel(47703, 8)).toBe('1,000+');
  });
});
