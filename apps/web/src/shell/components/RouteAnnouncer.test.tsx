/**
 * Skip link and focus on route change (issue 42 point 2): the skip link is the first Tab stop and moves the
 * focus to <main>; the first page load leaves the focus alone; every later path change focuses the new
 * page's <h1> (also one drawn after its data) or <main> when none comes, and the live region says the title;
 * focus the person moved meanwhile stays where it is.
 */
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { RouteAnnouncer, resetRouteAnnouncer } from './RouteAnnouncer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** A page that names itself: its document title and its heading. */
function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} - OTA`;
  }, [title]);
  return (
    <>
      <h1>{title}</h1>
      <Link to="/b">To B</Link> <Link to="/late">To late</Link> <Link to="/bare">To bare</Link>{' '}
    </>
  );
}

/** A page whose heading comes after its "data" (a moment later). */
function LatePage() {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsLoaded(true), 50);
    return () => window.clearTimeout(timer);
  }, []);
  return isLoaded ? <h1>Late heading</h1> : <p>Loading</p>;
}

function Shell() {
  return (
    <>
      <SkipLink />
      <nav>
        <a href="/elsewhere">Header link</a>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <RouteAnnouncer headingWaitMs={200} />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <Page title="Home" /> },
          { path: '/b', element: <Page title="Page B" /> },
          { path: '/late', element: <LatePage /> },
          { path: '/bare', element: <p>No heading here</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('SkipLink and RouteAnnouncer', () => {
  afterEach(() => resetRouteAnnouncer());

  it('the skip link is the first Tab stop and Enter moves the focus to <main>', async () => {
    const { user } = renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus();
    // The next Tab goes into the page, past the header.
    await user.tab();
    expect(screen.getByRole('link', { name: 'To B' })).toHaveFocus();
  });

  it('leaves the first page load alone, then focuses the new heading and announces the title', async () => {
    const { user } = renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    await new Promise((done) => window.setTimeout(done, 30));
    expect(document.body).toHaveFocus();

    screen.getByRole('link', { name: 'To B' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Page B' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page B - OTA'));
  });

  it('waits for a heading drawn after the data', async () => {
    const { router } = renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    await router.navigate('/late');
    const heading = await screen.findByRole('heading', { name: 'Late heading' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('focuses <main> when the page has no heading', async () => {
    const { router } = renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    await router.navigate('/bare');
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
  });

  it('leaves focus the person moved while the heading was coming where it is', async () => {
    const { router } = renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    await router.navigate('/late');
    await screen.findByText('Loading');
    screen.getByRole('link', { name: 'Header link' }).focus();
    await screen.findByRole('heading', { name: 'Late heading' });
    await new Promise((done) => window.setTimeout(done, 30));
    expect(screen.getByRole('link', { name: 'Header link' })).toHaveFocus();
  });
});
