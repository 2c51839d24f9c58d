import { describe, expect, it } from 'vitest';
import { clampStep, pathOfStep, stepIndexOf } from './wizard-steps';

describe('welcome wizard path ↔ step', () => {
  it('maps each of the seven paths to its index and back', () => {
    const paths = [
      'user-details',
      'user-password',
      'privacy-preferences',
      'communication-details',
      'org-details',
      'user-profile-setup',
      'areas-of-expertise',
    ];
    paths.forEach((path, index) => {
      expect(stepIndexOf(path)).toBe(index);
      expect(pathOfStep(index)).toBe(`/first-time-login/${path}`);
    });
    expect(stepIndexOf('nowhere')).toBe(-1);
  });

  it('clamps next, previous and go-to at the ends', () => {
    expect(clampStep(-1)).toBe(0);
    expect(clampStep(7)).toBe(6);
    expect(clampStep(99)).toBe(6);
    expect(pathOfStep(-3)).toBe('/first-time-login/user-details');
    expect(pathOfStep(10)).toBe('/first-time-login/areas-of-expertise');
  });
});
