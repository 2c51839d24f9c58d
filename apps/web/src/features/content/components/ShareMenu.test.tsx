import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test-utils';
import { ShareMenu } from './ShareMenu';

describe('ShareMenu (spec 002 §2: six social options plus copy link)', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers six social share links with the item URL, and copies the link', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderRoute(<ShareMenu url="https://ota.example/news/details/7" title="Hand therapy" />, { path: '/' });

    await user.click(screen.getByRole('button', { name: /Share/ }));
    const names = ['Facebook', 'X (Twitter)', 'LinkedIn', 'WhatsApp', 'Telegram', 'Email'];
    for (const name of names) {
      const link = await screen.findByRole('link', { name });
      expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
        'https://ota.example/news/details/7',
      );
    }
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByText('Copy link'));
    expect(writeText).toHaveBeenCalledWith('https://ota.example/news/details/7');
    await waitFor(() => expect(screen.getByText('Link copied')).toBeInTheDocument());
  });
});
