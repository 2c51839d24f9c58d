import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSearchParams, zPositiveParam, zTextParam, ZListSearchParams } from './search-params';

describe('URL list state (STYLE.md)', () => {
  it('reads the page as a positive number, 1 when missing, zero, negative or not a number', () => {
    const page = (value: string | null) =>
      parseSearchParams(ZListSearchParams, new URLSearchParams(value === null ? '' : `page=${value}`)).page;
    expect(page('3')).toBe(3);
    expect(page(null)).toBe(1);
    expect(page('0')).toBe(1);
    expect(page('-4')).toBe(1);
    expect(page('abc')).toBe(1);
  });
  it('extends per screen with a page size default and a keyword', () => {
    const schema = ZListSearchParams.extend({ pageSize: zPositiveParam(20), q: zTextParam });
    expect(parseSearchParams(schema, new URLSearchParams('q=ot'))).toEqual({
      page: 1,
      pageSize: 20,
      q: 'ot',
    });
    expect(parseSearchParams(schema, new URLSearchParams('pageSize=-5&page=2'))).toEqual({
      page: 2,
      pageSize: 1,
      q: '',
    });
    expect(z.object({ q: zTextParam }).parse({})).toEqual({ q: '' });
  });
});
