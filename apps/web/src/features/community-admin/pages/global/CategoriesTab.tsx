/**
 * Category tab of the global community administration (spec 001 §2: a table with expandable subcategories and
 * 'Create category'; §5 Category: name required 'Please enter name', description and colour optional, default
 * grey; §8 messages; §9 10 per page). Deleting asks for confirmation; a category in use asks where to move its
 * communities first (the server refuses otherwise).
 */
import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useApp } from '../../../../shared/app-feedback';
import { PlusOutlined } from '@ant-design/icons';
import {
  CATEGORY_COLORS,
  GLOBAL_ADMIN_LIMITS,
  GLOBAL_ADMIN_MESSAGES as M,
  ZCategoryBody,
  type TCategoryInput,
  type TCommunityCategory,
} from '@portal/contracts';
import { errorMessage } from '../../../../api/api-error';
import { EditDeleteButtons } from '../../../../shared/components/EditDeleteButtons';
import { LoadErrorAlert } from '../../../../shared/components/LoadErrorAlert';
import { tableEmptyText } from '../../../../shared/components/table-empty';
import { zodRule } from '../../../../shared/form-rules';
import { fixedPagination } from '../../../../shared/table-pagination';
import {
  useAdminCategories,
  useDeleteCategory,
  useParentCategories,
  useSaveCategory,
} from '../../global-queries';
import { ADMIN_PAGE_SIZE, useCategoryTree } from '../../queries';
import { useTranslation } from 'react-i18next';

/** Communities filed under a category and its subcategories (as the table counts them). */
const usage = (c: TCommunityCategory) => c.communityCount;

/** Renders the tab. */
export default function CategoriesTab() {
  const { message, notification } = useApp();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TCommunityCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCommunityCategory | null>(null);
  const list = useAdminCategories(page);
  const save = useSaveCategory();

  const handleSave = async (body: TCategoryInput) => {
    try {
      await save.mutateAsync({ id: editing === 'new' ? undefined : editing?.id, body });
      void message.success(M.saved);
      setEditing(null);
    } catch (error) {
      notification.error({
        title: M.categorySaveFailed,
        description: errorMessage(error, 'An error occurred'),
      });
    }
  };

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          Categories
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Create category
        </Button>
      </Space>
      {list.isLoadingError ? (
        <LoadErrorAlert
          message="Failed to load categories"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<TCommunityCategory>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.communityCategories ?? []}
          expandable={{ childrenColumnName: 'subCategories' }}
          locale={{ emptyText: tableEmptyText(list.isPending, 'No categories yet') }}
          pagination={{
            ...fixedPagination(page, ADMIN_PAGE_SIZE, list.data?.totalItemCount ?? 0, setPage),
            hideOnSinglePage: true,
          }}
          scroll={{ x: 640 }}
          columns={[
            {
              title: 'Name',
              key: 'name',
              render: (_v, row) => (
                <Space>
                  <Tag color={row.color === 'grey' ? 'default' : row.color}>{row.name}</Tag>
                  {row.parentCategoryId === null && row.subCategoriesCount > 0 && (
                    <Typography.Text type="secondary">{row.subCategoriesCount} subcategories</Typography.Text>
                  )}
                </Space>
              ),
            },
            { title: 'Description', dataIndex: 'description', render: (v: string | null) => v ?? '—' },
            { title: t('words.categoryCountColumn'), dataIndex: 'communityCount', align: 'right' },
            {
              title: 'Actions',
              key: 'actions',
              render: (_v, row) => (
                <EditDeleteButtons
                  name={row.name}
                  onEdit={() => setEditing(row)}
                  onDelete={() => setDeleting(row)}
                />
              ),
            },
          ]}
        />
      )}
      {editing && (
        <CategoryModal
          category={editing === 'new' ? null : editing}
          isSaving={save.isPending}
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteCategoryModal category={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

/** Create or edit form: name, description, colour and (for a category without subcategories) its parent. */
function CategoryModal(props: {
  category: TCommunityCategory | null;
  isSaving: boolean;
  onSave: (body: TCategoryInput) => void;
  onClose: () => void;
}) {
  const { category } = props;
  const [form] = Form.useForm<TCategoryInput>();
  const parents = useParentCategories(true);
  const canHaveParent = !category || category.subCategoriesCount === 0;
  const parentOptions = (parents.data?.communityCategories ?? [])
    .filter((p) => p.id !== category?.id)
    .map((p) => ({ value: p.id, label: p.name }));
  return (
    <Modal
      open
      title={category ? 'Edit category' : 'Create category'}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={props.isSaving}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<TCategoryInput>
        form={form}
        layout="vertical"
        initialValues={{
          name: category?.name ?? '',
          description: category?.description ?? '',
          color: category?.color ?? 'grey',
          parentCategoryId: category?.parentCategoryId ?? null,
        }}
        onFinish={(values) =>
          props.onSave({
            ...values,
            description: values.description || null,
            parentCategoryId: values.parentCategoryId ?? null,
          })
        }
      >
        <Form.Item name="name" label="Name" required rules={[zodRule(ZCategoryBody.shape.name)]}>
          <Input maxLength={GLOBAL_ADMIN_LIMITS.categoryNameMax} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} maxLength={GLOBAL_ADMIN_LIMITS.categoryDescriptionMax} />
        </Form.Item>
        <Form.Item name="color" label="Colour">
          <Select
            options={CATEGORY_COLORS.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }))}
          />
        </Form.Item>
        {canHaveParent && (
          <Form.Item
            name="parentCategoryId"
            label="Parent category"
            extra="Leave empty for a top-level category."
          >
            <Select
              allowClear
              loading={parents.isPending}
              options={parentOptions}
              placeholder="None (top level)"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** Confirms a delete; a category in use needs a category to move its communities to. */
function DeleteCategoryModal({ category, onClose }: { category: TCommunityCategory; onClose: () => void }) {
  const { message, notification } = useApp();
  const remove = useDeleteCategory();
  const { t } = useTranslation();
  const inUse = usage(category) > 0;
  const tree = useCategoryTree(inUse);
  const [target, setTarget] = useState<string | undefined>();
  const excluded = new Set([category.id, ...category.subCategories.map((s) => s.id)]);
  const options = (tree.data?.communityCategories ?? [])
    .flatMap((p) => [p, ...p.subCategories])
    .filter((c) => !excluded.has(c.id))
    .map((c) => ({ value: c.id, label: c.name }));

  const handleOk = () =>
    remove.mutate(
      { id: category.id, moveToCategoryId: inUse ? target : undefined },
      {
        onSuccess: () => {
          void message.success('Successfuly deleted');
          onClose();
        },
        onError: (error) =>
          notification.error({
            title: M.categoryDeleteFailed,
            description: errorMessage(error, 'An error occurred'),
          }),
      },
    );

  return (
    <Modal
      open
      title={`Delete category ${category.name}?`}
      okText="Delete"
      okButtonProps={{ danger: true, disabled: inUse && !target }}
      confirmLoading={remove.isPending}
      onOk={handleOk}
      onCancel={onClose}
    >
      {category.subCategoriesCount > 0 && (
        <p>Its {category.subCategoriesCount} subcategories are deleted too.</p>
      )}
      {inUse ? (
        <>
          <p>{M.categoryInUse(usage(category))}</p>
          <Select
            aria-label={t('words.moveCommunitiesTo')}
            placeholder={t('words.moveCommunitiesTo')}
            style={{ width: '100%' }}
            loading={tree.isPending}
            options={options}
            value={target}
            onChange={setTarget}
          />
        </>
      ) : (
        <p>This cannot be undone.</p>
      )}
    </Modal>
  );
}
