import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TENANT_PROFILES, TOKEN_STORAGE_KEY } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import { mediaQueryList } from '../../../test/media-query';
import EventsLayout from './EventsLayout';
import { forgetLoadedControls } from '../../../shared/components/LazyControls';

const account = {
  id: 'me',
  firstName: 'Mia',
  lastName: 'Member',
  role: 0,
  contactTypes: ['Member'],
  moderatedCommunityCount: 0,
};

/** A decodable (unsigned) token whose claims carry the general API access token. */
function storeToken() {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  localStorage.setItem(TOKEN_STORAGE_KEY, `${part({ alg: 'none' })}.${part({ accessToken: 'general' })}.x`);
}

describe('events pages', { timeout: 30_000 }, () => {
  beforeEach(storeToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the Courses links in the events sidebar when CPD is on (ota) and not for lca', async () => {
    // A wide screen: every antd breakpoint matches.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, true));
    mockFetch({
      'GET /api/v1/account': () => jsonResponse(200, account),
      'GET /api/cart/latest': () => jsonResponse(200, { cartId: null, cartItems: [] }),
    });
    const { unmount } = renderRoute(<EventsLayout />, { path: '/events' });
    expect(await screen.findByRole('menuitem', { name: 'All courses' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Attending' })).toBeInTheDocument();
    unmount();
    renderRoute(<EventsLayout />, { path: '/events', profile: TENANT_PROFILES.lca });
    expect(await screen.findByRole('menuitem', { name: 'Attending' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'All courses' })).toBeNull();
  });

  it('on a phone offers the sidebar as a select above the page, with no floating trigger', async () => {
    mockFetch({
      'GET /api/v1/account': () => jsonResponse(200, account),
      'GET /api/cart/latest': () => jsonResponse(200, { cartId: null, cartItems: [] }),
    });
    const user = userEvent.setup();
    forgetLoadedControls();
    const { router, container } = renderRoute(<EventsLayout />, {
      path: '/events',
      routes: [{ path: '/events/attending', element: <p>Attending page</p> }],
    });
    const nav = await screen.findByRole('navigation', { name: 'Events' });
    const select = within(nav).getByRole('combobox', { name: 'Events section' });
    expect(container.querySelector('.ant-layout-sider')).toBeNull();
    expect(container.querySelector('.ant-layout-sider-zero-width-trigger')).toBeNull();
    // The section select loads on the first press (LazySelect) and opens; a loaded machine may take more than
    // findBy's 1 s. The press alone: user-event's whole click would blur the Select it mounted (not so in a browser).
    fireEvent.pointerDown(select);
    await user.click(await screen.findByTitle('Attending', {}, { timeout: 10_000 }));
    expect(router.state.location.pathname).toBe('/events/attending');
  });
});
