/**
 * Tags tab of the global community administration (spec 001 §2: the title shows the total count; a
 * client-side, case-insensitive search on name; a table; a create/edit modal; a delete confirmation). §5 Tag:
 * 'Please enter a tag name'. §8: 'Error creating/edit tag. Try again.', 'Error deleting tag. Try again.' with
 * the server message as description. 10 rows per page (§9).
 */
import { useMemo, useState } from 'react';
import { App, Button, Empty, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { GLOBAL_ADMIN_LIMITS, GLOBAL_ADMIN_MESSAGES as M, ZTagBody, type TAdminTag } from '@portal/contracts';
import { errorMessage } from '../../../../api/api-error';
import { LoadErrorAlert } from '../../../../shared/components/LoadErrorAlert';
import { SearchBox } from '../../../../shared/components/SearchBox';
import { zodRule } from '../../../../shared/form-rules';
import { useAllTags, useDeleteTag, useSaveTag } from '../../global-queries';
import { ADMIN_PAGE_SIZE } from '../../queries';

/** Renders the tab. */
export default function TagsTab() {
  const { message, modal, notification } = App.useApp();
  const tags = useAllTags();
  const save = useSaveTag();
  const remove = useDeleteTag();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<TAdminTag | 'new' | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const all = tags.data?.tags;
  const rows = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    const list = all ?? [];
    return needle ? list.filter((t) => t.name.toLowerCase().includes(needle)) : list;
  }, [all, keyword]);

  const handleSave = ({ name }: { name: string }) =>
    save.mutate(
      { id: editing === 'new' ? undefined : editing?.id, name: name.trim() },
      {
        onSuccess: () => {
          void message.success(M.saved);
          setEditing(null);
        },
        onError: (error) =>
          notification.error({
            message: M.tagSaveFailed,
            description: errorMessage(error, 'An error occurred'),
          }),
      },
    );

  const confirmDelete = (tag: TAdminTag) =>
    modal.confirm({
      title: `Delete tag ${tag.name}?`,
      content:
        tag.countOfPosts > 0
          ? `It is taken off ${tag.countOfPosts} ${tag.countOfPosts === 1 ? 'post' : 'posts'}. This cannot be undone.`
          : 'This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(tag.id).then(
          () => void message.success('Successfuly deleted'),
          (error: unknown) =>
            notification.error({
              message: M.tagDeleteFailed,
              description: errorMessage(error, 'An error occurred'),
            }),
        ),
    });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          Tags ({tags.data?.totalItemCount ?? 0})
        </Typography.Title>
        <Space wrap>
          <SearchBox
            label="Search tags"
            placeholder="Search by name"
            value={keyword}
            onChange={setKeyword}
            style={{ width: 260 }}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Create tag
          </Button>
        </Space>
      </Space>
      {tags.isError ? (
        <LoadErrorAlert
          message="Failed to load tags"
          error={tags.error}
          onRetry={() => void tags.refetch()}
        />
      ) : (
        <Table<TAdminTag>
          rowKey="id"
          loading={tags.isFetching}
          dataSource={rows}
          locale={{
            emptyText: tags.isPending ? (
              ' '
            ) : (
              <Empty
                description={keyword ? 'No tags found' : 'No tags yet'}
                image={Empty.PRESENTED_IMAGE_SIMPLE}
              />
            ),
          }}
          pagination={{ pageSize: ADMIN_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Posts', dataIndex: 'countOfPosts', align: 'right' },
            {
              title: 'Actions',
              key: 'actions',
              render: (_v, tag) => (
                <Space>
                  <Button size="small" aria-label={`Edit ${tag.name}`} onClick={() => setEditing(tag)}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={`Delete ${tag.name}`}
                    onClick={() => confirmDelete(tag)}
                  >
                    Delete
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Create tag' : 'Edit tag'}
        okText="Save"
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {/* Values set at mount, not after the open animation (which erased what a quick user had typed). */}
        <Form
          form={form}
          layout="vertical"
          onFinish={handleSave}
          preserve={false}
          initialValues={{ name: editing && editing !== 'new' ? editing.name : '' }}
        >
          <Form.Item name="name" label="Tag name" required rules={[zodRule(ZTagBody.shape.name)]}>
            <Input maxLength={GLOBAL_ADMIN_LIMITS.tagNameMax} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
