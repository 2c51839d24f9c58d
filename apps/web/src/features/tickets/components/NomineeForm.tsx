/**
 * Nominate substitute form (spec 002 §5): title, name, email, mobile (required, 150/15 limits, digits only,
 * non-digits stripped as typed) and an optional organisation, validated with the shared `ZNomineeForm`
 * messages.
 */
import { Form, Input } from 'antd';
import { EVENT_LIMITS, ZNomineeForm, type TNomineeForm } from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';
import { FormButtons } from './FormButtons';

const fields = ZNomineeForm.shape;

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
      <Form.Item label="Title" name="nomineeTitle" rules={[zodRule(fields.nomineeTitle)]}>
        <Input maxLength={EVENT_LIMITS.nomineeText + 1} />
      </Form.Item>
      <Form.Item label="Name" name="nomineeName" rules={[zodRule(fields.nomineeName)]}>
        <Input maxLength={EVENT_LIMITS.nomineeText + 1} />
      </Form.Item>
      <Form.Item label="Email" name="nomineeEmail" rules={[zodRule(fields.nomineeEmail)]}>
        <Input type="email" />
      </Form.Item>
      <Form.Item
        label="Mobile"
        name="nomineeMobile"
        rules={[zodRule(fields.nomineeMobile)]}
        normalize={(value: string) => digitsOnly(value)}
      >
        <Input inputMode="numeric" maxLength={EVENT_LIMITS.nomineeMobile} />
      </Form.Item>
      <Form.Item
        label="Organisation (optional)"
        name="nomineeOrgName"
        rules={[zodRule(fields.nomineeOrgName, null)]}
      >
        <Input />
      </Form.Item>
      <FormButtons submitLabel="Nominate" submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
