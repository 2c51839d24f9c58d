/**
 * Welcome step 2 "Choose a password" (spec 000 §5 Welcome password): live rules — at least 8 characters,
 * at least 1 special (non-alphanumeric) character, at least one upper and one lower case letter. Continue
 * with a password saves it (issue 18), so a password must meet the rules and the confirmation must match;
 * an empty password saves nothing.
 */
import { Form, Input, Space, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { FIRST_TIME_MESSAGES, WELCOME_PASSWORD_RULES } from '@portal/contracts';

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
      <ul aria-label="Password rules" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
        {WELCOME_PASSWORD_RULES.map((rule) => {
          const isMet = rule.test(password);
          return (
            <li key={rule.key} data-met={isMet}>
              <Space>
                {isMet ? (
                  <CheckCircleFilled style={{ color: '#237804' }} aria-label="met" />
                ) : (
                  <CloseCircleOutlined style={{ color: '#a8071a' }} aria-label="not met" />
                )}
                <Typography.Text>{rule.label}</Typography.Text>
              </Space>
            </li>
          );
        })}
      </ul>
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
