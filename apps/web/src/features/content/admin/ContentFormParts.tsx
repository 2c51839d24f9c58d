/** Parts of the content editor form: the taxonomy adder and the attachment rows (docs/api-content.md). */
import { useState } from 'react';
import { Button, Divider, Form, Input, Select, Space, Upload } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ASSET_TYPES, CONTENT_FILE_MAX_BYTES } from '@portal/contracts';
import type { ContentFile } from '../content-types';
import type { FormValues } from './content-form-values';

/** An input and button that create a category or tag and select it. */
export function TaxonomyAdder({
  menu,
  placeholder,
  onAdd,
}: {
  menu: React.ReactNode;
  placeholder: string;
  onAdd: (label: string) => Promise<void>;
}) {
  const [label, setLabel] = useState('');
  return (
    <>
      {menu}
      <Divider style={{ margin: '8px 0' }} />
      <Space style={{ padding: '0 8px 4px' }}>
        <Input
          placeholder={placeholder}
          aria-label={placeholder}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          onKeyDown={(event) => event.stopPropagation()}
        />
        <Button icon={<PlusOutlined />} onClick={() => void onAdd(label).then(() => setLabel(''))}>
          Add
        </Button>
      </Space>
    </>
  );
}

/**
 * A multiple Select of categories or tags whose list ends with a {@link TaxonomyAdder}, so a missing one can
 * be created and chosen in place.
 */
export function TaxonomySelect({
  label,
  loading,
  items,
  placeholder,
  onAdd,
}: {
  label: string;
  loading: boolean;
  items: readonly { id: number; label: string }[];
  placeholder: string;
  onAdd: (label: string) => Promise<void>;
}) {
  return (
    <Select
      mode="multiple"
      aria-label={label}
      optionFilterProp="label"
      loading={loading}
      options={items.map((item) => ({ value: item.id, label: item.label }))}
      popupRender={(menu) => <TaxonomyAdder menu={menu} placeholder={placeholder} onAdd={onAdd} />}
    />
  );
}

/** The attachment rows of a news item or resource: file upload or link. */
export function AssetFields({
  name,
  onRemove,
  upload,
}: {
  name: number;
  onRemove: () => void;
  upload: (file: File, maxBytes: number) => Promise<ContentFile | null>;
}) {
  const form = Form.useFormInstance<FormValues>();
  const type = Form.useWatch(['assets', name, 'type'], form);
  const fileName = Form.useWatch(['assets', name, 'fileName'], form);
  return (
    <Space
      align="start"
      wrap
      style={{
        display: 'flex',
        marginTop: 8,
        padding: 8,
        border: '1px solid var(--portal-border-subtle, #f0f0f0)',
        borderRadius: 8,
      }}
    >
      <Form.Item
        name={[name, 'name']}
        rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}
        style={{ marginBottom: 0 }}
      >
        <Input placeholder="Name" aria-label="Attachment name" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name={[name, 'type']} style={{ marginBottom: 0 }}>
        <Select
          aria-label="Attachment type"
          style={{ width: 110 }}
          options={ASSET_TYPES.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      {type === 'Link' ? (
        <Form.Item
          name={[name, 'url']}
          rules={[{ required: true, type: 'url', message: 'Enter a valid URL' }]}
          style={{ marginBottom: 0 }}
        >
          <Input placeholder="https://…" aria-label="Link URL" style={{ width: 280 }} />
        </Form.Item>
      ) : (
        <Form.Item
          name={[name, 'fileId']}
          rules={[{ required: true, message: 'Please upload a file' }]}
          style={{ marginBottom: 0 }}
        >
          <Upload
            showUploadList={false}
            customRequest={async ({ file }) => {
              const stored = await upload(file as File, CONTENT_FILE_MAX_BYTES);
              if (stored) {
                form.setFieldValue(['assets', name, 'fileId'], stored.id);
                form.setFieldValue(
                  ['assets', name, 'fileName'],
                  stored.filenameDownload ?? (file as File).name,
                );
              }
            }}
          >
            <Button icon={<UploadOutlined />}>{fileName ? `Replace (${fileName})` : 'Upload file'}</Button>
          </Upload>
        </Form.Item>
      )}
      <Form.Item name={[name, 'fileName']} hidden>
        <Input />
      </Form.Item>
      <Button aria-label="Remove attachment" icon={<DeleteOutlined />} onClick={onRemove} />
    </Space>
  );
}
