/**
 * /admin/events/new and /admin/events/{id}: the create/edit form with every field of spec 002 §3 — title,
 * rich-text content, short description, type, category, location, address, external URL, feature and listing
 * images (uploaded and cropped, with previews), start/end local date-times with IANA time zones (the end
 * after the start), sessions, who can enrol (rich text and layout), course layouts, sponsor/reasoning/access
 * rich text, presenters, CPD flag and details, tags (existing or new), attachments (docs and links),
 * single-click registration, labelled ticket prices with capacity, waitlist hold and sold counts, published
 * (issue 18 "Staff tools"), and, for a saved event, its waitlists (issue 38). The server's field errors (400 `errors`) show on their fields.
 */
import { useMemo } from 'react';
import { Alert, Button, Card, Form, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useEventFilters } from '../queries';
import { timeZones, type FormValues } from './event-form-values';
import { EventBasicsFields } from './EventBasicsFields';
import { EventDatesFields } from './EventDatesFields';
import { EventImageFields } from './EventImageFields';
import {
  DetailsSections,
  LayoutSections,
  MoreContentSection,
  PresentersSection,
  SessionsSection,
} from './EventListSections';
import { EventPublishingFields } from './EventPublishingFields';
import { TicketPriceRows } from './TicketPriceRows';
import { EventWaitlists } from './EventWaitlists';
import { ADMIN_EVENT_FORM_DEFAULTS, useAdminEventForm } from './use-admin-event-form';

/**
 * Renders the event form, composed of its field groups and sections (state and saving:
 * {@link useAdminEventForm}); the filter lists and time zones feed the fields.
 */
export default function AdminEventFormPage() {
  const { id, form, event, isSaving, soldCounts, handleFinish } = useAdminEventForm();
  const lists = useEventFilters();
  const zones = useMemo(timeZones, []);

  if (id !== null && event.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (id !== null && event.isLoadingError)
    return <Alert type="error" title={errorMessage(event.error, 'Not found')} />;

  return (
    <div style={{ maxWidth: 1000 }}>
      <Link to="/admin/events">← Events</Link>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {id === null ? 'New event' : `Edit event`}
      </Typography.Title>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void handleFinish(values)}
        initialValues={ADMIN_EVENT_FORM_DEFAULTS}
        scrollToFirstError
      >
        <Card size="small" title="Event" style={{ marginBottom: 16 }}>
          <EventBasicsFields
            types={lists.types.data}
            categories={lists.categories.data}
            locations={lists.locations.data}
          />
          <EventImageFields />
          <EventDatesFields zones={zones} />
          <EventPublishingFields tags={lists.tags.data} />
        </Card>

        <TicketPriceRows soldCounts={soldCounts} />
        {id !== null && <EventWaitlists eventId={id} />}
        <SessionsSection zones={zones} />
        <PresentersSection />
        <MoreContentSection />
        <LayoutSections />
        <DetailsSections />

        <Space>
          <Button type="primary" htmlType="submit" loading={isSaving}>
            Save event
          </Button>
          <Link to="/admin/events">Cancel</Link>
        </Space>
      </Form>
    </div>
  );
}
