/**
 * The server runs with `--disable-proto=throw` (issue 10 §1; `npm start`, the e2e server and these tests):
 * the `__proto__` accessor is gone, so a pollution path through it throws instead of changing every object.
 */
import { describe, expect, it } from 'vitest';

describe('runtime hardening', () => {
  it('runs with the __proto__ accessor disabled', () => {
    const target = {} as Record<string, unknown>;
    expect(() => target['__proto__']).toThrow();
    expect(process.execArgv).toContain('--disable-proto=throw');
  });
});
