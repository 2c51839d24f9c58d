import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, UserRole } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import AdminUsersPage from './AdminUsersPage';

const USERS = {
  users: [
    {
      id: 'u-2',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.org',
      role: UserRole.Standard,
      contactTypes: ['Member'],
      memberNum: 'M-77',
    },
    {
      id: 'u-3',
      firstName: 'Alan',
      lastName: 'Boss',
      email: 'alan@example.org',
      role: UserRole.Admin,
      contactTypes: ['Member'],
      memberNum: null,
    },
  ],
  totalItemCount: 2,
};

function setup(viewerRole: number) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  return mockFetch({
    'GET /api/v1/account': () =>
      jsonResponse(200, {
        id: 'me',
        firstName: 'Ada',
        lastName: 'Admin',
        role: viewerRole,
        contactTypes: ['Member'],
        moderatedCommunityCount: 1,
      }),
    'GET /api/v1/admin/users': () => jsonResponse(200, USERS),
    'POST /api/v1/admin/users/u-2/impersonation': () =>
      jsonResponse(200, { url: '/account/impersonate?x=1' }),
    'POST /api/v1/admin/users/u-2/sign-out-everywhere': () => jsonResponse(200, { signedOut: true }),
  });
}

describe('AdminUsersPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists users and lets a global Admin sign in as one in a new tab', async () => {
    const fetchMock = setup(UserRole.Admin);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderRoute(<AdminUsersPage />, { path: '/admin/users' });

    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('M-77')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign in as Grace Hopper' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith('/account/impersonate?x=1', '_blank'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('hides "Sign in as" on administrators\' rows (issue 10 §12)', async () => {
    setup(UserRole.Admin);
    renderRoute(<AdminUsersPage />, { path: '/admin/users' });
    expect(await screen.findByText('Alan Boss')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in as Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in as Alan Boss' })).not.toBeInTheDocument();
  });

  it('hides "Sign in as" from moderators who are not global Admins', async () => {
    setup(UserRole.Standard);
    renderRoute(<AdminUsersPage />, { path: '/admin/users' });
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in as/ })).not.toBeInTheDocument();
  });

  it('searches by keyword after the debounce and keeps it in the URL', async () => {
    const fetchMock = setup(UserRole.Admin);
    const user = userEvent.setup();
    const { router } = renderRoute(<AdminUsersPage />, { path: '/admin/users' });
    await screen.findByText('Grace Hopper');

    await user.type(screen.getByLabelText('Search users'), 'grace');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=grace'), { timeout: 2000 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/v1/admin/users?keyword=grace&page=1&pageSize=20',
      ),
    );
    const keywordCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('keyword='));
    expect(keywordCalls).toHaveLength(1);
  });

  it('signs a user out everywhere only after the Admin confirms', async () => {
    const fetchMock = setup(UserRole.Admin);
    const user = userEvent.setup();
    renderRoute(<AdminUsersPage />, { path: '/admin/users' });
    const endCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/u-2/sign-out-everywhere'));

    await user.click(await screen.findByRole('button', { name: 'Sign out Grace Hopper everywhere' }));
    expect(await screen.findByText('Sign out everywhere?')).toBeInTheDocument();
    expect(endCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(endCalls()).toHaveLength(1));
    expect(endCalls()[0]?.[1]?.method).toBe('POST');
    expect(await screen.findByText('Grace Hopper is signed out on every device.')).toBeInTheDocument();
  });

  it('hides "Sign out everywhere" from moderators who are not global Admins', async () => {
    setup(UserRole.Standard);
    renderRoute(<AdminUsersPage />, { path: '/admin/users' });
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /everywhere/ })).not.toBeInTheDocument();
  });
});
