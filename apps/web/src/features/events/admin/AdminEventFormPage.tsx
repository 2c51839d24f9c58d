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
} from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useEventFilters } from '../queries';
import { useAdminEvent, useSaveAdminEvent } from '../queries';
import { type FormValues, DEFAULT_ZONE, timeZones, toFormValues, toInput } from './event-form-values';
import { ImageField, DateTimeZone, ListCard } from './EventFormFields';

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
