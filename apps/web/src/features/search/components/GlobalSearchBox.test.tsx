import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSearchSuggestResponse } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute, storeAccessToken } from '../../../test-utils';
import { GlobalSearchBox } from './GlobalSearchBox';

const account = {
  id: 'me',
  firstName: 'Mia',
  lastName: 'Member',
  role: 0,
  contactTypes: ['Member'],
  moderatedCommunityCount: 0,
};
const common = { rank: 1, snippetHtml: '' };
const counts = { news: 1, resources: 0, events: 1, posts: 0, communities: 2, meetings: 0 };
const answer: TSearchSuggestResponse = {
  keyword: 'falls',
  sections: {
    news: [
      {
        ...common,
        section: 'news',
        id: '11',
        title: 'Falls news',
        titleHtml: '<mark>Falls</mark> news',
        date: '2026-01-02T00:00:00Z',
        imageId: null,
      },
    ],
    resources: [],
    events: [
      {
        ...common,
        section: 'events',
        id: '7',
        title: 'Falls prevention workshop',
        titleHtml: '<mark>Falls</mark> prevention workshop',
        date: '2026-03-04T00:00:00Z',
        isCpd: true,
        imageUrl: null,
      },
    ],
    posts: [],
    communities: [
      {
        ...common,
        section: 'communities',
        id: 'c1',
        title: 'Falls private group',
        titleHtml: '<mark>Falls</mark> private group',
        alias: 'falls-private',
        imageUrl: null,
        isJoined: false,
        isAutoJoin: false,
        canOpen: false,
      },
      {
        ...common,
        section: 'communities',
        id: 'c2',
        title: 'Falls network',
        titleHtml: '<mark>Falls</mark> network',
        alias: 'falls-network',
        imageUrl: null,
        isJoined: true,
        isAutoJoin: false,
        canOpen: true,
      },
    ],
    meetings: [],
  },
  counts,
  tags: [{ id: 'falls', label: 'Falls' }],
  suggestion: null,
};

function setup(body: TSearchSuggestResponse = answer) {
  const fetchMock = mockFetch({
    'GET /api/v1/account': () => jsonResponse(200, account),
    'GET /api/v1/search/suggest': () => jsonResponse(200, body),
  });
  const view = renderRoute(<GlobalSearchBox label="Search" debounceMs={0} />, {
    path: '/',
    routes: [
      { path: '/events/:id', element: <p>Event page</p> },
      { path: '/search', element: <p>Search page</p> },
      { path: '/communities/:alias', element: <p>Community page</p> },
    ],
  });
  return { ...view, fetchMock };
}

async function openAndType(words: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
  const box = screen.getByRole('combobox', { name: 'Search' });
  await userEvent.type(box, words);
  await screen.findByRole('listbox', { name: 'Search suggestions' });
  return box;
}

describe('GlobalSearchBox (000 §2 Global search box, combobox keyboard)', { timeout: 30_000 }, () => {
  beforeEach(storeAccessToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists 2 per section in tab order with the tags and See all, as an ARIA combobox', async () => {
    setup();
    const box = await openAndType('falls');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Falls news2 Jan 2026',
      'Falls prevention workshop4 Mar 2026 · CPD',
      'Falls private groupJoin to open',
      'Falls networkJoined',
      'Falls',
      'See all results for ‘falls’',
    ]);
    expect(screen.getByRole('group', { name: 'CPD & Events' })).toBeInTheDocument();
    expect(options[2]).toHaveAttribute('aria-disabled', 'true');
    // The highlight comes with the sanitiser, loaded with the first suggestions (issue 37 point 5).
    await waitFor(() => expect(options[0]!.querySelector('mark')?.textContent).toBe('Falls'));
  });

  it('moves with the arrows (skipping a community the member may not open) and opens the chosen event', async () => {
    setup();
    const box = await openAndType('falls');
    await userEvent.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Event page')).toBeInTheDocument();
  });

  it('Enter with no option chosen opens the full results; a tag sets the global search tag', async () => {
    const first = setup();
    const box = await openAndType('falls');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/search'));
    expect(first.router.state.location.search).toBe('?keyword=falls');
    expect(box).not.toBeInTheDocument();
    first.unmount();

    const second = setup();
    await openAndType('falls');
    await userEvent.keyboard('{End}{ArrowUp}{Enter}');
    await waitFor(() => expect(second.router.state.location.search).toBe('?tagId=falls'));
  });

  it('Escape closes the list, a second Escape collapses the box and returns focus to the icon', async () => {
    setup();
    const box = await openAndType('falls');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('falls');
    await userEvent.keyboard('{Escape}');
    const icon = await screen.findByRole('button', { name: 'Search' });
    await waitFor(() => expect(icon).toHaveFocus());
  });

  it('offers the correction when nothing matched and searches it when chosen', async () => {
    const empty: TSearchSuggestResponse['sections'] = {
      news: [],
      resources: [],
      events: [],
      posts: [],
      communities: [],
      meetings: [],
    };
    const { fetchMock } = setup({
      ...answer,
      sections: empty,
      tags: [],
      suggestion: 'falls',
    });
    const box = await openAndType('fals');
    expect(screen.getByRole('option', { name: 'Did you mean falls?' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('falls');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('suggest?keyword=falls'))).toBe(true),
    );
  });
});
