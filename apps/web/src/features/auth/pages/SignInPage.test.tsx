import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { MESSAGES, TOKEN_STORAGE_KEY } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import SignInPage from './SignInPage';

function renderSignIn(initialEntry = '/account/sign-in') {
  return renderRoute(<SignInPage />, {
    path: '/account/sign-in',
    initialEntry,
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/news', element: <p>News page</p> },
      { path: '/account/sign-in/code', element: <p>Code page</p> },
    ],
  });
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('SignInPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('enables the button only for a valid email and a password of 2+ characters', async () => {
    const user = userEvent.setup();
    renderSignIn();
    expect(signInButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'member@ota');
    await user.type(screen.getByLabelText('Password'), 'pw');
    expect(signInButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), '.example');
    expect(signInButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'p');
    expect(signInButton()).toBeDisabled();
  });

  it('shows the wrong-password message inline and clears the password', async () => {
    const user = userEvent.setup();
    mockFetch({ 'POST /api/v1/auth/sign-in': () => jsonResponse(400, { message: 'Invalid credential' }) });
    renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'member@ota.example');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(signInButton());

    expect(await screen.findByText(MESSAGES.invalidCredential)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidCredential);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('stores the token and follows a same-site redirectTo', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/v1/auth/sign-in': () =>
        jsonResponse(200, {
          twoFactorRequired: false,
          token: 'tok',
          accessToken: 'acc',
          expiresAt: '2030-01-01',
        }),
    });
    renderSignIn('/account/sign-in?redirectTo=%2Fnews');

    await user.type(screen.getByLabelText('Email'), 'member@ota.example');
    await user.type(screen.getByLabelText('Password'), 'Portal!2026');
    await user.click(signInButton());

    expect(await screen.findByText('News page')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(fetchMock.mock.calls[0][1]?.body).toBe(
      JSON.stringify({ email: 'member@ota.example', password: 'Portal!2026' }),
    );
  });

  it('ignores an off-site redirectTo', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/v1/auth/sign-in': () =>
        jsonResponse(200, {
          twoFactorRequired: false,
          token: 'tok',
          accessToken: 'acc',
          expiresAt: '2030-01-01',
        }),
    });
    renderSignIn('/account/sign-in?redirectTo=%2F%2Fevil.example');

    await user.type(screen.getByLabelText('Email'), 'member@ota.example');
    await user.type(screen.getByLabelText('Password'), 'Portal!2026');
    await user.click(signInButton());

    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('requests a one-time code and goes to the code page when two-factor is on', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/v1/auth/sign-in': () => jsonResponse(200, { twoFactorRequired: true }),
      'POST /api/v1/auth/request-one-time-login-code': () =>
        jsonResponse(200, { tokenSent: true, requestId: '00000000-0000-4000-8000-000000000001' }),
    });
    renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'twofactor@ota.example');
    await user.type(screen.getByLabelText('Password'), 'Portal!2026');
    await user.click(signInButton());

    expect(await screen.findByText('Code page')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[1][1]?.body as string)).toEqual({
      email: 'twofactor@ota.example',
      password: 'Portal!2026',
    });
    expect(JSON.parse(sessionStorage.getItem('portal.pendingSignIn') ?? '{}')).toEqual({
      email: 'twofactor@ota.example',
      requestId: '00000000-0000-4000-8000-000000000001',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows the server message of a 429 inline', async () => {
    const user = userEvent.setup();
    mockFetch({ 'POST /api/v1/auth/sign-in': () => jsonResponse(429, { message: 'Slow down please' }) });
    renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'member@ota.example');
    await user.type(screen.getByLabelText('Password'), 'Portal!2026');
    await user.click(signInButton());

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Slow down please'));
  });

  it('links to forgot password and the tenant register route', () => {
    renderSignIn();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/membership/new-membership',
    );
  });
});
