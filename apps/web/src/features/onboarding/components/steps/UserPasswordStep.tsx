/**
 * Welcome step 2 "Choose a password" (spec 000 §5 Welcome password): live rules — at least 8 characters,
 * at least 1 special (non-alphanumeric) character, at least one upper and one lower case letter. Continue
 * with a password saves it (issue 18), so a password must meet the rules and the confirmation must match;
 * an empty password saves nothing.
 */
import { Form, Input } from 'antd';
import { FIRST_TIME_MESSAGES, WELCOME_PASSWORD_RULES } from '@portal/contracts';
import { PasswordRuleList } from '../../../../shared/components/PasswordRuleList';

/** Renders the password fields and the live rules. */
export function UserPasswordStep() {
  const password = (Form.useWatch('password') as string | undefined) ?? '';
  return (
    <>
      <Form.Item
        label="New password"
        name="password"
        rules={[
          {
            validator: (_, value: string | undefined) =>
              !value || WELCOME_PASSWORD_RULES.every((rule) => rule.test(value))
                ? Promise.resolve()
                : Promise.reject(new Error(FIRST_TIME_MESSAGES.passwordRules)),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordRuleList rules={WELCOME_PASSWORD_RULES} password={password} unmetColor="#a8071a" />
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !getFieldValue('password') || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(FIRST_TIME_MESSAGES.passwordsDiffer)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
