/**
 * useDelayedToggle (spec 001 §4 "Like and save toggles"): flips at once, sends after the delay, and draws a
 * toggle once when it mounts (issue 37 point 5: every card's toggle drew twice when a list appeared).
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDelayedToggle } from './use-delayed-toggle';

afterEach(() => vi.useRealTimers());

let renders = 0;
function Toggle({ value, send }: { value: boolean; send: (on: boolean) => Promise<unknown> }) {
  renders += 1;
  const [on, count, toggle] = useDelayedToggle({ value, count: 3, delayMs: 500, send });
  return (
    <button type="button" onClick={toggle}>
      {on ? 'on' : 'off'} {count}
    </button>
  );
}

describe('useDelayedToggle', () => {
  it('draws once at mount and again when the confirmed value changes', () => {
    renders = 0;
    const send = vi.fn(() => Promise.resolve());
    const { rerender } = render(<Toggle value={false} send={send} />);
    expect(renders).toBe(1);
    expect(screen.getByRole('button').textContent).toBe('off 3');
    rerender(<Toggle value={true} send={send} />);
    expect(screen.getByRole('button').textContent).toBe('on 3');
  });

  it('flips at once and sends the new state after the delay', async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.resolve());
    render(<Toggle value={false} send={send} />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('on 4');
    expect(send).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(send).toHaveBeenCalledWith(true);
  });
});
