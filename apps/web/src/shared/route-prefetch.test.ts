import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { prefetchRoute, registerPrefetchRoutes, withPrefetch } from './route-prefetch';

describe('route chunk prefetch (issue 18)', () => {
  it('runs the lazy importers of every route a path matches, once per path', () => {
    const layout = vi.fn(async () => ({}));
    const discover = vi.fn(async () => ({}));
    const detail = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        path: 'events',
        lazy: layout,
        children: [
          { path: 'discover/:filterType', lazy: discover },
          { path: ':id', lazy: detail },
        ],
      },
    ];
    registerPrefetchRoutes(routes);
    prefetchRoute('/events/discover/all?activeTab=calendar');
    prefetchRoute('/events/discover/all');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(discover).toHaveBeenCalledTimes(1);
    expect(detail).not.toHaveBeenCalled();
    prefetchRoute('https://example.org/elsewhere');
    expect(layout).toHaveBeenCalledTimes(1);
  });

  it('gives menu leaves hover and focus handlers for their paths, walking groups', () => {
    const lazy = vi.fn(async () => ({}));
    registerPrefetchRoutes([{ path: 'news', lazy }]);
    const items = withPrefetch(
      [
        { key: 'group', label: 'Group', children: [{ key: 'news', label: 'News' }] },
        { key: 'none', label: 'x' },
      ],
      (key) => (key === 'news' ? '/news' : undefined),
    );
    const leaf = (items[0] as { children: { onMouseEnter?: () => void; onFocus?: () => void }[] })
      .children[0]!;
    expect(items[1]).not.toHaveProperty('onMouseEnter');
    leaf.onFocus?.();
    expect(lazy).toHaveBeenCalledTimes(1);
  });
});
