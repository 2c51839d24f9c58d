import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { rawNews, signInForContent, stubFetch } from '../test/content-fixtures';
import ResourceDetailPage from './ResourceDetailPage';

const RESOURCE = rawNews(21, {
  name: 'Practice toolkit',
  content: '<p>Toolkit body</p><script>alert(1)</script>',
  date_updated: '2026-11-20T00:00:00Z',
  assets: [
    { asset_id: { id: 5, name: 'Checklist', type: 'PDF', url: null, file: { id: 'f-1' }, image: null } },
  ],
});

function setup() {
  signInForContent();
  return stubFetch({
    'GET /api/content/items/resource/21': () => jsonResponse(200, { data: RESOURCE }),
    'GET /api/content/assets/f-1/signed-url': () =>
      jsonResponse(200, { url: '/api/content/assets/f-1?u=me&expires=1&sig=abc' }),
    'GET /api/v1/resources/favorite': () =>
      jsonResponse(200, {
        favoriteNewsIds: [],
        favoriteResourcesIds: [],
        totalItems: 0,
        page: 1,
        pageSize: 100,
      }),
  });
}

describe('Resource detail (spec 002 §2)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows back link, last updated date, category badge, Print Page, Share, sanitised content and the attachment menu', async () => {
    setup();
    const user = userEvent.setup();
    renderRoute(<ResourceDetailPage />, {
      path: '/resources/details/:id',
      initialEntry: '/resources/details/21',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Practice toolkit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to resources/ })).toHaveAttribute('href', '/resources');
    expect(screen.getByText('Last updated 20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/resources/3');
    expect(screen.getByRole('button', { name: /Print Page/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
    expect(screen.getByText('Toolkit body')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    const actions = screen.getByRole('button', { name: 'Actions for Checklist' });
    await waitFor(() => expect(actions).toBeEnabled());
    await user.click(actions);
    expect(await screen.findByText('Preview')).toBeInTheDocument();
    expect(screen.getByText('Download')).toBeInTheDocument();
    // Issue 10 §9: the frame opens the file through its signed URL, never with the token in the query.
    await user.click(screen.getByText('Preview'));
    const frame = await screen.findByTitle('Checklist');
    expect(frame.getAttribute('src')).toBe('/api/content/assets/f-1?u=me&expires=1&sig=abc&preview=true');
  });

  it('the print view shows the article without Share and opens the print dialog once', async () => {
    setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderRoute(<ResourceDetailPage />, {
      path: '/resources/details/:id',
      initialEntry: '/resources/details/21?view=print',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice toolkit' })).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
  });

  it("shows 'No content' for an item without body text (spec 000 §9)", async () => {
    signInForContent();
    stubFetch({
      'GET /api/content/items/resource/21': () =>
        jsonResponse(200, { data: { ...RESOURCE, content: '', assets: [] } }),
      'GET /api/v1/resources/favorite': () =>
        jsonResponse(200, {
          favoriteNewsIds: [],
          favoriteResourcesIds: [],
          totalItems: 0,
          page: 1,
          pageSize: 100,
        }),
    });
    renderRoute(<ResourceDetailPage />, {
      path: '/resources/details/:id',
      initialEntry: '/resources/details/21',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice toolkit' })).toBeInTheDocument();
    expect(screen.getByText('No content')).toBeInTheDocument();
  });
});
