/**
 * The auto-login page (spec 000 §2 `/account/impersonate?username&password&impersonatorId`): signs in with the
 * one-time credentials, and removes them from the address bar and the history before the sign-in call
 * answers (issue 35 point 2); a failure goes to sign-in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import ImpersonatePage from './ImpersonatePage';

const ADMIN_ID = '00000000-0000-4000-8000-000000000007';
const ENTRY = `/account/impersonate?username=member%40example.com&password=one-time-secret&impersonatorId=${ADMIN_ID}`;

function renderImpersonate() {
  return renderRoute(<ImpersonatePage />, {
    path: '/account/impersonate',
    initialEntry: ENTRY,
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/account/sign-in', element: <p>Sign-in page</p> },
    ],
  });
}

describe('ImpersonatePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('replaces the address by the bare path before signing in, then signs in with the credentials', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = mockFetch({
      'POST /api/v1/auth/sign-in': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderImpersonate();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The sign-in call is still pending: the secret has already left the address and its history entry.
    expect(router.state.location.pathname).toBe('/account/impersonate');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(JSON.stringify(router.state.location)).not.toContain('one-time-secret');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'member@example.com',
      password: 'one-time-secret',
      impersonatorId: ADMIN_ID,
    });
    answer(
      jsonResponse(200, {
        twoFactorRequired: false,
        token: 'a.b.c',
        accessToken: 'x',
        expiresIn: 3600,
      }),
    );
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('goes to sign-in when the credentials are refused, without the secret in the address', async () => {
    mockFetch({ 'POST /api/v1/auth/sign-in': () => jsonResponse(400, { message: 'Invalid credential' }) });
    const { router } = renderImpersonate();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
