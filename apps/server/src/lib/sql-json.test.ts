/** jsonArrayBuffer: the joined document is valid JSON, byte for byte what JSON.stringify would write. */
import { describe, expect, it } from 'vitest';
import { jsonArrayBuffer, jsonArrayTwiceBuffer } from './sql-json';

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

describe('jsonArrayTwiceBuffer', () => {
  const items = [{ a: 1 }, { b: 'Zoë’s “notes” — 日本' }, { c: null }].map((x) => JSON.stringify(x));

  it('writes the joined list twice: the same bytes as the list joined twice by jsonArrayBuffer', () => {
    const list = jsonArrayBuffer('[', items, ']').toString('utf8');
    const out = jsonArrayTwiceBuffer('{"events":[', items, '],"n":3,"data":{"events":[', '],"n":3}}');
    expect(out.toString('utf8')).toBe(`{"events":${list},"n":3,"data":{"events":${list},"n":3}}`);
    const parsed = JSON.parse(out.toString('utf8')) as { events: unknown[]; data: { events: unknown[] } };
    expect(parsed.data.events).toEqual(parsed.events);
    expect(out.length).toBe(Buffer.byteLength(out.toString('utf8')));
  });

  it('writes an empty list, a single item and multibyte heads', () => {
    expect(jsonArrayTwiceBuffer('{"x":[', [], '],"y":[', ']}').toString()).toBe('{"x":[],"y":[]}');
    expect(jsonArrayTwiceBuffer('{"é":[', ['"ü"'], '],"ß":[', ']}').toString()).toBe('{"é":["ü"],"ß":["ü"]}');
  });
});
