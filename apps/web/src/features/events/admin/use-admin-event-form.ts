/**
 * The state of the event editor (issue 18 "Staff tools"; spec 002 §3 fields, §8 errors): the route's event
 * id (null for /admin/events/new), the antd form instance with a new event's defaults or the loaded event's
 * values, the sold count of each ticket price, and the save of {@link toInput} — 'Event saved' (a new event
 * then opens at its own address), or the server's field errors (400 `errors`) on their fields and its message
 * ('Could not save the event.' when it has none). No JSX: `AdminEventFormPage` renders.
 */
import { useEffect, useMemo } from 'react';
import { Form } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useAdminEvent, useSaveAdminEvent } from '../queries';
import { DEFAULT_ZONE, serverFieldErrors, toFormValues, toInput, type FormValues } from './event-form-values';
import { NEW_TICKET_PRICE, type SoldCounts } from './TicketPriceRows';

/** A new event: Sydney time, unpublished, no CPD, no single-click registration, one 'General admission' price. */
export const ADMIN_EVENT_FORM_DEFAULTS: Partial<FormValues> = {
  startTimeZone: DEFAULT_ZONE,
  endTimeZone: DEFAULT_ZONE,
  isPublished: false,
  isCpd: false,
  isSingleClickRegistration: false,
  tags: [],
  ticketPrices: [{ ...NEW_TICKET_PRICE, name: 'General admission' }],
};

/**
 * The field errors of a failed save as antd field data, keeping only those whose first path part is a field
 * the submitted `values` hold (`ticketPrices.0.capacity` → `['ticketPrices', 0, 'capacity']`).
 */
export function adminEventFieldErrors(error: unknown, values: FormValues) {
  return serverFieldErrors(error).filter((f) => f.name.length > 0 && f.name[0] in values);
}

/**
 * Answers `{ id, form, event, isSaving, soldCounts, handleFinish }`: `event` is the admin event query
 * (disabled for a new event), `soldCounts` maps ticket price id → tickets sold, `handleFinish(values)` saves.
 */
export function useAdminEventForm() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const { message } = useApp();
  const [form] = Form.useForm<FormValues>();
  const event = useAdminEvent(id);
  const save = useSaveAdminEvent(id);

  useEffect(() => {
    if (event.data) form.setFieldsValue(toFormValues(event.data));
  }, [event.data, form]);
  const soldCounts = useMemo<SoldCounts>(
    () => Object.fromEntries((event.data?.ticketPrices ?? []).map((p) => [p.ticketPriceId, p.sold])),
    [event.data],
  );

  const handleFinish = async (values: FormValues) => {
    try {
      const saved = await save.mutateAsync(toInput(values));
      void message.success('Event saved');
      if (id === null) void navigate(`/admin/events/${saved.id}`, { replace: true });
    } catch (error) {
      const fields = adminEventFieldErrors(error, values);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      void message.error(errorMessage(error, 'Could not save the event.'));
    }
  };

  return { id, form, event, isSaving: save.isPending, soldCounts, handleFinish };
}
