/** Client validation rules of spec 001 §5 for comments and reports. */
import { describe, expect, it } from 'vitest';
import { canSubmitComment } from './comment-rules';
import { canSubmitReport } from '../../shared/components/ReportModal';

describe('comments and reports (001 §5)', () => {
  it('disables comment save when blank', () => {
    expect(canSubmitComment('')).toBe(false);
    expect(canSubmitComment('<p> </p>')).toBe(false);
    expect(canSubmitComment('<p>ok</p>')).toBe(true);
    expect(canSubmitComment('', 1)).toBe(true);
  });
  it('disables report submit when the reason is blank after trimming', () => {
    expect(canSubmitReport('   ')).toBe(false);
    expect(canSubmitReport(' spam ')).toBe(true);
  });
});
