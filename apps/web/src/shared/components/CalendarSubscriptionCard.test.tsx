/** The calendar subscription card (issue 38 point 1): the webcal link, Copy, Open, Regenerate behind a confirmation. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_MESSAGES, type TCalendarFeed } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../test/mock-api';
import { CalendarSubscriptionCard } from './CalendarSubscriptionCard';

const feed = (token: string): TCalendarFeed => ({
  webcalUrl: `webcal://members.ota.org.au/api/calendar/feed/${token}.ics`,
  feedUrl: `https://members.ota.org.au/api/calendar/feed/${token}.ics`,
  createdAt: '2026-12-01T00:00:00.000Z',
  rotatedAt: null,
});

describe('CalendarSubscriptionCard', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the webcal link, copies it and opens it in the calendar app', async () => {
    mockApi({ 'GET /api/calendar/feed': () => jsonResponse(200, feed('old')) });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderRoute(<CalendarSubscriptionCard />, { path: '/' });
    const input = await screen.findByRole('textbox', { name: 'Calendar subscription link' });
    expect(input).toHaveValue(feed('old').webcalUrl);
    expect(screen.getByRole('link', { name: /Open in calendar app/ })).toHaveAttribute(
      'href',
      feed('old').webcalUrl,
    );
    await user.click(screen.getByRole('button', { name: /Copy$/ }));
    expect(writeText).toHaveBeenCalledWith(feed('old').webcalUrl);
    expect(await screen.findByText(CALENDAR_MESSAGES.copied)).toBeInTheDocument();
  });

  it('regenerates only after the confirmation and shows the new link', async () => {
    const mock = mockApi({
      'GET /api/calendar/feed': () => jsonResponse(200, feed('old')),
      'POST /api/calendar/feed/regenerate': () => jsonResponse(200, feed('new')),
    });
    const user = userEvent.setup();
    renderRoute(<CalendarSubscriptionCard />, { path: '/' });
    await screen.findByDisplayValue(feed('old').webcalUrl);
    await user.click(screen.getByRole('button', { name: /Regenerate link/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(mock, 'POST', '/api/calendar/feed/regenerate')).toHaveLength(0);
    // The card's button (its icon names it too); a closed confirmation may linger hidden in the DOM.
    await user.click(screen.getByRole('button', { name: /^reload ?Regenerate link$/ }));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(again).getByRole('button', { name: 'Regenerate link' }));
    expect(await screen.findByDisplayValue(feed('new').webcalUrl)).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/calendar/feed/regenerate')).toHaveLength(1);
    expect(await screen.findByText(CALENDAR_MESSAGES.regenerated)).toBeInTheDocument();
  });

  it('offers Try again when the link cannot be loaded', async () => {
    mockApi({ 'GET /api/calendar/feed': () => jsonResponse(500, { message: 'boom' }) });
    renderRoute(<CalendarSubscriptionCard />, { path: '/' });
    expect(await screen.findByText(CALENDAR_MESSAGES.loadError, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });
});
