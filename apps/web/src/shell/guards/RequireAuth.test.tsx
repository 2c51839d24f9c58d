/**
 * The signed-in guard (spec 000 §2 Guards): it loads the account before the page, answers a failed first
 * load with a retry, and keeps the page (and what the member typed) when a later refresh of the account fails
 * (docs/architecture.md "A failed refresh keeps the page").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { jsonResponse, renderRoute } from '../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../test/mock-api';
import { accountKeys } from '../../session/session-queries';
import RequireAuth from './RequireAuth';

const ACCOUNT = { id: 'u1', firstName: 'Mia', lastName: 'Member', role: 0 };

function setup(accountStatus: () => number) {
  storeTestToken();
  const api = mockApi({
    'GET /api/v1/account': () => {
      const status = accountStatus();
      return status === 200 ? jsonResponse(200, ACCOUNT) : jsonResponse(status, { message: 'Unavailable' });
    },
  });
  const view = renderRoute(<Outlet />, {
    path: '/',
    routes: [
      {
        element: <RequireAuth />,
        children: [{ path: '/draft', element: <input aria-label="Draft" /> }],
      },
    ],
    initialEntry: '/draft',
  });
  return { ...view, api, user: userEvent.setup() };
}

describe('RequireAuth', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps the page and its input when a refresh of the account fails', async () => {
    let status = 200;
    const { api, queryClient, user } = setup(() => status);
    await user.type(await screen.findByLabelText('Draft'), 'Half-written post');

    status = 503;
    await queryClient.refetchQueries({ queryKey: accountKeys.me() });
    expect(callsTo(api, 'GET', '/api/v1/account').length).toBeGreaterThan(1);
    expect(queryClient.getQueryState(accountKeys.me())?.status).toBe('error');
    // TanStack Query tells its observers on the next tick; let React render what they were told.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(screen.getByLabelText('Draft')).toHaveValue('Half-written post');
    expect(screen.queryByText('Failed to load your account.')).not.toBeInTheDocument();
  });

  it('offers a retry when the account cannot be loaded at all, then shows the page', async () => {
    let status = 503;
    const { user } = setup(() => status);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByText('Failed to load your account.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Draft')).not.toBeInTheDocument();

    status = 200;
    await user.click(retry);
    await waitFor(() => expect(screen.getByLabelText('Draft')).toBeInTheDocument());
  });
});
