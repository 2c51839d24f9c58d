/**
 * The changed-field diff of in-transaction audit records (issue 39 point 3, docs/audit-log.md): only the keys
 * that differ, dates as ISO strings, created and removed rows, secrets redacted, ignored keys left out.
 */
import { describe, expect, it } from 'vitest';
import { diffFields, plainValue } from './audit';

describe('diffFields', () => {
  it('keeps only the keys whose values differ, with before and after', () => {
    expect(
      diffFields(
        { name: 'Old', role: 'Member', count: 2, tags: [1, 2] },
        { name: 'New', role: 'Member', count: 2, tags: [1, 3] },
      ),
    ).toEqual({ name: { before: 'Old', after: 'New' }, tags: { before: [1, 2], after: [1, 3] } });
    expect(diffFields({ a: 1, nested: { x: 1 } }, { a: 1, nested: { x: 1 } })).toEqual({});
  });

  it('writes dates as ISO strings and compares them by value', () => {
    const at = new Date('2026-07-01T02:03:04.000Z');
    expect(
      diffFields({ at, other: new Date(at.getTime()) }, { at: new Date(at.getTime() + 1000), other: at }),
    ).toEqual({
      at: { before: '2026-07-01T02:03:04.000Z', after: '2026-07-01T02:03:05.000Z' },
    });
    expect(diffFields({ archivedDate: null }, { archivedDate: at })).toEqual({
      archivedDate: { before: null, after: '2026-07-01T02:03:04.000Z' },
    });
  });

  it('records a created row as after values and a removed row as before values (the other side null)', () => {
    expect(diffFields(null, { id: 'a', name: 'Made', note: null })).toEqual({
      id: { before: null, after: 'a' },
      name: { before: null, after: 'Made' },
    });
    expect(diffFields({ id: 'a', status: 1 }, undefined)).toEqual({
      id: { before: 'a', after: null },
      status: { before: 1, after: null },
    });
  });

  it('redacts secrets by key at any depth, leaves out ignored keys and cuts long texts', () => {
    const changes = diffFields(
      { passwordHash: 'x', settings: { apiKey: 'k1', colour: 'red' }, updatedAt: new Date(0), body: 'a' },
      {
        passwordHash: 'y',
        settings: { apiKey: 'k2', colour: 'blue' },
        updatedAt: new Date(),
        body: 'b'.repeat(3000),
      },
      ['updatedAt'],
    );
    expect(changes.passwordHash).toEqual({ before: '[redacted]', after: '[redacted]' });
    expect(changes.settings).toEqual({
      before: { apiKey: '[redacted]', colour: 'red' },
      after: { apiKey: '[redacted]', colour: 'blue' },
    });
    expect(changes).not.toHaveProperty('updatedAt');
    expect(String(changes.body!.after)).toHaveLength(2001);
  });

  it('ignores a key present on one side only as undefined (absent equals null)', () => {
    expect(diffFields({ a: 1, b: null }, { a: 1 })).toEqual({});
  });
});

describe('plainValue', () => {
  it('makes dates, big integers, files and nested values plain JSON', () => {
    expect(plainValue(new Date('2026-01-02T00:00:00Z'))).toBe('2026-01-02T00:00:00.000Z');
    expect(plainValue(12n)).toBe('12');
    expect(plainValue(Buffer.from('x'))).toBe('[file]');
    expect(plainValue({ at: new Date(0), list: [1n] })).toEqual({
      at: '1970-01-01T00:00:00.000Z',
      list: ['1'],
    });
    expect(plainValue(undefined)).toBeUndefined();
  });
});
