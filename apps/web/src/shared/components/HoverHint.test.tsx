/** Hover hints through the app's one tooltip (issue 37 point 5): shown, hidden, dismissed, retitled, cheap to mount. */
import { Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Tooltip } from 'antd';
import { Hint, HintHost, HINT_DELAY_MS } from './HoverHint';

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function Star() {
  const [isOn, setIsOn] = useState(false);
  return (
    <Hint title={isOn ? 'Bookmarked' : 'Bookmark'}>
      <button type="button" onClick={() => setIsOn((v) => !v)} onMouseEnter={ownEnter}>
        star
      </button>
    </Hint>
  );
}
const ownEnter = vi.fn();

describe('Hint', () => {
  afterEach(() => ownEnter.mockReset());

  it('shows the hint after the pointer rests on the control, keeps the control’s own handler, hides it on leaving', async () => {
    render(
      <HintHost>
        <Star />
      </HintHost>,
    );
    const star = screen.getByRole('button', { name: 'star' });
    fireEvent.mouseEnter(star);
    expect(ownEnter).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(HINT_DELAY_MS.show + 50);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bookmark');
    fireEvent.mouseLeave(star);
    await wait(HINT_DELAY_MS.hide + 50);
    await waitFor(() => expect(screen.queryByTestId('hint-anchor')).toBeNull());
  });

  it('follows the control’s new title while shown, and closes on Escape', async () => {
    render(
      <HintHost>
        <Star />
      </HintHost>,
    );
    const star = screen.getByRole('button', { name: 'star' });
    fireEvent.mouseEnter(star);
    await wait(HINT_DELAY_MS.show + 50);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Bookmark$/);
    fireEvent.click(star);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Bookmarked'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('hint-anchor')).toBeNull());
  });

  it('mounts a page of hinted controls in one commit, where antd’s tooltips commit again from their triggers', () => {
    const commits = (hinted: boolean) => {
      const onRender = vi.fn();
      const { unmount } = render(
        <HintHost>
          <Profiler id="cards" onRender={onRender}>
            {Array.from({ length: 8 }, (_, k) =>
              hinted ? (
                <Hint key={k} title="Bookmark">
                  <button type="button">star {k}</button>
                </Hint>
              ) : (
                <Tooltip key={k} title="Bookmark">
                  <button type="button">star {k}</button>
                </Tooltip>
              ),
            )}
          </Profiler>
        </HintHost>,
      );
      unmount();
      return onRender.mock.calls.length;
    };
    expect(commits(true)).toBe(1);
    expect(commits(false)).toBeGreaterThan(1);
  });

  it('draws the control alone outside a host', () => {
    render(
      <Hint title="Alone">
        <button type="button">alone</button>
      </Hint>,
    );
    expect(screen.getByRole('button', { name: 'alone' })).toBeInTheDocument();
  });
});
