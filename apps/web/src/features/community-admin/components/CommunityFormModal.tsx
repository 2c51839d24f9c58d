/**
 * The create-community modal (spec 001 §5 Community form): every field with the spec's messages (name,
 * short description and alias checked by the contract's `ZCommunityForm`), the alias
 * derived from the name until edited by hand and checked on blur, the privacy rules of §4, and the defaults
 * of §9; the segments (§3, {@link SegmentField}). The values stay in the form when the save fails.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  DatePicker,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Switch,
  Tooltip,
  TreeSelect,
  Upload,
  App,
  type UploadFile,
} from 'antd';
import { InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  COMMUNITY_ADMIN_MESSAGES,
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_IMAGE_TYPES,
  COMMUNITY_LIMITS,
  ZCommunityForm,
  type TCommunityCategory,
} from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';
import {
  COMMUNITY_FORM_DEFAULTS,
  deriveAlias,
  leafCategoryIds,
  privacyCorrections,
  toCategoryTree,
  toCommunityFormData,
  type CommunityFormValues,
} from '../community-form';
import { SegmentField } from './SegmentField';

/** Props of {@link CommunityFormModal}. */
export interface CommunityFormModalProps {
  open: boolean;
  /** The tenant's word, capitalised ('Community', 'Workspace', 'Hub', 'Committee'). */
  Word: string;
  categories: readonly TCommunityCategory[];
  isCategoriesLoading?: boolean;
  tags: readonly { id: string; name: string }[];
  /** Answers whether the alias is taken; a rejection counts as taken (spec 001 §5). */
  checkAlias: (alias: string) => Promise<boolean>;
  /**
   * Sends the multipart body; resolves true when saved (the modal then resets and closes), otherwise false
   * or the server's field errors (field → messages), which are shown on the matching fields.
   */
  onSubmit: (form: FormData) => Promise<boolean | Record<string, string[]>>;
  onClose: () => void;
  /**
   * Editing (issue 14, Admin settings): the community's current values, set whenever the modal opens. The
   * current image counts as chosen (no `imageFile` is sent unless replaced) and the alias is not derived.
   */
  initial?: Partial<CommunityFormValues>;
  /** The current alias, which the uniqueness check skips (spec 001 §5). */
  currentAlias?: string;
  /** Modal title; 'Create {word}' by default. */
  title?: string;
}

const M = COMMUNITY_ADMIN_MESSAGES;
/** The contract's field schemas (name, short description, alias: the spec's messages of 001 §5). */
const FIELDS = ZCommunityForm.in.shape;
const IMAGE_ACCEPT = COMMUNITY_IMAGE_TYPES.map((t) => `.${t}`).join(',');
const isPast = (day: Dayjs) => day.isBefore(dayjs().startOf('day'));
/** Form field of each server field name (400 / 409 field errors). */
const FIELD_OF_SERVER: Record<string, keyof CommunityFormValues | undefined> = {
  name: 'name',
  shortDescription: 'shortDescription',
  alias: 'alias',
  imageFile: 'image',
  categoryIds: 'categoryIds',
  tagsId: 'tagsId',
  segmentIds: 'segmentIds',
  aliveStartDate: 'aliveStartDate',
  aliveEndDate: 'aliveEndDate',
};

/** Renders the community form in a modal; 'Save' validates, then calls `onSubmit`. */
export function CommunityFormModal(props: CommunityFormModalProps) {
  const { open, Word, categories, tags, checkAlias, onSubmit, onClose } = props;
  const word = Word.toLowerCase();
  const { message } = App.useApp();
  const [form] = Form.useForm<CommunityFormValues>();
  const [isSaving, setIsSaving] = useState(false);
  const isAliasEdited = useRef(false);
  const privacy = Form.useWatch('privacy', form) ?? 'public';
  const isVisible = Form.useWatch('isVisible', form) ?? true;
  const treeData = useMemo(() => toCategoryTree(categories), [categories]);
  const leaves = useMemo(() => leafCategoryIds(categories), [categories]);
  const canAutoJoin = privacy === 'public' && isVisible;
  const { initial, currentAlias } = props;

  useEffect(() => {
    if (!open || !initial) return;
    form.setFieldsValue(initial);
    isAliasEdited.current = true;
  }, [open, initial, form]);

  const handleValuesChange = (changed: Partial<CommunityFormValues>, all: CommunityFormValues) => {
    if ('name' in changed && !isAliasEdited.current) {
      form.setFieldValue('alias', deriveAlias(changed.name ?? ''));
      if (form.isFieldTouched('alias') || form.getFieldError('alias').length > 0)
        void form.validateFields(['alias']).catch(() => undefined);
    }
    if ('alias' in changed) isAliasEdited.current = true;
    if ('privacy' in changed || 'isVisible' in changed || 'isAutoJoin' in changed) {
      const fix = privacyCorrections(all);
      if (Object.keys(fix).length > 0) form.setFieldsValue(fix);
    }
  };

  const handleCancel = () => {
    if (isSaving) return;
    onClose();
  };

  const handleFinish = async (values: CommunityFormValues) => {
    setIsSaving(true);
    try {
      const saved = await onSubmit(toCommunityFormData(values, leaves));
      if (saved === true) {
        form.resetFields();
        isAliasEdited.current = false;
        onClose();
      } else if (saved) {
        form.setFields(
          Object.entries(saved)
            .map(([field, errors]) => ({ name: FIELD_OF_SERVER[field.replace(/\[\]$/, '')], errors }))
            .filter((entry): entry is { name: keyof CommunityFormValues; errors: string[] } => !!entry.name),
        );
      }
    } finally {
      setIsSaving(false);
    }
  };

  const beforeUpload = (file: File) => {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(COMMUNITY_IMAGE_TYPES as readonly string[]).includes(extension)) {
      void message.error(`Allowed only: ${COMMUNITY_IMAGE_TYPES.join(', ')} file types`);
      return Upload.LIST_IGNORE;
    }
    if (file.size > COMMUNITY_IMAGE_MAX_BYTES) {
      void message.error('Maximum allowed file size is 5Mb');
      return Upload.LIST_IGNORE;
    }
    return false;
  };

  return (
    <Modal
      open={open}
      title={props.title ?? `Create ${word}`}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={handleCancel}
      confirmLoading={isSaving}
      width={720}
      destroyOnHidden={false}
      forceRender
    >
      <Form<CommunityFormValues>
        form={form}
        layout="vertical"
        name="community-form"
        initialValues={COMMUNITY_FORM_DEFAULTS}
        onValuesChange={handleValuesChange}
        onFinish={(values) => void handleFinish(values)}
        requiredMark
      >
        <Form.Item name="name" label={`${Word} name`} rules={[zodRule(FIELDS.name)]}>
          <Input maxLength={COMMUNITY_LIMITS.nameMax} showCount />
        </Form.Item>
        <Form.Item
          name="shortDescription"
          label="Short description"
          rules={[zodRule(FIELDS.shortDescription)]}
        >
          <Input maxLength={COMMUNITY_LIMITS.shortDescriptionMax} showCount />
        </Form.Item>
        <Form.Item
          name="image"
          label="Image"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[{ required: true, type: 'array', min: 1, message: M.imageRequired }]}
          extra="png, jpeg or jpg, up to 5 MB"
        >
          <Upload
            listType="picture-card"
            accept={IMAGE_ACCEPT}
            maxCount={1}
            beforeUpload={beforeUpload}
            aria-label="Upload image"
          >
            <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>Upload</div>
            </button>
          </Upload>
        </Form.Item>
        <Form.Item
          name="alias"
          label={`${Word} alias`}
          validateTrigger={['onChange', 'onBlur']}
          validateFirst
          rules={[
            zodRule(FIELDS.alias),
            {
              validateTrigger: 'onBlur',
              validator: async (_rule, value: string | undefined) => {
                if (!value || /\s/.test(value)) return;
                if (currentAlias && value.trim().toLowerCase() === currentAlias.toLowerCase()) return;
                const taken = await checkAlias(value.trim()).catch(() => true);
                if (taken) throw new Error(M.aliasExists);
              },
            },
          ]}
        >
          <Input maxLength={COMMUNITY_LIMITS.aliasMax} />
        </Form.Item>
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
            loading={props.isCategoriesLoading}
            placeholder="Choose categories"
            aria-label="Category"
            allowClear
            showSearch
            treeNodeFilterProp="title"
            virtual={false}
          />
        </Form.Item>
        <Form.Item name="privacy" label="Privacy" rules={[{ required: true, message: M.privacyRequired }]}>
          <Radio.Group
            options={[
              { value: 'public', label: 'Public' },
              { value: 'private', label: 'Private' },
            ]}
          />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="isVisible" label="Visible" valuePropName="checked">
            <Switch aria-label="Visible" disabled={privacy === 'public'} />
          </Form.Item>
          <Form.Item
            name="isAutoJoin"
            label={
              <Space size={4}>
                Auto-join
                <Tooltip title={`Auto-join is only available for public ${word}s`}>
                  <InfoCircleOutlined aria-label="About auto-join" tabIndex={0} />
                </Tooltip>
              </Space>
            }
            valuePropName="checked"
          >
            <Switch aria-label="Auto-join" disabled={!canAutoJoin} />
          </Form.Item>
          <Form.Item name="isRequirePostApproval" label="Post approval" valuePropName="checked">
            <Switch aria-label="Post approval" />
          </Form.Item>
          <Form.Item name="isRequireAgreement" label="Require agreement" valuePropName="checked">
            <Switch aria-label="Require agreement" />
          </Form.Item>
          <Form.Item name="pushToWebSite" label="Push to website" valuePropName="checked">
            <Switch aria-label="Push to website" />
          </Form.Item>
        </Space>
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
        <SegmentField enabled={open} word={word} />
        <Space size="large" wrap>
          <Form.Item
            name="aliveStartDate"
            label="Start date"
            rules={[
              {
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  if (value && isPast(value)) throw new Error(M.datePast);
                },
              },
            ]}
          >
            <DatePicker disabledDate={isPast} aria-label="Start date" />
          </Form.Item>
          <Form.Item
            name="aliveEndDate"
            label="End date"
            dependencies={['aliveStartDate']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  if (!value) return;
                  if (isPast(value)) throw new Error(M.datePast);
                  const start = getFieldValue('aliveStartDate') as Dayjs | null | undefined;
                  if (start && !start.isBefore(value, 'day')) throw new Error(M.startAfterEnd);
                },
              }),
            ]}
          >
            <DatePicker disabledDate={isPast} aria-label="End date" />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
