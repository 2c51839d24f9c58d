/**
 * Create and edit a news item, resource or members-only page (/admin/resources/{collection}/new and
 * /admin/resources/{collection}/{id}; docs/api-content.md "Authoring"): title, short description, rich text
 * (TipTap), main image, categories, subcategories and tags (new ones can be added in place), segments
 * (empty = every member, spec 002 §5), attachments (uploaded documents or links), publish start date
 * (schedule) and the editorial state (draft, published, archived).
 */
import { useEffect, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
  Upload,
} from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { CONTENT_IMAGE_MAX_BYTES } from '@portal/contracts';
import { errorMessage, isApiError } from '../../../api/api-error';
import { ContentImage } from '../../../shared/components/ContentImage';
import { CONTENT_MESSAGES, kindConfig } from '../content-kinds';
import type { ContentFile } from '../content-types';
import { useCategories, useTags } from '../queries';
import {
  isAuthoringCollection,
  uploadContentFile,
  useCreateTaxonomy,
  useManagedItem,
  useSaveItem,
  useSegments,
  useSubcategories,
  type AuthoringCollection,
} from './admin-queries';
import { RichTextEditor } from '../../../shared/components/RichTextEditor';
import '../content.css';
import { SINGULAR, toAuthoringBody, toFormValues, type FormValues } from './content-form-values';
import { TaxonomySelect, AssetFields } from './ContentFormParts';
import { formatDayTime, PICKER_FORMATS } from '../../../shared/format';

/** Renders the editor of the route's item. */
export default function AdminContentEditPage() {
  const params = useParams();
  const collection = isAuthoringCollection(params.collection) ? params.collection : null;
  if (!collection) return <Result status="404" title={CONTENT_MESSAGES.noData} />;
  return <Editor key={`${collection}-${params.id ?? 'new'}`} collection={collection} id={params.id} />;
}

function Editor({ collection, id }: { collection: AuthoringCollection; id: string | undefined }) {
  const item = useManagedItem(collection, id);
  if (id && item.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (id && item.isLoadingError) {
    const status = isApiError(item.error) ? item.error.status : 0;
    return (
      <Result
        status={status === 403 || status === 404 ? '404' : 'warning'}
        title={
          status === 403 || status === 404
            ? CONTENT_MESSAGES.noData
            : errorMessage(item.error, CONTENT_MESSAGES.unknownError)
        }
        extra={<Link to={`/admin/resources?tab=${collection}`}>Back to the list</Link>}
      />
    );
  }
  return <EditorForm collection={collection} id={id} initial={toFormValues(item.data)} />;
}

function EditorForm({
  collection,
  id,
  initial,
}: {
  collection: AuthoringCollection;
  id: string | undefined;
  initial: FormValues;
}) {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const { message } = useApp();
  const save = useSaveItem(collection, id);
  const isPage = collection === 'pages';
  const config = kindConfig(collection === 'resource' ? 'resource' : 'news');
  const categories = useCategories(config);
  const tags = useTags();
  const segments = useSegments();
  const subcategories = useSubcategories();
  const createTaxonomy = useCreateTaxonomy();
  const [imageId, setImageId] = useState<string | null>(initial.imageId ?? null);
  const [uploading, setUploading] = useState(false);
  const chosenCategories = Form.useWatch('categoryIds', form) ?? initial.categoryIds;
  const state = Form.useWatch('state', form) ?? initial.state;
  const publishStart = Form.useWatch('publishStartDate', form);

  useEffect(() => form.setFieldsValue({ imageId }), [form, imageId]);

  const subcategoryOptions = useMemo(
    () =>
      (subcategories.data ?? [])
        .filter((sub) => sub.category === null || chosenCategories.includes(sub.category))
        .map((sub) => ({ value: sub.id, label: sub.label })),
    [subcategories.data, chosenCategories],
  );

  const addTaxonomy = async (kind: 'category' | 'tag', label: string, field: 'categoryIds' | 'tagIds') => {
    const trimmed = label.trim();
    if (!trimmed) return;
    try {
      const created = await createTaxonomy.mutateAsync({
        kind,
        label: trimmed,
        type: kind === 'category' ? config.categoryType : undefined,
      });
      form.setFieldValue(field, [...(form.getFieldValue(field) ?? []), created.id]);
      message.success(`Added “${trimmed}”`);
    } catch (error) {
      message.error(errorMessage(error, CONTENT_MESSAGES.unknownError));
    }
  };

  const upload = async (file: File, maxBytes: number): Promise<ContentFile | null> => {
    if (file.size > maxBytes) {
      message.error(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
      return null;
    }
    setUploading(true);
    try {
      return await uploadContentFile(file);
    } catch (error) {
      message.error(errorMessage(error, CONTENT_MESSAGES.unknownError));
      return null;
    } finally {
      setUploading(false);
    }
  };

  const handleFinish = (values: FormValues) => {
    const body = toAuthoringBody(values, isPage, imageId);
    save.mutate(body, {
      onSuccess: (result) => {
        message.success(id ? 'Changes saved' : `Created the ${SINGULAR[collection]}`);
        if (!id) void navigate(`/admin/resources/${collection}/${result.id}`, { replace: true });
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? error.errors : undefined;
        if (fieldErrors) {
          form.setFields(
            Object.entries(fieldErrors).map(([name, errors]) => ({ name: name.split('.') as never, errors })),
          );
        }
        message.error(errorMessage(error, CONTENT_MESSAGES.unknownError));
      },
    });
  };

  const isScheduled = state === 'published' && publishStart && dayjs(publishStart).isAfter(dayjs());

  return (
    <section aria-labelledby="content-edit-heading" style={{ maxWidth: 960 }}>
      <Link
        to={`/admin/resources?tab=${collection}`}
        style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}
      >
        <ArrowLeftOutlined /> Back to the list
      </Link>
      <Typography.Title level={1} id="content-edit-heading" style={{ fontSize: 26 }}>
        {id ? `Edit ${SINGULAR[collection]}` : `New ${SINGULAR[collection]}`}
      </Typography.Title>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={handleFinish}
        requiredMark="optional"
      >
        <Card style={{ marginBottom: 16 }}>
          <Form.Item
            label="Title"
            name="name"
            rules={[
              { required: true, whitespace: true, message: 'Please enter a title' },
              { max: 300, message: 'Max length is 300 symbols' },
            ]}
          >
            <Input />
          </Form.Item>
          {!isPage && (
            <Form.Item
              label="Short description"
              name="shortDescription"
              rules={[{ max: 1000, message: 'Max length is 1000 symbols' }]}
            >
              <Input.TextArea rows={3} showCount maxLength={1000} />
            </Form.Item>
          )}
          <Form.Item label="Content" name="content">
            <RichTextEditor variant="content" label="Content" />
          </Form.Item>
        </Card>

        {!isPage && (
          <Card title="Image and attachments" style={{ marginBottom: 16 }}>
            <Form.Item label="Main image" name="imageId">
              <Space align="start" wrap>
                {imageId && (
                  <ContentImage
                    fileId={imageId}
                    transform={{ width: 240, height: 135 }}
                    alt="Main image preview"
                    style={{ width: 240, height: 135, objectFit: 'cover', borderRadius: 6 }}
                  />
                )}
                <Upload
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  showUploadList={false}
                  customRequest={async ({ file }) => {
                    const stored = await upload(file as File, CONTENT_IMAGE_MAX_BYTES);
                    if (stored) setImageId(stored.id);
                  }}
                >
                  <Button icon={<UploadOutlined />} loading={uploading}>
                    {imageId ? 'Replace image' : 'Upload image'}
                  </Button>
                </Upload>
                {imageId && (
                  <Button icon={<DeleteOutlined />} onClick={() => setImageId(null)}>
                    Remove image
                  </Button>
                )}
              </Space>
            </Form.Item>
            <Form.List name="assets">
              {(fields, { add, remove }) => (
                <>
                  <Typography.Text strong>Attachments</Typography.Text>
                  {fields.map((field) => (
                    <AssetFields
                      key={field.key}
                      name={field.name}
                      onRemove={() => remove(field.name)}
                      upload={upload}
                    />
                  ))}
                  <div style={{ marginTop: 8 }}>
                    <Button icon={<PlusOutlined />} onClick={() => add({ name: '', type: 'PDF' })}>
                      Add attachment
                    </Button>
                  </div>
                </>
              )}
            </Form.List>
          </Card>
        )}

        {!isPage && (
          <Card title="Categories, tags and audience" style={{ marginBottom: 16 }}>
            <Form.Item label="Categories" name="categoryIds">
              <TaxonomySelect
                label="Categories"
                loading={categories.isPending}
                items={categories.data ?? []}
                placeholder="New category"
                onAdd={(label) => addTaxonomy('category', label, 'categoryIds')}
              />
            </Form.Item>
            <Form.Item label="Subcategories" name="subcategoryIds">
              <Select
                mode="multiple"
                aria-label="Subcategories"
                optionFilterProp="label"
                options={subcategoryOptions}
              />
            </Form.Item>
            <Form.Item label="Tags" name="tagIds">
              <TaxonomySelect
                label="Tags"
                loading={tags.isPending}
                items={tags.data ?? []}
                placeholder="New tag"
                onAdd={(label) => addTaxonomy('tag', label, 'tagIds')}
              />
            </Form.Item>
            <Form.Item
              label="Segments"
              name="segmentIds"
              extra="Only members of these segments see it. Leave empty for every member."
            >
              <Select
                mode="multiple"
                aria-label="Segments"
                optionFilterProp="label"
                loading={segments.isPending}
                options={(segments.data ?? []).map((segment) => ({ value: segment.id, label: segment.name }))}
              />
            </Form.Item>
          </Card>
        )}

        <Card title="Publishing" style={{ marginBottom: 16 }}>
          <Form.Item label="State" name="state">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'draft', label: 'Draft' },
                { value: 'published', label: 'Published' },
                { value: 'archived', label: 'Archived' },
              ]}
            />
          </Form.Item>
          {!isPage ? (
            <Form.Item
              label="Publish start date"
              name="publishStartDate"
              extra={
                isScheduled
                  ? `Scheduled: members see it from ${formatDayTime(publishStart)}.`
                  : 'Leave empty to publish now.'
              }
            >
              <DatePicker
                showTime={{ format: PICKER_FORMATS.time }}
                format={PICKER_FORMATS.dayTime}
                aria-label="Publish start date"
              />
            </Form.Item>
          ) : (
            <>
              <Form.Item label="Members only" name="membersOnly" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item label="Order in the sidebar" name="sort">
                <InputNumber min={0} max={100000} />
              </Form.Item>
            </>
          )}
        </Card>

        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={uploading}>
            {id ? 'Save' : 'Create'}
          </Button>
          <Button onClick={() => void navigate(`/admin/resources?tab=${collection}`)}>Cancel</Button>
        </Space>
      </Form>
    </section>
  );
}
