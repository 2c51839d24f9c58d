import { describe, expect, it } from 'vitest';
import { camelizeKeys, toCamelCase } from './camel-case';

describe('toCamelCase', () => {
  it.each([
    ['error_description', 'errorDescription'],
    ['CancelMembershipReason', 'cancelMembershipReason'],
    ['enableTFA', 'enableTfa'],
    ['firstName', 'firstName'],
    ['123', '123'],
  ])('turns %s into %s', (input, expected) => {
    expect(toCamelCase(input)).toBe(expected);
  });

  it('walks nested objects and arrays', () => {
    expect(camelizeKeys({ a_b: [{ c_d: 1 }], e: null })).toEqual({ aB: [{ cD: 1 }], e: null });
  });
});
