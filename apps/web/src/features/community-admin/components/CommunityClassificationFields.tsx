/**
 * The classification fields of the community form (spec 001 §5 Community form): the categories, where only
 * leaves can be checked, and up to 10 tags. They sit apart in the form (privacy between them), hence two
 * components.
 */
import { useMemo } from 'react';
import { Form, Select, TreeSelect } from 'antd';
import { COMMUNITY_ADMIN_MESSAGES, COMMUNITY_LIMITS, type TCommunityCategory } from '@portal/contracts';
import { toCategoryTree } from '../community-form';

const M = COMMUNITY_ADMIN_MESSAGES;

/** Renders the required 'Category' tree (checkable leaves only, expanded, searchable by name). */
export function CommunityCategoryField(props: {
  categories: readonly TCommunityCategory[];
  isLoading?: boolean;
}) {
  const { categories } = props;
  const treeData = useMemo(() => toCategoryTree(categories), [categories]);
  return (
    <Form.Item
      name="categoryIds"
      label="Category"
      rules={[{ required: true, type: 'array', min: 1, message: M.categoryRequired }]}
    >
      <TreeSelect
        treeData={treeData}
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_CHILD}
        treeDefaultExpandAll
        loading={props.isLoading}
        placeholder="Choose categories"
        aria-label="Category"
        allowClear
        showSearch
        treeNodeFilterProp="title"
        virtual={false}
      />
    </Form.Item>
  );
}

/** Renders the 'Tags' multiple select (at most {@link COMMUNITY_LIMITS}.tagsMax). */
export function CommunityTagsField({ tags }: { tags: readonly { id: string; name: string }[] }) {
  return (
    <Form.Item
      name="tagsId"
      label="Tags"
      rules={[{ type: 'array', max: COMMUNITY_LIMITS.tagsMax, message: M.tagsMax }]}
    >
      <Select
        mode="multiple"
        aria-label="Tags"
        placeholder="Up to 10 tags"
        maxCount={COMMUNITY_LIMITS.tagsMax}
        optionFilterProp="label"
        options={tags.map((t) => ({ value: t.id, label: t.name }))}
      />
    </Form.Item>
  );
}
