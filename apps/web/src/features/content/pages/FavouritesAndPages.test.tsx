import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, rawNews, signInForContent, stubFetch } from '../test/content-fixtures';
import MemberPageFrame from './MemberPageFrame';
import MemberPagesLayout from './MemberPagesLayout';
import NewsFavouritesPage from './NewsFavouritesPage';
import ResourcesFavouritesPage from './ResourcesFavouritesPage';

describe('Favourites and members-only pages (spec 002 §2)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists favourite news 8 per page in bookmark order', async () => {
    signInForContent();
    const fetchMock = stubFetch({
      'GET /api/v1/news/favorite': () =>
        jsonResponse(200, {
          favoriteNewsIds: [5, 2],
          favoriteResourcesIds: [],
          totalItems: 2,
          page: 1,
          pageSize: 8,
        }),
      'GET /api/content/items/news': () => jsonResponse(200, { data: [rawNews(2), rawNews(5)] }),
    });
    renderRoute(<NewsFavouritesPage />, { path: '/favourites/news' });
    const links = await screen.findAllByRole('link', { name: /News item/ });
    expect(links.map((link) => link.textContent)).toEqual(['News item 5', 'News item 2']);
    expect(callsTo(fetchMock, '/api/v1/news/favorite')[0].get('pageSize')).toBe('8');
    expect(callsTo(fetchMock, '/api/content/items/news')[0].get('filter')).toBe('{"id":{"_in":[5,2]}}');
  });

  it('says "No favorite resources" when there are none', async () => {
    signInForContent();
    stubFetch({
      'GET /api/v1/resources/favorite': () =>
        jsonResponse(200, {
          favoriteNewsIds: [],
          favoriteResourcesIds: [],
          totalItems: 0,
          page: 1,
          pageSize: 8,
        }),
    });
    renderRoute(<ResourcesFavouritesPage />, { path: '/favourites/resources' });
    expect(await screen.findByText('No favorite resources')).toBeInTheDocument();
  });

  it('redirects /pages to the first members-only page and shows it in a frame', async () => {
    signInForContent();
    stubFetch({
      'GET /api/content/items/pages': () =>
        jsonResponse(200, {
          data: [
            { id: 4, name: 'Member benefits' },
            { id: 9, name: 'Code of conduct' },
          ],
        }),
      'GET /api/content/pages/4/preview-url': () =>
        jsonResponse(200, { url: '/api/content/pages/4/preview?u=me&expires=1&sig=abc' }),
    });
    const { router } = renderRoute(<MemberPagesLayout />, {
      path: '/pages',
      routes: [
        {
          path: '/pages/:id',
          element: <MemberPagesLayout />,
          children: [{ index: true, element: <MemberPageFrame /> }],
        },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/4'));
    const frame = await screen.findByTitle('Member benefits');
    // Issue 10 §9: a signed URL, never the token in the query.
    await waitFor(() =>
      expect(frame.getAttribute('src')).toBe('/api/content/pages/4/preview?u=me&expires=1&sig=abc'),
    );
    expect(screen.getByRole('navigation', { name: 'Members-only pages' })).toHaveTextContent(
      'Code of conduct',
    );
    // Issue 40: the document is named after the page, not 'Page - OTA'.
    expect(document.title).toBe('Member benefits - OTA');
  });
});
