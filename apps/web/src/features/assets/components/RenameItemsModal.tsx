/**
 * The rename-items modal of the assets tab (spec 001 §2 Assets "add/rename/delete", §8 messages 'Items renamed
 * successfully.' / 'Failed to rename items.'): the items chosen with their check boxes, one name field each
 * ('Please input the file name' when blank). Save sends `PUT .../asset/{assetId}` `{ name, description }` for
 * every changed name (the spec has no batch call); one failure shows 'Failed to rename items.' and keeps the
 * modal open, with the names that were saved kept.
 *
 * The items are taken once, when the modal opens: a saved rename refetches the list, and re-reading the items
 * then would reset the fields and lose what the member typed for the names that failed (e2e trap "a page that
 * remounts loses what the member typed"). A retry sends only the names still different from what is saved.
 */
import { useEffect, useRef, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { ASSET_MESSAGES, type TAssetItem } from '@portal/contracts';
import { useRenameAssetMutation } from '../queries';
import { requiredError } from '../asset-rules';
import { checkRule } from '../../../shared/form-rules';

/** Props: the chosen items (empty keeps the modal closed) and the outcome (`saved` after every name saved). */
export interface RenameItemsModalProps {
  communityId: string;
  items: TAssetItem[];
  open: boolean;
  onClose: (saved: boolean) => void;
}

/** Renders the modal. */
export function RenameItemsModal({ communityId, items, open, onClose }: RenameItemsModalProps) {
  const { message } = useApp();
  const renameAsset = useRenameAssetMutation(communityId);
  const [form] = Form.useForm<Record<string, string>>();
  const [chosen, setChosen] = useState<TAssetItem[]>([]);
  /** Names saved since the modal opened, by item id. */
  const [saved, setSaved] = useState<Record<string, string>>({});
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setChosen(items);
      setSaved({});
      form.setFieldsValue(Object.fromEntries(items.map((item) => [item.id, item.name])));
    }
    wasOpen.current = open;
  }, [open, items, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const changed = chosen.filter((item) => values[item.id]!.trim() !== (saved[item.id] ?? item.name));
    const results = await Promise.allSettled(
      changed.map((item) =>
        renameAsset.mutateAsync({
          folderId: item.folderId,
          assetId: item.id,
          body: { name: values[item.id]!.trim(), description: item.description },
        }),
      ),
    );
    if (results.some((r) => r.status === 'rejected')) {
      // What was saved is now the item's name: a retry sends only the rest.
      const done = changed.filter((_, i) => results[i]!.status === 'fulfilled');
      setSaved((now) => ({
        ...now,
        ...Object.fromEntries(done.map((item) => [item.id, values[item.id]!.trim()])),
      }));
      void message.error(ASSET_MESSAGES.renameItemsFailed);
      return;
    }
    void message.success(ASSET_MESSAGES.itemsRenamed);
    onClose(true);
  };

  return (
    <Modal
      open={open}
      title={`Rename ${chosen.length} items`}
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      okText="Save"
      confirmLoading={renameAsset.isPending}
      destroyOnHidden
    >
      <Form form={form} name="renameItemsForm" layout="vertical">
        {chosen.map((item) => (
          <Form.Item
            key={item.id}
            label={`New name for ${item.name}`}
            name={item.id}
            required
            rules={[checkRule((v) => requiredError(v, ASSET_MESSAGES.fileNameRequired))]}
          >
            <Input />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
