import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInPathFor } from './redirect-path';

describe('safeRedirectPath', () => {
  it('follows a relative path of this site', () => {
    expect(safeRedirectPath('/events/12?tab=1')).toBe('/events/12?tab=1');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'events'])(
    'refuses %s and answers home',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/');
    },
  );

  it('builds the sign-in path with an encoded redirectTo', () => {
    expect(signInPathFor('/news?x=1')).toBe('/account/sign-in?redirectTo=%2Fnews%3Fx%3D1');
  });
});
