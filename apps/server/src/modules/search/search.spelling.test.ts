/**
 * Unit tests of the single-edit candidates behind 'Did you mean' (issue 40; search.spelling.ts).
 */
import { describe, expect, it } from 'vitest';
import { isEditable, pickCorrection, singleEdits } from './search.spelling';

describe('singleEdits', () => {
  it('holds the swapped, missing, extra and wrong-letter neighbours of a word, each with its kind', () => {
    expect(singleEdits('trsut').get('trust')).toBe('transposition');
    expect(singleEdits('therpy').get('therapy')).toBe('missing');
    expect(singleEdits('clinnic').get('clinic')).toBe('extra');
    expect(singleEdits('therapu').get('therapy')).toBe('substitution');
    expect(singleEdits('trsut').has('trsut')).toBe(false);
  });

  it('is bounded by the length: 53·n + 25 at most, and nothing for short, long or non a–z words', () => {
    expect(singleEdits('abcdef').size).toBeLessThanOrEqual(53 * 6 + 25);
    expect(singleEdits('trsu').size).toBe(0);
    expect(singleEdits('a'.repeat(25)).size).toBe(0);
    expect(isEditable('café!')).toBe(false);
    expect(isEditable('Trust')).toBe(false);
  });
});

describe('pickCorrection', () => {
  it('prefers a swap, then a missing letter, then an extra one, then a wrong one', () => {
    const known = new Set(['trust', 'strut']);
    expect(pickCorrection(singleEdits('trsut'), known)).toBe('trust');
    // 'testss' is an extra letter away from 'tests' and a wrong letter away from 'testes'
    expect(pickCorrection(singleEdits('testss'), new Set(['testes', 'tests']))).toBe('tests');
    expect(pickCorrection(singleEdits('testss'), new Set(['testes']))).toBe('testes');
    expect(pickCorrection(singleEdits('zzzzz'), known)).toBeNull();
  });
});
