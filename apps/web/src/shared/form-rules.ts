/**
 * antd form rules built from the contracts' zod schemas and the features' rule functions, so the form shows
 * exactly the messages the server answers (STYLE.md: payload schemas live only in contracts).
 */
import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * Answers a field's schema from a module loaded when first needed (`() => import(…).then(…)`): a form on a
 * first visit's first screen (the sign-in page) checks with zod without zod in its first download (issue 37
 * point 5). Rules run asynchronously anyway; the first check waits for the module.
 */
export type SchemaLoader = () => Promise<z.ZodType>;

/**
 * An antd rule that runs a contract's zod field schema (or the one `schema` loads) and shows its first message. An empty field is
 * checked as `empty` ('' by default; null for optional nullable fields).
 */
export function zodRule(schema: z.ZodType | SchemaLoader, empty: unknown = ''): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const checked = typeof schema === 'function' ? await schema() : schema;
      const result = checked.safeParse(value ?? empty);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** An antd rule that fails with the message `check(value)` answers. */
export function checkRule(check: (value: string) => string | null): FormRule {
  return {
    validator: async (_rule, value: string) => {
      const problem = check(value);
      if (problem) throw new Error(problem);
    },
  };
}

/**
 * An antd rule for `field` of a contract's form schema that compares fields (a `.refine` such as "the two
 * passwords match"): the whole form is parsed with the current values (empty fields as '') and the first
 * message about `field` is shown. Give the Form.Item `dependencies` on the compared fields.
 */
export function zodFormRule(schema: z.ZodType, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = Object.fromEntries(
        Object.entries(getFieldsValue() as Record<string, unknown>).map(([name, value]) => [
          name,
          value ?? '',
        ]),
      );
      const result = schema.safeParse(values);
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}
