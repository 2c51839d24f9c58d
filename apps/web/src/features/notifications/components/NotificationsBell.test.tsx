import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { mockApi } from '../../../test/mock-api';
import { DRAWER_LIST_MAX_HEIGHT, NotificationsBell } from './NotificationsBell';
import type { PortalNotification } from '../notification-types';

const note = (
  id: number,
  activityType: number,
  extra: Partial<PortalNotification> = {},
): PortalNotification => ({
  id,
  activityType,
  createdAt: '2026-11-20T10:00:00Z',
  readAt: null,
  initiatorUser: { firstName: 'Liam', lastName: 'Nguyen' },
  community: { id: 1, name: 'Early Career', alias: 'early-career' },
  post: { id: 42 },
  ...extra,
});

function renderBell(isNarrow = false) {
  return renderRoute(<NotificationsBell isNarrow={isNarrow} />, { path: '/' });
}
const openBell = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: /Notifications/ }));

describe('NotificationsBell', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([false, true])('shows the empty texts of All and Unread (narrow: %s)', async (isNarrow) => {
    mockApi({
      'GET /api/v1/community/notification': () => jsonResponse(200, { notifications: [], totalItemCount: 0 }),
    });
    const user = userEvent.setup();
    renderBell(isNarrow);
    await openBell(user);
    // On a phone the drawer's code loads on the first opening (LazyDrawer), then the panel's.
    expect(await screen.findByText('No notifications yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
  });

  it('degrades to the empty state while the notifications server is missing (404)', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderBell();
    await openBell(user);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows the unread count, asks pages of 7, renders each type with a link and hides types 10–11', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/community/notification': (url) =>
        url.searchParams.get('isRead') === 'false'
          ? jsonResponse(200, { notifications: [note(1, 4)], totalItemCount: 3 })
          : jsonResponse(200, {
              notifications: [
                note(1, 4),
                note(2, 13, { meet: { id: 7, name: 'Monthly catch-up' } }),
                note(3, 10),
                note(4, 12, { asset: { id: 1, name: 'Guide.pdf' } }),
              ],
              totalItemCount: 4,
            }),
    });
    const user = userEvent.setup();
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications (3 unread)' })).toBeInTheDocument();
    await openBell(user);
    const list = await screen.findByRole('list', { name: 'All notifications' });
    expect(within(list).getAllByTestId('notification')).toHaveLength(3);
    expect(
      within(list).getByRole('link', { name: 'Liam Nguyen commented on your post in Early Career' }),
    ).toHaveAttribute('href', '/communities/early-career/posts/42');
    expect(
      within(list).getByRole('link', {
        name: 'Liam Nguyen scheduled a meeting in Early Career: Monthly catch-up',
      }),
    ).toHaveAttribute('href', '/communities/early-career/mettings/7');
    expect(within(list).getByRole('link', { name: /added Guide.pdf/ })).toHaveAttribute(
      'href',
      '/communities/early-career/resources',
    );
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => !String(u).includes('isRead'))![0]),
      'http://x',
    );
    expect(url.searchParams.get('pageSize')).toBe('7');
    expect(url.searchParams.get('page')).toBe('1');
  });

  it('removes an item read on the Unread tab and sends set-as-read with its id', async () => {
    let unread = [note(1, 2), note(2, 3)];
    const fetchMock = mockApi({
      'GET /api/v1/community/notification': () =>
        jsonResponse(200, { notifications: unread, totalItemCount: unread.length }),
      'PUT /api/v1/community/notification/set-as-read': (_url, body) => {
        const ids = (body as { ids: number[] }).ids;
        unread = unread.filter((n) => !ids.includes(n.id as number));
        return jsonResponse(200, true);
      },
    });
    const user = userEvent.setup();
    renderBell();
    await openBell(user);
    await user.click(await screen.findByRole('tab', { name: 'Unread' }));
    const list = await screen.findByRole('list', { name: 'Unread notifications' });
    expect(within(list).getAllByTestId('notification')).toHaveLength(2);
    await user.click(within(list).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(within(list).getAllByTestId('notification')).toHaveLength(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({ ids: [1] });
  });

  it('marks all as read', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/community/notification': () =>
        jsonResponse(200, { notifications: [note(1, 2)], totalItemCount: 1 }),
      'PUT /api/v1/community/notification/all-set-as-read': () => jsonResponse(200, true),
    });
    const user = userEvent.setup();
    renderBell();
    await openBell(user);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) => init?.method === 'PUT' && String(u).endsWith('all-set-as-read'),
        ),
      ).toBe(true),
    );
  });

  it('offers the per-discussion toggle on comment notifications only', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/community/notification': () =>
        jsonResponse(200, {
          notifications: [note(1, 9, { postNotificationStatus: true }), note(2, 2)],
          totalItemCount: 2,
        }),
      'PUT /api/v1/community/notification/post/42': () => jsonResponse(200, true),
    });
    const user = userEvent.setup();
    renderBell();
    await openBell(user);
    const toggles = await screen.findAllByRole('switch');
    expect(toggles).toHaveLength(1);
    await user.click(toggles[0]!);
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([u]) => String(u).includes('notification/post/42'));
      expect(JSON.parse(String(put![1]!.body))).toEqual({ isEnabled: false });
    });
  });

  it('loads the next page when scrolled within 50 px of the bottom', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/community/notification': (url) => {
        const page = Number(url.searchParams.get('page'));
        const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7] : [8, 9];
        return jsonResponse(200, { notifications: ids.map((id) => note(id, 2)), totalItemCount: 9 });
      },
    });
    const user = userEvent.setup();
    renderBell();
    await openBell(user);
    const scroller = await screen.findByTestId('notifications-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(scroller, 'clientHeight', { value: 400, configurable: true });
    Object.defineProperty(scroller, 'scrollTop', { value: 100, configurable: true, writable: true });
    fireEvent.scroll(scroller);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('page=2'))).toHaveLength(0);
    scroller.scrollTop = 560;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(9));
  });

  it('on a phone opens a full-width drawer whose list scrolls inside the viewport height', async () => {
    mockApi({
      'GET /api/v1/community/notification': () =>
        jsonResponse(200, { notifications: [1, 2, 3].map((id) => note(id, 2)), totalItemCount: 3 }),
    });
    const user = userEvent.setup();
    renderBell(true);
    await openBell(user);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Notifications')).toBeInTheDocument();
    expect(drawer.closest<HTMLElement>('.ant-drawer-content-wrapper')!.style.width).toBe('100%');
    const scroller = await within(drawer).findByTestId('notifications-scroll');
    expect(scroller.style.overflowY).toBe('auto');
    expect(scroller.getAttribute('style')).toContain(`max-height: ${DRAWER_LIST_MAX_HEIGHT}`);
  });
});
