/**
 * The frame of every account form (spec 000 §2 Sign-in screens): a vertical antd form without required marks,
 * the page title, an optional introduction and the inline error (Alert, type error).
 */
import type { ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form, { type FormProps } from 'antd/es/form';
// Input alone, not its index (TextArea, Search, OTP, Group): the account forms draw only text fields.
import Input from 'antd/es/input/Input';
import type { z } from 'zod';
import { zodRule, type SchemaLoader } from '../../../shared/form-rules';
import { AuthParagraph, AuthTitle } from './AuthText';

/** Props: the title, introduction, inline error and the form's own props. */
export interface AuthFormProps<T> extends Omit<FormProps<T>, 'layout' | 'requiredMark' | 'title'> {
  title: string;
  intro?: ReactNode;
  errorMessage: string | null;
  children: ReactNode;
}

/** Renders the form frame around `children`. */
export function AuthForm<T>({ title, intro, errorMessage, children, ...formProps }: AuthFormProps<T>) {
  return (
    <Form<T> layout="vertical" requiredMark={false} {...formProps}>
      <AuthTitle style={{ fontSize: 28 }}>{title}</AuthTitle>
      {intro && <AuthParagraph>{intro}</AuthParagraph>}
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      {children}
    </Form>
  );
}

/** The Email field of the account forms, checked by the contract's e-mail schema of that form. */
export function EmailField({
  schema,
  autoComplete,
}: {
  schema: z.ZodType | SchemaLoader;
  autoComplete: 'email' | 'username';
}) {
  return (
    <Form.Item label="Email" name="email" rules={[zodRule(schema)]}>
      <Input type="email" autoComplete={autoComplete} size="large" />
    </Form.Item>
  );
}

/** The primary, full-width submit button of the account forms. */
export function SubmitButton({
  loading,
  disabled,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" size="large" block loading={loading} disabled={disabled}>
      {children}
    </Button>
  );
}
