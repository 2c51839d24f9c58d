import { describe, expect, it } from 'vitest';
import { statusColor } from './status';

describe('statusColor (issue 42: tag text at 4.5:1)', () => {
  it('uses preset palettes, not the light status colours', () => {
    expect(statusColor('Published')).toBe('green');
    expect(statusColor('Draft')).toBe('gold');
    expect(statusColor('Scheduled')).toBe('blue');
    expect(statusColor('Archived')).toBe('default');
  });
});
