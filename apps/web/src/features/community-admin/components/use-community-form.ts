/**
 * The state of the community form (spec 001 §5 Community form, §4 privacy rules, §7 `POST
 * api/v1/admin/community`): the antd form instance, the current values when editing, the alias derived from
 * the name until edited by hand, the privacy corrections, and the save through the caller's `onSubmit` with
 * the server's field errors (400 / 409) put on their fields. No JSX: `CommunityFormModal` renders.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'antd';
import type { TCommunityCategory } from '@portal/contracts';
import {
  deriveAlias,
  leafCategoryIds,
  privacyCorrections,
  toCommunityFormData,
  type CommunityFormValues,
} from '../community-form';

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

/**
 * The server's field errors (`{ 'categoryIds[]': ['…'] }`, field → messages) as antd field data on the
 * form's fields; a list field's `[]` suffix is dropped and fields the form does not hold are left out.
 */
export function communityFieldErrors(
  errors: Record<string, string[]>,
): { name: keyof CommunityFormValues; errors: string[] }[] {
  return Object.entries(errors)
    .map(([field, messages]) => ({ name: FIELD_OF_SERVER[field.replace(/\[\]$/, '')], errors: messages }))
    .filter((entry): entry is { name: keyof CommunityFormValues; errors: string[] } => !!entry.name);
}

/** What {@link useCommunityForm} needs: the modal's open state, data and callbacks. */
export interface UseCommunityFormOptions {
  open: boolean;
  categories: readonly TCommunityCategory[];
  /** The community's current values when editing, set whenever the modal opens. */
  initial?: Partial<CommunityFormValues>;
  /** Sends the multipart body; true when saved, otherwise false or the server's field errors. */
  onSubmit: (form: FormData) => Promise<boolean | Record<string, string[]>>;
  onClose: () => void;
}

/**
 * Answers `{ form, isSaving, handleValuesChange, handleCancel, handleFinish }`. Saving sends
 * {@link toCommunityFormData} (leaf categories only); when saved the form resets and `onClose` runs, otherwise
 * the values stay and the server's field errors show on their fields. Cancel is ignored while saving.
 */
export function useCommunityForm({ open, categories, initial, onSubmit, onClose }: UseCommunityFormOptions) {
  const [form] = Form.useForm<CommunityFormValues>();
  const [isSaving, setIsSaving] = useState(false);
  const isAliasEdited = useRef(false);
  const leaves = useMemo(() => leafCategoryIds(categories), [categories]);

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
        form.setFields(communityFieldErrors(saved));
      }
    } finally {
      setIsSaving(false);
    }
  };

  return { form, isSaving, handleValuesChange, handleCancel, handleFinish };
}
