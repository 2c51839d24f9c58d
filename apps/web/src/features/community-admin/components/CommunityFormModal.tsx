/**
 * The create-community modal (spec 001 §5 Community form): every field with the spec's messages (name,
 * short description and alias checked by the contract's `ZCommunityForm`), the alias
 * derived from the name until edited by hand and checked on blur, the privacy rules of §4, and the defaults
 * of §9; the segments (§3, {@link SegmentField}). The values stay in the form when the save fails.
 */
import { Form, Modal } from 'antd';
import type { TCommunityCategory } from '@portal/contracts';
import { COMMUNITY_FORM_DEFAULTS, type CommunityFormValues } from '../community-form';
import { SegmentField } from '../../../shared/components/SegmentField';
import { CommunityCategoryField, CommunityTagsField } from './CommunityClassificationFields';
import { CommunityDatesFields } from './CommunityDatesFields';
import { CommunityIdentityFields } from './CommunityIdentityFields';
import { CommunityPrivacyFields } from './CommunityPrivacyFields';
import { useCommunityForm } from './use-community-form';

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

/**
 * Renders the community form in a modal, composed of its field groups; 'Save' validates, then calls
 * `onSubmit` (state and saving: {@link useCommunityForm}).
 */
export function CommunityFormModal(props: CommunityFormModalProps) {
  const { open, Word, categories, tags, checkAlias, onSubmit, onClose, initial, currentAlias } = props;
  const word = Word.toLowerCase();
  const { form, isSaving, handleValuesChange, handleCancel, handleFinish } = useCommunityForm({
    open,
    categories,
    initial,
    onSubmit,
    onClose,
  });

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
        <CommunityIdentityFields Word={Word} checkAlias={checkAlias} currentAlias={currentAlias} />
        <CommunityCategoryField categories={categories} isLoading={props.isCategoriesLoading} />
        <CommunityPrivacyFields word={word} />
        <CommunityTagsField tags={tags} />
        <SegmentField enabled={open} help={`Members of these segments are offered the ${word}.`} />
        <CommunityDatesFields />
      </Form>
    </Modal>
  );
}
