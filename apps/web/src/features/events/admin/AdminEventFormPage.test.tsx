/**
 * The event editor (issue 18 "Staff tools"; docs/api-events.md "Event administration"): content in the rich-text
 * editor, labelled ticket price rows with sold counts and the sold-price rules, validation messages on the
 * fields and the server's field errors on their fields. Image upload and preview: EventImageUpload.test.tsx.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminEvent } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute, storeAccessToken } from '../../../test-utils';
import AdminEventFormPage from './AdminEventFormPage';

const EVENT: TAdminEvent = {
  id: 5,
  title: 'Hand therapy workshop',
  content: '<p>Hands-on <strong>practice</strong> session.</p>',
  shortDesc: 'A practical day.',
  type: null,
  typeId: null,
  categoryId: null,
  locationId: null,
  address: null,
  externalUrl: null,
  featureImg: '/api/events/files/2026/11/cover.png',
  listingImg: null,
  eventStart: '2026-12-01T09:00:00',
  eventStartUtc: '2026-11-30T22:00:00.000Z',
  eventEndUtc: '2026-12-01T06:00:00.000Z',
  startDateTime: '2026-12-01T09:00:00',
  startTimeZone: 'Australia/Sydney',
  endDateTime: '2026-12-01T17:00:00',
  endTimeZone: 'Australia/Sydney',
  sessions: [],
  canEnrolContent: null,
  canEnrolLayout: [],
  coursesLayout: [],
  sponsorContent: null,
  reasoningContent: null,
  accessContent: null,
  presenters: [],
  isCpd: false,
  cpdDetails: null,
  tags: [],
  tagIds: [],
  isSingleClickRegistration: false,
  singleClickTicketPriceId: null,
  isPublished: true,
  ticketPrices: [
    { ticketPriceId: 11, name: 'Member', amount: 120, capacity: 40, soldOut: false, sold: 3, holdHours: 48 },
    {
      ticketPriceId: 12,
      name: 'Student',
      amount: 60,
      capacity: null,
      soldOut: false,
      sold: 0,
      holdHours: 24,
    },
  ],
  docs: [],
  links: [],
  registrations: 3,
} as unknown as TAdminEvent;

const LISTS = {
  'GET /api/event/types': () => jsonResponse(200, { 1: 'Workshop' }),
  'GET /api/event/categories': () => jsonResponse(200, { 1: 'Clinical' }),
  'GET /api/event/locations': () => jsonResponse(200, { 1: 'Sydney' }),
  'GET /api/tag/tags': () => jsonResponse(200, []),
  'GET /api/event/whenfilter': () => jsonResponse(200, {}),
};

const renderEdit = () =>
  renderRoute(<AdminEventFormPage />, { path: '/admin/events/:id', initialEntry: '/admin/events/5' });
const renderNew = () => renderRoute(<AdminEventFormPage />, { path: '/admin/events/new' });

describe('AdminEventFormPage', { timeout: 180_000 }, () => {
  beforeEach(storeAccessToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the content in the rich-text editor and labelled price rows with sold counts', async () => {
    const put = vi.fn((body: unknown) => jsonResponse(200, { ...EVENT, body }));
    mockFetch({
      ...LISTS,
      'GET /api/admin/events/5': () => jsonResponse(200, EVENT),
      'PUT /api/admin/events/5': put,
    });
    renderEdit();

    const content = await screen.findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(content.querySelector('strong')).toHaveTextContent('practice'));
    expect(screen.getByRole('toolbar', { name: 'Content formatting' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Content (HTML)')).toBeNull();

    const sold = within(screen.getByRole('group', { name: 'Ticket price 1' }));
    const unsold = within(screen.getByRole('group', { name: 'Ticket price 2' }));
    await waitFor(() => expect(sold.getByLabelText('Ticket name')).toHaveValue('Member'));
    expect(sold.getByLabelText('Price (AUD)')).toHaveValue('120.00');
    expect(sold.getByLabelText('Price (AUD)')).toBeDisabled();
    expect(sold.getByLabelText('Capacity')).toHaveValue('40');
    expect(sold.getByLabelText('Hold (hours)')).toHaveValue('48');
    expect(sold.getByLabelText('Sold')).toHaveValue('3');
    expect(sold.getByLabelText('Sold')).toHaveAttribute('readonly');
    expect(
      sold.getByRole('button', { name: 'Member has tickets sold and cannot be removed' }),
    ).toBeDisabled();
    expect(unsold.getByLabelText('Price (AUD)')).toBeEnabled();
    expect(unsold.getByLabelText('Sold')).toHaveValue('0');

    // A price without sales can be removed; the saved body keeps the other one and the HTML content.
    await userEvent.click(unsold.getByRole('button', { name: 'Remove Student' }));
    expect(screen.queryByRole('group', { name: 'Ticket price 2' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const body = put.mock.calls[0]![0] as { content: string; ticketPrices: unknown[]; featureImg: string };
    expect(body.ticketPrices).toEqual([
      { ticketPriceId: 11, name: 'Member', amount: 120, capacity: 40, holdHours: 48 },
    ]);
    expect(body.content).toContain('<strong>practice</strong>');
    expect(body.featureImg).toBe(EVENT.featureImg);
  });

  it('refuses a capacity below the tickets sold on the field, without saving', async () => {
    const put = vi.fn(() => jsonResponse(200, EVENT));
    mockFetch({
      ...LISTS,
      'GET /api/admin/events/5': () => jsonResponse(200, EVENT),
      'PUT /api/admin/events/5': put,
    });
    renderEdit();
    const row = within(await screen.findByRole('group', { name: 'Ticket price 1' }));
    await waitFor(() => expect(row.getByLabelText('Capacity')).toHaveValue('40'));
    fireEvent.change(row.getByLabelText('Capacity'), { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await row.findByText('Capacity cannot be below the 3 tickets sold')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('shows the server’s field error on its field', async () => {
    mockFetch({
      ...LISTS,
      'GET /api/admin/events/5': () => jsonResponse(200, EVENT),
      'PUT /api/admin/events/5': () =>
        jsonResponse(400, {
          message: 'The amount of Student cannot change after tickets were sold',
          errors: { 'ticketPrices.1.amount': ['Tickets already sold'] },
        }),
    });
    renderEdit();
    const row = within(await screen.findByRole('group', { name: 'Ticket price 2' }));
    await waitFor(() => expect(row.getByLabelText('Ticket name')).toHaveValue('Student'));
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(
      await row.findByText('The amount of Student cannot change after tickets were sold', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
  });

  it('shows validation messages on the fields of a new event', async () => {
    const post = vi.fn(() => jsonResponse(201, EVENT));
    mockFetch({ ...LISTS, 'POST /api/admin/events': post });
    renderNew();
    expect(await screen.findByRole('heading', { name: 'New event' })).toBeInTheDocument();
    const first = within(screen.getByRole('group', { name: 'Ticket price 1' }));
    expect(first.getByLabelText('Ticket name')).toHaveValue('General admission');
    expect(first.queryByLabelText('Sold')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Add ticket price/ }));
    const second = within(screen.getByRole('group', { name: 'Ticket price 2' }));
    fireEvent.change(second.getByLabelText('Price (AUD)'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    // antd shows each field's message once that field's rules have run: wait for each, not only the first.
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(await screen.findByText('Please enter the start')).toBeInTheDocument();
    expect(await second.findByText('Please enter a ticket name')).toBeInTheDocument();
    expect(await second.findByText('Please enter a price (0 for free)')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2026-12-01T10:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2026-12-01T09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('The event must end after it starts')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("refuses a time zone that is neither 'UTC+HH:MM' nor IANA with 'Invalid time zone format' (000 §9)", async () => {
    const put = vi.fn(() => jsonResponse(200, EVENT));
    mockFetch({
      ...LISTS,
      'GET /api/admin/events/5': () => jsonResponse(200, { ...EVENT, endTimeZone: 'UTC+10' }),
      'PUT /api/admin/events/5': put,
    });
    renderEdit();
    await waitFor(() => expect(screen.getByLabelText('Start')).toHaveValue('2026-12-01T09:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Invalid time zone format')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it("compares 'UTC+HH:MM' start and end by offset (10:00 UTC+10:00 is before 09:00 UTC-05:00)", async () => {
    const put = vi.fn(() => jsonResponse(200, EVENT));
    mockFetch({
      ...LISTS,
      'GET /api/admin/events/5': () =>
        jsonResponse(200, {
          ...EVENT,
          startTimeZone: 'UTC-05:00',
          endDateTime: '2026-12-01T10:00:00',
          endTimeZone: 'UTC+10:00',
        }),
      'PUT /api/admin/events/5': put,
    });
    renderEdit();
    await waitFor(() => expect(screen.getByLabelText('End')).toHaveValue('2026-12-01T10:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('The event must end after it starts')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });
});

describe('AdminEventFormPage segments (issue 38 point 2)', { timeout: 180_000 }, () => {
  beforeEach(storeAccessToken);
  afterEach(() => vi.unstubAllGlobals());
  const itemOf = (inside: HTMLElement) => inside.closest<HTMLElement>('.ant-form-item')!;

  it('shows the event’s segments by name, says what they do and saves the chosen ones', async () => {
    const put = vi.fn((body: unknown) => jsonResponse(200, { ...EVENT, ...(body as object) }));
    mockFetch({
      ...LISTS,
      'GET /api/segment/all': () =>
        jsonResponse(200, { '3': 'Paediatrics', '1': 'Aged care', '7': 'Mental health' }),
      'GET /api/admin/events/5': () => jsonResponse(200, { ...EVENT, segmentIds: [1] }),
      'PUT /api/admin/events/5': put,
    });
    renderEdit();
    // Role queries over the whole form are slow in jsdom: query within the field's form item.
    const item = within(
      itemOf(await screen.findByText(/Digests offer the event to members of these segments/)),
    );
    expect(await item.findByText('Aged care')).toBeInTheDocument();
    await userEvent.click(item.getByRole('combobox', { name: 'Segments' }));
    await userEvent.click(await screen.findByTitle('Paediatrics'));
    fireEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect((put.mock.calls[0]![0] as { segmentIds: number[] }).segmentIds).toEqual([1, 3]);
  });

  it('keeps the segments when their list fails to load, with the error and a Retry', async () => {
    const put = vi.fn((body: unknown) => jsonResponse(200, { ...EVENT, ...(body as object) }));
    mockFetch({
      ...LISTS,
      'GET /api/segment/all': () => jsonResponse(500, { message: 'down' }),
      'GET /api/admin/events/5': () => jsonResponse(200, { ...EVENT, segmentIds: [7] }),
      'PUT /api/admin/events/5': put,
    });
    renderEdit();
    const item = within(itemOf(await screen.findByText('Error fetching segments. Try again')));
    expect(item.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(item.getByRole('combobox', { name: 'Segments' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect((put.mock.calls[0]![0] as { segmentIds: number[] }).segmentIds).toEqual([7]);
  });
});
