/**
 * Nominate substitute form (spec 002 §5): title, name, email, mobile (required, 150/15 limits, digits only,
 * non-digits stripped as typed) and an optional organisation, validated with the shared `ZNomineeForm`
 * messages.
 */
import { Button, Form, Input, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { EVENT_LIMITS, ZNomineeForm, type TNomineeForm } from '@portal/contracts';

type Field = keyof typeof ZNomineeForm.shape;

/** An antd rule that runs the shared zod field schema and shows its first message. */
function zodRule(field: Field): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = ZNomineeForm.shape[field].safeParse(value ?? (field === 'nomineeOrgName' ? null : ''));
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** Keeps only digits of a typed mobile number. */
export function digitsOnly(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Props: submit handler and cancel. */
export interface NomineeFormProps {
  onSubmit: (values: TNomineeForm) => Promise<unknown>;
  onCancel: () => void;
  submitting?: boolean;
}

/** Renders the nominee form. */
export function NomineeForm({ onSubmit, onCancel, submitting }: NomineeFormProps) {
  const [form] = Form.useForm<TNomineeForm>();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) =>
        void onSubmit({
          ...values,
          nomineeOrgName: values.nomineeOrgName?.trim() ? values.nomineeOrgName.trim() : null,
        })
      }
    >
      <Form.Item label="Title" name="nomineeTitle" rules={[zodRule('nomineeTitle')]}>
        <Input maxLength={EVENT_LIMITS.nomineeText + 1} />
      </Form.Item>
      <Form.Item label="Name" name="nomineeName" rules={[zodRule('nomineeName')]}>
        <Input maxLength={EVENT_LIMITS.nomineeText + 1} />
      </Form.Item>
      <Form.Item label="Email" name="nomineeEmail" rules={[zodRule('nomineeEmail')]}>
        <Input type="email" />
      </Form.Item>
      <Form.Item
        label="Mobile"
        name="nomineeMobile"
        rules={[zodRule('nomineeMobile')]}
        normalize={(value: string) => digitsOnly(value)}
      >
        <Input inputMode="numeric" maxLength={EVENT_LIMITS.nomineeMobile} />
      </Form.Item>
      <Form.Item label="Organisation (optional)" name="nomineeOrgName" rules={[zodRule('nomineeOrgName')]}>
        <Input />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting}>
          Nominate
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Space>
    </Form>
  );
}
