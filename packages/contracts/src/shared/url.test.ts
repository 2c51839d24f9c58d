/** Unit tests of the shared URL schemas (issue 10 §10). */
import { describe, expect, it } from 'vitest';
import { ZHttpUrl, ZHttpUrlOrPath, isHttpUrl } from './url';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  '/\\evil.example/x',
];

describe('ZHttpUrl', () => {
  it('accepts http and https addresses', () => {
    expect(ZHttpUrl.parse('https://example.org/a?b=1#c')).toBe('https://example.org/a?b=1#c');
    expect(ZHttpUrl.parse(' http://localhost:3000/x ')).toBe('http://localhost:3000/x');
  });
  it.each(HOSTILE)('refuses %s', (value) => expect(ZHttpUrl.safeParse(value).success).toBe(false));
  it('refuses relative paths and overlong values', () => {
    expect(isHttpUrl('/api/files/x')).toBe(false);
    expect(ZHttpUrl.safeParse(`https://example.org/${'a'.repeat(2000)}`).success).toBe(false);
  });
});

describe('ZHttpUrlOrPath', () => {
  it('accepts a site path and an http(s) address', () => {
    expect(ZHttpUrlOrPath.parse('/api/events/files/ota/a.png')).toBe('/api/events/files/ota/a.png');
    expect(ZHttpUrlOrPath.parse('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
  });
  it.each(HOSTILE)('refuses %s', (value) => expect(ZHttpUrlOrPath.safeParse(value).success).toBe(false));
});
