/**
 * antd form rules built from the rule functions of the features (spec 001 §5 messages): the check answers
 * the message of the first broken rule, or null.
 */
import type { FormRule } from 'antd';

/** An antd rule that fails with the message `check(value)` answers. */
export function checkRule(check: (value: string) => string | null): FormRule {
  return {
    validator: async (_rule, value: string) => {
      const problem = check(value);
      if (problem) throw new Error(problem);
    },
  };
}
