/** Client validation rules of spec 001 §5 for join questions, with their messages. */
import { describe, expect, it } from 'vitest';
import { joinAnswerError } from './join-rules';

describe('join questions (001 §5)', () => {
  it('requires a text answer unless the question needs a file', () => {
    expect(joinAnswerError({ isRequiredAssets: false }, { text: ' ', file: null })).toBe(
      'This field is required',
    );
    expect(joinAnswerError({ isRequiredAssets: false }, { text: 'yes', file: null })).toBeNull();
  });
  it('requires a file for a file question', () => {
    expect(joinAnswerError({ isRequiredAssets: true }, { text: '', file: null })).toBe(
      'Please upload a file.',
    );
    expect(joinAnswerError({ isRequiredAssets: true }, { text: '', file: {} })).toBeNull();
  });
});
