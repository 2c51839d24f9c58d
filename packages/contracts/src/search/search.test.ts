/**
 * Unit tests of the search count wording (docs/api-search.md "Large results", issue 37): exact counts as the
 * number, an exact count past the cap as "100+", an estimate as "about" with two significant digits.
 */
import { describe, expect, it } from 'vitest';
import { formatSearchCount, SEARCH_LIMITS } from './search';

describe('formatSearchCount', () => {
  it('shows an exact count as the number, past the cap as cap+', () => {
    expect(formatSearchCount(0)).toBe('0');
    expect(formatSearchCount(SEARCH_LIMITS.countCap)).toBe('100');
    expect(formatSearchCount(SEARCH_LIMITS.countCap + 1)).toBe('100+');
  });

  it('shows an estimate as "about", rounded to two significant digits', () => {
    expect(formatSearchCount(21_437, true)).toBe('about 21,000');
    expect(formatSearchCount(1_249, true)).toBe('about 1,200');
    expect(formatSearchCount(101, true)).toBe('about 100');
    expect(formatSearchCount(57, true)).toBe('about 57');
  });
});
