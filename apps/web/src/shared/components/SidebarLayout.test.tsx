/** The section layout of the events, CPD and favourites areas: its phone select and its page's state. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouter } from '../../test-utils';
import { createMemoryRouter } from 'react-router';
import { mockResizableViewport } from '../../test/media-query';
import { SidebarLayout } from './SidebarLayout';

/** A page with state of its own: a counter. */
function CounterPage() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

function renderLayout() {
  const router = createMemoryRouter(
    [
      {
        path: '/events',
        element: (
          <SidebarLayout
            title="CPD & Events"
            navLabel="Events"
            items={[{ key: 'home', label: 'Home' }]}
            paths={{ home: '/events' }}
            selectedKey="home"
            aside={<span>Cart</span>}
          />
        ),
        children: [{ index: true, element: <CounterPage /> }],
      },
    ],
    { initialEntries: ['/events'] },
  );
  return renderRouter(router);
}

describe('SidebarLayout', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the page and its state when the window crosses the phone breakpoint', async () => {
    const viewport = mockResizableViewport(1366);
    const user = userEvent.setup();
    renderLayout();
    expect(await screen.findByRole('menuitem', { name: 'Home' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();

    act(() => viewport.resize(390));
    expect(await screen.findByRole('combobox', { name: 'Events section' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Home' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
    expect(screen.getByText('Cart')).toBeVisible();

    act(() => viewport.resize(1366));
    expect(await screen.findByRole('menuitem', { name: 'Home' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
  });
});
