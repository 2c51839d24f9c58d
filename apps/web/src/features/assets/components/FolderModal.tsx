/** The folder modal of the assets tab (spec 001 §5 messages). */
import { useEffect } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { ASSET_MESSAGES, type TAssetFolder } from '@portal/contracts';
import { useSaveFolderMutation } from '../queries';
import { requiredError } from '../asset-rules';
import { checkRule } from '../../../shared/form-rules';

/** Create folder ('Please input the title') or rename folder ('Please input the folder name'). */
export function FolderModal({
  communityId,
  folder,
  onClose,
}: {
  communityId: string;
  folder: TAssetFolder | 'new' | null;
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const saveFolder = useSaveFolderMutation(communityId);
  const [form] = Form.useForm<{ name: string; description: string }>();
  const isNew = folder === 'new';
  useEffect(() => {
    if (folder)
      form.setFieldsValue(
        isNew ? { name: '', description: '' } : { name: folder.name, description: folder.description },
      );
  }, [folder, form, isNew]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !folder) return;
    try {
      if (folder === 'new') {
        await saveFolder.mutateAsync({
          body: { name: values.name.trim(), description: values.description?.trim() || undefined },
        });
        void message.success(ASSET_MESSAGES.folderCreated);
      } else {
        await saveFolder.mutateAsync({
          folderId: folder.id,
          body: { name: values.name.trim(), description: values.description?.trim() ?? '' },
        });
        void message.success(ASSET_MESSAGES.folderRenamed);
      }
      onClose(true);
    } catch {
      void message.error(
        folder === 'new' ? ASSET_MESSAGES.createFolderFailed : ASSET_MESSAGES.renameFolderFailed,
      );
    }
  };
  const required = isNew ? ASSET_MESSAGES.folderTitleRequired : ASSET_MESSAGES.folderNameRequired;
  return (
    <Modal
      open={folder !== null}
      title={isNew ? 'New folder' : 'Rename folder'}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText="Save"
      forceRender
    >
      <Form form={form} name="folderForm" layout="vertical">
        <Form.Item
          label={isNew ? 'Title' : 'Folder name'}
          name="name"
          required
          rules={[checkRule((v) => requiredError(v, required))]}
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
