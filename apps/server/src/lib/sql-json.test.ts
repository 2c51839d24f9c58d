/** jsonArrayBuffer: the joined document is valid JSON, byte for byte what JSON.stringify would write. */
import { describe, expect, it } from 'vitest';
import { jsonArrayBuffer } from './sql-json';

describe('jsonArrayBuffer', () => {
  it('joins JSON texts between a head and a tail, multibyte characters included', () => {
    const items = [{ a: 1 }, { b: 'Zoë’s “notes” — 日本' }, { c: null }].map((x) => JSON.stringify(x));
    const out = jsonArrayBuffer('{"list":[', items, '],"total":3}');
    expect(out.toString('utf8')).toBe(
      JSON.stringify({ list: [{ a: 1 }, { b: 'Zoë’s “notes” — 日本' }, { c: null }], total: 3 }),
    );
  });

  it('writes an empty list and a single item', () => {
    expect(jsonArrayBuffer('[', [], ']').toString()).toBe('[]');
    expect(JSON.parse(jsonArrayBuffer('{"x":[', ['"é"'], ']}').toString())).toEqual({ x: ['é'] });
  });
});
