/** Field building blocks of the event form (spec 002 §3): image URL or upload, date-time with zone, row lists. */
import { App, Button, Card, Form, Input, Select, Space, Upload } from 'antd';
import { MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/api-error';
import { uploadEventFile } from '../queries';
import type { FormValues } from './event-form-values';

/** A feature or listing image: a URL field with an Upload button that fills it. */
export function ImageField({ name, label }: { name: 'featureImg' | 'listingImg'; label: string }) {
  const form = Form.useFormInstance<FormValues>();
  const { message } = App.useApp();
  return (
    <Form.Item label={label}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle>
          <Input aria-label={`${label} URL`} placeholder="https://… or upload" />
        </Form.Item>
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          customRequest={async ({ file }) => {
            try {
              const { url } = await uploadEventFile(file as File);
              form.setFieldValue(name, url);
            } catch (error) {
              void message.error(errorMessage(error, 'Upload failed'));
            }
          }}
        >
          <Button icon={<UploadOutlined />}>Upload</Button>
        </Upload>
      </Space.Compact>
    </Form.Item>
  );
}

/** A local date-time with its IANA time zone (`{prefix}DateTime`, `{prefix}TimeZone`). */
export function DateTimeZone({
  prefix,
  label,
  zones,
}: {
  prefix: (string | number)[] | string;
  label: string;
  zones: string[];
}) {
  const base = Array.isArray(prefix) ? prefix : [];
  const dt = Array.isArray(prefix) ? [...base, 'DateTime'] : `${prefix}DateTime`;
  const tz = Array.isArray(prefix) ? [...base, 'TimeZone'] : `${prefix}TimeZone`;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Form.Item
        name={dt}
        noStyle
        rules={[{ required: true, message: `Please enter the ${label.toLowerCase()}` }]}
      >
        <Input type="datetime-local" aria-label={label} style={{ width: '55%' }} />
      </Form.Item>
      <Form.Item name={tz} noStyle rules={[{ required: true }]}>
        <Select
          showSearch
          aria-label={`${label} time zone`}
          style={{ width: '45%' }}
          options={zones.map((z) => ({ value: z, label: z }))}
        />
      </Form.Item>
    </Space.Compact>
  );
}

/** A card of repeatable rows (sessions, presenters, …) with remove and add buttons. */
export function ListCard({
  name,
  title,
  add,
  children,
}: {
  name: string;
  title: string;
  add: Record<string, unknown>;
  children: (field: { name: number; key: number }) => React.ReactNode;
}) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Form.List name={name}>
        {(fields, { add: addRow, remove }) => (
          <>
            {fields.map((field) => (
              <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                <div style={{ flex: 1, minWidth: 0 }}>{children(field)}</div>
                <Button
                  type="text"
                  aria-label={`Remove ${title} row ${field.name + 1}`}
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => addRow(add)}>
              Add {title.toLowerCase().replace(/s$/, '')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
