import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

describe('countLabel', () => {
  it('uses the singular for exactly one', () => {
    expect(countLabel(1, 'event')).toBe('1 event');
    expect(countLabel(0, 'event')).toBe('0 events');
    expect(countLabel(12, 'member')).toBe('12 members');
    expect(countLabel(2, 'community', 'communities')).toBe('2 communities');
  });
});
