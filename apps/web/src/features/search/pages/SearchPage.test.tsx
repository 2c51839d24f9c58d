import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TENANT_PROFILES, type TSearchItem, type TSearchResponse } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute, storeAccessToken } from '../../../test-utils';
import SearchPage from './SearchPage';

const account = {
  id: 'me',
  firstName: 'Mia',
  lastName: 'Member',
  role: 0,
  contactTypes: ['Member'],
  moderatedCommunityCount: 0,
};
const counts = { news: 0, resources: 0, events: 16, posts: 3, communities: 0, meetings: 0 };

function eventItem(index: number): TSearchItem {
  return {
    section: 'events',
    id: String(index),
    title: `Falls workshop ${index}`,
    titleHtml: `<mark>Falls</mark> workshop ${index}`,
    snippetHtml: 'Preventing <mark>falls</mark> at home',
    rank: 1,
    date: '2026-03-04T00:00:00Z',
    isCpd: false,
    imageUrl: null,
  };
}

const noCounts = { news: 0, resources: 0, events: 0, posts: 0, communities: 0, meetings: 0 };

function answerFor(url: URL): TSearchResponse {
  const section = (url.searchParams.get('section') ?? 'news') as TSearchResponse['section'];
  // A slip the server corrects (issue 40): nothing found, 'Did you mean trust?'.
  if (url.searchParams.get('keyword') === 'trsut')
    return {
      section,
      items: [],
      totalItems: 0,
      page: 1,
      size: 15,
      counts: noCounts,
      tag: null,
      suggestion: 'trust',
    };
  // A common word (issue 37): the news count is the server's estimate.
  if (url.searchParams.get('keyword') === 'therapy')
    return {
      section,
      items: [],
      totalItems: 0,
      page: 1,
      size: 15,
      counts: { ...noCounts, news: 21437, posts: 42 },
      estimatedCounts: ['news'],
      tag: null,
      suggestion: null,
    };
  const page = Number(url.searchParams.get('page') ?? 1);
  const total = counts[section];
  const from = (page - 1) * 15;
  const items =
    section === 'events'
      ? Array.from({ length: Math.min(15, total - from) }, (_, i) => eventItem(from + i + 1))
      : [];
  return {
    section,
    items,
    totalItems: total,
    page,
    size: 15,
    counts,
    tag: url.searchParams.get('tagId') ? { id: 'falls', label: 'Falls' } : null,
    suggestion: null,
  };
}

function setup(entry: string, profile = TENANT_PROFILES.ota, who = account) {
  const calls: URL[] = [];
  mockFetch({
    'GET /api/v1/account': () => jsonResponse(200, who),
    'GET /api/v1/search/tags': () =>
      jsonResponse(200, {
        tags: [
          { id: 'falls', label: 'Falls' },
          { id: 'falls risk', label: 'Falls risk' },
        ],
        totalItems: 2,
      }),
  });
  const fetchMock = vi.mocked(fetch);
  const fallback = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/search') {
      calls.push(url);
      return jsonResponse(200, answerFor(url));
    }
    return fallback(input, init);
  });
  const view = renderRoute(<SearchPage />, { path: '/search', initialEntry: entry, profile });
  return { ...view, calls };
}

describe('SearchPage (002 §2 Global search)', { timeout: 60_000 }, () => {
  beforeEach(storeAccessToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says "about" for an estimated count', async () => {
    setup('/search?keyword=therapy&section=posts');
    expect(
      await screen.findByRole('tab', { name: /News about 21,000/ }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Newsabout 21,000',
      'Resources0',
      'CPD & Events0',
      'Posts42',
      'Communities0',
    ]);
  });

  it('shows the heading, tabs with counts, the requested section, the pager and the tags panel', async () => {
    const { router, calls } = setup('/search?keyword=falls&section=events');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for falls' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 - 15 of 16 items', {}, { timeout: 8000 })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['News0', 'Resources0', 'CPD & Events16', 'Posts3', 'Communities0']);
    expect(screen.getAllByTestId('search-result')).toHaveLength(15);
    expect(screen.getAllByText('falls', { selector: 'mark' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Falls workshop 1' })).toHaveAttribute('href', '/events/1');
    expect(calls[0]!.searchParams.get('size')).toBe('15');

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('16 - 16 of 16 items')).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=2');

    const panel = screen.getByRole('list', { name: /Tags matching/ });
    expect(within(panel).getByRole('link', { name: 'Falls risk' })).toHaveAttribute(
      'href',
      '/search?tagId=falls+risk',
    );

    await userEvent.click(screen.getByRole('tab', { name: /News/ }));
    expect(await screen.findByText('No news found.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=falls&section=news');
  });

  it('defaults to the first enabled tab; a tag search disables Posts and names the tag', async () => {
    setup('/search?tagId=falls&section=posts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for Falls tag' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: /News/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No news found.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Tags matching/ })).toBeNull();

    // Arrow keys move between the enabled tabs (Posts skipped) and choose them.
    screen.getByRole('tab', { name: /News/ }).focus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Communities/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Communities/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /CPD & Events/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/CPD & Events/);
  });

  it("offers 'Did you mean …?' as a link to the corrected search, reachable by keyboard (issue 40)", async () => {
    const { router } = setup('/search?keyword=trsut');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No results' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'trust' });
    expect(link).toHaveAttribute('href', '/search?keyword=trust');
    expect(link.parentElement).toHaveTextContent('Did you mean trust?');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=trust'));
  });

  it('shows No results without words and asks nothing', async () => {
    const { calls } = setup('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'No results' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(0));
  });

  it('shows Posts and Communities only when communities are permitted (actls: members only)', async () => {
    setup('/search?keyword=falls', TENANT_PROFILES.actls, { ...account, contactTypes: ['ClientUser'] });
    expect(await screen.findByRole('tab', { name: /News/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual([
        'News',
        'Resources',
        'Development and Networking', // actls's events area (002 §1)
      ]),
    );
  });
});
