import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { NEWS } from '../content-kinds';
import { signInForContent, stubFetch } from '../test/content-fixtures';
import { FavouriteButton } from './FavouriteButton';

describe('FavouriteButton (spec 002 §4 debounced 500 ms, §8 messages)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('flips at once and sends one call 500 ms after the last click, then says so', async () => {
    signInForContent();
    const fetchMock = stubFetch({
      'POST /api/v1/news/7/add-to-favorite': () => jsonResponse(200, { success: true, isFavorite: true }),
    });
    renderRoute(<FavouriteButton config={NEWS} itemId={7} itemName="Hand therapy" isFavourite={false} />, {
      path: '/',
    });
    vi.useFakeTimers();
    const button = screen.getByRole('button', { name: 'Bookmark Hand therapy' });

    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Remove Hand therapy from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Hand therapy from favourites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark Hand therapy' }));
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('Successfully added to favourites')).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the clicks end where the server is', async () => {
    signInForContent();
    const fetchMock = stubFetch({});
    renderRoute(<FavouriteButton config={NEWS} itemId={7} itemName="Hand therapy" isFavourite />, {
      path: '/',
    });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Hand therapy from favourites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark Hand therapy' }));
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reverts and shows "Error removing from favorites:" with the cause on failure', async () => {
    signInForContent();
    stubFetch({
      'POST /api/v1/news/7/delete-from-favorite': () => jsonResponse(404, { message: 'Not found' }),
    });
    renderRoute(<FavouriteButton config={NEWS} itemId={7} itemName="Hand therapy" isFavourite />, {
      path: '/',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Hand therapy from favourites' }));
    expect(
      await screen.findByText('Error removing from favorites: Not found', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Hand therapy from favourites' })).toBeInTheDocument();
  });
});
