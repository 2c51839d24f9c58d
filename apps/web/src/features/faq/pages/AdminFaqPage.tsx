/**
 * FAQ tab of the global community administration (spec 001 §2 'Create frequently asked questions'; §5 FAQ:
 * 'Please input the question!', 'Please input the answer!', 'No changes to save'; §7 `api/v1/admin/faq`; §8
 * 'Error during deleting', 'Error during restoring', 'Error during saving', 'Error during loading FAQ list.').
 * Answers are rich text (the project's RichTextEditor). Deleting is soft, after confirmation; restore brings
 * an item back.
 */
import { useState } from 'react';
import { Button, Collapse, Empty, Form, Input, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { PlusOutlined } from '@ant-design/icons';
import { FAQ_LIMITS, FAQ_MESSAGES, ZFaqInput, type TFaqItem } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { RichTextEditor } from '../../../shared/components/RichTextEditor';
import { SafeHtml } from '../../../shared/components/SafeHtml';
import { zodRule } from '../../../shared/form-rules';
import { useAdminFaq, useFaqMutation } from '../queries';

type FaqForm = { name: string; description: string };

/** Renders the tab. */
export default function AdminFaqPage() {
  const { message, modal, notification } = useApp();
  const list = useAdminFaq();
  const mutate = useFaqMutation();
  const [editing, setEditing] = useState<TFaqItem | 'new' | null>(null);
  const [form] = Form.useForm<FaqForm>();

  const fail = (title: string) => (error: unknown) =>
    notification.error({ title, description: errorMessage(error, 'An error occurred') });

  const handleSave = (values: FaqForm) => {
    if (
      editing &&
      editing !== 'new' &&
      values.name === editing.name &&
      values.description === editing.description
    ) {
      void message.info(FAQ_MESSAGES.noChanges);
      return;
    }
    mutate.mutate(
      editing === 'new' || !editing
        ? { kind: 'create', item: values }
        : { kind: 'update', id: editing.id, item: values },
      {
        onSuccess: () => {
          void message.success('Successfully saved!');
          setEditing(null);
        },
        onError: fail(FAQ_MESSAGES.saveFailed),
      },
    );
  };

  const confirmDelete = (item: TFaqItem) =>
    modal.confirm({
      title: 'Delete this question?',
      content: item.name,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        mutate
          .mutateAsync({ kind: 'delete', id: item.id })
          .then(() => void message.success('Successfuly deleted'), fail(FAQ_MESSAGES.deleteFailed)),
    });

  const restore = (item: TFaqItem) =>
    mutate.mutate(
      { kind: 'restore', id: item.id },
      {
        onSuccess: () => void message.success('Successfuly restored'),
        onError: fail(FAQ_MESSAGES.restoreFailed),
      },
    );

  const items = list.data?.faQs ?? [];
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          Frequently asked questions
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Create frequently asked questions
        </Button>
      </Space>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : list.isLoadingError ? (
        <LoadErrorAlert
          message={FAQ_MESSAGES.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <Empty description="No questions yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Collapse
          // The title alone toggles: the row's buttons must not sit inside a role=button header (axe nested-interactive).
          collapsible="header"
          items={items.map((item) => ({
            key: item.id,
            label: (
              <Space>
                <span
                  style={
                    item.isDeleted ? { color: 'var(--portal-text-secondary, rgba(0,0,0,0.55))' } : undefined
                  }
                >
                  {item.name}
                </span>
                {item.isDeleted && <Tag>Deleted</Tag>}
              </Space>
            ),
            extra: (
              <Space onClick={(event) => event.stopPropagation()}>
                {item.isDeleted ? (
                  <Button size="small" aria-label={`Restore ${item.name}`} onClick={() => restore(item)}>
                    Restore
                  </Button>
                ) : (
                  <>
                    <Button size="small" aria-label={`Edit ${item.name}`} onClick={() => setEditing(item)}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      danger
                      aria-label={`Delete ${item.name}`}
                      onClick={() => confirmDelete(item)}
                    >
                      Delete
                    </Button>
                  </>
                )}
              </Space>
            ),
            children: <SafeHtml html={item.description} />,
          }))}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Create frequently asked questions' : 'Edit question'}
        okText="Save"
        width={720}
        onOk={() => form.submit()}
        confirmLoading={mutate.isPending}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {/* Values are set at mount, not after the opening animation (which erased what a quick user typed). */}
        <Form
          form={form}
          layout="vertical"
          onFinish={handleSave}
          preserve={false}
          initialValues={
            editing && editing !== 'new'
              ? { name: editing.name, description: editing.description }
              : { name: '', description: '' }
          }
        >
          <Form.Item name="name" label="Question" required rules={[zodRule(ZFaqInput.shape.name)]}>
            <Input maxLength={FAQ_LIMITS.questionMax} />
          </Form.Item>
          <Form.Item
            name="description"
            label="Answer"
            required
            rules={[
              {
                validator: async (_r, value: string | undefined) => {
                  if (!value || !value.replace(/<[^>]*>/g, '').trim())
                    throw new Error(FAQ_MESSAGES.answerRequired);
                },
              },
            ]}
          >
            <RichTextEditor variant="content" label="Answer" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
