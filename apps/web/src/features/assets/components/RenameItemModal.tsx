/** The rename-file modal of the assets tab (spec 001 §5 messages). */
import { useEffect } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { ASSET_MESSAGES, type TAssetItem } from '@portal/contracts';
import { useRenameAssetMutation } from '../queries';
import { requiredError } from '../asset-rules';
import { checkRule } from '../../../shared/form-rules';

/** Rename an item ('Please input the file name'). */
export function RenameItemModal({
  communityId,
  item,
  onClose,
}: {
  communityId: string;
  item: TAssetItem | null;
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const renameAsset = useRenameAssetMutation(communityId);
  const [form] = Form.useForm<{ name: string; description: string }>();
  useEffect(() => {
    if (item) form.setFieldsValue({ name: item.name, description: item.description });
  }, [item, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !item) return;
    try {
      await renameAsset.mutateAsync({
        folderId: item.folderId,
        assetId: item.id,
        body: { name: values.name.trim(), description: values.description?.trim() },
      });
      void message.success(ASSET_MESSAGES.itemRenamed);
      onClose(true);
    } catch {
      void message.error(ASSET_MESSAGES.renameItemFailed);
    }
  };
  return (
    <Modal
      open={item !== null}
      title="Rename file"
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText="Save"
      forceRender
    >
      <Form form={form} name="renameItemForm" layout="vertical">
        <Form.Item
          label="File name"
          name="name"
          required
          rules={[checkRule((v) => requiredError(v, ASSET_MESSAGES.fileNameRequired))]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
