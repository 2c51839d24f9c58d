/** The buttons under the ticket forms (spec 002 §5 nominate substitute, dietary): submit and Cancel. */
import { Button, Space } from 'antd';

/** Props: the submit label, whether it is pending, and Cancel. */
export interface FormButtonsProps {
  submitLabel: string;
  submitting?: boolean;
  onCancel: () => void;
}

/** Renders the primary submit button and Cancel. */
export function FormButtons({ submitLabel, submitting, onCancel }: FormButtonsProps) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </Space>
  );
}
