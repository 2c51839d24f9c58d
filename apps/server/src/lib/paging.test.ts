/** Paging and LIKE helpers shared by every list endpoint. */
import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';
import { containsPattern, escapeLike } from './like-pattern';

describe('pageOf', () => {
  it('turns a 1-based page into limit and offset', () => {
    expect(pageOf(1, 20)).toEqual({ limit: 20, offset: 0 });
    expect(pageOf(3, 10)).toEqual({ limit: 10, offset: 20 });
  });
  it('treats pages below 1 as the first page', () => {
    expect(pageOf(0, 10)).toEqual({ limit: 10, offset: 0 });
    expect(pageOf(-4, 10)).toEqual({ limit: 10, offset: 0 });
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards so a keyword only matches itself', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('a%b')).toBe('%a\\%b%');
  });
});
