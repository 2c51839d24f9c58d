/** The breakpoint hook (issue 37 point 5): right on the first render, one commit, each query asked once, follows resizes. */
import { Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Grid } from 'antd';
import { mockResizableViewport, mockViewportWidth } from '../test/media-query';
import { useScreenAtLeast, type ScreenSize } from './use-screen-at-least';

function Probe({ size }: { size: ScreenSize }) {
  const [, setTick] = useState(0);
  return (
    <button type="button" onClick={() => setTick((n) => n + 1)}>
      {useScreenAtLeast(size) ? 'wide' : 'narrow'}
    </button>
  );
}

function AntdProbe() {
  return <span>{Grid.useBreakpoint().md ? 'wide' : 'narrow'}</span>;
}

describe('useScreenAtLeast', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers as antd’s breakpoints on the first render, in one commit where antd’s hook commits twice', () => {
    for (const [width, expected] of [
      [390, 'narrow'],
      [800, 'wide'],
    ] as const) {
      mockViewportWidth(width);
      const ours = vi.fn();
      const antds = vi.fn();
      const seen: string[] = [];
      const { unmount } = render(
        <>
          <Profiler id="ours" onRender={ours}>
            <Probe size="md" />
          </Profiler>
          <Profiler id="antd" onRender={antds}>
            <AntdProbe />
          </Profiler>
        </>,
      );
      seen.push(screen.getByRole('button').textContent!);
      expect(seen).toEqual([expected]);
      expect(screen.getByText(expected, { selector: 'span' })).toBeInTheDocument();
      expect(ours).toHaveBeenCalledTimes(1);
      expect(antds.mock.calls.length).toBeGreaterThan(1);
      unmount();
      vi.restoreAllMocks();
    }
  });

  it('asks each media query once, not on every render', () => {
    const matchMedia = mockViewportWidth(1200);
    render(
      <>
        <Probe size="lg" />
        <Probe size="lg" />
      </>,
    );
    const asked = matchMedia.mock.calls.length;
    act(() => screen.getAllByRole('button')[0]!.click());
    act(() => screen.getAllByRole('button')[1]!.click());
    expect(matchMedia.mock.calls.length).toBe(asked);
    expect(matchMedia.mock.calls.filter(([query]) => query === '(min-width: 992px)')).toHaveLength(1);
  });

  it('draws again when the window crosses the breakpoint', () => {
    const viewport = mockResizableViewport(1000);
    render(<Probe size="lg" />);
    expect(screen.getByRole('button')).toHaveTextContent('wide');
    act(() => viewport.resize(700));
    expect(screen.getByRole('button')).toHaveTextContent('narrow');
    act(() => viewport.resize(1300));
    expect(screen.getByRole('button')).toHaveTextContent('wide');
  });
});
