/** /marketplace (spec 000 §1, 002 §2 Marketplace): the placeholder page 'Oops, page is under construction'. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../../test-utils';
import { mockApi } from '../../../test/mock-api';
import MarketplacePage from './MarketplacePage';

describe('MarketplacePage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the spec's placeholder as the page heading and asks the server nothing", async () => {
    const fetchMock = mockApi({});
    renderRoute(<MarketplacePage />, { path: '/marketplace' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops, page is under construction' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
