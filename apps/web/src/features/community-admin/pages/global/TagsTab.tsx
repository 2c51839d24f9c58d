/**
 * Tags tab of the global community administration (spec 001 §2: the title shows the total count; a
 * client-side, case-insensitive search on name; a table; a create/edit modal; a delete confirmation). §5 Tag:
 * 'Please enter a tag name'. §8: 'Error creating/edit tag. Try again.', 'Error deleting tag. Try again.' with
 * the server message as description. 10 rows per page (§9).
 */
import { useMemo, useState } from 'react';
import { Button, Form, Input, Space, Table, Typography } from 'antd';
import { useApp } from '../../../../shared/app-feedback';
import { PlusOutlined } from '@ant-design/icons';
import { GLOBAL_ADMIN_LIMITS, GLOBAL_ADMIN_MESSAGES as M, ZTagBody, type TAdminTag } from '@portal/contracts';
import { errorMessage } from '../../../../api/api-error';
import { LoadErrorAlert } from '../../../../shared/components/LoadErrorAlert';
import { EditDeleteButtons } from '../../../../shared/components/EditDeleteButtons';
import { FormModal } from '../../../../shared/components/FormModal';
import { SearchBox } from '../../../../shared/components/SearchBox';
import { tableEmptyText } from '../../../../shared/components/table-empty';
import { zodRule } from '../../../../shared/form-rules';
import { useAllTags, useDeleteTag, useSaveTag } from '../../global-queries';
import { ADMIN_PAGE_SIZE } from '../../queries';

/** Renders the tab. */
export default function TagsTab() {
  const { message, modal, notification } = useApp();
  const tags = useAllTags();
  const save = useSaveTag();
  const remove = useDeleteTag();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<TAdminTag | 'new' | null>(null);
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
            title: M.tagSaveFailed,
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
              title: M.tagDeleteFailed,
              description: errorMessage(error, 'An error occurred'),
            }),
        ),
    });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          {/* No count until the list is read (a '(0)' while loading would be wrong). */}
          {tags.data ? `Tags (${tags.data.totalItemCount})` : 'Tags'}
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
      {tags.isLoadingError ? (
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
          locale={{ emptyText: tableEmptyText(tags.isPending, keyword ? 'No tags found' : 'No tags yet') }}
          pagination={{ pageSize: ADMIN_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Posts', dataIndex: 'countOfPosts', align: 'right' },
            {
              title: 'Actions',
              key: 'actions',
              render: (_v, tag) => (
                <EditDeleteButtons
                  name={tag.name}
                  onEdit={() => setEditing(tag)}
                  onDelete={() => confirmDelete(tag)}
                />
              ),
            },
          ]}
        />
      )}
      <FormModal<{ name: string }>
        open={editing !== null}
        title={editing === 'new' ? 'Create tag' : 'Edit tag'}
        isSaving={save.isPending}
        initialValues={{ name: editing && editing !== 'new' ? editing.name : '' }}
        onSave={handleSave}
        onClose={() => setEditing(null)}
      >
        <Form.Item name="name" label="Tag name" required rules={[zodRule(ZTagBody.shape.name)]}>
          <Input maxLength={GLOBAL_ADMIN_LIMITS.tagNameMax} />
        </Form.Item>
      </FormModal>
    </>
  );
}
