/**
 * /admin/events/new and /admin/events/{id}: the create/edit form with every field of spec 002 §3 — title,
 * rich-text content, short description, type, category, location, address, external URL, feature and listing
 * images (uploaded and cropped, with previews), start/end local date-times with IANA time zones (the end
 * after the start), sessions, who can enrol (rich text and layout), course layouts, sponsor/reasoning/access
 * rich text, presenters, CPD flag and details, tags (existing or new), attachments (docs and links),
 * single-click registration, labelled ticket prices with capacity and sold counts, published (issue 18
 * "Staff tools"). The server's field errors (400 `errors`) show on their fields.
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
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { RichTextEditor } from '../../../shared/components/RichTextEditor';
import { useEventFilters } from '../queries';
import { useAdminEvent, useSaveAdminEvent } from '../queries';
import {
  serverFieldErrors,
  tagValue,
  type FormValues,
  DEFAULT_ZONE,
  timeZones,
  toFormValues,
  toInput,
} from './event-form-values';
import { DateTimeZone } from './EventFormFields';
import { EventImageUpload } from './EventImageUpload';
import {
  DetailsSections,
  LayoutSections,
  MoreContentSection,
  PresentersSection,
  SessionsSection,
} from './EventListSections';
import { NEW_TICKET_PRICE, TicketPriceRows, type SoldCounts } from './TicketPriceRows';

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
  const soldCounts = useMemo<SoldCounts>(
    () => Object.fromEntries((event.data?.ticketPrices ?? []).map((p) => [p.ticketPriceId, p.sold])),
    [event.data],
  );

  if (id !== null && event.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (id !== null && event.isLoadingError)
    return <Alert type="error" title={errorMessage(event.error, 'Not found')} />;

  const onFinish = async (values: FormValues) => {
    try {
      const saved = await save.mutateAsync(toInput(values));
      void message.success('Event saved');
      if (id === null) void navigate(`/admin/events/${saved.id}`, { replace: true });
    } catch (error) {
      const fields = serverFieldErrors(error).filter((f) => f.name.length > 0 && f.name[0] in values);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
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
          ticketPrices: [{ ...NEW_TICKET_PRICE, name: 'General admission' }],
        }}
        scrollToFirstError
      >
        <Card size="small" title="Event" style={{ marginBottom: 16 }}>
          <Form.Item
            label="Title"
            name="title"
            rules={[
              { required: true, whitespace: true, message: 'Please enter a title' },
              { max: 300, message: 'Use at most 300 characters' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label="Short description"
            name="shortDesc"
            rules={[{ max: 1000, message: 'Use at most 1000 characters' }]}
            extra="Shown on event cards and in search results"
          >
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item
            label="Content"
            name="content"
            rules={[{ max: 200000, message: 'The content is too long' }]}
          >
            <RichTextEditor variant="content" label="Content" />
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
            rules={[{ type: 'url', message: 'Enter a valid URL, e.g. https://example.org/event' }]}
          >
            <Input />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={14}>
              <Form.Item
                label="Feature image"
                name="featureImg"
                extra="Shown at the top of the event page (3:1). PNG, JPEG, WebP or GIF, up to 5 MB."
              >
                <EventImageUpload label="Feature image" aspect={3} previewWidth={300} />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item label="Listing image" name="listingImg" extra="Shown on event cards (2:1).">
                <EventImageUpload label="Listing image" aspect={2} previewWidth={200} />
              </Form.Item>
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
                <DateTimeZone
                  prefix="end"
                  label="End"
                  zones={zones}
                  mustFollow={{
                    dateTime: 'startDateTime',
                    timeZone: 'startTimeZone',
                    ownTimeZone: 'endTimeZone',
                    message: 'The event must end after it starts',
                  }}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="Tags" name="tags">
            <Select
              mode="tags"
              aria-label="Tags"
              options={(lists.tags.data ?? []).map((t) => ({ value: tagValue(t.id), label: t.label }))}
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

        <TicketPriceRows soldCounts={soldCounts} />
        <SessionsSection zones={zones} />
        <PresentersSection />
        <MoreContentSection />
        <LayoutSections />
        <DetailsSections />

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
