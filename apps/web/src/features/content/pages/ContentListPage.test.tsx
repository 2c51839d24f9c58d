import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, listHandlers, rawNews, signInForContent, stubFetch } from '../test/content-fixtures';
import { mockViewportWidth } from '../../../test/media-query';
import NewsListPage from './NewsListPage';

const ROUTES = { path: '/news/:categoryId?' };

function eight(start: number) {
  return Array.from({ length: 8 }, (_, index) => rawNews(start + index));
}

describe('News list (spec 002 §2)', { timeout: 40_000 }, () => {
  // A desktop screen: the sider shows in place (the phone's Filters button has its own test below).
  beforeEach(() => mockViewportWidth(1440));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the cards with the filter count in the title and the library sorted by label', async () => {
    signInForContent();
    stubFetch(listHandlers({ 1: [rawNews(1), rawNews(2)] }, 2));
    renderRoute(<NewsListPage />, { ...ROUTES, initialEntry: '/news' });

    expect(await screen.findByRole('link', { name: 'News item 1' })).toHaveAttribute(
      'href',
      '/news/details/1',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News (2)');
    const library = screen.getByRole('navigation', { name: 'News library' });
    await waitFor(() =>
      expect(
        within(library)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Advocacy', 'Members', 'Practice']),
    );
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My News' })).toBeInTheDocument();
  });

  it('shows "1,000+" in the title when the server counted past its bound (issue 37 point 4)', async () => {
    signInForContent();
    stubFetch(listHandlers({ 1: eight(1), 2: eight(9) }, 1001));
    renderRoute(<NewsListPage />, { ...ROUTES, initialEntry: '/news' });

    expect(await screen.findByRole('link', { name: 'News item 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News (1,000+)');
    // The list still loads on: 8 loaded of "more than 1,000".
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('opens a category, and clicking the current category returns to all', async () => {
    signInForContent();
    const fetchMock = stubFetch(listHandlers({ 1: [rawNews(1)] }, 1));
    const user = userEvent.setup();
    const { router } = renderRoute(<NewsListPage />, { ...ROUTES, initialEntry: '/news' });
    const library = await screen.findByRole('navigation', { name: 'News library' });

    await user.click(await within(library).findByText('Practice'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/3'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/content/items/news').at(-1)?.get('filter')).toBe(
        JSON.stringify({ _and: [{ categories: { category_id: { id: { _eq: 3 } } } }] }),
      ),
    );
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Practice');

    await user.click(within(library).getByText('Practice'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
  });

  it('filters by tag with a removable header chip, and sorts', async () => {
    signInForContent();
    const fetchMock = stubFetch(listHandlers({ 1: [rawNews(1)] }, 1));
    const user = userEvent.setup();
    const { router } = renderRoute(<NewsListPage />, { ...ROUTES, initialEntry: '/news' });

    await user.click(await screen.findByRole('checkbox', { name: 'Funding' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tags=5'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/content/items/news').at(-1)?.get('filter')).toBe(
        JSON.stringify({ _and: [{ tags: { tag_id: { id: { _in: [5] } } } }] }),
      ),
    );

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Name A-Z'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/content/items/news').at(-1)?.get('sort')).toBe('name'),
    );
    expect(router.state.location.search).toBe('?tags=5&sort=az');

    await user.click(screen.getByLabelText('Remove tag Funding'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=az'));
  });

  it('searches by keyword', async () => {
    signInForContent();
    const fetchMock = stubFetch(listHandlers({ 1: [rawNews(1)] }, 1));
    const user = userEvent.setup();
    const { router } = renderRoute(<NewsListPage />, { ...ROUTES, initialEntry: '/news' });

    await user.type(await screen.findByRole('searchbox', { name: 'Search news' }), 'hand therapy{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=hand+therapy'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/content/items/news').at(-1)?.get('search')).toBe('hand therapy'),
    );
  });

  it('shows only bookmarked items with the saved-only filter', async () => {
    signInForContent();
    const fetchMock = stubFetch(listHandlers({ 1: [rawNews(2)] }, 1, [2, 9]));
    const user = userEvent.setup();
    const { router } = renderRoute(<NewsListPage />, { ...ROUTES, initialEntry: '/news' });

    await user.click(await screen.findByText('Bookmarked'));
    await waitFor(() => expect(router.state.location.search).toBe('?saved=true'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/content/items/news').at(-1)?.get('filter')).toBe(
        JSON.stringify({ _and: [{ id: { _in: [2, 9] } }] }),
      ),
    );
  });

  it('says "No news available." when nothing matches', async () => {
    signInForContent();
    stubFetch(listHandlers({}, 0));
    renderRoute(<NewsListPage />, { ...ROUTES, initialEntry: '/news' });
    expect(await screen.findByText('No news available.')).toBeInTheDocument();
  });

  it('keeps the load error message, else "An unknown error occurred"', async () => {
    signInForContent();
    stubFetch({
      ...listHandlers({}, 0),
      'GET /api/content/items/news': () =>
        jsonResponse(400, { errors: [{ message: 'Invalid query.', extensions: { code: 'INVALID_QUERY' } }] }),
    });
    renderRoute(<NewsListPage />, { ...ROUTES, initialEntry: '/news' });
    expect(await screen.findByText('Invalid query.')).toBeInTheDocument();
  });

  it('loads the next 8 when scrolled within 200 px of the bottom', async () => {
    signInForContent();
    const fetchMock = stubFetch(listHandlers({ 1: eight(1), 2: eight(9) }, 16));
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    renderRoute(<NewsListPage />, { ...ROUTES, initialEntry: '/news' });
    await screen.findByRole('link', { name: 'News item 8' });

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1900 });
    fireEvent.scroll(window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, '/api/content/items/news').map((params) => params.get('page'))).toEqual(['1']);

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
    fireEvent.scroll(window);
    expect(await screen.findByRole('link', { name: 'News item 16' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/content/items/news').map((params) => params.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(callsTo(fetchMock, '/api/content/items/news')[1].get('limit')).toBe('8');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('on a phone collapses the sider behind a Filters button counting the active filters', async () => {
    mockViewportWidth(390);
    signInForContent();
    stubFetch(listHandlers({ 1: [rawNews(1)] }, 1));
    const user = userEvent.setup();
    renderRoute(<NewsListPage />, { ...ROUTES, initialEntry: '/news/3?tags=4,7&keyword=ot' });
    expect(await screen.findByRole('link', { name: 'News item 1' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search news' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (4)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('News filters');
    expect(within(dialog).getByRole('searchbox', { name: 'Search news' })).toHaveValue('ot');
  });
});
