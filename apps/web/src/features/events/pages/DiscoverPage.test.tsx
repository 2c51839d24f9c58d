import { describe, expect, it } from 'vitest';
import { eventCountBound } from '@portal/contracts';
import { discoverCountLabel } from './DiscoverPage';

describe('discoverCountLabel', () => {
  it('shows the exact count up to the bound the server counts to, and "More than" beyond it', () => {
    const bound = eventCountBound(1, 20);
    expect(discoverCountLabel(1, 1)).toBe('1 event');
    expect(discoverCountLabel(12, 1)).toBe('12 events');
    expect(discoverCountLabel(bound, 1)).toBe(`${bound} events`);
    expect(discoverCountLabel(bound + 1, 1)).toBe(`More than ${bound} events`);
    // A deeper page counts further: the same total is exact there.
    const deeper = eventCountBound(30, 20);
    expect(deeper).toBeGreaterThan(bound);
    expect(discoverCountLabel(bound + 1, 30)).toBe(`${bound + 1} events`);
    expect(discoverCountLabel(deeper + 1, 30)).toBe(`More than ${deeper} events`);
  });
});
