import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { TENANT_PROFILES, UserRole, type TAccount, type TenantProfile } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../test-utils';
import { callsTo, mockApi, storeTestToken, type ApiHandler } from '../../test/mock-api';
import HomePage, { prefetch } from './HomeRoutePage';
import { mediaQueryList } from '../../test/media-query';
import { stubImages } from '../../test/image-stub';

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

const meeting = (id: number) => ({
  meet: {
    id,
    name: `Meeting ${id}`,
    startDate: '2026-12-01T09:00:00Z',
    community: { name: 'Early Career', alias: 'early' },
  },
  status: 1,
});

function renderHome(
  handlers: Record<string, ApiHandler> = {},
  options: { account?: Partial<TAccount>; profile?: TenantProfile; isWide?: boolean } = {},
) {
  storeTestToken();
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, options.isWide === true && query.includes('1120')),
  );
  const fetchMock = mockApi({
    'GET /api/v1/account': () => jsonResponse(200, buildAccount(options.account)),
    ...handlers,
  });
  const view = renderRoute(<HomePage />, { path: '/', profile: options.profile });
  return { ...view, fetchMock };
}

describe('HomePage (dashboard)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the announcement with "Read update" in a new tab and dismisses it', async () => {
    const { fetchMock } = renderHome({
      'GET /api/v1/announcements': () =>
        jsonResponse(200, [
          { id: 3, title: 'Renewals open', description: 'Renew now', link: 'https://x.example' },
        ]),
      'PUT /api/v1/announcements/3/cancelled': () => jsonResponse(200, { id: 3, cancelled: true }),
    });
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(within(banner).getByText('Renewals open')).toBeInTheDocument();
    expect(within(banner).getByText('Renew now')).toBeInTheDocument();
    const link = within(banner).getByRole('link', { name: 'Read update' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', 'https://x.example');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss announcement' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'PUT', '/api/v1/announcements/3/cancelled')).toHaveLength(1);
  });

  it('shows 1 large and 3 small news items linking to /news/details/{id}, asking limit 4 newest first', async () => {
    const items = [1, 2, 3, 4, 5].map((id) => ({ id, name: `News ${id}`, publishStartDate: '2026-11-01' }));
    const { fetchMock } = renderHome({
      'GET /api/content/items/news': () => jsonResponse(200, { data: items }),
    });
    const section = (await screen.findByRole('heading', { name: 'Latest news' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(4));
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/news/details/1', '/news/details/2', '/news/details/3', '/news/details/4']);
    expect(within(section).getByRole('heading', { name: 'News 1' })).toHaveStyle({ fontSize: '20px' });
    expect(within(section).getByRole('heading', { name: 'News 2' })).toHaveStyle({ fontSize: '15px' });
    const url = new URL(String(callsTo(fetchMock, 'GET', '/api/content/items/news')[0]![0]), 'http://x');
    expect(url.searchParams.get('limit')).toBe('4');
    expect(url.searchParams.get('sort')).toBe('-publish_start_date,-date_created');
  });

  it('shows the empty states while the news, meetings and events calls are missing (404)', async () => {
    renderHome({}, { isWide: true });
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
    expect(await screen.findByText('No upcoming meetings')).toBeInTheDocument();
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load news')).not.toBeInTheDocument();
  });

  it.each([
    ['GET /api/content/items/news', 'Failed to load news'],
    ['POST /api/event/list', 'Failed to load events'],
    ['GET /api/v1/dashboard/meetings', 'Failed to load meetings. Try again.'],
  ])('toasts when %s fails', async (key, text) => {
    renderHome({ [key]: () => jsonResponse(503, { message: 'Unavailable' }) });
    expect(await screen.findByText(text, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows 2 meetings with no toggle for 3, and "See all" / "Show less" above 3', async () => {
    let count = 3;
    const handler = () =>
      jsonResponse(200, { meets: Array.from({ length: count }, (_, i) => meeting(i + 1)) });
    const first = renderHome({ 'GET /api/v1/dashboard/meetings': handler });
    expect(await screen.findByRole('link', { name: 'Meeting 2' })).toHaveAttribute(
      'href',
      '/communities/early/mettings/2',
    );
    expect(screen.queryByRole('link', { name: 'Meeting 3' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See all' })).not.toBeInTheDocument();
    first.unmount();

    count = 5;
    renderHome({ 'GET /api/v1/dashboard/meetings': handler });
    await screen.findByRole('link', { name: 'Meeting 1' });
    expect(screen.getAllByRole('link', { name: /^Meeting/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'See all' }));
    expect(screen.getAllByRole('link', { name: /^Meeting/ })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getAllByRole('link', { name: /^Meeting/ })).toHaveLength(2);
  });

  it('hides the right panel below 1120 px', async () => {
    renderHome({}, { isWide: false });
    await screen.findByText('No news yet');
    expect(screen.queryByRole('complementary', { name: 'Your summary' })).not.toBeInTheDocument();
  });

  it('shows the right panel: profile, CPD progress (default 20 hours, capped), events and My Favourites', async () => {
    renderHome(
      {
        'POST /api/event/list': () =>
          jsonResponse(200, {
            data: { events: [{ id: 9, name: 'Annual conference', eventStart: '2026-12-05T09:00:00Z' }] },
          }),
        'GET /api/user/cpd/period/current': () =>
          jsonResponse(200, { data: { periods: [{ minimumRequiredHours: null, completedTotalHours: 10 }] } }),
      },
      { isWide: true },
    );
    const panel = await screen.findByRole('complementary', { name: 'Your summary' });
    expect(within(panel).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(await within(panel).findByText('10 of 20 hours')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(await within(panel).findByRole('link', { name: 'Annual conference' })).toHaveAttribute(
      'href',
      '/events/9',
    );
    expect(within(panel).getByRole('link', { name: 'View all events' })).toHaveAttribute('href', '/events');
    expect(within(panel).getByRole('link', { name: /My Favourites/ })).toHaveAttribute('href', '/favourites');
  });

  it('hides CPD progress where CPD is not permitted (law council)', async () => {
    renderHome({}, { isWide: true, profile: TENANT_PROFILES.lca });
    const panel = await screen.findByRole('complementary', { name: 'Your summary' });
    expect(within(panel).queryByText('CPD progress')).not.toBeInTheDocument();
  });
});

describe('dashboard prefetch (issue 18: render-as-you-fetch)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const dashboardCalls = {
    'GET /api/content/items/news': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/dashboard/meetings': () => jsonResponse(200, []),
    'POST /api/event/list': () => jsonResponse(200, { data: { events: [] } }),
    'GET /api/v1/announcements': () => jsonResponse(200, []),
    'GET /api/content/items/pages': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/account': () => jsonResponse(200, buildAccount()),
    'GET /api/user/cpd/period/current': () =>
      jsonResponse(200, { data: { periods: [{ minimumRequiredHours: 20, completedTotalHours: 4 }] } }),
  } satisfies Record<string, ApiHandler>;

  it('starts the news, meetings, events, announcement and members-only pages calls before anything renders, and the page reuses them', async () => {
    const api = mockApi(dashboardCalls);
    storeTestToken();
    const queryClient = new QueryClient();
    prefetch({ queryClient, profile: TENANT_PROFILES.ota, params: {}, url: new URL('http://localhost/') });
    expect(callsTo(api, 'GET', '/api/content/items/news')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/api/v1/dashboard/meetings')).toHaveLength(1);
    expect(callsTo(api, 'POST', '/api/event/list')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/api/v1/announcements')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/api/content/items/pages')).toHaveLength(1);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(['dashboard', 'news'])).toEqual([]);
  });

  it('starts downloading the large news image, at the width the page shows it, once the news are in (issue 17)', async () => {
    const images = stubImages();
    const api = mockApi({
      ...dashboardCalls,
      'GET /api/content/items/news': () =>
        jsonResponse(200, { data: [{ id: 7, name: 'Big news', image: { id: 'file-7' } }] }),
      'GET /api/content/assets/file-7/signed-url': () =>
        jsonResponse(200, { url: '/api/content/assets/file-7?u=abc&sig=def' }),
    });
    storeTestToken();
    const queryClient = new QueryClient();
    prefetch({ queryClient, profile: TENANT_PROFILES.ota, params: {}, url: new URL('http://localhost/') });
    await waitFor(() => expect(images).toHaveLength(1));
    expect(callsTo(api, 'GET', '/api/content/assets/file-7/signed-url')).toHaveLength(1);
    expect(images[0]?.src).toBe('/api/content/assets/file-7?u=abc&sig=def&width=960&format=webp');
  });

  it('asks for the CPD summary as soon as the account shows the member may use CPD', async () => {
    const api = mockApi(dashboardCalls);
    storeTestToken();
    const queryClient = new QueryClient();
    prefetch({ queryClient, profile: TENANT_PROFILES.ota, params: {}, url: new URL('http://localhost/') });
    await waitFor(() => expect(callsTo(api, 'GET', '/api/user/cpd/period/current')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(['cpd', 'summary'])).toEqual({
      minimumRequiredHours: 20,
      completedTotalHours: 4,
    });
  });

  it('does not ask for the CPD summary where CPD is not permitted (law council)', async () => {
    const api = mockApi(dashboardCalls);
    storeTestToken();
    const queryClient = new QueryClient();
    prefetch({ queryClient, profile: TENANT_PROFILES.lca, params: {}, url: new URL('http://localhost/') });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(callsTo(api, 'GET', '/api/v1/account')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/api/user/cpd/period/current')).toHaveLength(0);
  });
});
