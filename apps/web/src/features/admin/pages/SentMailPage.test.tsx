/** `/admin/sent-mail` (issue 10 §2): list, recipient search, empty/error states, the sandboxed message. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, UserRole } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import SentMailPage from './SentMailPage';

const ITEM = {
  id: 'b1c2d3e4-0000-4000-8000-000000000001',
  to: 'grace@example.org',
  subject: 'Reset your password',
  transport: 'outbox',
  status: 'recorded',
  attempts: 0,
  lastError: null as string | null,
  createdAt: '2026-11-25T09:00:00.000Z',
};
const MESSAGE = {
  ...ITEM,
  text: 'Open this link to reset: http://ota.localhost/reset?token=abc',
  html: '<p onclick="alert(1)">Open <a href="http://ota.localhost/reset">this link</a></p><script>window.parent.pwned=1</script>',
};

function setup(
  role: number,
  list: () => Response = () => jsonResponse(200, listOf([ITEM])),
  extra: Record<string, () => Response> = {},
) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  localStorage.setItem(TOKEN_STORAGE_KEY, `${part({ alg: 'none' })}.${part({ accessToken: 'general' })}.x`);
  return mockFetch({
    'GET /api/v1/account': () =>
      jsonResponse(200, { id: 'me', firstName: 'Ada', lastName: 'Admin', role, contactTypes: ['Member'] }),
    'GET /api/admin/mail': list,
    [`GET /api/admin/mail/${ITEM.id}`]: () => jsonResponse(200, MESSAGE),
    'GET /api/admin/deliveries': () => jsonResponse(200, { failed: 0 }),
    ...extra,
  });
}
const listOf = (items: (typeof ITEM)[]) => ({ items, totalItemCount: items.length, page: 1, pageSize: 20 });
const render = (entry = '/admin/sent-mail') =>
  renderRoute(<SentMailPage />, { path: '/admin/sent-mail', initialEntry: entry });

describe('SentMailPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lists sent mail and opens a message with its HTML sandboxed', async () => {
    setup(UserRole.Admin);
    const user = userEvent.setup();
    const { router } = render();
    // The first render loads the antd table cold: allow more than the default second on a busy machine.
    expect(await screen.findByText('grace@example.org', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Recorded only')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open "Reset your password" to grace@example.org' }));
    expect(router.state.location.search).toBe(`?message=${ITEM.id}`);
    const drawer = await screen.findByRole('dialog');
    const frame = await within(drawer).findByTitle('Message body');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe(MESSAGE.html);
    // The raw mail HTML is never part of the portal's own document.
    expect(document.querySelector('[onclick]')).toBeNull();
    expect(drawer.querySelector('script')).toBeNull();

    await user.click(within(drawer).getByRole('tab', { name: 'Plain text' }));
    expect(await within(drawer).findByText(/Open this link to reset/)).toBeInTheDocument();
  });

  it('marks each message with its delivery state and offers Retry now for what failed every attempt', async () => {
    let failed = 2;
    const retried = vi.fn(() => {
      failed = 0;
      return jsonResponse(200, { requeued: 2 });
    });
    const failedItem = {
      ...ITEM,
      id: 'b1c2d3e4-0000-4000-8000-000000000002',
      transport: 'smtp',
      status: 'failed',
      attempts: 10,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    };
    const sentItem = {
      ...ITEM,
      id: 'b1c2d3e4-0000-4000-8000-000000000003',
      transport: 'smtp',
      status: 'sent',
      attempts: 1,
    };
    setup(UserRole.Admin, () => jsonResponse(200, listOf([failedItem, sentItem])), {
      'GET /api/admin/deliveries': () => jsonResponse(200, { failed }),
      'POST /api/admin/deliveries/retry': retried,
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Failed after 10 attempts', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Sent by e-mail')).toBeInTheDocument();
    expect(
      screen.getByLabelText('failed, last error: connect ECONNREFUSED 127.0.0.1:25'),
    ).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 e-mails or notifications were not delivered');
    await user.click(within(alert).getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(retried).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('2 deliveries queued again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/were not delivered/)).not.toBeInTheDocument());
  });

  it('searches by recipient after the debounce and keeps it in the URL', async () => {
    const fetchMock = setup(UserRole.Admin);
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByText('grace@example.org');
    await user.type(screen.getByLabelText('Search by recipient'), 'grace');
    await waitFor(() => expect(router.state.location.search).toBe('?to=grace'), { timeout: 2000 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/mail?to=grace&page=1&pageSize=20',
      ),
    );
  });

  it('says so when nothing matches the search', async () => {
    setup(UserRole.Admin, () => jsonResponse(200, listOf([])));
    render('/admin/sent-mail?to=nobody');
    expect(await screen.findByText('No mail to an address containing "nobody".')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let calls = 0;
    setup(UserRole.Admin, () => {
      calls += 1;
      return calls === 1 ? jsonResponse(403, { message: 'Forbidden' }) : jsonResponse(200, listOf([ITEM]));
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Sent mail could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('grace@example.org')).toBeInTheDocument();
  });

  it('refuses admins who are not global Admins without asking for the mail', async () => {
    const fetchMock = setup(UserRole.WorkSpaceOwner);
    render();
    expect(await screen.findByText('Only an administrator can read sent mail')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/mail'))).toBe(false);
  });
});
