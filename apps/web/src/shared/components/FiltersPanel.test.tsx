/** The phone's Filters button (issue 18 "Phone and small screens"): count, drawer, keyboard, wide screens. */
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test-utils';
import { mockViewportWidth } from '../../test/media-query';
import { FiltersPanel, filtersButtonLabel } from './FiltersPanel';

function renderPanel(activeCount: number) {
  return renderRoute(
    <FiltersPanel activeCount={activeCount} collapseBelow="md" title="Event filters">
      <label>
        Keyword <input />
      </label>
    </FiltersPanel>,
    { path: '/' },
  );
}

describe('FiltersPanel', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('labels the button with the number of active filters', () => {
    expect(filtersButtonLabel(0)).toBe('Filters');
    expect(filtersButtonLabel(3)).toBe('Filters (3)');
  });

  it('on a phone hides the filters behind a Filters button that opens them in a dialog', async () => {
    mockViewportWidth(390);
    const user = userEvent.setup();
    renderPanel(2);
    const button = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Event filters');
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('on a phone never draws the filters in place first: the first render is the button (issue 37 point 5)', async () => {
    mockViewportWidth(390);
    let mounts = 0;
    function Filters() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>filters</p>;
    }
    renderRoute(
      <FiltersPanel activeCount={0} collapseBelow="md">
        <Filters />
      </FiltersPanel>,
      { path: '/' },
    );
    await screen.findByRole('button', { name: 'Filters' });
    expect(screen.queryByText('filters')).toBeNull();
    expect(mounts).toBe(0);
  });

  it("draws the phone drawer without reading the window's width (a forced layout in render)", async () => {
    mockViewportWidth(390);
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get');
    const user = userEvent.setup();
    renderPanel(1);
    const button = await screen.findByRole('button', { name: 'Filters (1)' });
    expect(innerWidth).not.toHaveBeenCalled();
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Event filters');
    // jsdom drops the CSS `min()` width; a phone's browser draws it (e2e/phone-checks.ts: nothing overflows).
    expect(innerWidth).not.toHaveBeenCalled();
  });

  it('opens from the keyboard and closes with Escape', async () => {
    mockViewportWidth(390);
    const user = userEvent.setup();
    renderPanel(0);
    const button = await screen.findByRole('button', { name: 'Filters' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows the filters in place, with no button, on wide screens', async () => {
    mockViewportWidth(1440);
    renderPanel(2);
    expect(await screen.findByRole('textbox', { name: 'Keyword' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });
});
