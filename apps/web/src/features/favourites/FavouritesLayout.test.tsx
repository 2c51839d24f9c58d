/**
 * Favourites layout (spec 002 §2 Favourites): a menu of the six areas — Resources, News, Meetings, Events,
 * Community posts, Communities — each leading to /favourites/{area} beside the area's page; the current area
 * is selected; on phones the menu is a select.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouter } from '../../test-utils';
import { createMemoryRouter, Navigate } from 'react-router';
import { mockViewportWidth } from '../../test/media-query';
import { forgetLoadedControls } from '../../shared/components/LazyControls';
import FavouritesLayout from './FavouritesLayout';

const AREAS = [
  ['Resources', 'resources'],
  ['News', 'news'],
  ['Meetings', 'meetings'],
  ['Events', 'events'],
  ['Community posts', 'community-posts'],
  ['Communities', 'communities'],
] as const;

/** Renders the layout at `entry` with a stand-in page per area (as app/routes/favourites.tsx mounts it). */
function renderFavourites(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/favourites',
        element: <FavouritesLayout />,
        children: [
          { index: true, element: <Navigate to="resources" replace /> },
          ...AREAS.map(([label, key]) => ({ path: key, element: <p>{`${label} page`}</p> })),
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  renderRouter(router);
  return { router, user: userEvent.setup() };
}

describe('FavouritesLayout', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('titles the page My Favourites and lists the six areas in order, the current one selected', async () => {
    mockViewportWidth(1280);
    renderFavourites('/favourites/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Favourites' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Favourites' });
    const items = within(nav).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(AREAS.map(([label]) => label));
    expect(within(nav).getByRole('menuitem', { name: 'News' })).toHaveClass('ant-menu-item-selected');
    expect(within(nav).getByRole('menuitem', { name: 'Resources' })).not.toHaveClass(
      'ant-menu-item-selected',
    );
    expect(screen.getByText('News page')).toBeInTheDocument();
  });

  it('navigates to /favourites/{area} from the menu and moves the selection', async () => {
    mockViewportWidth(1280);
    const { router, user } = renderFavourites('/favourites/resources');
    const nav = await screen.findByRole('navigation', { name: 'Favourites' });
    for (const [label, key] of AREAS.slice(1)) {
      await user.click(within(nav).getByRole('menuitem', { name: label }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/favourites/${key}`));
      expect(await screen.findByText(`${label} page`)).toBeInTheDocument();
      expect(within(nav).getByRole('menuitem', { name: label })).toHaveClass('ant-menu-item-selected');
    }
  });

  it('opens /favourites on Resources first', async () => {
    mockViewportWidth(1280);
    const { router } = renderFavourites('/favourites');
    expect(await screen.findByText('Resources page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favourites/resources');
    const nav = screen.getByRole('navigation', { name: 'Favourites' });
    expect(within(nav).getByRole('menuitem', { name: 'Resources' })).toHaveClass('ant-menu-item-selected');
  });

  it('offers the six areas in a select on phones and navigates on choice', async () => {
    mockViewportWidth(390);
    forgetLoadedControls();
    const { router, user } = renderFavourites('/favourites/resources');
    const select = await screen.findByRole('combobox', { name: 'Favourites section' });
    // The select loads on the first press and opens (LazySelect). The press alone: user-event's whole click
    // would blur the Select it mounted if the module loads within the click (a browser keeps it open).
    fireEvent.pointerDown(select);
    const options = await waitFor(
      () => {
        const found = document.querySelectorAll('.ant-select-item-option');
        expect(found).toHaveLength(6);
        return [...found];
      },
      { timeout: 10_000 },
    );
    expect(options.map((option) => option.textContent)).toEqual(AREAS.map(([label]) => label));
    await user.click(options[3]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/favourites/events'));
    expect(await screen.findByText('Events page')).toBeInTheDocument();
  });
});
