/** Paging and LIKE helpers shared by every list endpoint. */
import { describe, expect, it } from 'vitest';
import { pageAndTotal, pageOf } from './paging';
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

describe('pageAndTotal', () => {
  it('applies the page window to the rows query and answers the total beside them', async () => {
    const calls: number[] = [];
    const rows = {
      limit: (n: number) => {
        calls.push(n);
        return { offset: async (o: number) => (calls.push(o), ['c', 'd']) };
      },
    };
    expect(await pageAndTotal(rows, Promise.resolve(7), 2, 2)).toEqual({ rows: ['c', 'd'], total: 7 });
    expect(calls).toEqual([2, 2]);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards so a keyword only matches itself', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('a%b')).toBe('%a\\%b%');
  });
});
