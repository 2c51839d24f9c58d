import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  MESSAGES,
  TENANT_PROFILES,
  TOKEN_STORAGE_KEY,
  UserRole,
  type TAccount,
  type TenantProfile,
} from '@portal/contracts';
import { jsonResponse, mockFetch } from '../test-utils';
import { AppProviders } from './AppProviders';
import { mockViewportWidth } from '../test/media-query';
import { createQueryClient } from '../session/query-client';
import { buildRoutes, RouteErrorBoundary } from './router';

function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

function buildAccount(overrides: Partial<TAccount> = {}): TAccount {
  return {
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    registeredEmail: 'ada@example.org',
    avatarUrl: null,
    pronoun: null,
    role: UserRole.Standard,
    contactTypes: ['Member'],
    segments: [],
    mobile: null,
    postalAddress1: null,
    suburb: null,
    postcode: null,
    state: null,
    country: null,
    memberNum: 'M1',
    isFirstLogin: false,
    isMember: true,
    isClientUser: false,
    moderatedCommunityCount: 0,
    mode: 'legacy',
    impersonatorId: null,
    theme: 'system',
    ...overrides,
  };
}

function renderApp(path: string, profile: TenantProfile = TENANT_PROFILES.ota) {
  const router = createMemoryRouter(buildRoutes(profile), { initialEntries: [path] });
  render(
    <AppProviders profile={profile} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function signIn(account: TAccount = buildAccount()) {
  localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt({ sub: account.id, accessToken: 'access' }));
  return mockFetch({
    'GET /api/v1/account': () => jsonResponse(200, account),
    'GET /api/v1/permission': () =>
      jsonResponse(200, {
        role: account.role,
        hasAdminAccess: account.role === 1,
        isAdminLike: account.role === 1,
      }),
    'GET /api/user/CanCancelMembership': () => jsonResponse(200, { canCancelMembership: true }),
    'POST /api/engagement/track': () => new Response(null, { status: 204 }),
  });
}

function trackCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/api/engagement/track'))
    .map(([, init]) => JSON.parse(init?.body as string));
}

describe('app routes and guards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a token to sign-in with redirectTo', async () => {
    const router = renderApp('/events?tab=past');
    // The first test of the file also waits for the lazy route modules to compile.
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/sign-in');
    expect(router.state.location.search).toBe('?redirectTo=%2Fevents%3Ftab%3Dpast');
  });

  it('redirects /account to the sign-in page', async () => {
    const router = renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/sign-in');
  });

  it('sends a signed-in user away from the login layout', async () => {
    signIn();
    const router = renderApp('/account/sign-in');
    expect(await screen.findByText('Welcome back, Ada')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows home with the tenant navigation and tracks the page view', async () => {
    const fetchMock = signIn();
    renderApp('/');
    expect(await screen.findByText('Welcome back, Ada')).toBeInTheDocument();
    expect(screen.getByText('Occupational Therapy Association')).toBeInTheDocument();
    await waitFor(() =>
      expect(trackCalls(fetchMock)).toEqual([{ type: 'viewPage', name: 'Home', url: '/' }]),
    );
  });

  it('shows the community area under the tenant base path and sets the page title', async () => {
    signIn();
    const router = renderApp('/hubs', TENANT_PROFILES.actls);
    await waitFor(() => expect(document.title).toBe('Hubs - ACT Law Society'));
    expect(router.state.location.pathname).toBe('/hubs');
  });

  it('does not track event detail pages', async () => {
    const fetchMock = signIn();
    renderApp('/events/12');
    expect(await screen.findByRole('navigation', { name: 'Events' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trackCalls(fetchMock)).toEqual([]);
  });

  it('does not track when the tenant has analytics off', async () => {
    const fetchMock = signIn();
    renderApp('/news', TENANT_PROFILES.lca);
    expect(await screen.findByRole('heading', { name: 'News' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trackCalls(fetchMock)).toEqual([]);
  });

  it('sends a user away from a module the tenant has off', async () => {
    signIn();
    const router = renderApp('/marketplace', TENANT_PROFILES.lca);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Welcome back, Ada')).toBeInTheDocument();
  });

  it('opens the CPD tracker at /cpd with the CPD sidebar (002 §2 CPD), ', async () => {
    mockViewportWidth(1440);
    signIn();
    const router = renderApp('/cpd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cpd/tracker-page'));
    expect(await screen.findByRole('heading', { name: 'CPD Tracker' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'CPD' });
    for (const entry of ['CPD Tracker', 'Enrolled', 'All courses', 'Search CPD & Events']) {
      expect(within(sidebar).getByText(entry)).toBeInTheDocument();
    }
    vi.restoreAllMocks();
  });

  it('sends an lca member away from /cpd (CPD is off for lca)', async () => {
    signIn();
    const router = renderApp('/cpd/tracker-page', TENANT_PROFILES.lca);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the marketplace placeholder where the module is on', async () => {
    signIn();
    renderApp('/marketplace');
    expect(await screen.findByText(MESSAGES.underConstruction)).toBeInTheDocument();
  });

  it('keeps users without admin access out of /admin', async () => {
    signIn();
    const router = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a moderator into the admin area', async () => {
    signIn(buildAccount({ moderatedCommunityCount: 2 }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it('mounts community administration under the tenant word (/admin/workspace-management)', async () => {
    signIn(buildAccount({ role: UserRole.Admin }));
    renderApp('/admin/workspace-management', TENANT_PROFILES.psa);
    expect(await screen.findByRole('heading', { name: 'Workspaces management' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Create workspace/ })).toBeInTheDocument();
  });

  it('keeps users without admin access out of community administration', async () => {
    signIn();
    const router = renderApp('/admin/communities-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the 404 page for unknown paths', async () => {
    signIn();
    renderApp('/no/such/page');
    expect(await screen.findByText(MESSAGES.notFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notFoundText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it('opens the navigation drawer from the menu button on narrow screens', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Communities');
    expect(nav).toHaveTextContent('CPD & Events');
    expect(nav).toHaveTextContent('News & Resources');
    expect(nav).toHaveTextContent('Marketplace');
  });

  it('logs out from the avatar menu', async () => {
    signIn();
    const user = userEvent.setup();
    const router = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByText('Log out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/sign-in'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows the error page from the root route, which the router does not load on a first visit', async () => {
    // Issue 37 point 5: a lazy root route was resolved on every first visit, with the shared UI chunk.
    const [root] = buildRoutes(TENANT_PROFILES.ota);
    expect(root?.lazy).toBeUndefined();
    expect(root?.ErrorBoundary).toBe(RouteErrorBoundary);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          ErrorBoundary: RouteErrorBoundary,
          children: [
            {
              index: true,
              loader: () => {
                throw new Error('Boom');
              },
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    log.mockRestore();
  });
});
