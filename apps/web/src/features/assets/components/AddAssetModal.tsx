/** The add-file modal of the assets tab (spec 001 §5). */
import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Radio, Typography, Upload } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { UploadOutlined } from '@ant-design/icons';
import { ASSET_FILE_TYPES, ASSET_MESSAGES, type TAssetFolder } from '@portal/contracts';
import { useAddAssetMutation } from '../queries';
import { assetDataError, assetFileCheck, assetUrlError, requiredError } from '../asset-rules';
import { checkRule } from '../../../shared/form-rules';

/** Add-file modal of spec 001 §5: type link or file (default link), name, description, URL or one file. */
export function AddAssetModal({
  communityId,
  folder,
  onClose,
}: {
  communityId: string;
  folder: TAssetFolder | null;
  onClose: (saved: boolean) => void;
}) {
  const { message } = useApp();
  const addAsset = useAddAssetMutation(communityId);
  const [form] = Form.useForm<{ type: 'link' | 'file'; name: string; description: string; link: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [dataError, setDataError] = useState<string | null>(null);
  const type = Form.useWatch('type', form);
  useEffect(() => {
    if (folder) {
      form.resetFields();
      setFile(null);
      setDataError(null);
    }
  }, [folder, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !folder) return;
    const problem = assetDataError(values.type, values.link ?? '', file);
    setDataError(problem);
    if (problem) return;
    const fd = new FormData();
    fd.append('type', values.type);
    fd.append('name', values.name.trim());
    fd.append('description', values.description.trim());
    if (values.type === 'link') fd.append('link', values.link.trim());
    else if (file) fd.append('file', file);
    try {
      await addAsset.mutateAsync({ folderId: folder.id, form: fd });
      void message.success(ASSET_MESSAGES.fileAdded);
      onClose(true);
    } catch {
      void message.error(ASSET_MESSAGES.addFailed);
    }
  };
  const req = (msg: string) => checkRule((v) => requiredError(v, msg));
  return (
    <Modal
      open={folder !== null}
      title={`Add file to ${folder?.name ?? ''}`}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText="Add"
      forceRender
    >
      <Form
        form={form}
        name="assetForm"
        layout="vertical"
        initialValues={{ type: 'link', name: '', description: '', link: '' }}
      >
        <Form.Item label="Type" name="type">
          <Radio.Group
            options={[
              { value: 'link', label: 'Link' },
              { value: 'file', label: 'File' },
            ]}
            optionType="button"
          />
        </Form.Item>
        <Form.Item label="Name" name="name" required rules={[req(ASSET_MESSAGES.nameRequired)]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Description"
          name="description"
          required
          rules={[req(ASSET_MESSAGES.descriptionRequired)]}
        >
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
        {type === 'file' ? (
          <Form.Item label="File" required>
            <Upload
              maxCount={1}
              accept={ASSET_FILE_TYPES.map((t) => `.${t}`).join(',')}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
              beforeUpload={(f) => {
                const problem = assetFileCheck(f);
                if (problem) {
                  void message.error(problem);
                  return Upload.LIST_IGNORE;
                }
                setFile(f);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button icon={<UploadOutlined />}>Choose file</Button>
            </Upload>
          </Form.Item>
        ) : (
          <Form.Item label="URL" name="link" required rules={[checkRule(assetUrlError)]}>
            <Input placeholder="https://" />
          </Form.Item>
        )}
        {dataError ? <Typography.Text type="danger">{dataError}</Typography.Text> : null}
      </Form>
    </Modal>
  );
}
