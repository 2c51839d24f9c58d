/**
 * Back-to-top button (spec 000 §2, §9): hidden at the top of the page, shown once the window has scrolled past
 * 160 px; its first check of the scroll offset waits for the next frame instead of forcing a layout during
 * React's commit (issue 37 point 5).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LIMITS } from '@portal/contracts';
import { BackToTop } from './BackToTop';

let scrollY = 0;
const readScroll = vi.fn(() => scrollY);

describe('BackToTop', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    scrollY = 0;
    readScroll.mockClear();
  });

  it('reads the scroll offset only on the next frame, and appears once scrolled past the offset', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(readScroll);
    vi.spyOn(window, 'pageYOffset', 'get').mockImplementation(() => scrollY);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(<BackToTop />);
    expect(readScroll).not.toHaveBeenCalled();
    act(() => frames.forEach((callback) => callback(0)));
    expect(readScroll).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();

    scrollY = LIMITS.backToTopOffsetPx - 1;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollY = LIMITS.backToTopOffsetPx;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
  });

  it('shows at once when the page is already scrolled at its first frame', async () => {
    scrollY = 500;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(readScroll);
    vi.spyOn(window, 'pageYOffset', 'get').mockImplementation(() => scrollY);
    render(<BackToTop />);
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
  });
});
