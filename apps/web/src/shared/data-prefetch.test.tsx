import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TENANT_PROFILES } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAccessToken } from '../test-utils';
import { setPrefetchQueryClient, type PagePrefetch } from './data-prefetch';
import { page } from './route-helpers';

afterEach(() => {
  setPrefetchQueryClient(null);
  localStorage.clear();
});

/** A router with one lazily loaded page at /things/:id whose module exports `prefetch`. */
function renderPage(prefetch: PagePrefetch) {
  const router = createMemoryRouter(
    [
      {
        path: '/things/:id',
        ...page(async () => ({ default: () => <p>the page</p>, prefetch })),
      },
    ],
    { initialEntries: ['/things/7?tab=a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route prefetch (issue 18: render-as-you-fetch)', () => {
  it("runs the page's prefetch with the query client, the params and the URL once its chunk has loaded", async () => {
    storeAccessToken();
    const client = new QueryClient();
    setPrefetchQueryClient(client, TENANT_PROFILES.ota);
    const prefetch = vi.fn<PagePrefetch>();
    renderPage(prefetch);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [context] = prefetch.mock.calls[0]!;
    expect(context.queryClient).toBe(client);
    expect(context.profile).toBe(TENANT_PROFILES.ota);
    expect(context.params).toEqual({ id: '7' });
    expect(context.url.searchParams.get('tab')).toBe('a');
  });

  it('does not prefetch without a stored token (the page will send the visitor to sign in)', async () => {
    setPrefetchQueryClient(new QueryClient(), TENANT_PROFILES.ota);
    const prefetch = vi.fn<PagePrefetch>();
    renderPage(prefetch);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('renders the page even when its prefetch throws', async () => {
    storeAccessToken();
    setPrefetchQueryClient(new QueryClient(), TENANT_PROFILES.ota);
    renderPage(() => {
      throw new Error('bad params');
    });
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('does not run again when only the search parameters change', async () => {
    storeAccessToken();
    setPrefetchQueryClient(new QueryClient(), TENANT_PROFILES.ota);
    const prefetch = vi.fn<PagePrefetch>();
    const router = renderPage(prefetch);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    await router.navigate('/things/7?tab=b');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
