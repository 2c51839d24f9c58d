/**
 * A create/edit modal holding one vertical form (the admin tables' modals): 'Save' submits the form, which
 * runs its rules first; the form's values are set at mount from `initialValues` (not after the opening
 * animation, which erased what a quick user had typed) and dropped on close (`preserve={false}`).
 */
import type { ReactNode } from 'react';
import { Form, Modal } from 'antd';

/** Props of {@link FormModal}. */
export interface FormModalProps<T> {
  open: boolean;
  title: string;
  /** Shows the Save button's spinner. */
  isSaving: boolean;
  /** The form's values when it opens. */
  initialValues: Partial<T>;
  /** Called with the values once every rule passes. */
  onSave: (values: T) => void;
  onClose: () => void;
  /** The Form.Items. */
  children: ReactNode;
}

/** Renders the modal and its form. */
export function FormModal<T extends object>(props: FormModalProps<T>) {
  const { open, title, isSaving, initialValues, onSave, onClose, children } = props;
  const [form] = Form.useForm<T>();
  return (
    <Modal
      open={open}
      title={title}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={isSaving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<T> form={form} layout="vertical" onFinish={onSave} preserve={false} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
