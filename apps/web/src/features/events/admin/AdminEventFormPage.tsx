/**
 * /admin/events/new and /admin/events/{id}: the create/edit form with every field of spec 002 §3 — title,
 * HTML content, short description, type, category, location, address, external URL, feature and listing
 * images (upload or URL), start/end local date-times with IANA time zones, sessions, who can enrol (HTML and
 * layout), course layouts, sponsor/reasoning/access HTML, presenters, CPD flag and details, tags (existing
 * or new), attachments (docs and links), single-click registration, ticket prices with capacity, published.
 */
import { useEffect, useMemo } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
  Upload,
} from 'antd';
import { MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import type { TAdminEvent, TAdminEventInput } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { useEventFilters } from '../queries';
import { uploadEventFile, useAdminEvent, useSaveAdminEvent } from '../queries';

/** The form's values: the input with tags as one list (ids or new labels) and CPD details as rows. */
type FormValues = Omit<TAdminEventInput, 'tagIds' | 'newTags' | 'cpdDetails'> & {
  tags: Array<number | string>;
  cpdRows: Array<{ key: string; value: string }>;
};

const DEFAULT_ZONE = 'Australia/Sydney';

/** Every IANA time zone the browser knows (Australian ones first). */
function timeZones(): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_ZONE, 'UTC'];
  return [
    ...all.filter((z) => z.startsWith('Australia/')),
    ...all.filter((z) => !z.startsWith('Australia/')),
  ];
}

/** Form values of an existing event (local date-times cut to minutes). */
export function toFormValues(event: TAdminEvent): FormValues {
  const minutes = (value: string) => value.slice(0, 16);
  return {
    title: event.title,
    content: event.content,
    shortDesc: event.shortDesc,
    typeId: event.typeId,
    categoryId: event.categoryId,
    locationId: event.locationId,
    address: event.address,
    externalUrl: event.externalUrl ?? '',
    featureImg: event.featureImg,
    listingImg: event.listingImg,
    startDateTime: minutes(event.startDateTime),
    startTimeZone: event.startTimeZone,
    endDateTime: minutes(event.endDateTime),
    endTimeZone: event.endTimeZone,
    sessions: event.sessions.map((s) => ({
      ...s,
      startDateTime: minutes(s.startDateTime),
      endDateTime: minutes(s.endDateTime),
    })),
    canEnrolContent: event.canEnrolContent,
    canEnrolLayout: event.canEnrolLayout,
    coursesLayout: event.coursesLayout,
    sponsorContent: event.sponsorContent,
    reasoningContent: event.reasoningContent,
    accessContent: event.accessContent,
    presenters: event.presenters,
    isCpd: event.isCpd,
    cpdRows: Object.entries(event.cpdDetails ?? {}).map(([key, value]) => ({ key, value })),
    tags: event.tagIds,
    docs: event.docs,
    links: event.links,
    isSingleClickRegistration: event.isSingleClickRegistration,
    ticketPrices: event.ticketPrices.map((p) => ({
      ticketPriceId: p.ticketPriceId,
      name: p.name,
      amount: p.amount,
      capacity: p.capacity,
    })),
    isPublished: event.isPublished,
  };
}

/** The API input of the form values. */
export function toInput(values: FormValues): TAdminEventInput {
  const { tags, cpdRows, ...rest } = values;
  const blank = (v: string | null | undefined) => (v && v.trim() ? v : null);
  return {
    ...rest,
    content: blank(rest.content),
    shortDesc: blank(rest.shortDesc),
    address: blank(rest.address),
    externalUrl: blank(rest.externalUrl),
    featureImg: blank(rest.featureImg),
    listingImg: blank(rest.listingImg),
    canEnrolContent: blank(rest.canEnrolContent),
    sponsorContent: blank(rest.sponsorContent),
    reasoningContent: blank(rest.reasoningContent),
    accessContent: blank(rest.accessContent),
    typeId: rest.typeId ?? null,
    categoryId: rest.categoryId ?? null,
    locationId: rest.locationId ?? null,
    tagIds: (tags ?? []).filter((t): t is number => typeof t === 'number'),
    newTags: (tags ?? []).filter((t): t is string => typeof t === 'string'),
    cpdDetails: (cpdRows ?? []).length
      ? Object.fromEntries((cpdRows ?? []).filter((r) => r?.key).map((r) => [r.key, r.value ?? '']))
      : null,
    sessions: rest.sessions ?? [],
    presenters: (rest.presenters ?? []).map((p) => ({
      name: p.name,
      role: blank(p.role),
      profileImageUrl: blank(p.profileImageUrl),
      profileDesc: blank(p.profileDesc),
    })),
    canEnrolLayout: (rest.canEnrolLayout ?? []).map((c) => ({
      ...c,
      canEnrolImageUrl: blank(c.canEnrolImageUrl),
    })),
    coursesLayout: (rest.coursesLayout ?? []).map((c) => ({
      ...c,
      courseDesc: blank(c.courseDesc),
      courseImageUrl: blank(c.courseImageUrl),
    })),
    docs: rest.docs ?? [],
    links: rest.links ?? [],
    ticketPrices: (rest.ticketPrices ?? []).map((p) => ({
      ...p,
      capacity: p.capacity ?? null,
    })),
  };
}

function ImageField({ name, label }: { name: 'featureImg' | 'listingImg'; label: string }) {
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

function DateTimeZone({
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

function ListCard({
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

/** Renders the event form. */
export default function AdminEventFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const event = useAdminEvent(id);
  const save = useSaveAdminEvent(id);
  const lists = useEventFilters();
  const zones = useMemo(timeZones, []);
  const mapOptions = (map: Record<string, string> | undefined) =>
    Object.entries(map ?? {}).map(([value, label]) => ({ value: Number(value), label }));

  useEffect(() => {
    if (event.data) form.setFieldsValue(toFormValues(event.data));
  }, [event.data, form]);

  if (id !== null && event.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (id !== null && event.isError)
    return <Alert type="error" message={errorMessage(event.error, 'Not found')} />;

  const onFinish = async (values: FormValues) => {
    try {
      const saved = await save.mutateAsync(toInput(values));
      void message.success('Event saved');
      if (id === null) void navigate(`/admin/events/${saved.id}`, { replace: true });
    } catch (error) {
      void message.error(errorMessage(error, 'Could not save the event.'));
    }
  };

  return (
    <div style={{ maxWidth: 1000 }}>
      <Link to="/admin/events">← Events</Link>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {id === null ? 'New event' : `Edit event`}
      </Typography.Title>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        initialValues={{
          startTimeZone: DEFAULT_ZONE,
          endTimeZone: DEFAULT_ZONE,
          isPublished: false,
          isCpd: false,
          isSingleClickRegistration: false,
          tags: [],
          ticketPrices: [{ name: 'General admission', amount: 0, capacity: null }],
        }}
        scrollToFirstError
      >
        <Card size="small" title="Event" style={{ marginBottom: 16 }}>
          <Form.Item
            label="Title"
            name="title"
            rules={[{ required: true, whitespace: true, message: 'Please enter a title' }, { max: 300 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item label="Short description" name="shortDesc" rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item label="Content (HTML)" name="content">
            <Input.TextArea rows={6} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label="Type" name="typeId">
                <Select allowClear options={mapOptions(lists.types.data)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Category" name="categoryId">
                <Select allowClear options={mapOptions(lists.categories.data)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Location" name="locationId">
                <Select allowClear options={mapOptions(lists.locations.data)} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="Address" name="address">
            <Input />
          </Form.Item>
          <Form.Item
            label="External URL"
            name="externalUrl"
            rules={[{ type: 'url', message: 'Enter a valid URL' }]}
          >
            <Input />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <ImageField name="featureImg" label="Feature image" />
            </Col>
            <Col xs={24} md={12}>
              <ImageField name="listingImg" label="Listing image" />
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Start" required>
                <DateTimeZone prefix="start" label="Start" zones={zones} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="End" required>
                <DateTimeZone prefix="end" label="End" zones={zones} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="Tags" name="tags">
            <Select
              mode="tags"
              aria-label="Tags"
              options={(lists.tags.data ?? []).map((t) => ({ value: t.id, label: t.label }))}
              optionFilterProp="label"
            />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="isPublished" valuePropName="checked" label="Published">
              <Switch />
            </Form.Item>
            <Form.Item name="isCpd" valuePropName="checked" label="CPD event">
              <Switch />
            </Form.Item>
            <Form.Item
              name="isSingleClickRegistration"
              valuePropName="checked"
              label="Single-click registration"
            >
              <Checkbox />
            </Form.Item>
          </Space>
        </Card>

        <ListCard name="ticketPrices" title="Ticket prices" add={{ name: '', amount: 0, capacity: null }}>
          {(field) => (
            <Row gutter={8}>
              <Form.Item name={[field.name, 'ticketPriceId']} hidden>
                <Input />
              </Form.Item>
              <Col span={10}>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[{ required: true, message: 'Please enter a name' }]}
                >
                  <Input aria-label="Ticket name" placeholder="Name" />
                </Form.Item>
              </Col>
              <Col span={7}>
                <Form.Item name={[field.name, 'amount']} rules={[{ required: true }]}>
                  <InputNumber
                    aria-label="Price (AUD)"
                    prefix="$"
                    min={0}
                    step={1}
                    precision={2}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col span={7}>
                <Form.Item name={[field.name, 'capacity']}>
                  <InputNumber
                    aria-label="Capacity"
                    placeholder="Unlimited"
                    min={0}
                    precision={0}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
            </Row>
          )}
        </ListCard>

        <ListCard
          name="sessions"
          title="Sessions"
          add={{ title: '', startTimeZone: DEFAULT_ZONE, endTimeZone: DEFAULT_ZONE }}
        >
          {(field) => (
            <>
              <Form.Item
                name={[field.name, 'title']}
                rules={[{ required: true, message: 'Please enter a title' }]}
              >
                <Input aria-label="Session title" placeholder="Session title" />
              </Form.Item>
              <Row gutter={8}>
                <Col xs={24} md={12}>
                  <Form.Item>
                    <DateTimeZone prefix={[field.name, 'start']} label="Session start" zones={zones} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item>
                    <DateTimeZone prefix={[field.name, 'end']} label="Session end" zones={zones} />
                  </Form.Item>
                </Col>
              </Row>
            </>
          )}
        </ListCard>

        <ListCard name="presenters" title="Presenters" add={{ name: '' }}>
          {(field) => (
            <Row gutter={8}>
              <Col xs={24} md={8}>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[{ required: true, message: 'Please enter a name' }]}
                >
                  <Input aria-label="Presenter name" placeholder="Name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={[field.name, 'role']}>
                  <Input aria-label="Presenter role" placeholder="Role" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={[field.name, 'profileImageUrl']}>
                  <Input aria-label="Presenter image URL" placeholder="Image URL" />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name={[field.name, 'profileDesc']}>
                  <Input.TextArea aria-label="Presenter profile" placeholder="Profile" rows={2} />
                </Form.Item>
              </Col>
            </Row>
          )}
        </ListCard>

        <Card size="small" title="More content (HTML)" style={{ marginBottom: 16 }}>
          <Form.Item label="Who can enrol" name="canEnrolContent">
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item label="Why attend (reasoning)" name="reasoningContent">
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item label="Access" name="accessContent">
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item label="Sponsor" name="sponsorContent">
            <Input.TextArea rows={3} />
          </Form.Item>
        </Card>

        <ListCard name="canEnrolLayout" title="Who can enrol items" add={{ canEnrolTitle: '' }}>
          {(field) => (
            <Row gutter={8}>
              <Col span={12}>
                <Form.Item name={[field.name, 'canEnrolTitle']} rules={[{ required: true }]}>
                  <Input aria-label="Who can enrol title" placeholder="Title" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name={[field.name, 'canEnrolImageUrl']}>
                  <Input aria-label="Who can enrol image URL" placeholder="Image URL" />
                </Form.Item>
              </Col>
            </Row>
          )}
        </ListCard>

        <ListCard name="coursesLayout" title="Courses" add={{ courseTitle: '' }}>
          {(field) => (
            <Row gutter={8}>
              <Col xs={24} md={8}>
                <Form.Item name={[field.name, 'courseTitle']} rules={[{ required: true }]}>
                  <Input aria-label="Course title" placeholder="Title" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={[field.name, 'courseDesc']}>
                  <Input aria-label="Course description" placeholder="Description" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={[field.name, 'courseImageUrl']}>
                  <Input aria-label="Course image URL" placeholder="Image URL" />
                </Form.Item>
              </Col>
            </Row>
          )}
        </ListCard>

        <ListCard name="cpdRows" title="CPD details" add={{ key: '', value: '' }}>
          {(field) => (
            <Row gutter={8}>
              <Col span={10}>
                <Form.Item name={[field.name, 'key']} rules={[{ required: true }]}>
                  <Input aria-label="CPD detail name" placeholder="e.g. Hours" />
                </Form.Item>
              </Col>
              <Col span={14}>
                <Form.Item name={[field.name, 'value']}>
                  <Input aria-label="CPD detail value" placeholder="e.g. 3" />
                </Form.Item>
              </Col>
            </Row>
          )}
        </ListCard>

        {(['docs', 'links'] as const).map((kind) => (
          <ListCard
            key={kind}
            name={kind}
            title={kind === 'docs' ? 'Documents' : 'Links'}
            add={{ label: '', url: '' }}
          >
            {(field) => (
              <Row gutter={8}>
                <Col span={10}>
                  <Form.Item name={[field.name, 'label']} rules={[{ required: true }]}>
                    <Input aria-label={`${kind} label`} placeholder="Label" />
                  </Form.Item>
                </Col>
                <Col span={14}>
                  <Form.Item name={[field.name, 'url']} rules={[{ required: true }]}>
                    <Input aria-label={`${kind} URL`} placeholder="URL" />
                  </Form.Item>
                </Col>
              </Row>
            )}
          </ListCard>
        ))}

        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save event
          </Button>
          <Link to="/admin/events">Cancel</Link>
        </Space>
      </Form>
    </div>
  );
}
