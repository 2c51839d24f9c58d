import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import LoginLayout from '../../../shell/layouts/LoginLayout';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TOKEN_STORAGE_KEY } from '@portal/contracts';
import { jsonResponse, renderRouter } from '../../../test-utils';
import { callsTo, mockApi } from '../../../test/mock-api';
import { savePendingFirstTimeLogin } from '../first-time-login';
import FirstTimeLoginPage, { JOINED_NOTICE } from './FirstTimeLoginPage';

const REQUEST_ID = '00000000-0000-4000-8000-000000000001';

/** The page inside the real login layout, which sends a signed-in user to redirectTo. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/account',
        element: <LoginLayout />,
        children: [{ path: 'first-time-login/*', element: <FirstTimeLoginPage /> }],
      },
      { path: '/first-time-login/user-details', element: <p>Welcome step one</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router);
  return { router };
}

describe('FirstTimeLoginPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('enables Continue only for a valid e-mail, requests a code and goes to code verification', async () => {
    const fetchMock = mockApi({
      'POST /api/v1/auth/generate-one-time-login-code': () =>
        jsonResponse(200, { tokenSent: true, requestId: REQUEST_ID }),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/account/first-time-login/email-input');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'firstlogin@ota');
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '.example');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/first-time-login/code-verification'),
    );
    expect(
      JSON.parse(
        String(callsTo(fetchMock, 'POST', '/api/v1/auth/generate-one-time-login-code')[0]![1]!.body),
      ),
    ).toEqual({
      email: 'firstlogin@ota.example',
    });
    expect(await screen.findByText(/We sent a verification code to/)).toHaveTextContent(
      'firstlogin@ota.example',
    );
  });

  it("says 'Email is required' when the e-mail is emptied", async () => {
    const user = userEvent.setup();
    renderAt('/account/first-time-login/email-input');
    await user.type(screen.getByLabelText('Email'), 'a');
    await user.clear(screen.getByLabelText('Email'));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
  });

  it('shows the check mark and "Redirecting you to welcome page", then the first welcome step after 2000 ms', async () => {
    savePendingFirstTimeLogin({ email: 'firstlogin@ota.example', requestId: REQUEST_ID });
    mockApi({
      'POST /api/v1/auth/login-with-code': () =>
        jsonResponse(200, {
          twoFactorRequired: false,
          token: 'session-token',
          accessToken: 'a',
          expiresAt: 'x',
        }),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/account/first-time-login/code-verification');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Redirecting you to welcome page' })).toBeDisabled();
    expect(screen.getByLabelText('Code verified')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe('/account/first-time-login/code-verification');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/first-time-login/user-details'));
    expect(screen.getByText('Welcome step one')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('session-token');
  });

  it("shows 'Wrong password' for a wrong code", async () => {
    savePendingFirstTimeLogin({ email: 'firstlogin@ota.example', requestId: REQUEST_ID });
    mockApi({ 'POST /api/v1/auth/login-with-code': () => jsonResponse(400, { message: 'Wrong password' }) });
    const user = userEvent.setup();
    renderAt('/account/first-time-login/code-verification');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password');
  });

  it('sends unknown sub-paths to the e-mail input', async () => {
    const { router } = renderAt('/account/first-time-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/first-time-login/email-input'));
  });

  it('tells a new member the truth of their first payment (issue 34)', async () => {
    const declined = renderAt(
      '/account/first-time-login?joined=1&payment=declined&checkout=abcdefghijkl_123&mode=test',
    );
    expect(
      await screen.findByText(
        'Payment was not completed. Nothing was charged. Your membership is not active yet: pay your first invoice to start it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/checkout/invoice/abcdefghijkl_123',
    );
    expect(screen.getByText('Test mode: no real card was charged.')).toBeInTheDocument();
    expect(screen.queryByText(JOINED_NOTICE)).toBeNull();
    declined.router.dispose();
    cleanup();
    renderAt('/account/first-time-login?joined=1&payment=success');
    expect(await screen.findByText(JOINED_NOTICE)).toBeInTheDocument();
    expect(screen.queryByText(/Payment was not completed/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });
});
