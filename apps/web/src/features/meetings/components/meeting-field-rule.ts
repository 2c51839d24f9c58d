/** The antd rule of a meeting form field built from a rule function of `meeting-rules.ts` (spec 001 §5). */
import type { Rule } from 'antd/es/form';

/** An antd rule that fails with the message `check(value)` answers (null = fine). */
export const meetingRule = <T>(check: (value: T) => string | null): Rule => ({
  validator: async (_rule, value: T) => {
    const problem = check(value);
    if (problem) throw new Error(problem);
  },
});
