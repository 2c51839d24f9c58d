/**
 * The dashboard page itself (spec 000 §2 Dashboard home, §7 dashboard calls, §8 toasts, §9 right panel from
 * 1120 px): the welcome line, the announcement and members-only pages slots, latest news from the content
 * service's snake_case answer, upcoming meetings, the right panel (profile, CPD slot, events of today onwards)
 * and the empty and error states. The composed route (announcement, CPD and the tour) is tested in
 * app/pages/HomeRoutePage.test.tsx.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { TENANT_PROFILES, UserRole, type TAccount, type TenantProfile } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken, type ApiHandler } from '../../../test/mock-api';
import { mediaQueryList } from '../../../test/media-query';
import { HomePage, type HomePageProps } from './HomePage';

const ACCOUNT: TAccount = {
  id: 'u1',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  registeredEmail: 'grace@example.org',
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
  memberNum: 'M-1906',
  isFirstLogin: false,
  isMember: true,
  isClientUser: false,
  moderatedCommunityCount: 0,
  mode: 'legacy',
  impersonatorId: null,
  theme: 'system',
};

interface Options {
  props?: HomePageProps;
  profile?: TenantProfile;
  isWide?: boolean;
  account?: Partial<TAccount>;
}

function renderHome(handlers: Record<string, ApiHandler> = {}, options: Options = {}) {
  storeTestToken();
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, options.isWide === true && query.includes('1120')),
  );
  const fetchMock = mockApi({
    'GET /api/v1/account': () => jsonResponse(200, { ...ACCOUNT, ...options.account }),
    ...handlers,
  });
  const view = renderRoute(<HomePage {...options.props} />, { path: '/', profile: options.profile });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const newsSection = async () =>
  (await screen.findByRole('heading', { name: 'Latest news' })).closest('section') as HTMLElement;
const meetingsSection = async () =>
  (await screen.findByRole('heading', { name: 'Upcoming meetings' })).closest('section') as HTMLElement;

describe('HomePage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("welcomes the member by first name under the tenant's full name and shows the slots passed in", async () => {
    renderHome(
      {},
      {
        profile: TENANT_PROFILES.psa,
        props: {
          announcement: (
            <div role="region" aria-label="Announcement">
              Renewals open
            </div>
          ),
          memberPages: (
            <div role="region" aria-label="Members-only pages">
              Code of conduct
            </div>
          ),
        },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeInTheDocument();
    expect(screen.getByText(TENANT_PROFILES.psa.fullName)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent('Renewals open');
    // Drawn once the news and the meetings are (each in a background render when it arrives).
    expect(await screen.findByRole('region', { name: 'Members-only pages' })).toHaveTextContent(
      'Code of conduct',
    );
  });

  it('fills the main column from the top: nothing is drawn below what is still loading, so nothing shown moves', async () => {
    // Issue 37 point 5: the news pushed the meetings down, then the banner pushed the news (layout shift 0.46).
    let answerNews: (response: Response) => void = () => {};
    const news = new Promise<Response>((resolve) => (answerNews = resolve));
    renderHome({
      'GET /api/content/items/news': () => news,
      'GET /api/v1/dashboard/meetings': () => jsonResponse(200, { meets: [] }),
    });
    await screen.findByRole('heading', { name: 'Latest news' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Upcoming meetings' })).not.toBeInTheDocument();
    answerNews(jsonResponse(200, { data: [{ id: 11, name: 'Conference announced' }] }));
    expect(await within(await meetingsSection()).findByText('No upcoming meetings')).toBeInTheDocument();
  });

  it('keeps one placeholder for the main column while the announcement banner is unknown', async () => {
    renderHome(
      { 'GET /api/content/items/news': () => jsonResponse(200, { data: [] }) },
      { props: { isAnnouncementPending: true } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest news' })).not.toBeInTheDocument();
  });

  it('shows the newest news item large with its summary and date, the next three small', async () => {
    // The content service answers Directus snake_case; the general client camelises it.
    const items = [
      {
        id: 11,
        name: 'Conference announced',
        short_description: 'Join us in Perth.',
        publish_start_date: '2026-11-20T00:00:00Z',
        date_created: '2026-11-01T00:00:00Z',
        image: null,
      },
      {
        id: 12,
        name: 'New guidelines',
        short_description: 'Read them.',
        date_created: '2026-10-05T00:00:00Z',
      },
      { id: 13, name: 'Board election', publish_start_date: '2026-09-01T00:00:00Z' },
      { id: 14, name: 'Awards', publish_start_date: '2026-08-01T00:00:00Z' },
    ];
    renderHome({ 'GET /api/content/items/news': () => jsonResponse(200, { data: items }) });
    const section = await newsSection();
    const large = await within(section).findByRole('link', { name: /Conference announced/ });
    expect(large).toHaveAttribute('href', '/news/details/11');
    // The summary is clamped to three lines by CSS, not by antd's measuring ellipsis (issue 37 point 5: three
    // state updates per paragraph inside the first commit).
    const summary = within(large).getByText('Join us in Perth.');
    expect(summary).toHaveStyle({ overflow: 'hidden' });
    // The clamp itself reaches the element: antd's Typography set its own `WebkitLineClamp` over the style it was
    // given (undefined without its ellipsis), so until the first screens drew their text plain (PlainTypography)
    // the summaries were not clamped at all.
    expect(summary.style.getPropertyValue('-webkit-line-clamp')).toBe('3');
    expect(summary.className).not.toMatch(/ant-typography-ellipsis/);
    expect(within(large).getByText(dayjs('2026-11-20T00:00:00Z').format('D MMM YYYY'))).toBeInTheDocument();

    const small = within(section).getByRole('link', { name: /New guidelines/ });
    expect(small).toHaveAttribute('href', '/news/details/12');
    // Small items carry no summary; with no publish date the creation date shows.
    expect(within(small).queryByText('Read them.')).not.toBeInTheDocument();
    expect(within(small).getByText(dayjs('2026-10-05T00:00:00Z').format('D MMM YYYY'))).toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(4);
  });

  it('lists the meetings with date and community, linking to the community meeting or to explore', async () => {
    const start = '2026-12-03T22:30:00Z';
    const { fetchMock } = renderHome(
      {
        // A plain array answer is accepted as well as { meets }.
        'GET /api/v1/dashboard/meetings': () =>
          jsonResponse(200, [
            {
              meet: {
                id: 7,
                name: 'Mentoring circle',
                startDate: start,
                community: { name: 'Mentors', alias: 'mentors' },
              },
            },
            { meet: { id: 8, name: 'Open forum', startDate: null, community: null } },
          ]),
      },
      { profile: TENANT_PROFILES.psa },
    );
    const section = await meetingsSection();
    const first = await within(section).findByRole('link', { name: 'Mentoring circle' });
    expect(first).toHaveAttribute('href', `${TENANT_PROFILES.psa.communityBasePath}/mentors/mettings/7`);
    expect(
      within(section).getByText(`${dayjs(start).format('dddd, MMMM D [at] h:mm a')} · Mentors`),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open forum' })).toHaveAttribute(
      'href',
      '/meetings/explore',
    );
    expect(within(section).queryByRole('button', { name: 'See all' })).not.toBeInTheDocument();
    const url = new URL(String(callsTo(fetchMock, 'GET', '/api/v1/dashboard/meetings')[0]![0]), 'http://x');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('viewMeetsWithAllAnswers')).toBe('false');
  });

  it('shows the empty states when the calls answer empty lists', async () => {
    renderHome(
      {
        'GET /api/content/items/news': () => jsonResponse(200, { data: [] }),
        'GET /api/v1/dashboard/meetings': () => jsonResponse(200, { meets: [] }),
        'POST /api/event/list': () => jsonResponse(200, { data: { events: [] } }),
      },
      { isWide: true },
    );
    expect(await within(await newsSection()).findByText('No news yet')).toBeInTheDocument();
    expect(await within(await meetingsSection()).findByText('No upcoming meetings')).toBeInTheDocument();
    const panel = await screen.findByRole('complementary', { name: 'Your summary' });
    expect(await within(panel).findByText('No events yet')).toBeInTheDocument();
  });

  it('right panel: welcome, profile with member number and initials, the CPD slot, and three events from today', async () => {
    const events = [1, 2, 3, 4].map((id) => ({
      id,
      name: `Event ${id}`,
      eventStart: '2026-12-0' + id + 'T09:00:00Z',
    }));
    const { fetchMock } = renderHome(
      { 'POST /api/event/list': () => jsonResponse(200, { data: { events } }) },
      { isWide: true, props: { cpd: <section aria-label="CPD progress">5 of 20 hours</section> } },
    );
    const panel = await screen.findByRole('complementary', { name: 'Your summary' });
    expect(
      within(panel).getByRole('heading', { name: `Welcome to ${TENANT_PROFILES.ota.displayName}` }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(panel).getByText('Member no. M-1906')).toBeInTheDocument();
    expect(within(panel).getByText('GH')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/settings/account-details',
    );
    expect(within(panel).getByRole('region', { name: 'CPD progress' })).toHaveTextContent('5 of 20 hours');
    expect(await within(panel).findByRole('link', { name: 'Event 1' })).toHaveAttribute('href', '/events/1');
    expect(within(panel).getByRole('link', { name: 'Event 3' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Event 4' })).not.toBeInTheDocument();

    const body = JSON.parse(String(callsTo(fetchMock, 'POST', '/api/event/list')[0]![1]!.body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ page: 1, size: 3, sortField: 'eventStart', sortOrder: 'asc' });
    expect(body.startDateFrom).toBe(dayjs().startOf('day').toISOString());
  });

  it('leaves out the member number line when the member has none', async () => {
    renderHome({}, { isWide: true, account: { memberNum: null } });
    const panel = await screen.findByRole('complementary', { name: 'Your summary' });
    expect(within(panel).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(panel).queryByText(/Member no\./)).not.toBeInTheDocument();
  });

  it("shows 'Failed to load your account.' and loads again on 'Try again'", async () => {
    let fail = true;
    const { fetchMock, user } = renderHome({
      'GET /api/v1/account': () =>
        fail ? jsonResponse(400, { message: 'Bad' }) : jsonResponse(200, ACCOUNT),
    });
    expect(await screen.findByText('Failed to load your account.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Grace' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/v1/account')).toHaveLength(2);
  });

  it('still opens the guided tour on the first visit when clearing the flag on the server fails (only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = renderHome(
      { 'POST /api/v1/community/users/set-first-login': () => jsonResponse(500, { message: 'Down' }) },
      { account: { isFirstLogin: true } },
    );
    expect(await screen.findByText('Welcome to your member portal')).toBeInTheDocument();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to clear the first-login flag', expect.anything()),
    );
    expect(callsTo(fetchMock, 'POST', '/api/v1/community/users/set-first-login')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show me around' })).toBeInTheDocument();
  });
});
