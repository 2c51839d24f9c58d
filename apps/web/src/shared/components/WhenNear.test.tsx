/**
 * WhenNear (issue 37 point 5): children render only once their place comes near the viewport; without
 * IntersectionObserver at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WHEN_NEAR_MARGIN_PX, WhenNear } from './WhenNear';

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders its children once the place intersects the viewport widened by the margin', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <WhenNear minHeight={40}>
        <p>Pages</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Pages')).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe(`${WHEN_NEAR_MARGIN_PX}px 0px`);
    const entry = (isIntersecting: boolean) => [{ isIntersecting }] as IntersectionObserverEntry[];
    act(() => observers[0]!.callback(entry(false), {} as IntersectionObserver));
    expect(screen.queryByText('Pages')).toBeNull();
    act(() => observers[0]!.callback(entry(true), {} as IntersectionObserver));
    expect(screen.getByText('Pages')).toBeTruthy();
  });

  it('renders its children at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear>
        <p>Pages</p>
      </WhenNear>,
    );
    expect(screen.getByText('Pages')).toBeTruthy();
  });
});
