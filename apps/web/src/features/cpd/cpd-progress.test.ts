import { describe, expect, it } from 'vitest';
import { cpdPercent } from './cpd-progress';

describe('cpdPercent (spec 002 §9)', () => {
  it('uses 20 required hours when none is given and caps at 100 %', () => {
    expect(cpdPercent(10, null)).toBe(50);
    expect(cpdPercent(10, 0)).toBe(50);
    expect(cpdPercent(15, 30)).toBe(50);
    expect(cpdPercent(45, 20)).toBe(100);
    expect(cpdPercent(0, 20)).toBe(0);
  });
});
