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
import { Link, Outlet, RouterProvider, createMemoryRouter, useNavigate, useParams } from 'react-router';
import { KEEP_FOCUS_ATTRIBUTE, RouteAnnouncer, resetRouteAnnouncer } from './RouteAnnouncer';
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

/**
 * When the late page's "data" answers: 50 ms after it mounts, or when the test calls `lateData.answer()` if it
 * asked to hold the answer (`lateData.hold()`), so that a step can happen while the heading is still coming
 * (on a loaded machine a fixed delay let the heading come before that step).
 */
const lateData = {
  held: false,
  waiting: null as (() => void) | null,
  hold() {
    this.held = true;
  },
  answer() {
    this.held = false;
    this.waiting?.();
  },
};

/** A page whose heading comes after its "data" (a moment later). */
function LatePage() {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    if (lateData.held) {
      lateData.waiting = () => setIsLoaded(true);
      return () => void (lateData.waiting = null);
    }
    const timer = window.setTimeout(() => setIsLoaded(true), 50);
    return () => window.clearTimeout(timer);
  }, []);
  return isLoaded ? <h1>Late heading</h1> : <p>Loading</p>;
}

/**
 * A tabbed screen whose tabs are sub-routes (as a community's): the heading stays, the tab panel and the
 * title change; a page-number link and a marked in-page navigation as well.
 */
function TabbedPage() {
  const { tab = 'about' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `Research ${tab} - OTA`;
  }, [tab]);
  return (
    <>
      <h1>Research and practice</h1>
      <div role="tablist">
        {['about', 'posts'].map((key) => (
          <button
            key={key}
            role="tab"
            aria-selected={key === tab}
            onClick={() => void navigate(`/tabs/${key}`)}
          >
            {key}
          </button>
        ))}
      </div>
      <nav {...{ [KEEP_FOCUS_ATTRIBUTE]: 'keep' }}>
        <Link to="/tabs/about">Section about</Link>
      </nav>
      <p>Panel {tab}</p>
      <Link to={tab === 'about' ? '/tabs/posts' : '/tabs/about'}>Next page</Link>
    </>
  );
}

/** Another item of the same kind: the same heading element, reused by React, says something else. */
function ItemPage() {
  const { id = '1' } = useParams();
  useEffect(() => {
    document.title = `Item ${id} - OTA`;
  }, [id]);
  return (
    <>
      <h1>Item {id}</h1>
      <Link to={`/items/${Number(id) + 1}`}>Related item</Link>
    </>
  );
}

function Shell() {
  return (
    <>
      <SkipLink />
      <nav>
        <a href="/elsewhere">Header link</a>
        <input type="search" aria-label="Header search" />
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <RouteAnnouncer headingWaitMs={200} titleWaitMs={100} />
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
          { path: '/tabs/:tab?', element: <TabbedPage /> },
          { path: '/items/:id', element: <ItemPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('SkipLink and RouteAnnouncer', () => {
  afterEach(() => {
    resetRouteAnnouncer();
    lateData.held = false;
  });

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
    lateData.hold();
    await router.navigate('/late');
    await screen.findByText('Loading');
    // The announcer's effect for the new path has run (it runs after the commit's paint) before the person moves.
    await new Promise((done) => window.setTimeout(done, 30));
    screen.getByRole('link', { name: 'Header link' }).focus();
    lateData.answer();
    await screen.findByRole('heading', { name: 'Late heading' });
    await new Promise((done) => window.setTimeout(done, 30));
    expect(screen.getByRole('link', { name: 'Header link' })).toHaveFocus();
  });

  it('leaves the focus in a text field the person is typing in when a path change commits', async () => {
    const { router, user } = renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    const field = screen.getByRole('searchbox', { name: 'Header search' });
    await user.click(field);
    await user.keyboard('tele');
    // The change commits while the person types in the header (a lazy page committed late).
    await router.navigate('/b');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page B - OTA'));
    await user.keyboard('health');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('telehealth');
    expect(screen.getByRole('heading', { name: 'Page B' })).not.toHaveAttribute('tabindex');
  });

  describe('a path change within the same screen keeps the focus and announces the title', () => {
    it('on a tab that is a sub-route', async () => {
      const { user } = renderAt('/tabs/about');
      await screen.findByText('Panel about');
      const posts = screen.getByRole('tab', { name: 'posts' });
      posts.focus();
      await user.keyboard('{Enter}');
      await screen.findByText('Panel posts');
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Research posts - OTA'));
      expect(posts).toHaveFocus();
      expect(screen.getByRole('heading', { name: 'Research and practice' })).not.toHaveAttribute('tabindex');
    });

    it('in a navigation marked as in-page', async () => {
      const { router, user } = renderAt('/tabs/posts');
      await screen.findByText('Panel posts');
      const about = screen.getByRole('link', { name: 'Section about' });
      about.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/about'));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Research about - OTA'));
      expect(about).toHaveFocus();
    });

    it('on a link of the page when the heading stays the same element saying the same', async () => {
      const { user } = renderAt('/tabs/about');
      await screen.findByText('Panel about');
      // Let the first page's heading be noted (a frame after the first render).
      await new Promise((done) => window.setTimeout(done, 30));
      const next = screen.getByRole('link', { name: 'Next page' });
      next.focus();
      await user.keyboard('{Enter}');
      await screen.findByText('Panel posts');
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Research posts - OTA'));
      expect(next).toHaveFocus();
    });

    it('but not when the reused heading names another page: the focus goes to it', async () => {
      const { user } = renderAt('/items/1');
      await screen.findByRole('heading', { name: 'Item 1' });
      await new Promise((done) => window.setTimeout(done, 30));
      screen.getByRole('link', { name: 'Related item' }).focus();
      await user.keyboard('{Enter}');
      const heading = await screen.findByRole('heading', { name: 'Item 2' });
      await waitFor(() => expect(heading).toHaveFocus());
    });
  });
});
